import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { openDatabase } from '~/server/db'
import { runStatement } from '~/server/db/sql'
import { CHECKER_VERSION } from '~/server/snippets/checker-version'
import { readClaim, takeClaim } from '~/server/snippets/claims'
import { startBuiltServer, type RunningServer } from '../support/server'
import { snippetWorkspace, writeSnippetFixture } from '../support/snippet-fixtures'
import { pollUntil } from '../support/poll'

// The server checks by itself: a few seconds after its start, then every second for moved refs.
const workspace = snippetWorkspace('site-checked-code-background-', {
  SNIPPET_CHECKS: 'background',
  SNIPPET_CHECK_START_SECONDS: '5',
  SNIPPET_REFRESH_SECONDS: '1',
})
const { env } = workspace
const servers: RunningServer[] = []
let commits: { v4: string; main: string }

const page = (version: string) => `/query/${version}/docs/framework/react/guides/caching`

async function get(server: RunningServer, url: string): Promise<{ html: string; cdn: string | null }> {
  const response = await fetch(`${server.url}${url}`)
  expect(response.status).toBe(200)
  return { html: await response.text(), cdn: response.headers.get('cdn-cache-control') }
}

function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 150_000): Promise<T> {
  return pollUntil(what, probe, { timeoutMs, intervalMs: 500, context: () => servers.map((s) => s.output()).join('\n---\n') })
}

beforeAll(() => {
  commits = writeSnippetFixture(env.CONTENT_DIR)
})

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  workspace.remove()
})

it('checks the code in the background and shows the verdicts once they land, with no restart; a second instance does not check again', async () => {
  const first = await startBuiltServer(env)
  servers.push(first)

  // Before the check: plain blocks, kept by a CDN for seconds only.
  const before = await get(first, page('latest'))
  expect(before.html).toContain('cacheTime')
  expect(before.html).not.toContain('md-code-check')
  expect(before.cdn).toBe('public, max-age=15')
  // A page without TypeScript blocks is not waiting for anything.
  expect((await get(first, '/query/latest/docs/framework/react/overview')).cdn).toMatch(/max-age=300/)

  // The same server, polled: the notice and the badge arrive by themselves.
  const latest = await until('the checked v5 page', async () => {
    const now = await get(first, page('latest'))
    return now.html.includes('md-code-check') ? now : undefined
  })
  expect(latest.html).toMatch(
    /Does not compile with @tanstack\/react-query 5\.90<\/strong> \(line 4\): <code>cacheTime<\/code> is not an option of <code>\w+<\/code> in this version\./,
  )
  expect(latest.html).toContain('Checked with @tanstack/react-query 5.90 · TypeScript 6.0')
  expect(latest.cdn).toMatch(/max-age=300/)
  const v4 = await until('the checked v4 page', async () => {
    const now = await get(first, page('v4'))
    return now.html.includes('Checked with @tanstack/react-query 4.36') ? now.html : undefined
  })
  expect(v4).not.toContain('Does not compile')

  // Stored as docs:check stores them: a file per commit and framework, the Vue page's included.
  // Each framework is stored when it is done, so v4's Vue file may land after its React page shows.
  await until('the first pass to end', async () => (first.output().includes('[snippets] pass done:') ? true : undefined))
  const stored = readdirSync(path.join(env.SNIPPET_RESULTS_DIR, 'query'))
  for (const commit of [commits.main, commits.v4]) {
    expect(stored.filter((file) => file.startsWith(`${commit}.react.`) && file.endsWith('.json'))).toHaveLength(1)
    expect(stored.filter((file) => file.startsWith(`${commit}.vue.`) && file.endsWith('.json'))).toHaveLength(1)
  }
  expect(first.output()).toMatch(/\[snippets\] checking query v5 \(\w{12}\) in process \d+: react, vue/)
  expect(first.output()).toMatch(/\[snippets\] checking query v4 \(\w{12}\) in process \d+: react, vue/)

  // Each commit's claim is done, held by the first server.
  const database = await openDatabase(env.DATABASE_URL)
  const claims = await Promise.all([commits.main, commits.v4].map((commit) => readClaim(database, { libraryId: 'query', commit, checker: CHECKER_VERSION })))
  await database.close()
  expect(claims.every((claim) => claim?.doneAt)).toBe(true)
  expect(new Set(claims.map((claim) => claim?.owner)).size).toBe(1)

  // A second instance on the same database and results folder finds them, and checks nothing.
  const second = await startBuiltServer({ ...env, SNIPPET_CHECK_START_SECONDS: '0.2' })
  servers.push(second)
  await until("the second server's first pass", async () => (second.output().includes('[snippets] pass done:') ? true : undefined), 30_000)
  expect(second.output()).toContain(
    '[snippets] pass done: 2 library version(s) with stored results, 0 checked here, 0 being checked by another instance, 0 failed',
  )
  expect(second.output()).not.toContain('[snippets] checking')
  expect((await get(second, page('latest'))).html).toContain('Checked with @tanstack/react-query 5.90')
}, 300_000)

it('checks for itself when its results folder is not the shared one, and stops the check with the server', async () => {
  // The same database, another folder: the claims say done, the results are not here.
  const third = await startBuiltServer({
    ...env,
    SNIPPET_RESULTS_DIR: path.join(path.dirname(env.SNIPPET_RESULTS_DIR), 'results-elsewhere'),
    SNIPPET_CHECK_START_SECONDS: '0.2',
  })
  servers.push(third)
  const pid = await until(
    'a check to start',
    async () => {
      const match = /\[snippets\] checking query v5 \(\w{12}\) in process (\d+)/.exec(third.output())
      return match ? Number(match[1]) : undefined
    },
    30_000,
  )
  expect(third.output()).toContain('its results are not in')
  // The check runs at the lowest priority, so the readers' requests get the cores first.
  const niceness = () => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
  }
  await until('the check to lower its priority', async () => (niceness() === 19 ? true : undefined), 10_000)
  await third.stop()
  expect(third.process.signalCode).not.toBe('SIGKILL')
  await until('the checking process to end', async () => (existsSync(`/proc/${pid}`) ? undefined : true), 5_000)
}, 60_000)

it('leaves the cores to a search index being built: the first check starts once the index is ready', async () => {
  const fresh = path.dirname(env.SNIPPET_RESULTS_DIR)
  const own = {
    ...env,
    SNIPPET_RESULTS_DIR: path.join(fresh, 'results-after-index'),
    DATABASE_URL: `file:${path.join(fresh, 'after-index.db')}`,
    SEARCH_INDEX_DIR: path.join(fresh, 'search-after-index'),
    SNIPPET_CHECK_START_SECONDS: '0',
  }
  const server = await startBuiltServer(own)
  servers.push(server)
  await until('a check to start', async () => (/\[snippets\] checking query/.test(server.output()) ? true : undefined), 60_000)
  const output = server.output()
  const ready = output.indexOf('[search] index ready')
  expect(ready).toBeGreaterThanOrEqual(0)
  expect(ready).toBeLessThan(output.search(/\[snippets\] checking query/))
  expect(output).toMatch(/\[snippets\] waited \d+ s for the search index to be built/)
  await server.stop()
}, 90_000)

it('gives up the claim of a check cut short by SIGTERM, so the next instance takes it at once', async () => {
  const fresh = path.dirname(env.SNIPPET_RESULTS_DIR)
  const own = {
    ...env,
    SNIPPET_RESULTS_DIR: path.join(fresh, 'results-cut'),
    DATABASE_URL: `file:${path.join(fresh, 'cut.db')}`,
    SNIPPET_CHECK_START_SECONDS: '0.2',
  }
  const fourth = await startBuiltServer(own)
  servers.push(fourth)
  const pid = await until(
    'a check to start',
    async () => {
      const match = /\[snippets\] checking query v5 \(\w{12}\) in process (\d+)/.exec(fourth.output())
      return match ? Number(match[1]) : undefined
    },
    30_000,
  )
  const key = { libraryId: 'query', commit: commits.main, checker: CHECKER_VERSION }
  const database = await openDatabase(own.DATABASE_URL)
  try {
    expect((await readClaim(database, key))?.doneAt).toBeNull()
    await fourth.stop()
    expect(fourth.process.signalCode).not.toBe('SIGKILL')
    await until('the checking process to end', async () => (existsSync(`/proc/${pid}`) ? undefined : true), 5_000)
    expect(await readClaim(database, key)).toBeUndefined()
  } finally {
    await database.close()
  }
}, 60_000)

it('waits while another instance holds the claim, and takes the check over once that claim expires', async () => {
  const fresh = path.dirname(env.SNIPPET_RESULTS_DIR)
  const own = {
    ...env,
    SNIPPET_RESULTS_DIR: path.join(fresh, 'results-held'),
    DATABASE_URL: `file:${path.join(fresh, 'held.db')}`,
    SNIPPET_CHECK_START_SECONDS: '0.2',
  }
  const key = { libraryId: 'query', commit: commits.main, checker: CHECKER_VERSION }
  // An instance elsewhere holds v5's claim for another minute.
  const database = await openDatabase(own.DATABASE_URL)
  try {
    expect(await takeClaim(database, key, 'elsewhere', 60_000)).toBe(true)
    const fifth = await startBuiltServer(own)
    servers.push(fifth)
    await until('a pass to end', async () => (fifth.output().includes('[snippets] pass done:') ? true : undefined), 60_000)
    expect(fifth.output()).toContain(`[snippets] query v5 (${commits.main.slice(0, 12)}) is being checked by another instance`)
    expect(fifth.output()).toContain('1 being checked by another instance')
    expect(fifth.output()).not.toMatch(/\[snippets\] checking query v5/)
    expect(fifth.output()).toMatch(/\[snippets\] checking query v4/)
    expect((await get(fifth, page('latest'))).cdn).toBe('public, max-age=15')

    // That instance stopped renewing it (it crashed): once expired, this one takes the check.
    await runStatement(database, sql`UPDATE snippet_check_claims SET expires_at = ${new Date(Date.now() - 1000).toISOString()} WHERE owner = 'elsewhere'`)
    await until('the v5 check taken over', async () => (/\[snippets\] query v5 checked/.test(fifth.output()) ? true : undefined), 120_000)
    expect(await readClaim(database, key)).toMatchObject({ owner: expect.not.stringMatching(/^elsewhere$/), doneAt: expect.any(String) })
    const latest = await until('the checked v5 page', async () => {
      const now = await get(fifth, page('latest'))
      return now.html.includes('md-code-check') ? now : undefined
    })
    expect(latest.html).toContain('Checked with @tanstack/react-query 5.90')
  } finally {
    await database.close()
  }
}, 180_000)
