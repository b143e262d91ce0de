/**
 * The dashboard's docs-check panel shows the stored snippet verdicts of the commits the site
 * serves: per library, version and framework the count of each verdict, and each failure with a
 * link to its page and to its line on GitHub at the checked commit. Nothing before a check.
 */
import { fromCrossJSON } from 'seroval'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { callServerFn, createOrdinaryUser, DASHBOARD_FNS, signIn } from '../support/auth'
import { startBuiltServer, type RunningServer } from '../support/server'
import { snippetWorkspace, writeSnippetFixture } from '../support/snippet-fixtures'

type Snippets = {
  libraryId: string
  runs: { version: string; framework: string; commit: string; counts: Record<string, number>; skipped?: string; checkedWith?: string }[]
  failures: { version: string; framework: string; file: string; line: number; code: number; message: string; pageUrl: string; githubUrl: string }[]
  moreFailures: number
}[]

const ADMIN = { username: 'snippet-admin', password: 'a long admin password here' }
const workspace = snippetWorkspace('site-dashboard-snippets-')
let server: RunningServer
let cookie: string
let commits: { v4: string; main: string }

beforeAll(async () => {
  commits = writeSnippetFixture(workspace.env.CONTENT_DIR)
  await createOrdinaryUser(workspace.env.DATABASE_URL, ADMIN.username, ADMIN.password, 'admin')
  server = await startBuiltServer({ ...workspace.env, LIVE_STATS_REFRESH_SECONDS: '0' })
  cookie = (await signIn(server.url, ADMIN.username, ADMIN.password)).cookie!
  expect(cookie).toBeDefined()
})

afterAll(async () => {
  await server?.stop()
  workspace.remove()
})

async function snippets(): Promise<Snippets> {
  const response = await callServerFn(server.url, DASHBOARD_FNS, 'loadDashboardFn', undefined, { method: 'GET', cookie })
  expect(response.status).toBe(200)
  const decoded = fromCrossJSON(await response.json(), { refs: new Map() }) as { result: { docsCheck: { snippets: Snippets } } }
  return decoded.result.docsCheck.snippets
}

async function dashboardHtml(): Promise<string> {
  const response = await fetch(`${server.url}/dashboard`, { headers: { cookie } })
  expect(response.status).toBe(200)
  // React separates adjacent text parts with empty comments.
  return (await response.text()).replaceAll('<!-- -->', '')
}

it('shows no snippet verdicts before a check, then the stored counts and failures with their links', async () => {
  expect(await snippets()).toEqual([])
  expect(await dashboardHtml()).toContain('No code block has been checked at the commits served now.')

  await workspace.check('--library', 'query')

  const [query, ...others] = await snippets()
  expect(others).toEqual([])
  expect(query!.libraryId).toBe('query')
  const run = (version: string, framework: string) => query!.runs.find((r) => r.version === version && r.framework === framework)
  expect(run('v5', 'react')).toMatchObject({
    commit: commits.main,
    counts: { checked: 3, fails: 1, listing: 1, fragment: 0, skipped: 0 },
    checkedWith: '@tanstack/react-query 5.90 · TypeScript 6.0',
  })
  expect(run('v4', 'react')).toMatchObject({ commit: commits.v4, counts: { checked: 4, fails: 0, listing: 1, fragment: 0, skipped: 0 } })
  expect(run('v5', 'vue')?.skipped).toBeTruthy()
  expect(query!.failures).toEqual([
    {
      version: 'v5',
      framework: 'react',
      file: 'docs/framework/react/guides/caching.md',
      line: 11,
      code: 2353,
      message: expect.stringContaining("'cacheTime' does not exist"),
      pageUrl: '/query/v5/docs/framework/react/guides/caching',
      githubUrl: `https://github.com/tanstack/query/blob/${commits.main}/docs/framework/react/guides/caching.md?plain=1#L11`,
    },
  ])
  expect(query!.moreFailures).toBe(0)

  // The page of the failure is a page the site serves.
  expect((await fetch(`${server.url}${query!.failures[0]!.pageUrl}`)).status).toBe(200)

  const html = await dashboardHtml()
  expect(html).toContain('Code blocks')
  expect(html).toContain('Query: blocks that do not compile')
  expect(html).toContain('docs/framework/react/guides/caching.md:11 · TS2353')
  expect(html).toContain('href="/query/v5/docs/framework/react/guides/caching"')
  expect(html).toContain(`href="https://github.com/tanstack/query/blob/${commits.main}/docs/framework/react/guides/caching.md?plain=1#L11"`)
}, 240_000)
