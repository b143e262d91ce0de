/**
 * One work budget per client, whichever way the work comes in: MCP messages, the search API,
 * the llms files, social cards and doc pages rendered on a cold cache. A server behind one
 * trusted proxy (`TRUST_PROXY=1`) lets these tests speak as several clients from 127.0.0.1.
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
    // 1.2 s of work a minute per client (2 % of the event loop), 0.3 s of it at once: tighter than
    // the defaults, so that four clients at once stay a small share of a busy test machine too.
    CLIENT_WORK_MS_PER_MINUTE: '1200',
    CLIENT_WORK_BURST_MS: '300',
    CLIENT_MAX_CONCURRENT_WORK: '2',
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
  JSON.stringify({ requests: Array.from({ length: count }, (_, k) => ({ indexName: INDEX, params: { query: typeof query === 'string' ? query : query(k), hitsPerPage: 100, ...extra } })) })
const WORDS = ['query', 'cache', 'router', 'table', 'form', 'data', 'state', 'use', 'options', 'the', 'a', 'fetch', 'value', 'to', 'in', 'on']
/** The largest search the API accepts: ten different searches of sixteen words (half of them new), every facet, a hundred hits each. */
const largestSearch = (n: number) => searchBody((k) => WORDS.map((word, w) => (w < 8 ? word : `${word}${n}x${k}`)).join(' '), 10, { facets: ['*'] })

async function searchKeepingBody(client: string, body: string) {
  const response = await fetch(`${server.url}/api/search/1/indexes/*/queries`, { method: 'POST', body, headers: { 'x-forwarded-for': client } })
  return { response, body: await response.text() }
}

let spendings = 0
/** Sends the largest searches, two at a time, from `client(n)` until one is refused for the spent budget. */
async function spendBudgetOf(client: (n: number) => string) {
  const first = 10_000 * ++spendings
  for (let n = 0; n < 800; n += 2) {
    const answers = await Promise.all([0, 1].map((k) => searchKeepingBody(client(n + k), largestSearch(first + n + k))))
    if (answers.some((a) => a.response.status === 429 && /used its share of the server/.test(a.body))) return
  }
  throw new Error('the budget was never spent')
}

async function search(client: string, body: string) {
  const response = await fetch(`${server.url}/api/search/1/indexes/*/queries`, { method: 'POST', body, headers: { 'x-forwarded-for': client } })
  await response.arrayBuffer()
  return response
}

const mcpHeaders = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }
async function mcp(client: string, message: unknown) {
  const response = await fetch(`${server.url}/api/mcp`, { method: 'POST', headers: { ...mcpHeaders, 'x-forwarded-for': client }, body: JSON.stringify(message) })
  return { status: response.status, headers: response.headers, text: await response.text() }
}
const searchDocs = (id: number, query: string) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'search_docs', arguments: { query } } })

describe('MCP', () => {
  it('refuses a batch of searches, and a reader\'s page meanwhile is answered promptly', async () => {
    const idle = await probeIdle(server.url, '/robots.txt')
    const batch = Array.from({ length: 100 }, (_, n) => searchDocs(n, `query cache mutation invalidate w${n}`))
    const posted = mcp('203.0.113.2', batch)
    const probe = await probeWhile(server.url, '/robots.txt', posted, { minMs: 1000 })
    const answer = await posted
    expect(answer.status).toBe(400)
    expect(answer.text).toMatch(/Batches are not supported/)
    expect(probe.p95, summary(probe, idle)).toBeLessThan(promptBound(idle))
  })

  it('gives searches the search API\'s word limit', async () => {
    const answer = await mcp('203.0.113.3', searchDocs(1, Array.from({ length: 17 }, (_, n) => `word${n}`).join(' ')))
    expect(answer.status).toBe(200)
    expect(answer.text).toMatch(/"isError":true/)
    expect(answer.text).toMatch(/At most 16 words/)
  })
})

describe('the search API', () => {
  it('answers a client past its work budget 429 with Retry-After; other clients are still served', async () => {
    const statuses: number[] = []
    let refused: Response | undefined
    let refusal = ''
    // Two at a time, the most a client may run at once: a refusal here is the spent budget.
    for (let round = 0; round < 400 && !refused; round++) {
      const answers = await Promise.all(Array.from({ length: 2 }, (_, n) => searchKeepingBody('198.51.100.7', largestSearch(round * 2 + n))))
      statuses.push(...answers.map((a) => a.response.status))
      const found = answers.find((a) => a.response.status === 429)
      refused = found?.response
      refusal = found?.body ?? ''
    }
    expect(refused, `statuses: ${statuses.join(' ')}`).toBeDefined()
    expect(refusal).toMatch(/used its share of the server/)
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true)
    expect((await search('198.51.100.8', searchBody('query', 1))).status).toBe(200)
  })

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    // A fresh client starts with a full budget, so an address outside the spent /64's budget is
    // never refused at once. The budget refills from the moment it is spent (and the last search
    // may leave only a small debt), so a refusal of the next address may be missed by a few
    // milliseconds: a few tries, each right after spending it again.
    const statuses: number[] = []
    for (let attempt = 0; attempt < 5 && !statuses.includes(429); attempt++) {
      await spendBudgetOf((n) => `2001:db8:7:7::${(attempt * 1000 + n).toString(16)}`)
      statuses.push((await search('2001:db8:7:7:ffff::1', searchBody(`query fresh ${attempt}`, 1))).status)
    }
    expect(statuses).toContain(429)
    expect((await search('2001:db8:7:8::1', searchBody('query fresh other', 1))).status).toBe(200)
  })

  it('shows a reader refused a page a short page that loads it again, not a bare error', async () => {
    const spent = '2001:db8:7:7::beef'
    await spendBudgetOf(() => spent)
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
    const pages = [...sitemap.matchAll(/<loc>[^<]*?(\/[a-z]+\/latest\/docs\/[^<]+)<\/loc>/g)].map((m) => m[1]!).slice(0, 12)
    const answers = await Promise.all(pages.map((page) => fetch(`${server.url}${page}`, { headers: { 'x-forwarded-for': spent, accept: 'text/html,application/xhtml+xml' } })))
    // Pages already rendered are served; one that had to be rendered for this client is refused.
    expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true)
    const refused = answers.find((a) => a.status === 429)
    expect(refused, 'one cold page among twelve').toBeDefined()
    expect(refused!.headers.get('content-type')).toMatch(/^text\/html/)
    const seconds = Number(refused!.headers.get('retry-after'))
    expect(seconds).toBeGreaterThanOrEqual(1)
    const html = await refused!.text()
    expect(html).toContain(`<meta http-equiv="refresh" content="${seconds}">`)
    expect(html).toContain(`loads again by itself in ${seconds} s`)
    expect(html).not.toMatch(/<script/i)
    for (const answer of answers) if (!answer.bodyUsed) await answer.arrayBuffer()
  })
})

describe('llms-full.txt', () => {
  it('is refused 429 to a client past its budget while it has to be composed; once kept, anyone is served it', async () => {
    // Each try spends the budget again and asks for a library's file nobody has asked for yet:
    // a refill of a few milliseconds may let one in, which then composes and keeps that file.
    const spent = '2001:db8:9:9::1'
    const tries: { library: string; status: number; retryAfter: string | null }[] = []
    for (const library of ['table', 'form', 'router']) {
      await spendBudgetOf(() => spent)
      const response = await fetch(`${server.url}/${library}/llms-full.txt`, { headers: { 'x-forwarded-for': spent } })
      await response.arrayBuffer()
      tries.push({ library, status: response.status, retryAfter: response.headers.get('retry-after') })
      if (response.status === 429) break
    }
    const refused = tries.find((t) => t.status === 429)
    expect(refused, JSON.stringify(tries)).toBeDefined()
    expect(Number(refused!.retryAfter)).toBeGreaterThanOrEqual(1)
    const composed = await fetch(`${server.url}/${refused!.library}/llms-full.txt`, { headers: { 'x-forwarded-for': '2001:db8:9:a::1' } })
    expect(composed.status).toBe(200)
    expect(await composed.text()).toMatch(/: the complete docs/)
    // The kept file costs nothing to send, so the spent client gets it too.
    const kept = await fetch(`${server.url}/${refused!.library}/llms-full.txt`, { headers: { 'x-forwarded-for': spent } })
    expect(kept.status).toBe(200)
    await kept.arrayBuffer()
  })
})

function summary(probe: ProbeRun, idle: ProbeRun) {
  return `probe p50 ${probe.p50.toFixed(1)} ms, p95 ${probe.p95.toFixed(1)} ms, max ${probe.max.toFixed(0)} ms over ${probe.samples.length}; idle p95 ${idle.p95.toFixed(1)} ms`
}

/**
 * Several clients, each running the entry point's most expensive allowed request over and over
 * (two at a time, as fast as the answers come, waiting as told when refused), while a probe
 * fetches a cheap page: the probe's 95th percentile stays within ten times its idle figure.
 * The probe starts once every client has spent what it may spend at once (its burst, bounded
 * on its own) and measures what the clients can keep up: their sustained work.
 */
async function underAttack(expensive: (client: string, n: number) => Promise<Response>, { clients = 4, seconds = 8 } = {}) {
  const idle = await probeIdle(server.url, '/robots.txt')
  const until = Date.now() + seconds * 1000
  const statuses = new Map<number, number>()
  const refusedClients = new Set<string>()
  let everyClientRefused!: () => void
  const burstsSpent = new Promise<void>((resolve) => (everyClientRefused = resolve))
  let counter = 0
  const loops = Array.from({ length: clients * 2 }, async (_, n) => {
    const client = `192.0.2.${10 + (n % clients)}`
    while (Date.now() < until) {
      const response = await expensive(client, counter++)
      await response.arrayBuffer()
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      if (response.status !== 429) continue
      refusedClients.add(client)
      if (refusedClients.size === clients) everyClientRefused()
      // A refused client waits as told: what it may do within its budget is what is measured
      // here (a flood of refused requests is the proxy's or CDN's to rate-limit).
      const wait = Number(response.headers.get('retry-after') ?? 0)
      await new Promise((resolve) => setTimeout(resolve, Math.min(wait * 1000, Math.max(0, until - Date.now()))))
    }
  })
  const attack = Promise.all(loops)
  await Promise.race([burstsSpent, attack])
  const probe = await probeWhile(server.url, '/robots.txt', attack, { minMs: 1000 })
  return { idle, probe, statuses }
}

describe('every expensive entry point, attacked by several clients, leaves a cheap page prompt', () => {
  type Attack = (client: string, n: number) => Promise<Response>
  // The third field: whether the attack must meet a refusal (default yes). An llms file is composed
  // once per commit and then sent as kept, which costs nothing: on a fast machine the first
  // compositions fit in the burst. Its refusal is shown above, on a file that still has to be composed.
  const cases: [string, Attack, boolean?][] = [
    ['the search API', (client, n) => fetch(`${server.url}/api/search/1/indexes/*/queries`, { method: 'POST', body: largestSearch(5000 + n), headers: { 'x-forwarded-for': client } })],
    ['MCP search_docs', (client, n) => fetch(`${server.url}/api/mcp`, { method: 'POST', headers: { ...mcpHeaders, 'x-forwarded-for': client }, body: JSON.stringify(searchDocs(n, `query cache router table form mutation ${n}`)) })],
    ['MCP get_doc', (client, n) => fetch(`${server.url}/api/mcp`, { method: 'POST', headers: { ...mcpHeaders, 'x-forwarded-for': client }, body: JSON.stringify({ jsonrpc: '2.0', id: n, method: 'tools/call', params: { name: 'get_doc', arguments: { library: 'query', page: 'overview' } } }) })],
    ['llms-full.txt', (client, n) => fetch(`${server.url}/${['query', 'router', 'table', 'form'][n % 4]}/llms-full.txt`, { headers: { 'x-forwarded-for': client } }), false],
    ['social cards', (client, n) => fetch(`${server.url}/og/query.png?title=${encodeURIComponent(`A title nobody drew before ${n} ${Date.now()}`)}`, { headers: { 'x-forwarded-for': client } })],
    ['doc pages on a cold cache', (client, n) => fetch(`${server.url}${docPages[n % docPages.length]}`, { headers: { 'x-forwarded-for': client } })],
  ]
  let docPages: string[] = []
  beforeAll(async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
    docPages = [...sitemap.matchAll(/<loc>[^<]*?(\/[a-z]+\/latest\/docs\/[^<]+)<\/loc>/g)].map((m) => m[1]!)
    expect(docPages.length).toBeGreaterThan(20)
    // The highlighter's one-time start (grammars, themes) is paid before, as by a server in service.
    await (await fetch(`${server.url}${docPages.at(-1)}`, { headers: { 'x-forwarded-for': '192.0.2.200' } })).arrayBuffer()
  })

  it.each(cases)('%s', async (_name, expensive, refusalExpected = true) => {
    const { idle, probe, statuses } = await underAttack(expensive)
    const seen = [...statuses.keys()]
    expect(seen.every((status) => status === 200 || status === 429), `statuses ${JSON.stringify([...statuses])}`).toBe(true)
    if (refusalExpected) expect(statuses.get(429) ?? 0, `statuses ${JSON.stringify([...statuses])}`).toBeGreaterThan(0)
    expect(probe.p95, `${summary(probe, idle)}; statuses ${JSON.stringify([...statuses])}`).toBeLessThan(promptBound(idle))
  }, 60_000)
})
