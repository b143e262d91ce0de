/**
 * A 201 means the item is kept: feedback, reads and missed URLs wait in memory for up to
 * HEALTH_FLUSH_MS, and a SIGTERM must write them before the database closes. Feedback is posted
 * under load, the server is stopped while it comes in, started again on the same database, and
 * every item that was answered 201 must be a row.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '~/server/db'
import { selectRows } from '~/server/db/sql'
import { gitContent } from '../support/git-content'
import { startBuiltServer, type RunningServer } from '../support/server'
import { PRODUCTION_SHUTDOWN_ENV, timeToExit } from '../support/shutdown'

const PAGES = ['framework/react/guides/queries', 'framework/react/overview']

describe('SIGTERM under write load', () => {
  let content: ReturnType<typeof gitContent>
  let dir: string
  const servers: RunningServer[] = []
  beforeAll(() => {
    content = gitContent(['query'])
    dir = mkdtempSync(path.join(tmpdir(), 'site-shutdown-writes-'))
  })
  afterAll(async () => {
    for (const server of servers) if (server.process.exitCode === null) server.process.kill('SIGKILL')
    content.remove()
    rmSync(dir, { recursive: true, force: true })
  })

  it.each([
    ['as in production', 'production', PRODUCTION_SHUTDOWN_ENV],
    ['under CI', 'ci', { CI: 'true' }],
  ])(
    'keeps every feedback item it answered 201 (%s)',
    async (_name, label, env) => {
      const databaseUrl = `file:${path.join(dir, `${label}.db`)}`
      const settings = {
        CONTENT_DIR: content.dir,
        DATABASE_URL: databaseUrl,
        SEARCH_INDEX_DIR: path.join(dir, `search-${label}`),
        FEEDBACK_PER_MINUTE: '100000',
        // Writes every 100 ms: one is under way when the signal comes, as under real load.
        HEALTH_FLUSH_MS: '100',
      }
      const server = await startBuiltServer({ ...env, ...settings })
      servers.push(server)
      const acknowledged: string[] = []
      let stopped = false
      let sent = 0
      const writer = async (worker: number) => {
        while (!stopped) {
          const n = sent++
          try {
            const response = await fetch(`${server.url}/api/feedback`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ library: 'query', page: PAGES[n % PAGES.length], helpful: n % 2 === 0, comment: `item ${worker}-${n}` }),
            })
            if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id)
            else await response.arrayBuffer()
          } catch {
            // The server has stopped listening: this item got no answer, so nothing was promised.
            if (server.process.exitCode !== null) return
            await new Promise((resolve) => setTimeout(resolve, 5))
          }
        }
      }
      const writers = Array.from({ length: 48 }, (_, worker) => writer(worker))
      // Let the load run, then stop the server in the middle of it.
      while (acknowledged.length < 600) await new Promise((resolve) => setTimeout(resolve, 20))
      const ms = await timeToExit(server, 12_000)
      stopped = true
      await Promise.all(writers)
      expect(ms, 'the server was still running 12 s after SIGTERM').toBeDefined()

      const again = await startBuiltServer({ ...env, ...settings })
      servers.push(again)
      const database = await openDatabase(databaseUrl)
      try {
        const rows = await selectRows<{ id: string }>(database, sql`SELECT id FROM doc_feedback`)
        const stored = new Set(rows.map((row) => row.id))
        const missing = acknowledged.filter((id) => !stored.has(id))
        expect(missing.length, `${missing.length} of ${acknowledged.length} items answered 201 are missing after the restart`).toBe(0)
      } finally {
        await database.close()
        await again.stop()
      }
    },
    90_000,
  )
})
