/**
 * A server whose output nobody reads any more (the terminal or log collector that started it went
 * away) goes on serving, quietly: it neither stops nor spins on the failed writes of its logs.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { tempDir } from '../support/git-fixture'
import { startBuiltServer, type RunningServer } from '../support/server'
import { servingPid } from '../support/server-process'
import { waitForSearchIndex } from '../support/search-index'

const workspace = tempDir('site-lost-output-')
let server: RunningServer | undefined

afterAll(async () => {
  await server?.stop()
  workspace.remove()
})

/** Seconds of CPU a process has used (user and system, from /proc). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

it('keeps serving without spinning once the reader of its output is gone', async () => {
  // A fresh search index: the server logs each library it builds in the seconds after the start.
  server = await startBuiltServer({ SEARCH_INDEX_DIR: path.join(workspace.dir, 'search'), DATABASE_URL: `file:${path.join(workspace.dir, 'site.db')}` })
  server.process.stdout!.destroy()
  server.process.stderr!.destroy()
  const pid = servingPid(server.process.pid!)
  // Its build logs went into the closed pipes meanwhile; once it is done, the server is idle.
  await waitForSearchIndex(server.url)
  const before = cpuSeconds(pid)
  await new Promise((resolve) => setTimeout(resolve, 4000))
  // An idle server uses next to nothing; a loop on its failed writes, a whole core.
  expect(cpuSeconds(pid) - before).toBeLessThan(1)
  const page = await fetch(`${server.url}/`)
  expect(page.status).toBe(200)
  await page.arrayBuffer()
  expect(server.process.exitCode).toBeNull()
}, 60_000)
