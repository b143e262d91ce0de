/**
 * Docs health over HTTP on the suite's built server (SQLite, or Postgres under
 * `test:http:postgres`): feedback by form, JSON and MCP, the 404 suggestion, the admin's
 * redirect, the health JSON and its pre-filled issue links. A second part runs two instances on
 * one Postgres server: a redirect made on one is served by the other at once.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { callServerFn, createOrdinaryUser, signIn } from '../support/auth'
import { baseUrl, get, locationPath } from '../support/http'
import { findPostgresBin, POSTGRES_MISSING, startPostgres, type PostgresServer } from '../support/postgres'
import { startBuiltServer, type RunningServer } from '../support/server'

const HEALTH_FNS = 'src/features/health/health.functions.ts'
const ADMIN = { username: 'health-admin', password: 'a long admin password here' }
const USER = { username: 'health-reader', password: 'a long reader password here' }
const QUERIES = '/query/latest/docs/framework/react/guides/queries'

let adminCookie: string
let userCookie: string

beforeAll(async () => {
  await createOrdinaryUser(inject('databaseUrl'), ADMIN.username, ADMIN.password, 'admin')
  await createOrdinaryUser(inject('databaseUrl'), USER.username, USER.password)
  adminCookie = (await signIn(baseUrl(), ADMIN.username, ADMIN.password)).cookie!
  userCookie = (await signIn(baseUrl(), USER.username, USER.password)).cookie!
})

const postJson = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl()}/api/feedback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    redirect: 'manual',
  })

type Health = {
  misses: { path: string; hits: number; suggestion: string | null; redirectedTo: string | null; referrers: string[]; issueUrl: string }[]
  feedback: {
    page: string
    block: string | null
    helpful: boolean | null
    comment: string | null
    source: string
    file: string
    fileUrl: string
    commit: string
    issueUrl: string
  }[]
  readers: { totals: { human: number; agents: number }; byAgent: { name: string; hits: number }[] }
}

async function health(cookie = adminCookie, base = baseUrl()): Promise<Response> {
  return fetch(`${base}/api/admin/docs-health/query?since=24h`, { headers: { cookie } })
}

/** Reads the health JSON until `ready` holds: writes reach the database in batches (HEALTH_FLUSH_MS). */
async function healthWhen(ready: (h: Health) => boolean, base = baseUrl(), cookie = adminCookie): Promise<Health> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const response = await health(cookie, base)
    expect(response.status).toBe(200)
    const body = (await response.json()) as Health
    if (ready(body)) return body
    if (Date.now() > deadline) throw new Error(`docs health never showed what was expected:\n${JSON.stringify(body, null, 2).slice(0, 3000)}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe('feedback', () => {
  it('takes a vote and a comment as JSON, stored with the page identity the server resolved', async () => {
    const response = await postJson({
      library: 'query',
      page: 'framework/react/guides/queries',
      helpful: false,
      comment: 'The example <script>alert(1)</script> never says what staleTime is.',
    })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toMatchObject({
      library: 'query',
      version: 'latest',
      framework: 'react',
      page: 'framework/react/guides/queries',
      file: 'docs/framework/react/guides/queries.md',
    })
    expect(body.commit).toEqual(expect.any(String))
    const block = await postJson({
      library: 'query',
      page: 'framework/react/guides/queries',
      block: 'code-2',
      comment: 'useQuery is imported from the wrong package',
    })
    expect(block.status).toBe(201)
    const stored = await healthWhen((h) => h.feedback.some((f) => f.block === 'code-2'))
    const vote = stored.feedback.find((f) => f.helpful === false)!
    expect(vote).toMatchObject({ page: 'framework/react/guides/queries', file: 'docs/framework/react/guides/queries.md', source: 'api' })
    expect(vote.comment).toContain('<script>alert(1)</script>')
    expect(vote.fileUrl).toBe(`https://github.com/tanstack/query/blob/${encodeURIComponent(vote.commit)}/docs/framework/react/guides/queries.md`)
  })

  it('labels each channel truthfully: JSON from the page’s own script (a browser marks it same-origin) is the page’s, JSON from a tool the API’s', async () => {
    const fromPage = await postJson(
      { library: 'query', page: 'framework/react/guides/caching', helpful: true },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
    )
    expect(fromPage.status).toBe(201)
    const fromTool = await postJson({ library: 'query', page: 'framework/react/guides/caching', block: 'code-1', comment: 'from a tool' })
    expect(fromTool.status).toBe(201)
    const stored = await healthWhen(
      (h) => h.feedback.some((f) => f.comment === 'from a tool') && h.feedback.some((f) => f.page.endsWith('caching') && f.helpful === true),
    )
    expect(stored.feedback.find((f) => f.page.endsWith('caching') && f.helpful === true)?.source).toBe('page')
    expect(stored.feedback.find((f) => f.comment === 'from a tool')?.source).toBe('api')
  })

  it('takes the page form without script and sends the reader back to the page', async () => {
    const response = await fetch(`${baseUrl()}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ library: 'query', version: 'latest', page: 'framework/react/guides/queries', helpful: 'yes' }),
      redirect: 'manual',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${QUERIES}?feedback=sent#page-feedback`)
    const page = await get(`${QUERIES}?feedback=sent`)
    expect(page.body).toContain('Thank you for your feedback.')
  })

  it("refuses a feedback form another site's page posts, with a readable 403, and takes the site's own", async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${baseUrl()}/api/feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ library: 'query', version: 'latest', page: 'framework/react/guides/queries', helpful: 'no', comment: 'cross-site spam' }),
        redirect: 'manual',
      })
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://blog.localhost:3000' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ] as Record<string, string>[]) {
      const refused = await post(headers)
      expect(refused.status, JSON.stringify(headers)).toBe(403)
      expect(refused.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(await refused.text()).toContain('pages of this site only')
    }
    const own = await post({ 'sec-fetch-site': 'same-origin', origin: baseUrl() })
    expect(own.status).toBe(303)
    // Only the site's own form was stored (the JSON API, open to tools, is the first test's).
    const stored = await healthWhen((h) => h.feedback.some((f) => f.comment === 'cross-site spam'))
    expect(stored.feedback.filter((f) => f.comment === 'cross-site spam')).toHaveLength(1)
  })

  it.each([
    [{ page: 'framework/react/guides/queries', helpful: true }, 'library'],
    [{ library: 'query', helpful: true }, 'page'],
    [{ library: 'query', page: 'framework/react/guides/queries' }, 'helpful'],
    [{ library: 'query', page: 'framework/react/guides/queries', helpful: 'very' }, 'helpful'],
    [{ library: 'query', page: 'framework/react/guides/queries', helpful: true, comment: 'x'.repeat(1001) }, 'comment'],
    [{ library: 'query', page: 'framework/react/guides/queries', block: '<img src=x>' }, 'block'],
    [{ library: 'query', page: 'framework/react/no-such-page', helpful: true }, 'not a page'],
    [{ library: 'nosuch', page: 'overview', helpful: true }, 'not found'],
    [{ library: 'query', page: 'overview', helpful: true, extra: 1 }, 'extra'],
  ])('answers bad input %j with a 400 naming %s', async (input, named) => {
    const response = await postJson(input)
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.error).toContain(named)
    expect(response.headers.get('content-type')).toContain('application/json')
  })

  it('answers a form with bad input in plain text, never HTML, and refuses other bodies', async () => {
    const form = await fetch(`${baseUrl()}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ library: '<b>query</b>', page: 'x', helpful: 'yes' }),
    })
    expect(form.status).toBe(400)
    expect(form.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await form.text()).not.toContain('<b>')
    const text = await fetch(`${baseUrl()}/api/feedback`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' })
    expect(text.status).toBe(415)
    const broken = await fetch(`${baseUrl()}/api/feedback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"library":' })
    expect(broken.status).toBe(400)
  })

  it('shows what readers wrote as text on the docs-health page, never as markup', async () => {
    const page = await get('/dashboard/docs-health/query?since=24h', { headers: { cookie: adminCookie } })
    expect(page.status).toBe(200)
    expect(page.body).toContain('Docs health: ')
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(page.body).not.toContain('<script>alert(1)</script>')
  })

  it('takes a report from an assistant through the MCP tool report_doc_problem', async () => {
    const client = new Client({ name: 'docs-health-test', version: '1.0.0' })
    await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl()}/api/mcp`), { requestInit: { headers: { 'user-agent': 'Claude-User/1.0' } } }))
    try {
      const tools = await client.listTools()
      expect(tools.tools.map((t) => t.name)).toContain('report_doc_problem')
      const done = (await client.callTool({
        name: 'report_doc_problem',
        arguments: { library: 'query', page: 'framework/react/guides/queries', block: 'query-basics', problem: 'isPending is described as isLoading' },
      })) as { content: { text: string }[]; isError?: boolean }
      expect(done.isError).toBeFalsy()
      expect(done.content[0]!.text).toContain('docs/framework/react/guides/queries.md')
      const missing = (await client.callTool({ name: 'report_doc_problem', arguments: { library: 'query', page: 'no-such-page', problem: 'x' } })) as {
        content: { text: string }[]
        isError?: boolean
      }
      expect(missing.isError).toBe(true)
      expect(missing.content[0]!.text).toContain('not a page')
      await client.callTool({ name: 'get_doc', arguments: { library: 'query', page: 'framework/react/guides/queries' } })
    } finally {
      await client.close()
    }
    const stored = await healthWhen((h) => h.feedback.some((f) => f.source === 'mcp') && h.readers.byAgent.some((a) => a.name === 'Claude'))
    expect(stored.feedback.find((f) => f.source === 'mcp')).toMatchObject({ block: 'query-basics', comment: 'isPending is described as isLoading' })
  })
})

describe('pages not found', () => {
  const moved = '/query/latest/docs/framework/react/queries'

  it('answers a moved page with a 404 offering the nearest page, and counts it with its referring host', async () => {
    const page = await get(moved, { headers: { referer: 'https://blog.example.com/some/post' } })
    expect(page.status).toBe(404)
    expect(page.body).toMatch(/Did you mean(<!-- -->)? <a[^>]+href="\/query\/latest\/docs\/framework\/react\/guides\/queries"/)
    const stored = await healthWhen((h) => h.misses.some((m) => m.path === moved))
    const miss = stored.misses.find((m) => m.path === moved)!
    expect(miss).toMatchObject({ suggestion: QUERIES, redirectedTo: null, referrers: ['blog.example.com'] })
    const issue = new URL(miss.issueUrl)
    expect(issue.origin + issue.pathname).toBe('https://github.com/tanstack/query/issues/new')
    expect(issue.searchParams.get('title')).toContain(moved)
    expect(issue.searchParams.get('body')).toContain(`Nearest existing page: http`)
    expect(issue.searchParams.get('body')).toContain('docs/framework/react/guides/queries.md')
    expect(issue.searchParams.get('body')).toContain('Linked from: blog.example.com')
  })

  it('keeps sending a page with nothing close to the default doc', async () => {
    const page = await get('/query/latest/docs/framework/react/zzzz-qqqq')
    expect([302, 307]).toContain(page.status)
    // The overview says which page was missing (`?missing=`).
    expect(locationPath(page.location)).toBe('/query/latest/docs/framework/react/overview?missing=framework%2Freact%2Fzzzz-qqqq')
  })

  it('lets an admin turn the suggestion into a permanent redirect, exported as a file', async () => {
    const refused = await callServerFn(baseUrl(), HEALTH_FNS, 'createDocRedirectFn', { fromPath: moved, toPath: QUERIES }, { cookie: userCookie })
    expect(refused.status).toBe(403)
    const notAPage = await callServerFn(
      baseUrl(),
      HEALTH_FNS,
      'createDocRedirectFn',
      { fromPath: moved, toPath: '/query/latest/docs/nothing-here' },
      { cookie: adminCookie },
    )
    expect(notAPage.status).toBe(400)
    const made = await callServerFn(baseUrl(), HEALTH_FNS, 'createDocRedirectFn', { fromPath: moved, toPath: QUERIES }, { cookie: adminCookie })
    expect(made.status).toBe(200)
    const page = await get(moved)
    expect(page.status).toBe(301)
    expect(locationPath(page.location)).toBe(QUERIES)
    const file = await fetch(`${baseUrl()}/api/admin/docs-redirects.json`, { headers: { cookie: adminCookie } })
    expect(file.headers.get('content-disposition')).toContain('docs-redirects.json')
    expect(await file.json()).toContainEqual({ from: moved, to: QUERIES, status: 301 })
    expect((await fetch(`${baseUrl()}/api/admin/docs-redirects.json`)).status).toBe(401)
  })
})

describe('the health JSON', () => {
  it('is for admins only', async () => {
    expect((await health('')).status).toBe(401)
    expect((await health(userCookie)).status).toBe(403)
    expect((await fetch(`${baseUrl()}/api/admin/docs-health/nosuch`, { headers: { cookie: adminCookie } })).status).toBe(404)
    expect((await fetch(`${baseUrl()}/api/admin/docs-health/query?since=forever`, { headers: { cookie: adminCookie } })).status).toBe(400)
  })

  it('counts people and agents apart by User-Agent', async () => {
    await get(QUERIES, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' } })
    await get(`${QUERIES}.md`, {
      headers: { 'user-agent': 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)' },
    })
    const stored = await healthWhen((h) => h.readers.totals.human > 0 && h.readers.byAgent.some((a) => a.name === 'GPTBot'))
    expect(stored.readers.byAgent.find((a) => a.name === 'GPTBot')!.hits).toBeGreaterThanOrEqual(1)
  })
})

describe('floods', () => {
  it('answers 429 with Retry-After once an address has sent its feedback for the minute', async () => {
    let last: Response | undefined
    for (let i = 0; i < 12; i++) {
      last = await postJson({ library: 'query', page: 'framework/react/guides/queries', helpful: true })
      if (last.status === 429) break
    }
    expect(last!.status).toBe(429)
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await last!.json()).error).toContain('Too much feedback')
  })
})

const postgresBin = findPostgresBin()

describe.skipIf(!postgresBin)('several instances on one Postgres', () => {
  let pg: PostgresServer
  let first: RunningServer
  let second: RunningServer

  beforeAll(async () => {
    pg = await startPostgres()
    first = await startBuiltServer({ DATABASE_URL: pg.url, HEALTH_FLUSH_MS: '100' })
    second = await startBuiltServer({ DATABASE_URL: pg.url, HEALTH_FLUSH_MS: '100' })
    await createOrdinaryUser(pg.url, ADMIN.username, ADMIN.password, 'admin')
  }, 60_000)

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()])
    await pg?.stop()
  })

  it('serves a redirect made on one instance from the other at once', async () => {
    const typo = '/query/latest/docs/framework/react/guides/querys'
    const before = await fetch(`${second.url}${typo}`, { redirect: 'manual' })
    expect(before.status).toBe(404)
    expect(await before.text()).toContain('href="/query/latest/docs/framework/react/guides/queries"')
    const cookie = (await signIn(first.url, ADMIN.username, ADMIN.password)).cookie!
    const misses = await healthWhen((h) => h.misses.some((m) => m.path === typo), first.url, cookie)
    expect(misses.misses.find((m) => m.path === typo)!.suggestion).toBe(QUERIES)
    const made = await callServerFn(first.url, HEALTH_FNS, 'createDocRedirectFn', { fromPath: typo, toPath: QUERIES }, { cookie })
    expect(made.status).toBe(200)
    const after = await fetch(`${second.url}${typo}`, { redirect: 'manual' })
    expect(after.status).toBe(301)
    expect(locationPath(after.headers.get('location'))).toBe(QUERIES)
  }, 60_000)
})

if (!postgresBin) console.warn(POSTGRES_MISSING)
