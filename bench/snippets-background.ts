/**
 * `npm run bench:snippets-background`: what the server's background code check costs its
 * readers (docs/features/checked-code.md, "In the background"). The built server on the corpus,
 * with an empty results folder and `SNIPPET_CHECKS=background`, is asked for doc pages one after
 * another, round the corpus libraries: first while nothing is checked (after its search index is
 * complete), then while the check runs in its child process. Prints the doc pages' latency of
 * both phases and their p99 ratio (target ≤ 1.5), the server's own peak RSS in each and the
 * checking child's. `SNIPPET_TYPES_DIR` is passed on (a warm types cache makes the check start
 * sooner; Query's pages are checked against the published packages). Needs `npm run build`.
 * Prints tables; asserts nothing.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { tempDir } from '../tests/support/git-fixture'
import { percentile, printTable, startCorpusSite } from './support'

/** Pages of each corpus library, asked in turn; each rendered once, then from the page cache as a reader meets it. */
const PAGES = [
  '/query/latest/docs/framework/react/guides/queries',
  '/query/latest/docs/framework/react/guides/mutations',
  '/query/latest/docs/framework/vue/guides/queries',
  '/query/latest/docs/reference/QueryClient',
  '/router/latest/docs/guide/data-loading',
  '/router/latest/docs/guide/search-params',
  '/router/latest/docs/api/router/useNavigateHook',
  '/form/latest/docs/framework/react/guides/validation',
  '/form/latest/docs/framework/react/guides/arrays',
  '/form/latest/docs/framework/react/reference/functions/useForm',
]
const IDLE_SECONDS = 20
const BUSY_SECONDS = 60

const typesDir = path.resolve(process.env.SNIPPET_TYPES_DIR ?? 'data/snippet-types')
const results = tempDir('site-bench-snippet-results-')
const site = await startCorpusSite('snippets-background', {
  env: {
    SNIPPET_CHECKS: 'background',
    SNIPPET_RESULTS_DIR: results.dir,
    SNIPPET_TYPES_DIR: typesDir,
    // Long enough for the search index and the idle phase; the check starts after them.
    SNIPPET_CHECK_START_SECONDS: String(IDLE_SECONDS + 25),
    SEARCH_LIBRARIES: 'query,router,form',
  },
})

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number)
  } catch {
    return []
  }
}

function residentMB(pid: number | undefined): number {
  if (!pid) return 0
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
  } catch {
    return 0
  }
}

/** The entry is a supervisor whose child is the server; the server's children are its jobs (the check and its threads). */
function memory(): { server: number; jobs: number } {
  const server = childrenOf(site.server.process.pid!)[0]
  const jobs = server ? childrenOf(server) : []
  return { server: residentMB(server), jobs: jobs.reduce((sum, pid) => sum + residentMB(pid), 0) }
}

const checking = () => /\[snippets\] checking /.test(site.server.output())

async function askPages(seconds: number, until?: () => boolean) {
  const times: number[] = []
  let peakServer = 0
  let peakJobs = 0
  const ends = performance.now() + seconds * 1000
  for (let n = 0; performance.now() < ends && !(until?.() ?? false); n++) {
    const started = performance.now()
    const response = await fetch(`${site.server.url}${PAGES[n % PAGES.length]}`)
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${PAGES[n % PAGES.length]} answered ${response.status}`)
    times.push(performance.now() - started)
    const now = memory()
    peakServer = Math.max(peakServer, now.server)
    peakJobs = Math.max(peakJobs, now.jobs)
  }
  return { times, peakServer, peakJobs }
}

try {
  // The search index first: its build is other background work.
  for (;;) {
    const response = await fetch(`${site.server.url}/api/search/1/indexes/*/queries`, {
      method: 'POST',
      body: JSON.stringify({ requests: [{ indexName: 'TanStack', params: 'query=useQuery&hitsPerPage=1' }] }),
    })
    await response.arrayBuffer()
    if (response.headers.get('x-search-index') === 'complete') break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  // Every page rendered once, so both phases meet the pages as a site in service does.
  for (const page of PAGES) await (await fetch(`${site.server.url}${page}`)).arrayBuffer()
  const idle = await askPages(IDLE_SECONDS, checking)
  const startedChecking = performance.now()
  while (!checking()) {
    if (performance.now() - startedChecking > 120_000) throw new Error(`the check did not start:\n${site.server.output().slice(-2000)}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const busy = await askPages(BUSY_SECONDS)
  const row = (phase: string, run: Awaited<ReturnType<typeof askPages>>) => ({
    phase,
    requests: run.times.length,
    'p50 ms': percentile(run.times, 50).toFixed(1),
    'p99 ms': percentile(run.times, 99).toFixed(1),
    'server peak RSS MB': run.peakServer.toFixed(0),
    'check process peak RSS MB': run.peakJobs ? run.peakJobs.toFixed(0) : '–',
  })
  const ratio = percentile(busy.times, 99) / percentile(idle.times, 99)
  printTable(`Doc pages while the server checks code in the background (p99 ratio ${ratio.toFixed(2)}, target ≤ 1.5)`, [
    row('idle', idle),
    row('checking', busy),
  ])
  const checked = site.server.output().match(/\[snippets\] .*/g) ?? []
  console.log(checked.slice(0, 6).join('\n'))
} finally {
  await site.stop()
  results.remove()
}
