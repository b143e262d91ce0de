/**
 * `npm run test:fuzz`: generated hostile requests against the built server, then the hostile
 * shapes of `shapes.ts` (bursts, oversized streamed bodies, many live streams). Fails (exit
 * code 1) on any 5xx, connection error or time-out, any response carrying a planted canary
 * secret or `/etc/passwd`, any response that reflects the request's marker unescaped, and any
 * shape whose limits did not hold.
 *
 *   FUZZ_REQUESTS  how many requests (default 10000)
 *   FUZZ_SEED      the generator's seed (default: random, always printed)
 *   FUZZ_ONLY      replay only these request numbers (comma-separated) of that seed
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { startFakeNpm } from '../support/fake-npm'
import { waitForSearchIndex } from '../support/search-index'
import { root, startBuiltServer } from '../support/server'
import { plantCanaries } from './canaries'
import { MARK, requestArbitrary, type FuzzRequest } from './fuzz-requests'
import { rawRequest } from './raw-request'
import { runShapes, SHAPE_ENV } from './shapes'
import { markdownTable } from './table'

const count = Number(process.env.FUZZ_REQUESTS ?? 10_000)
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
const only = process.env.FUZZ_ONLY ? new Set(process.env.FUZZ_ONLY.split(',').map(Number)) : undefined
const CONCURRENCY = 4
const TIMEOUT_MS = 20_000
/** Node's default limit for a request's head; past it the server answers 431 and closes. */
const MAX_HEADER_BYTES = 16 * 1024

/** The marker of request `n`: markup that must never come back unescaped. */
const markerOf = (n: number) => `<zq7 onx=${n}>`
/** In a URL the marker is percent-encoded on even requests and raw (but for the space) on odd ones. */
const markerInUrl = (n: number) => (n % 2 === 0 ? encodeURIComponent(markerOf(n)) : markerOf(n).replace(' ', '%20'))

type Failure = { n: number; request: FuzzRequest; problem: string; status?: number; excerpt?: string }

function withMarker(request: FuzzRequest, n: number): FuzzRequest {
  return {
    ...request,
    path: request.path.replaceAll(MARK, markerInUrl(n)),
    body: request.body?.replaceAll(MARK, markerOf(n)),
  }
}

function problemsOf(body: string, secrets: string[]): { problem: string; at: number }[] {
  const found: { problem: string; at: number }[] = []
  for (const secret of secrets) {
    const at = body.indexOf(secret)
    if (at >= 0) found.push({ problem: 'canary file content in the response', at })
  }
  const passwd = body.indexOf('root:x:0:0')
  if (passwd >= 0) found.push({ problem: '/etc/passwd content in the response', at: passwd })
  const reflected = body.search(/<zq7[\s/]/i)
  if (reflected >= 0) found.push({ problem: 'marker reflected unescaped', at: reflected })
  return found
}

async function main() {
  const canaries = plantCanaries(root)
  const npm = await startFakeNpm()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-fuzz-'))
  const server = await startBuiltServer({
    DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
    NPM_DOWNLOADS_API: npm.url,
    NPM_REGISTRY: npm.url,
    LIVE_STATS_REFRESH_SECONDS: '0',
    SEARCH_INDEX_DIR: path.join(dataDir, 'search'),
    ...SHAPE_ENV,
  })
  const cleanup = async () => {
    await server.stop()
    await npm.close()
    canaries.remove()
    rmSync(dataDir, { recursive: true, force: true })
  }
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)))

  // The index builds in the background after the start, which may take a while: not what this run is about.
  await waitForSearchIndex(server.url, 180_000)
  console.log(`Fuzz: ${count} requests, seed ${seed} (replay: FUZZ_SEED=${seed} FUZZ_REQUESTS=${count} npm run test:fuzz)`)
  const requests = fc.sample(requestArbitrary({ canaryNames: canaries.names }), { seed, numRuns: count })
  const stats = new Map<string, { requests: number; redirectsFollowed: number; statuses: Map<string, number>; ms: number[] }>()
  const failures: Failure[] = []
  const started = performance.now()
  let next = 0
  let done = 0

  async function worker() {
    for (;;) {
      const n = next++
      if (n >= requests.length) return
      if (only && !only.has(n)) continue
      const request = withMarker(requests[n]!, n)
      const family = stats.get(request.family) ?? { requests: 0, redirectsFollowed: 0, statuses: new Map<string, number>(), ms: [] as number[] }
      stats.set(request.family, family)
      family.requests++
      try {
        let response = await rawRequest(server.url, { ...request, timeoutMs: TIMEOUT_MS })
        // A redirect within the site is followed once: the page it lands on renders the same values.
        const location = response.headers.location
        if (request.method === 'GET' && response.status >= 300 && response.status < 400 && location?.startsWith('/') && !location.startsWith('//')) {
          family.redirectsFollowed++
          response = await rawRequest(server.url, { method: 'GET', path: location, headers: request.headers, timeoutMs: TIMEOUT_MS })
        }
        const statusClass = `${Math.floor(response.status / 100)}xx`
        family.statuses.set(statusClass, (family.statuses.get(statusClass) ?? 0) + 1)
        family.ms.push(response.ms)
        const body = response.body.toString('latin1') + '\n' + response.body.toString('utf8')
        if (response.status >= 500) failures.push({ n, request, problem: `status ${response.status}`, status: response.status, excerpt: body.slice(0, 300) })
        for (const { problem, at } of problemsOf(body, canaries.secrets)) {
          failures.push({ n, request, problem, status: response.status, excerpt: body.slice(Math.max(0, at - 120), at + 120) })
        }
      } catch (error) {
        // An oversized request line is refused with 431 and a closed connection, which the
        // client may see as a reset while it is still sending.
        const code = (error as { code?: string }).code
        if (Buffer.byteLength(request.path) > MAX_HEADER_BYTES && (code === 'ECONNRESET' || code === 'EPIPE')) {
          family.statuses.set('4xx', (family.statuses.get('4xx') ?? 0) + 1)
          done++
          continue
        }
        family.statuses.set('error', (family.statuses.get('error') ?? 0) + 1)
        failures.push({ n, request, problem: `no answer: ${error instanceof Error ? error.message : String(error)}` })
      }
      done++
      if (done % 1000 === 0) console.log(`  ${done} requests, ${failures.length} failures, ${((performance.now() - started) / 1000).toFixed(0)} s`)
    }
  }

  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const seconds = (performance.now() - started) / 1000
  const shapes = only ? [] : await runShapes(server)
  const crashed = server.process.exitCode !== null
  await cleanup()

  const percentile = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b)
    return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(0) : '-'
  }
  const classes = ['2xx', '3xx', '4xx', '5xx', 'error']
  const rows = [...stats.entries()]
    .sort((a, b) => b[1].requests - a[1].requests)
    .map(([family, s]) => [family, s.requests, s.redirectsFollowed, ...classes.map((c) => s.statuses.get(c) ?? 0), percentile(s.ms, 50), percentile(s.ms, 99)])
  const total = [...stats.values()]
  rows.push([
    '**all**',
    total.reduce((sum, s) => sum + s.requests, 0),
    total.reduce((sum, s) => sum + s.redirectsFollowed, 0),
    ...classes.map((c) => total.reduce((sum, s) => sum + (s.statuses.get(c) ?? 0), 0)),
    percentile(
      total.flatMap((s) => s.ms),
      50,
    ),
    percentile(
      total.flatMap((s) => s.ms),
      99,
    ),
  ])
  console.log('')
  console.log(markdownTable(['family', 'requests', 'redirects followed', ...classes.map((c) => `final ${c}`), 'p50 ms', 'p99 ms'], rows))
  console.log('')
  console.log(
    `seed ${seed}, ${done} requests in ${seconds.toFixed(1)} s (${(done / seconds).toFixed(0)} requests/s, ${CONCURRENCY} at a time), ${failures.length} failures${crashed ? ', THE SERVER EXITED' : ''}`,
  )

  if (shapes.length) {
    console.log('')
    console.log(
      markdownTable(
        ['shape', 'requests', 'statuses', 'result'],
        shapes.map((s) => [
          s.shape,
          s.requests,
          Object.entries(s.statuses)
            .map(([status, n]) => `${status}×${n}`)
            .join(' '),
          s.problems.length ? `✗ ${s.problems.join('; ')}` : '✓',
        ]),
      ),
    )
  }
  const shapeProblems = shapes.filter((s) => s.problems.length > 0)

  for (const failure of failures.slice(0, 25)) {
    const { request } = failure
    console.log(`\n✗ #${failure.n} [${request.family}] ${failure.problem}`)
    console.log(`  ${request.method} ${request.path.slice(0, 600)}`)
    if (request.body !== undefined) console.log(`  body: ${request.body.slice(0, 600)}`)
    if (failure.excerpt) console.log(`  answer: ${JSON.stringify(failure.excerpt.slice(0, 300))}`)
    console.log(`  replay: FUZZ_SEED=${seed} FUZZ_REQUESTS=${count} FUZZ_ONLY=${failure.n} npm run test:fuzz`)
  }
  if (failures.length > 25) console.log(`\n… and ${failures.length - 25} more failures`)
  if (failures.length > 0 || crashed || shapeProblems.length > 0) {
    console.log(`\nServer log (last lines):\n${server.output().split('\n').slice(-40).join('\n')}`)
    process.exitCode = 1
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
