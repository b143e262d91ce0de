/**
 * `npm run bench:search`: search quality and cost on the corpus. Prints tables; asserts nothing.
 *
 * 1. Relevance: hit@1, hit@3 and MRR of the expected page, searched from the home page (no filter
 *    but the version) and from a page of its library and framework (both preselected), with the
 *    engine as the server runs it, for the two sets the ranking was tuned on (search-queries.ts,
 *    search-queries-tuning.ts) and the held-out set (search-queries-held-out.ts), which alone
 *    counts for the targets.
 * 2. In-process latency over every prefix of those queries as typed (no answer cache).
 * 3. The built server on the corpus three times over (each corpus repository also stands in
 *    for two other libraries, so all ten are indexed): time to build the index from nothing and
 *    the peak memory meanwhile (resident set sampled every 100 ms: the server process, and the
 *    server with its index worker process), then its memory once restarted on the persisted index.
 * 4. Through HTTP on that server: 1,000 searches as the dialog sends them, one after another.
 * 5. A doc page's latency alone and while four hostile bodies (the most work the limits allow:
 *    10 searches of 16 words, 100 hits, snippets, every facet) are sent over and over.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { cloneCorpus, tempDir } from '../tests/support/git-fixture'
import { startBuiltServer, type RunningServer } from '../tests/support/server'
import { SEARCH_LIMITS } from '../src/server/search/limits'
import { frameworkOf, libraryOf, missRows, score, scoreRow as relevanceRow, type Where } from './search-relevance'
import { heldOutQueries } from './search-queries-held-out'
import { tuningQueries } from './search-queries-tuning'
import { relevanceQueries, type RelevanceQuery } from './search-queries'
import { percentile, printTable } from './support'

const workspace = tempDir('site-bench-search-')
const contentDir = path.join(workspace.dir, 'repos')
const corpus = ['query', 'router', 'form'] as const
for (const name of corpus) cloneCorpus(name, path.join(contentDir, name))
process.env.CONTENT_DIR = contentDir
const inProcessIndex = path.join(workspace.dir, 'index-in-process')
process.env.SEARCH_INDEX_DIR = inProcessIndex

const { SearchEngine } = await import('../src/server/search/engine')
const { buildLibrary } = await import('../src/server/search/index-store')
const { searchLibraries } = await import('../src/server/search/crawl')
const { getContentSource } = await import('../src/server/content')
const { readLibraryFile } = await import('../src/server/search/index-files')

// 1. Relevance, on the corpus libraries, built here as the server builds them (or read from
// SEARCH_BENCH_RECORDS, a folder of index files kept between runs while working on the ranking).
const engine = new SearchEngine()
const buildRows: Record<string, string | number>[] = []
const started = performance.now()
const keptRecords = process.env.SEARCH_BENCH_RECORDS
for (const library of searchLibraries('query,router,start,form')) {
  const t = performance.now()
  const kept = keptRecords ? await readLibraryFile(keptRecords, library.id) : undefined
  if (kept) await engine.replaceLibrary(library.id, kept.records)
  else await buildLibrary(engine, library, keptRecords ?? inProcessIndex)
  buildRows.push({
    library: library.id,
    records: [...engine.recordsOf(library.id)].length,
    'crawl + render + index s': kept ? 'read' : ((performance.now() - t) / 1000).toFixed(1),
  })
}
buildRows.push({ library: 'all', records: engine.size, 'crawl + render + index s': ((performance.now() - started) / 1000).toFixed(1) })
printTable('Index of the corpus, built in one thread (records per library)', buildRows)
await getContentSource().close?.()

const latest = { attribute: 'version', value: 'latest', negate: false }
const searchHere = (query: string, filters: { attribute: string; value: string; negate: boolean }[][], prefer?: string) =>
  engine.searchUncached({ query, filters, facets: ['library', 'framework'], limit: 10, distinct: true, prefer }).hits.map((hit) => hit.record.url)
const indexedPages = new Set([...engine.records.values()].map((record) => record.url.split('#')[0]!))
const absent = [...relevanceQueries, ...tuningQueries, ...heldOutQueries].filter((q) => !indexedPages.has(q.expected))
if (absent.length)
  printTable(
    'Expected pages that are not in the index (a defect of the set)',
    absent.map((q) => ({ query: q.query, expected: q.expected })),
  )

const relevanceRows: Record<string, string | number>[] = []
const missTable: Record<string, string | number>[] = []
const scoreRow = (set: string, where: Where, queries: RelevanceQuery[], label: string) => {
  const result = score(searchHere, queries, where)
  relevanceRows.push(relevanceRow(set, where, label, queries.length, result))
  return result
}
const sets = [
  ['training', relevanceQueries],
  ['tuning', tuningQueries],
  ['held out', heldOutQueries],
] as const
for (const [set, queries] of sets) {
  for (const where of ['home page', 'framework page'] as Where[]) {
    const all = scoreRow(set, where, queries, 'all')
    missTable.push(...missRows(set, where, all))
    for (const kind of ['api', 'concept'] as const)
      scoreRow(
        set,
        where,
        queries.filter((q) => q.kind === kind),
        kind,
      )
    scoreRow(
      set,
      where,
      queries.filter((q) => q.typo),
      'typo or cut short',
    )
  }
}
for (const where of ['home page', 'framework page'] as Where[]) {
  for (const library of [...new Set(heldOutQueries.map((q) => libraryOf(q.expected)))])
    scoreRow(
      'held out',
      where,
      heldOutQueries.filter((q) => libraryOf(q.expected) === library),
      `library ${library}`,
    )
  for (const shape of [...new Set(heldOutQueries.map((q) => q.shape))])
    scoreRow(
      'held out',
      where,
      heldOutQueries.filter((q) => q.shape === shape),
      `shape ${shape}`,
    )
  scoreRow(
    'held out',
    where,
    heldOutQueries.filter((q) => frameworkOf(q.expected) !== 'react'),
    'other frameworks than React',
  )
}
printTable(
  `Relevance: tuned on ${relevanceQueries.length} + ${tuningQueries.length} queries, held out ${heldOutQueries.length} (targets, held out: hit@1 ≥ 90 %, hit@3 ≥ 97 %)`,
  relevanceRows,
)
// The held-out misses are counted, not listed: reading them is how a set stops being held out.
const listed = missTable.filter((row) => row.set !== 'held out')
if (listed.length) printTable('Queries of the sets tuned on whose page was not first', listed)

// 1b. The most expensive queries the limits allow (16 words): every word a prefix of many terms,
// every word a typo, every word unknown, one unknown word among common ones (the fallback), and
// the shortest prefixes. Each asked 20 times without the answer cache, as the dialog asks.
const common = [
  'query',
  'queries',
  'route',
  'router',
  'form',
  'field',
  'data',
  'cache',
  'mutation',
  'server',
  'function',
  'options',
  'state',
  'value',
  'error',
  'type',
]
const expensiveQueries: Record<string, string> = {
  '16 common words': common.join(' '),
  '16 four-letter prefixes': common.map((word) => word.slice(0, 4)).join(' '),
  '16 words with a typo': common.map((word) => `${word.slice(0, -1)}x${word.slice(-1)}`).join(' '),
  '16 unknown words': Array.from({ length: 16 }, (_, n) => `zqxv${n}wkj`).join(' '),
  '15 common words and one unknown': [...common.slice(0, 15), 'zqxvwkj'].join(' '),
  'one letter': 'q',
  'two letters': 'us',
}
const costRows: Record<string, string | number>[] = []
for (const [label, query] of Object.entries(expensiveQueries)) {
  const times: number[] = []
  const cpu: number[] = []
  for (let round = 0; round < 20; round++) {
    const t = performance.now()
    const c = process.cpuUsage()
    engine.searchUncached({ query, filters: [[latest]], facets: ['library', 'framework'], limit: 100, distinct: true })
    const used = process.cpuUsage(c)
    times.push(performance.now() - t)
    cpu.push((used.user + used.system) / 1000)
  }
  // CPU time as well: on a shared machine the wall time counts the waits for a core.
  costRows.push({
    query: label,
    'p50 ms': percentile(times, 50).toFixed(1),
    'max ms': Math.max(...times).toFixed(1),
    'CPU p50 ms': percentile(cpu, 50).toFixed(1),
    'CPU max ms': Math.max(...cpu).toFixed(1),
  })
}
printTable('The most expensive allowed queries, in process at ×1 (100 hits, facets; target ≤ 30 ms)', costRows)

if (process.env.SEARCH_BENCH_PARTS === 'ranking') {
  workspace.remove()
  process.exit(0)
}

// 2. In-process latency, every typed prefix, no answer cache.
const typed = [...relevanceQueries, ...tuningQueries, ...heldOutQueries].flatMap(({ query }) =>
  Array.from({ length: query.length - 1 }, (_, i) => query.slice(0, i + 2)),
)
const times: number[] = []
const cpuTimes: number[] = []
for (let round = 0; round < 5; round++) {
  for (const query of typed) {
    const t = performance.now()
    const c = process.cpuUsage()
    engine.searchUncached({ query, filters: [[latest]], facets: ['library', 'framework'], limit: 10, distinct: true })
    const used = process.cpuUsage(c)
    times.push(performance.now() - t)
    cpuTimes.push((used.user + used.system) / 1000)
  }
}
printTable('Engine in process: every typed prefix, as the dialog asks (distinct pages, facets), no answer cache', [
  {
    searches: times.length,
    'p50 ms': percentile(times, 50).toFixed(2),
    'p95 ms': percentile(times, 95).toFixed(2),
    'p99 ms': percentile(times, 99).toFixed(2),
    'max ms': Math.max(...times).toFixed(1),
    'CPU p50 ms': percentile(cpuTimes, 50).toFixed(2),
    'CPU p95 ms': percentile(cpuTimes, 95).toFixed(2),
  },
])

if (process.env.SEARCH_BENCH_PARTS === 'relevance') {
  workspace.remove()
  process.exit(0)
}

// 3. The server on the corpus three times over.
const standIns: Record<string, (typeof corpus)[number]> = { table: 'query', store: 'query', virtual: 'form', ranger: 'form', pacer: 'router', config: 'router' }
for (const [name, from] of Object.entries(standIns)) execFileSync('git', ['clone', '-q', '--mirror', path.join(contentDir, from), path.join(contentDir, name)])
const serverIndex = path.join(workspace.dir, 'index-server')
const serverEnv = {
  CONTENT_DIR: contentDir,
  SEARCH_INDEX_DIR: serverIndex,
  SEARCH_LIBRARIES: '',
  DATABASE_URL: `file:${path.join(workspace.dir, 'site.db')}`,
  SEARCH_REFRESH_MS: '600000',
}

function residentMB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
  } catch {
    return 0
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number)
  } catch {
    return []
  }
}

/**
 * The server's resident set, and the whole tree's: the entry is a small supervisor whose child is
 * the server (`src/server/nitro/entry.ts`), and the index workers are the server's children.
 */
function treeMB(pid: number): { server: number; workers: number; total: number } {
  const serverPid = childrenOf(pid)[0] ?? pid
  const workers: number[] = []
  const walk = (at: number) => {
    for (const child of childrenOf(at)) {
      workers.push(child)
      walk(child)
    }
  }
  walk(serverPid)
  const server = residentMB(serverPid)
  const worker = workers.reduce((sum, at) => sum + residentMB(at), 0)
  return { server, workers: worker, total: residentMB(pid) + server + worker }
}

async function indexState(url: string): Promise<{ complete: boolean; ms: number }> {
  const t = performance.now()
  const response = await fetch(`${url}/api/search/1/indexes/*/queries`, {
    method: 'POST',
    body: JSON.stringify({ requests: [{ indexName: 'TanStack', params: 'query=useQuery&hitsPerPage=1' }] }),
  })
  await response.arrayBuffer()
  return { complete: response.headers.get('x-search-index') === 'complete', ms: performance.now() - t }
}

/** Samples the server's memory every 100 ms until its index is complete (and `settleMs` after). */
async function watch(server: RunningServer, settleMs: number) {
  const pid = server.process.pid!
  let peak = 0
  let peakTotal = 0
  let peakWorkers = 0
  const sampler = setInterval(() => {
    const now = treeMB(pid)
    peak = Math.max(peak, now.server)
    peakWorkers = Math.max(peakWorkers, now.workers)
    peakTotal = Math.max(peakTotal, now.total)
  }, 100)
  const begun = performance.now()
  let firstAnswerMs: number | undefined
  for (;;) {
    const state = await indexState(server.url)
    firstAnswerMs ??= state.ms
    if (state.complete) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const completeS = (performance.now() - begun) / 1000
  await new Promise((resolve) => setTimeout(resolve, settleMs))
  clearInterval(sampler)
  return { peak, peakTotal, peakWorkers, completeS, after: treeMB(pid).server, firstAnswerMs: firstAnswerMs ?? 0 }
}

let server = await startBuiltServer(serverEnv)
const building = await watch(server, 3000)
// A server that stays up stores the index snapshot and the associations once every library is
// in; the restart below is measured on what it stored (up to two minutes are waited for).
const storedBy = performance.now() + 120_000
while (!existsSync(path.join(serverIndex, 'index-snapshot.json')) && performance.now() < storedBy) await new Promise((resolve) => setTimeout(resolve, 250))
const snapshotStoredS = existsSync(path.join(serverIndex, 'index-snapshot.json'))
  ? ((performance.now() - storedBy + 120_000) / 1000).toFixed(1)
  : 'not within 120 s'
console.log(`Index snapshot stored ${snapshotStoredS} s after the 3 s that followed the complete index`)
await server.stop()
server = await startBuiltServer(serverEnv)
const loaded = await watch(server, 5000)
printTable('Server on the corpus ×3 (ten libraries; targets: an index worker ≤ 300 MB, the server with its workers ≤ 600 MB while building, ≤ 400 MB loaded)', [
  {
    phase: 'first start, no index: build all ten',
    'index complete after s': building.completeS.toFixed(1),
    'first search answered ms': building.firstAnswerMs.toFixed(0),
    'server peak RSS MB': building.peak.toFixed(0),
    'index worker peak MB': building.peakWorkers.toFixed(0),
    'supervisor + server + index worker peak MB': building.peakTotal.toFixed(0),
    'server RSS after MB': building.after.toFixed(0),
  },
  {
    phase: 'restart on the persisted index',
    'index complete after s': loaded.completeS.toFixed(1),
    'first search answered ms': loaded.firstAnswerMs.toFixed(0),
    'server peak RSS MB': loaded.peak.toFixed(0),
    'index worker peak MB': loaded.peakWorkers.toFixed(0),
    'supervisor + server + index worker peak MB': loaded.peakTotal.toFixed(0),
    'server RSS after MB': loaded.after.toFixed(0),
  },
])

try {
  // 4. Through HTTP: what the dialog sends on each keystroke.
  const endpoint = `${server.url}/api/search/1/indexes/*/queries`
  const send = async (query: string) => {
    const params = new URLSearchParams({
      query,
      hitsPerPage: '10',
      facets: JSON.stringify(['library', 'framework']),
      filters: 'version:latest',
      clickAnalytics: 'true',
      attributesToRetrieve: JSON.stringify(['hierarchy', 'url']),
      attributesToHighlight: JSON.stringify(['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6']),
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
    }).toString()
    const response = await fetch(endpoint, {
      method: 'POST',
      body: JSON.stringify({ requests: [{ indexName: 'TanStack', params }] }),
      headers: { 'content-type': 'text/plain' },
    })
    if (!response.ok) throw new Error(`search answered ${response.status}`)
    await response.arrayBuffer()
  }
  for (const query of ['warm', 'up', 'overview', 'installation', 'guide']) await send(query)
  const firstTimes: number[] = []
  const repeatTimes: number[] = []
  const seen = new Set<string>()
  for (let n = 0; n < 1000; n++) {
    const query = typed[n % typed.length]!
    const t = performance.now()
    await send(query)
    ;(seen.has(query) ? repeatTimes : firstTimes).push(performance.now() - t)
    seen.add(query)
  }
  const row = (label: string, values: number[]) => ({
    searches: label,
    count: values.length,
    'p50 ms': percentile(values, 50).toFixed(2),
    'p95 ms': percentile(values, 95).toFixed(2),
    'p99 ms': percentile(values, 99).toFixed(2),
  })
  printTable('HTTP on the ×3 server: 1,000 searches one after another, typed prefixes (target p95 ≤ 10 ms)', [
    row('all', [...firstTimes, ...repeatTimes]),
    row('first time asked', firstTimes),
    row('asked before', repeatTimes),
  ])

  // 5. A doc page, alone and under four hostile bodies.
  const docPage = `${server.url}/query/latest/docs/framework/react/guides/caching`
  const pageTimes = async (count: number) => {
    const values: number[] = []
    for (let n = 0; n < count; n++) {
      const t = performance.now()
      const response = await fetch(docPage)
      await response.arrayBuffer()
      values.push(performance.now() - t)
    }
    return values
  }
  await pageTimes(20)
  const quiet = await pageTimes(200)
  // The largest body the API takes: every search of it at its share of the hits one body may ask for.
  const hostileBody = (seed: number) =>
    JSON.stringify({
      requests: Array.from({ length: 10 }, (_, r) => ({
        indexName: 'TanStack',
        params: {
          query: Array.from(
            { length: 16 },
            (_, n) => `${['query', 'route', 'form', 'cache', 'mutat'][(n + r) % 5]}${'abcdefghij'[(seed + n) % 10]}${seed}x${n}`,
          ).join(' '),
          hitsPerPage: SEARCH_LIMITS.maxHitsPerBody / 10,
          facets: ['*'],
          attributesToSnippet: ['content:100'],
          facetFilters: [Array.from({ length: 20 }, (_, n) => `library:l${n}`)],
          distinct: false,
        },
      })),
    })
  let running = true
  let bodies = 0
  const bodyTimes: number[] = []
  const attackers = Array.from({ length: 4 }, async (_, a) => {
    for (let seed = a; running; seed += 4) {
      const t = performance.now()
      const response = await fetch(endpoint, { method: 'POST', body: hostileBody(seed) })
      await response.arrayBuffer()
      bodyTimes.push(performance.now() - t)
      bodies++
    }
  })
  await new Promise((resolve) => setTimeout(resolve, 500))
  const loadedTimes = await pageTimes(200)
  running = false
  await Promise.all(attackers)
  const pageRow = (label: string, values: number[]) => ({
    'doc page': label,
    requests: values.length,
    'p50 ms': percentile(values, 50).toFixed(1),
    'p99 ms': percentile(values, 99).toFixed(1),
    'max ms': Math.max(...values).toFixed(1),
  })
  printTable(
    `A doc page, one request after another, alone and while four hostile bodies run at once (${bodies} bodies answered, each in p50 ${percentile(bodyTimes, 50).toFixed(0)} ms)`,
    [pageRow('alone', quiet), pageRow('4 hostile bodies', loadedTimes)],
  )
} finally {
  await server.stop()
  workspace.remove()
}
// Git readers of the in-process build keep handles open.
process.exit(0)
