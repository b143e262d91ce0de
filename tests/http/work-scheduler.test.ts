/**
 * Expensive work takes fair turns across clients, whichever way it comes in: MCP messages, the
 * search API, the llms files, social cards and doc pages rendered on a cold cache; a client is
 * refused only when the server is saturated. A server behind one trusted proxy (`TRUST_PROXY=1`)
 * lets these tests speak as several clients from 127.0.0.1.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { probeIdle, probeWhile, promptBound, type ProbeRun } from '../support/probe'
import { startBuiltServer, type RunningServer } from '../support/server'

let server: RunningServer
let dir: string

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-work-budget-'))
  server = await startBuiltServer({
    DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
    SEARCH_INDEX_DIR: path.join(dir, 'search'),
    SEARCH_LIBRARIES: 'query,router,table,form',
    TRUST_PROXY: '1',
    MCP_REQUESTS_PER_MINUTE: '1000',
    // Saturated sooner than with the default 2 s, so that a flood is refused within a few seconds.
    WORK_MAX_WAIT_MS: '500',
    PAGE_CACHE_MB: '0',
    DOCS_CACHE_MB: '1',
  })
  // The index of the demo content, built before anything is timed.
  await waitFor(async () => (await search('203.0.113.1', searchBody('query', 1))).headers.get('x-search-index') === 'complete')
}, 200_000)

afterAll(async () => {
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
})

async function waitFor(check: () => Promise<boolean>, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
}

const INDEX = 'TanStack'
const searchBody = (query: string | ((k: number) => string), count: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    requests: Array.from({ length: count }, (_, k) => ({
      indexName: INDEX,
      params: { query: typeof query === 'string' ? query : query(k), hitsPerPage: 20, ...extra },
    })),
  })
const WORDS = ['query', 'cache', 'router', 'table', 'form', 'data', 'state', 'use', 'options', 'the', 'a', 'fetch', 'value', 'to', 'in', 'on']
/** The largest search the API accepts: ten different searches of sixteen words (half of them new), every facet, twenty hits each (the most a body may hold). */
const largestSearch = (n: number) => searchBody((k) => WORDS.map((word, w) => (w < 8 ? word : `${word}${n}x${k}`)).join(' '), 10, { facets: ['*'] })

async function searchKeepingBody(client: string, body: string) {
  const response = await fetch(`${server.url}/api/search/1/indexes/*/queries`, { method: 'POST', body, headers: { 'x-forwarded-for': client } })
  return { response, body: await response.text() }
}

/** Sends `count` of the largest searches at once from `client(n)`; resolves with their answers' statuses and bodies. */
async function flood(client: (n: number) => string, count: number) {
  const first = 10_000 * ++floods
  return Promise.all(
    Array.from({ length: count }, (_, n) =>
      searchKeepingBody(client(n), largestSearch(first + n)).then(async ({ response, body }) => ({
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body,
      })),
    ),
  )
}
let floods = 0

async function search(client: string, body: string) {
  const response = await fetch(`${server.url}/api/search/1/indexes/*/queries`, { method: 'POST', body, headers: { 'x-forwarded-for': client } })
  await response.arrayBuffer()
  return response
}

const mcpHeaders = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }
async function mcp(client: string, message: unknown) {
  const response = await fetch(`${server.url}/api/mcp`, {
    method: 'POST',
    headers: { ...mcpHeaders, 'x-forwarded-for': client },
    body: JSON.stringify(message),
  })
  return { status: response.status, headers: response.headers, text: await response.text() }
}
const searchDocs = (id: number, query: string) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'search_docs', arguments: { query } } })

describe('MCP', () => {
  it("refuses a batch of searches, and a reader's page meanwhile is answered promptly", async () => {
    const idle = await probeIdle(server.url, '/robots.txt')
    const batch = Array.from({ length: 100 }, (_, n) => searchDocs(n, `query cache mutation invalidate w${n}`))
    const posted = mcp('203.0.113.2', batch)
    const probe = await probeWhile(server.url, '/robots.txt', posted, { minMs: 1000 })
    const answer = await posted
    expect(answer.status).toBe(400)
    expect(answer.text).toMatch(/Batches are not supported/)
    expect(probe.p95, summary(probe, idle)).toBeLessThan(promptBound(idle))
  })

  it("gives searches the search API's word limit", async () => {
    const answer = await mcp('203.0.113.3', searchDocs(1, Array.from({ length: 17 }, (_, n) => `word${n}`).join(' ')))
    expect(answer.status).toBe(200)
    expect(answer.text).toMatch(/"isError":true/)
    expect(answer.text).toMatch(/At most 16 words/)
  })
})

describe('the search API', () => {
  it('refuses a flood from one client once the server is saturated, with Retry-After, and serves another client meanwhile', async () => {
    const flooding = flood(() => '198.51.100.7', 300)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const other = await search('198.51.100.8', searchBody('query', 1))
    const answers = await flooding
    expect(other.status).toBe(200)
    const refused = answers.filter((a) => a.status === 429)
    expect(refused.length, `statuses: ${answers.map((a) => a.status).join(' ')}`).toBeGreaterThan(0)
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0)
    expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true)
    expect(refused[0]!.body).toMatch(/The server is busy: try again in \d+ s/)
    expect(Number(refused[0]!.retryAfter)).toBeGreaterThanOrEqual(1)
  })

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    // Each search of the flood comes from another address of one /64: as one client, its later
    // searches queue behind its earlier ones and are refused, while another /64 goes first.
    const flooding = flood((n) => `2001:db8:7:7::${n.toString(16)}`, 300)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const other = await search('2001:db8:7:8::1', searchBody('query fresh other', 1))
    const answers = await flooding
    expect(answers.some((a) => a.status === 429)).toBe(true)
    expect(other.status).toBe(200)
  })

  it('gives one client six cold pages at once, as a browser opens them, without a refusal', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
    const pages = [...sitemap.matchAll(/<loc>[^<]*?(\/[a-z]+\/latest\/docs\/[^<]+)<\/loc>/g)].map((m) => m[1]!)
    const statuses: number[] = []
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(
        pages
          .slice(round * 6, round * 6 + 6)
          .map((page) => fetch(`${server.url}${page}`, { headers: { 'x-forwarded-for': '203.0.113.60', accept: 'text/html' } })),
      )
      for (const answer of answers) {
        statuses.push(answer.status)
        await answer.arrayBuffer()
      }
    }
    expect(statuses).toHaveLength(24)
    expect(
      statuses.every((status) => status === 200),
      statuses.join(' '),
    ).toBe(true)
  })

  it('shows a reader refused a page while the server is saturated "One moment" inside the site, which loads it again, not a bare error', async () => {
    const busy = '2001:db8:7:9::beef'
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
    const pages = [...sitemap.matchAll(/<loc>[^<]*?(\/[a-z]+\/latest\/docs\/[^<]+)<\/loc>/g)].map((m) => m[1]!).slice(-12)
    // The pages are asked for while the same client's flood of searches fills the queue.
    const flooding = flood(() => busy, 300)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const answers = await Promise.all(
      pages.map((page) => fetch(`${server.url}${page}`, { headers: { 'x-forwarded-for': busy, accept: 'text/html,application/xhtml+xml' } })),
    )
    await flooding
    // Pages already rendered are served; one that had to be rendered behind the flood is refused.
    expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true)
    const refused = answers.find((a) => a.status === 429)
    expect(refused, 'one cold page among twelve').toBeDefined()
    expect(refused!.headers.get('content-type')).toMatch(/^text\/html/)
    const seconds = Number(refused!.headers.get('retry-after'))
    expect(seconds).toBeGreaterThanOrEqual(1)
    const html = await refused!.text()
    // The site around the notice: its header, and the docs' sidebar of the library.
    expect(html).toContain('One moment')
    expect(html).toMatch(/<header\b/)
    expect(html).toMatch(/<nav\b[^>]*aria-label="[^"]*[Dd]ocs/)
    expect(html).toContain(`loads again by itself in ${seconds} s`)
    // Without scripts it asks again all the same.
    expect(html).toContain(`<noscript><meta http-equiv="refresh" content="${seconds}"></noscript>`)
    expect(refused!.headers.get('cache-control')).toBe('no-store')
    for (const answer of answers) if (!answer.bodyUsed) await answer.arrayBuffer()
  })
})

describe('llms-full.txt', () => {
  it('is refused 429 to the flooding client while it has to be composed; another client is served it', async () => {
    const busy = '2001:db8:9:9::1'
    const tries: { library: string; status: number; retryAfter: string | null }[] = []
    for (const library of ['table', 'form', 'router']) {
      const flooding = flood(() => busy, 300)
      await new Promise((resolve) => setTimeout(resolve, 100))
      const response = await fetch(`${server.url}/${library}/llms-full.txt`, { headers: { 'x-forwarded-for': busy } })
      await response.arrayBuffer()
      await flooding
      tries.push({ library, status: response.status, retryAfter: response.headers.get('retry-after') })
      if (response.status === 429) break
    }
    const refused = tries.find((t) => t.status === 429)
    expect(refused, JSON.stringify(tries)).toBeDefined()
    expect(Number(refused!.retryAfter)).toBeGreaterThanOrEqual(1)
    const composed = await fetch(`${server.url}/${refused!.library}/llms-full.txt`, { headers: { 'x-forwarded-for': '2001:db8:9:a::1' } })
    expect(composed.status).toBe(200)
    expect(await composed.text()).toMatch(/: the complete docs/)
  })
})

/**
 * Asks for `path` as `busy` while a flood of `busy`'s own searches saturates the server (up to
 * three times); the answers. Work that takes its client's turns is refused to it then; work
 * charged to nobody was answered as if the server were idle.
 */
/**
 * Asks for `path` from `busy` while that client floods the server, until it is refused: whether
 * one request is refused depends on how many of the flood's requests wait at that instant and
 * how fast the machine is answering them, so a try that slipped through is made again.
 */
async function askWhileFlooding(busy: string, path: (attempt: number) => string) {
  const tries: { status: number; retryAfter: string | null }[] = []
  for (let attempt = 0; attempt < 6; attempt++) {
    const flooding = flood(() => busy, 300)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const response = await fetch(`${server.url}${path(attempt)}`, { headers: { 'x-forwarded-for': busy, accept: 'text/html' } })
    await response.arrayBuffer()
    await flooding
    tries.push({ status: response.status, retryAfter: response.headers.get('retry-after') })
    if (response.status === 429) break
  }
  return tries
}

describe('work that was charged to nobody', () => {
  it("renders a doc page asked for with a new query string in its client's turn: refused to a client flooding the server, served to another", async () => {
    const tries = await askWhileFlooding('203.0.113.70', (attempt) => `/query/latest/docs/framework/react/overview?ref=flood-${attempt}`)
    const refused = tries.find((t) => t.status === 429)
    expect(refused, JSON.stringify(tries)).toBeDefined()
    expect(Number(refused!.retryAfter)).toBeGreaterThanOrEqual(1)
    const other = await fetch(`${server.url}/query/latest/docs/framework/react/overview?ref=reader`, {
      headers: { 'x-forwarded-for': '203.0.113.71', accept: 'text/html' },
    })
    expect(other.status).toBe(200)
    expect(await other.text()).toContain('</html>')
  }, 60_000)

  it('answers a missed doc URL ("Did you mean", its row) in its client\'s turn: refused to a client flooding the server, answered to another', async () => {
    const tries = await askWhileFlooding('203.0.113.72', (attempt) => `/query/latest/docs/framework/react/guides/quries-flood-${attempt}`)
    const refused = tries.find((t) => t.status === 429)
    expect(refused, JSON.stringify(tries)).toBeDefined()
    const other = await fetch(`${server.url}/query/latest/docs/framework/react/guides/quries`, {
      headers: { 'x-forwarded-for': '203.0.113.73', accept: 'text/html' },
    })
    expect(other.status).toBe(404)
    expect(await other.text()).toMatch(/Did you mean/i)
  }, 60_000)
})

function summary(probe: ProbeRun, idle: ProbeRun) {
  return `probe p50 ${probe.p50.toFixed(1)} ms, p95 ${probe.p95.toFixed(1)} ms, max ${probe.max.toFixed(0)} ms over ${probe.samples.length}; idle p95 ${idle.p95.toFixed(1)} ms`
}

/**
 * Several clients, each running the entry point's most expensive request over and over (two at a
 * time, as fast as the answers come, waiting as told when refused), while a probe fetches a cheap
 * page: the probe's 95th percentile stays within ten times its idle figure. The probe starts once
 * the attack has run a second, past the queue's first estimates.
 */
async function underAttack(expensive: (client: string, n: number) => Promise<Response>, { clients = 4, seconds = 8 } = {}) {
  const idle = await probeIdle(server.url, '/robots.txt')
  const until = Date.now() + seconds * 1000
  const statuses = new Map<number, number>()
  let counter = 0
  const loops = Array.from({ length: clients * 2 }, async (_, n) => {
    const client = `192.0.2.${10 + (n % clients)}`
    while (Date.now() < until) {
      const response = await expensive(client, counter++)
      await response.arrayBuffer()
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      if (response.status !== 429) continue
      // A refused client waits as told (a flood of refused requests is the proxy's or CDN's to rate-limit).
      const wait = Number(response.headers.get('retry-after') ?? 0)
      await new Promise((resolve) => setTimeout(resolve, Math.min(wait * 1000, Math.max(0, until - Date.now()))))
    }
  })
  const attack = Promise.all(loops)
  await Promise.race([new Promise((resolve) => setTimeout(resolve, 1000)), attack])
  const probe = await probeWhile(server.url, '/robots.txt', attack, { minMs: 1000 })
  return { idle, probe, statuses }
}

describe('every expensive entry point, attacked by several clients, leaves a cheap page prompt', () => {
  type Attack = (client: string, n: number) => Promise<Response>
  const cases: [string, Attack][] = [
    [
      'the search API',
      (client, n) =>
        fetch(`${server.url}/api/search/1/indexes/*/queries`, { method: 'POST', body: largestSearch(5000 + n), headers: { 'x-forwarded-for': client } }),
    ],
    [
      'MCP search_docs',
      (client, n) =>
        fetch(`${server.url}/api/mcp`, {
          method: 'POST',
          headers: { ...mcpHeaders, 'x-forwarded-for': client },
          body: JSON.stringify(searchDocs(n, `query cache router table form mutation ${n}`)),
        }),
    ],
    [
      'MCP get_doc',
      (client, n) =>
        fetch(`${server.url}/api/mcp`, {
          method: 'POST',
          headers: { ...mcpHeaders, 'x-forwarded-for': client },
          body: JSON.stringify({ jsonrpc: '2.0', id: n, method: 'tools/call', params: { name: 'get_doc', arguments: { library: 'query', page: 'overview' } } }),
        }),
    ],
    [
      'llms-full.txt',
      (client, n) => fetch(`${server.url}/${['query', 'router', 'table', 'form'][n % 4]}/llms-full.txt`, { headers: { 'x-forwarded-for': client } }),
    ],
    [
      'social cards',
      (client, n) =>
        fetch(`${server.url}/og/query.png?title=${encodeURIComponent(`A title nobody drew before ${n} ${Date.now()}`)}`, {
          headers: { 'x-forwarded-for': client },
        }),
    ],
    ['doc pages on a cold cache', (client, n) => fetch(`${server.url}${docPages[n % docPages.length]}`, { headers: { 'x-forwarded-for': client } })],
    ['warm doc pages with new query strings', (client, n) => fetch(`${server.url}${docPages[0]}?ref=${n}`, { headers: { 'x-forwarded-for': client } })],
    ['missed doc URLs', (client, n) => fetch(`${server.url}/query/latest/docs/framework/react/guides/quries-${n}`, { headers: { 'x-forwarded-for': client } })],
  ]
  let docPages: string[] = []
  beforeAll(async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
    docPages = [...sitemap.matchAll(/<loc>[^<]*?(\/[a-z]+\/latest\/docs\/[^<]+)<\/loc>/g)].map((m) => m[1]!)
    expect(docPages.length).toBeGreaterThan(20)
    // The highlighter's one-time start (grammars, themes) is paid before, as by a server in service.
    await (await fetch(`${server.url}${docPages.at(-1)}`, { headers: { 'x-forwarded-for': '192.0.2.200' } })).arrayBuffer()
  })

  it.each(cases)(
    '%s',
    async (name, expensive) => {
      const { idle, probe, statuses } = await underAttack(expensive)
      const seen = [...statuses.keys()]
      // A missed URL is answered 404 ("Did you mean"); everything else 200, or 429 when saturated.
      const served = name === 'missed doc URLs' ? 404 : 200
      expect(
        seen.every((status) => status === served || status === 429),
        `statuses ${JSON.stringify([...statuses])}`,
      ).toBe(true)
      expect(statuses.get(served) ?? 0, `statuses ${JSON.stringify([...statuses])}`).toBeGreaterThan(0)
      expect(probe.p95, `${summary(probe, idle)}; statuses ${JSON.stringify([...statuses])}`).toBeLessThan(promptBound(idle))
    },
    60_000,
  )
})
