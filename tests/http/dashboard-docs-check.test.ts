/**
 * The docs check started from the dashboard runs in a child process of the server, not in the
 * server itself: its result is recorded as before, one run at a time, a child that dies is
 * reported on the dashboard without harming the server, and SIGTERM ends the child with the
 * server.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fromCrossJSON } from 'seroval'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callServerFn, createOrdinaryUser, DASHBOARD_FNS, signIn } from '../support/auth'
import { gitContent } from '../support/git-content'
import { startBuiltServer, type RunningServer } from '../support/server'
import { isAlive, servingPid } from '../support/server-process'
import { childPids, PRODUCTION_SHUTDOWN_ENV, timeToExit } from '../support/shutdown'

type DocsCheck = {
  runs: { libraryId: string; pages: number; finishedAt: string }[]
  running: boolean
  lastRun?: { pid?: number; startedAt: string; finishedAt?: string; error?: string }
}

const ADMIN = { username: 'check-admin', password: 'a long admin password here' }

async function until<T>(what: string, read: () => Promise<T>, ready: (value: T) => boolean, withinMs = 60_000): Promise<T> {
  const deadline = Date.now() + withinMs
  for (;;) {
    const value = await read()
    if (ready(value)) return value
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${withinMs} ms: ${JSON.stringify(value).slice(0, 2000)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('the docs check started from the dashboard', () => {
  let content: ReturnType<typeof gitContent>
  let dir: string
  let server: RunningServer
  let cookie: string

  beforeAll(async () => {
    content = gitContent(['query'])
    dir = mkdtempSync(path.join(tmpdir(), 'site-dashboard-check-'))
    const databaseUrl = `file:${path.join(dir, 'site.db')}`
    await createOrdinaryUser(databaseUrl, ADMIN.username, ADMIN.password, 'admin')
    server = await startBuiltServer({
      ...PRODUCTION_SHUTDOWN_ENV,
      CONTENT_DIR: content.dir,
      DATABASE_URL: databaseUrl,
      SEARCH_INDEX_DIR: path.join(dir, 'search'),
      LIVE_STATS_REFRESH_SECONDS: '0',
    })
    cookie = (await signIn(server.url, ADMIN.username, ADMIN.password)).cookie!
    expect(cookie).toBeDefined()
  })
  afterAll(async () => {
    await server?.stop()
    content?.remove()
    rmSync(dir, { recursive: true, force: true })
  })

  async function docsCheck(): Promise<DocsCheck> {
    const response = await callServerFn(server.url, DASHBOARD_FNS, 'loadDashboardFn', undefined, { method: 'GET', cookie })
    expect(response.status).toBe(200)
    const decoded = fromCrossJSON(await response.json(), { refs: new Map() }) as { result: { docsCheck: DocsCheck } }
    return decoded.result.docsCheck
  }
  const start = () => callServerFn(server.url, DASHBOARD_FNS, 'startDocsCheckFn', undefined, { cookie })

  it('runs in a child process of the server, one at a time, and records its result', async () => {
    // The process that serves (the started one supervises it: src/server/nitro/entry.ts).
    const serverPid = servingPid(server.process.pid!)
    expect((await start()).status).toBe(200)
    const started = await docsCheck()
    expect(started.running).toBe(true)
    const pid = started.lastRun?.pid
    expect(pid).toEqual(expect.any(Number))
    expect(pid).not.toBe(serverPid)
    expect(await childPids(serverPid)).toContain(pid)
    // One run at a time.
    expect((await start()).status).toBe(409)

    const done = await until('the docs check to finish', docsCheck, (check) => !check.running)
    expect(done.lastRun).toMatchObject({ pid, finishedAt: expect.any(String) })
    expect(done.lastRun?.error).toBeUndefined()
    const query = done.runs.find((run) => run.libraryId === 'query')
    expect(query?.pages).toBeGreaterThan(0)
    expect(Date.parse(query!.finishedAt)).toBeGreaterThanOrEqual(Date.parse(done.lastRun!.startedAt))
    await until(
      'the child to end',
      async () => isAlive(pid!),
      (isAlive) => !isAlive,
      5_000,
    )
  }, 120_000)

  it('reports a child that dies, and the server goes on serving', async () => {
    expect((await start()).status).toBe(200)
    const pid = (await docsCheck()).lastRun!.pid!
    process.kill(pid, 'SIGKILL')
    const failed = await until('the failure to be reported', docsCheck, (check) => !check.running)
    expect(failed.lastRun?.error).toMatch(/SIGKILL/)
    expect((await fetch(`${server.url}/query/latest/docs/framework/react/overview`)).status).toBe(200)
    // The runs recorded before stay.
    expect(failed.runs.some((run) => run.libraryId === 'query')).toBe(true)
  }, 60_000)

  it('ends with the server on SIGTERM, which still exits within seconds', async () => {
    expect((await start()).status).toBe(200)
    const pid = (await docsCheck()).lastRun!.pid!
    expect(isAlive(pid)).toBe(true)
    const ms = await timeToExit(server, 10_000)
    expect(ms, 'the server was still running 10 s after SIGTERM').toBeDefined()
    await until(
      'the child to end',
      async () => isAlive(pid),
      (isAlive) => !isAlive,
      3_000,
    )
  }, 60_000)
})
