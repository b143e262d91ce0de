import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gitContent } from '../support/git-content'
import { startBuiltServer, type RunningServer } from '../support/server'
import { servingPid } from '../support/server-process'
import { childPids, PRODUCTION_SHUTDOWN_ENV, timeToExit } from '../support/shutdown'

describe('SIGTERM', () => {
  let server: RunningServer | undefined
  let content: ReturnType<typeof gitContent>
  let dir: string
  beforeAll(() => {
    content = gitContent(['query', 'router'])
    dir = mkdtempSync(path.join(tmpdir(), 'site-shutdown-'))
  })
  afterAll(async () => {
    if (server && server.process.exitCode === null) server.process.kill('SIGKILL')
    content.remove()
    rmSync(dir, { recursive: true, force: true })
  })

  // Under CI and TEST the runtime leaves the signal to the site alone; in production it closes the server first.
  it.each([
    ['as in production', PRODUCTION_SHUTDOWN_ENV],
    ['under CI', { CI: 'true' }],
  ])('stops the server within 10 s with git readers, live streams and requests open (%s)', async (_name, env) => {
    server = await startBuiltServer({
      ...env,
      CONTENT_DIR: content.dir,
      DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
      SEARCH_INDEX_DIR: path.join(dir, 'search'),
      LIVE_STATS_REFRESH_SECONDS: '0',
    })
    const base = server.url
    // Pages read through `git cat-file` children, which live as long as the server.
    for (const page of ['/query/latest/docs/framework/react/overview', '/router/latest/docs/framework/react/overview']) {
      expect((await fetch(`${base}${page}`)).status).toBe(200)
    }
    expect((await childPids(servingPid(server.process.pid!))).length).toBeGreaterThan(0)
    // Live streams that never end by themselves, and requests still coming in.
    const streams = await Promise.all([1, 2, 3].map(() => fetch(`${base}/api/live/stats`)))
    for (const stream of streams) expect(stream.status).toBe(200)
    const load = Array.from({ length: 20 }, (_, n) => fetch(`${base}/query/latest/docs/framework/react/guides/queries?n=${n}`).catch(() => undefined))

    const ms = await timeToExit(server, 10_000)
    await Promise.all(load)
    expect(ms, 'the server was still running 10 s after SIGTERM').toBeDefined()
    expect(ms!).toBeLessThan(10_000)
  }, 60_000)
})
