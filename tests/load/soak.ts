/**
 * `npm run soak`: the built server with default settings on the shared corpus (every version and
 * framework of query, router and form, as whole repositories), under the ordinary heavy use of a
 * public docs site:
 *
 *   (a) a crawler reads every page with SOAK_CRAWL_CONNECTIONS (6) connections from one address;
 *   (b) 30 readers behind one address (an office's NAT) read at a human pace, a page every 1–3 s:
 *       the first as a document, the rest as the browser's navigation does (the page's server
 *       calls), beside a crawler of 4 connections;
 *   (c) meanwhile, attackers: MCP batches, floods of the largest searches from four addresses,
 *       oversized bodies.
 *
 * It fails on any answer but 200 to (a) or (b) — a 429 retried after its `Retry-After` and then
 * answered counts as answered —, on a server that died (the supervisor's restart shows in its
 * output), on resident memory above MEMORY_LIMIT_MB + 150 MB (`OUTSIDE_HEAP_ALLOWANCE_MB`: the server, its
 * supervisor and its children — a long page's render child, the index workers, `git` readers — together), or on a cheap page (robots.txt)
 * whose p95 during (b) and (c) passes ten times its idle p95.
 *
 * The settings are the defaults of `npm start` but three: TRUST_PROXY=1, so that the run can speak
 * as several addresses from loopback; MAX_CONNECTIONS_PER_ADDRESS=64, as the suites lift that cap
 * for one test address; and the folders of a fresh instance (content, database, search index,
 * code-check results) in a temporary folder. The background code check runs as in production
 * (SNIPPET_CHECKS=background: TypeScript checking the corpus's code blocks at `nice` 19, its
 * processes counted in the resident memory, whose bound then has the code check's part,
 * `residentBoundMb`); it installs the packages it checks against into SOAK_SNIPPET_TYPES_DIR (a
 * folder in the temporary one unless set: a folder kept between runs saves the installs).
 * SOAK_SNIPPET_CHECKS=off leaves it off (the short run in `npm test`, which would otherwise spend
 * its minutes installing and compiling). SOAK_CRAWL_EVERY=n crawls every n-th page in (a) (the short run in
 * `npm test` crawls every 4th), SOAK_SECONDS sets the length of (b) and (c) (60 s; 20 s in CI).
 * SOAK_BUILD=folder runs the build copied there (its `.output`) instead of this one's.
 * SOAK_SERVER_LOG=file keeps the server's output there (with TEST_SERVER_NODE_ARGS=--trace-gc: its collections).
 * SOAK_BOUNDS=report prints the memory and cheap-page figures without failing on them (the short
 * run in `npm test`; the full run does not meet them in every run: docs/performance.md, "The cheap page under the full soak").
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { toJSONAsync } from 'seroval'
import { printTable } from '../../bench/support'
import { cloneCorpus } from '../support/git-fixture'
import { probeIdle, probeWhile } from '../support/probe'
import { startFakeNpm } from '../support/fake-npm'
import { startBuiltServer } from '../support/server'
import { serverFnId } from '../support/server-fn'
import { residentMemory, type ResidentMemory } from '../support/server-process'
import { percentile } from './report'
import { DEFAULT_CODE_CHECK_WORKER_MB, residentBoundMb } from '~/server/memory-limit'
import { DEFAULT_MEMORY_LIMIT_MB } from '~/server/supervisor-settings'

const crawlEvery = Number(process.env.SOAK_CRAWL_EVERY ?? 1)
const seconds = Number(process.env.SOAK_SECONDS ?? 60)
const crawlConnections = Number(process.env.SOAK_CRAWL_CONNECTIONS ?? 6)
const READERS = Number(process.env.SOAK_READERS ?? 30)
/** SOAK_ONLY=readers: only the readers of (b), on a fresh server, without the crawls or the attacks (the target of 20 readers at a human pace). */
const readersOnly = process.env.SOAK_ONLY === 'readers'
const enforceBounds = process.env.SOAK_BOUNDS !== 'report'
const codeChecks = process.env.SOAK_SNIPPET_CHECKS !== 'off'
// The resident bound of the memory plan: the heaps the limit shares, what each process holds outside its heap, and the code check's part.
const MAX_RSS_MB = residentBoundMb(DEFAULT_MEMORY_LIMIT_MB, codeChecks ? DEFAULT_CODE_CHECK_WORKER_MB : undefined)
if (![crawlEvery, seconds, crawlConnections, READERS].every((n) => Number.isInteger(n) && n > 0))
  throw new Error('SOAK_CRAWL_EVERY, SOAK_SECONDS and SOAK_CRAWL_CONNECTIONS are positive whole numbers')

const CRAWLER = '198.51.100.10'
const OFFICE = '203.0.113.5'

type Page = { libraryId: string; version: string; framework?: string; page: string; url: string }
type Tally = { requests: number; ok: number; retried: number; reset: number; failures: string[]; latencies: number[] }
const tally = (): Tally => ({ requests: 0, ok: 0, retried: 0, reset: 0, failures: [], latencies: [] })

const content = mkdtempSync(path.join(tmpdir(), 'site-soak-content-'))
const data = mkdtempSync(path.join(tmpdir(), 'site-soak-data-'))
for (const name of ['query', 'router', 'form'] as const) cloneCorpus(name, path.join(content, name), 'full')

/** Every page of every version the catalogue names for the corpus's libraries, as the page lists say. */
async function everyPage(): Promise<Page[]> {
  process.env.CONTENT_DIR = content
  const { pageListOf } = await import('~/server/docs/doc-page')
  const { getLibrary } = await import('~/site/libraries')
  const { isLatestVersion, selectableVersions } = await import('~/site/versions')
  const pages: Page[] = []
  for (const libraryId of ['query', 'router', 'start', 'form']) {
    const library = getLibrary(libraryId)
    // The latest major under its own name is the same page list as `latest`: read once.
    for (const version of selectableVersions(library).filter((version) => version === 'latest' || !isLatestVersion(library, version))) {
      const found = await pageListOf(libraryId, version)
      if (found.kind !== 'list') continue
      for (const entry of found.list.pages) {
        const framework = /^framework\/([^/]+)\//.exec(entry.page)?.[1]
        pages.push({
          libraryId,
          version,
          framework,
          page: framework ? entry.page.slice(`framework/${framework}/`.length) : entry.page,
          url: `/${libraryId}/${version}/docs/${entry.page}`,
        })
      }
    }
  }
  await (await import('~/server/content')).getContentSource().close?.()
  return pages
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** GETs `url` as `client`; a 429 is retried after its Retry-After (at most three times). */
async function read(base: string, url: string, client: string, into: Tally, headers: Record<string, string> = { accept: 'text/html' }) {
  const started = performance.now()
  into.requests++
  let resets = 0
  for (let attempt = 0; ; attempt++) {
    let status: number | string
    let retryAfter = 1
    try {
      const response = await fetch(`${base}${url}`, { headers: { ...headers, 'x-forwarded-for': client }, signal: AbortSignal.timeout(60_000) })
      await response.arrayBuffer()
      status = response.status
      retryAfter = Number(response.headers.get('retry-after') ?? 1)
    } catch (error) {
      status = error instanceof Error ? `${error.name} ${(error.cause as { code?: string } | undefined)?.code ?? error.message}` : 'error'
    }
    if (status === 200) {
      into.ok++
      into.latencies.push(performance.now() - started)
      return
    }
    if (status === 429 && attempt < 3) {
      into.retried++
      await sleep(retryAfter * 1000)
      continue
    }
    // A kept-alive connection the server closed as it was reused: a browser sends the request again
    // (on another pooled connection, which may have aged the same way: up to three times).
    if (typeof status === 'string' && /ECONNRESET|UND_ERR_SOCKET/.test(status) && resets < 3) {
      resets++
      into.reset++
      continue
    }
    into.failures.push(`${url}: ${status}`)
    return
  }
}

async function crawl(base: string, pages: Page[], connections: number, into: Tally, until = () => false) {
  let next = 0
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < pages.length && !until()) await read(base, pages[next++]!.url, CRAWLER, into)
    }),
  )
}

/** A server call as the browser makes it on a navigation (GET, seroval payload). */
async function serverCallUrl(file: string, exportName: string, data: unknown) {
  return `/_serverFn/${serverFnId(file, exportName)}?payload=${encodeURIComponent(JSON.stringify(await toJSONAsync({ data })))}`
}
const serverCallHeaders = { 'x-tsr-serverFn': 'true', accept: 'application/json' }

async function reader(base: string, pages: Page[], until: number, into: Tally) {
  let first = true
  while (Date.now() < until) {
    const page = pages[Math.floor(Math.random() * pages.length)]!
    if (first) await read(base, page.url, OFFICE, into)
    else {
      const identity = { libraryId: page.libraryId, version: page.version, ...(page.framework ? { framework: page.framework } : {}), page: page.page }
      await Promise.all([
        read(base, await serverCallUrl('src/features/docs/docs.functions.ts', 'getDocPageFn', identity), OFFICE, into, serverCallHeaders),
        read(base, await serverCallUrl('src/features/changes/changes.functions.ts', 'getDocExtrasFn', identity), OFFICE, into, serverCallHeaders),
      ])
    }
    first = false
    await sleep(1000 + Math.random() * 2000)
  }
}

const WORDS = ['query', 'cache', 'router', 'table', 'form', 'data', 'state', 'use', 'options', 'the', 'a', 'fetch', 'value', 'to', 'in', 'on']
/** The largest search body the API takes: ten searches of sixteen words, every facet, twenty hits each (`SEARCH_LIMITS.maxHitsPerBody`). */
const largestSearch = (n: number) =>
  JSON.stringify({
    requests: Array.from({ length: 10 }, (_, k) => ({
      indexName: 'TanStack',
      params: { query: WORDS.map((w, i) => (i < 8 ? w : `${w}${n}x${k}`)).join(' '), hitsPerPage: 20, facets: ['*'] },
    })),
  })

/** The attack shapes of tests/hardening, each in a loop until `until`; returns their statuses. */
async function attack(base: string, until: number) {
  const statuses = new Map<string, number>()
  const note = (shape: string, status: number | string) => statuses.set(`${shape} ${status}`, (statuses.get(`${shape} ${status}`) ?? 0) + 1)
  const loop = async (shape: string, client: string, request: (n: number) => Promise<Response>) => {
    for (let n = 0; Date.now() < until; n++) {
      try {
        const response = await request(n)
        await response.arrayBuffer()
        note(shape, response.status)
        if (response.status === 429) await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000)
      } catch (error) {
        note(shape, error instanceof Error ? error.name : 'error')
      }
      void client
    }
  }
  const mcpBatch = JSON.stringify(
    Array.from({ length: 100 }, (_, n) => ({
      jsonrpc: '2.0',
      id: n,
      method: 'tools/call',
      params: { name: 'search_docs', arguments: { query: `query cache ${n}` } },
    })),
  )
  await Promise.all([
    loop('MCP batch', '192.0.2.1', () =>
      fetch(`${base}/api/mcp`, {
        method: 'POST',
        body: mcpBatch,
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-forwarded-for': '192.0.2.1' },
      }),
    ),
    ...[10, 11, 12, 13].flatMap((host) =>
      [0, 1].map(() =>
        loop('largest searches', `192.0.2.${host}`, (n) =>
          fetch(`${base}/api/search/1/indexes/*/queries`, {
            method: 'POST',
            body: largestSearch(host * 100_000 + n),
            headers: { 'x-forwarded-for': `192.0.2.${host}` },
          }),
        ),
      ),
    ),
    loop('oversized body', '192.0.2.20', () =>
      fetch(`${base}/api/search/1/indexes/*/queries`, { method: 'POST', body: 'x'.repeat(2 * 1024 * 1024), headers: { 'x-forwarded-for': '192.0.2.20' } }),
    ),
  ])
  return statuses
}

const npm = await startFakeNpm()
const problems: string[] = []
const rows: Record<string, string>[] = []
const ms = (n: number) => `${n.toFixed(0)} ms`
const row = (phase: string, t: Tally) =>
  rows.push({
    phase,
    requests: String(t.requests),
    answered: String(t.ok),
    'retried 429': String(t.retried),
    'sent again after a reset': String(t.reset),
    failed: String(t.failures.length),
    p50: ms(percentile(t.latencies, 50)),
    p95: ms(percentile(t.latencies, 95)),
  })
try {
  const pages = await everyPage()
  const crawled = pages.filter((_, n) => n % crawlEvery === 0)
  // SOAK_BUILD=folder: another build's copy (its `.output`), to measure two builds with the same run.
  const build = process.env.SOAK_BUILD
  const server = await startBuiltServer(
    {
      CONTENT_DIR: content,
      DATABASE_URL: `file:${path.join(data, 'site.db')}`,
      SEARCH_INDEX_DIR: path.join(data, 'search'),
      NPM_DOWNLOADS_API: npm.url,
      NPM_REGISTRY: npm.url,
      TRUST_PROXY: '1',
      // startBuiltServer lifts the per-address connection cap for the suites; the soak runs with the default.
      MAX_CONNECTIONS_PER_ADDRESS: '64',
      // startBuiltServer turns the code check off for the suites; production's default is on.
      SNIPPET_CHECKS: codeChecks ? 'background' : 'off',
      SNIPPET_RESULTS_DIR: path.join(data, 'snippets'),
      SNIPPET_TYPES_DIR: process.env.SOAK_SNIPPET_TYPES_DIR ?? path.join(data, 'snippet-types'),
    },
    build ? { entry: path.join(build, '.output/server/index.mjs'), cwd: build } : undefined,
  )
  let peak: ResidentMemory = { total: 0, server: 0, others: 0, parts: '', byKind: new Map() }
  let childrenPeakMb = 0
  /** Each kind of process at its highest (server, supervisor, doc-render, search-index-batch, snippet-check, snippet-check-worker, git). */
  const kindPeaks = new Map<string, number>()
  const memory = setInterval(() => {
    const now = residentMemory(server.process.pid!)
    if (now.total > peak.total) peak = now
    childrenPeakMb = Math.max(childrenPeakMb, now.others)
    for (const [kind, mb] of now.byKind) kindPeaks.set(kind, Math.max(kindPeaks.get(kind) ?? 0, mb))
  }, 500)
  try {
    console.log(`${pages.length} pages in the page lists; crawling ${crawled.length} with ${crawlConnections} connections`)
    const idle = await probeIdle(server.url, '/robots.txt')
    const crawlTally = tally()
    const crawlStarted = Date.now()
    if (!readersOnly) {
      await crawl(server.url, crawled, crawlConnections, crawlTally)
      row(`(a) crawl, ${crawlConnections} connections, ${((Date.now() - crawlStarted) / 1000).toFixed(0)} s`, crawlTally)
    }
    const crawlPeak = peak.total

    const until = Date.now() + seconds * 1000
    const readers = tally()
    const besideCrawler = tally()
    const attacks = readersOnly ? Promise.resolve(new Map<string, number>()) : attack(server.url, until)
    const load = Promise.all([
      ...Array.from({ length: READERS }, () => reader(server.url, pages, until, readers)),
      readersOnly ? undefined : crawl(server.url, [...pages].reverse(), 4, besideCrawler, () => Date.now() > until),
      attacks,
    ])
    const probe = await probeWhile(server.url, '/robots.txt', load, { minMs: 1000 })
    await load
    row(`(b) ${READERS} readers behind one address, ${seconds} s`, readers)
    if (!readersOnly) row('(b) the crawler beside them, 4 connections', besideCrawler)
    printTable('Soak: default settings, the shared corpus as whole repositories', rows)
    console.log(`\nattacks (c): ${[...(await attacks)].map(([shape, count]) => `${shape}×${count}`).join(', ')}`)
    console.log(
      `cheap page (robots.txt): idle p95 ${ms(idle.p95)}; under (b) and (c) p50 ${ms(probe.p50)}, p95 ${ms(probe.p95)} (${(probe.p95 / idle.p95).toFixed(1)}× idle)`,
    )
    console.log(
      `resident memory, the server and its supervisor and children together: peak ${peak.total.toFixed(0)} MB (server ${peak.server.toFixed(0)} MB, the others ${peak.others.toFixed(0)} MB: ${peak.parts}; crawl ${crawlPeak.toFixed(0)} MB; the others alone at most ${childrenPeakMb.toFixed(0)} MB), bound ${MAX_RSS_MB} MB${codeChecks ? ' (with the code check)' : ' (the code check off)'}`,
    )
    console.log(`each kind of process at its highest: ${[...kindPeaks].map(([kind, mb]) => `${kind} ${mb.toFixed(0)} MB`).join(', ')}`)
    if (codeChecks)
      console.log(
        `the code check during the run:\n${
          server
            .output()
            .split('\n')
            .filter((line) => line.startsWith('[snippets]'))
            .join('\n') || '(nothing logged)'
        }`,
      )

    for (const [phase, t] of [
      ['crawl', crawlTally],
      ['readers', readers],
      ['crawler beside readers', besideCrawler],
    ] as const) {
      if (t.failures.length) problems.push(`${phase}: ${t.failures.length} not answered, e.g. ${t.failures.slice(0, 5).join('; ')}`)
    }
    if (!readersOnly && crawlTally.ok !== crawled.length) problems.push(`crawl: ${crawlTally.ok} of ${crawled.length} pages answered`)
    if (peak.total > MAX_RSS_MB && enforceBounds) problems.push(`resident memory peaked at ${peak.total.toFixed(0)} MB, above ${MAX_RSS_MB} MB`)
    // The same floor as the hardening suites: on a shared machine the idle figure swings by milliseconds.
    if (probe.p95 > Math.max(10 * idle.p95, 200) && enforceBounds) problems.push(`cheap page p95 ${ms(probe.p95)} is over 10× idle (${ms(idle.p95)})`)
    if (/\[supervisor\]/.test(server.output()))
      problems.push(
        `the server died and was restarted:\n${server
          .output()
          .split('\n')
          .filter((line) => /supervisor|FATAL|heap/i.test(line))
          .join('\n')}`,
      )
  } finally {
    clearInterval(memory)
    await server.stop()
    if (process.env.SOAK_SERVER_LOG) writeFileSync(process.env.SOAK_SERVER_LOG, server.output())
  }
} finally {
  await npm.close()
  rmSync(content, { recursive: true, force: true })
  rmSync(data, { recursive: true, force: true })
}

if (problems.length) {
  console.error(`\nSoak failed:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log('\nSoak passed: every page answered, no restart, memory and the cheap page within bounds.')
