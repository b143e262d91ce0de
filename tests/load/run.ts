/**
 * `npm run test:load`: the built server under 50 connections for LOAD_SECONDS (default 60)
 * over a mix of pages and the search API, against a local fake npm and a throw-away database
 * (LOAD_DATABASE=postgres for a throw-away Postgres server). Fails on any 5xx, connection error
 * or timeout, when the server's resident memory (its processes together) grows by 10 % or more
 * between the end of the warm-up and the end of the run, rises above LOAD_MAX_PEAK_MB (default
 * 450) under load, or, in the idle time after the run, does not fall to LOAD_MAX_IDLE_MB (default
 * 300). Prints a table per route. LOAD_ROUTES runs some route families of the mix only;
 * LOAD_HEAP_PROFILE records heap profiles (both below).
 *
 * The heap of a fresh server grows for the first half minute or so under this load; the warm-up
 * waits for that plateau.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { startFakeNpm } from '../support/fake-npm'
import { startPostgres, type PostgresServer } from '../support/postgres'
import { waitForSearchIndex } from '../support/search-index'
import { startBuiltServer } from '../support/server'
import { printTable } from '../../bench/support'
import { formatStatuses, judge, parseRssAnonKb, parseVmRssKb, percentile, RouteTallies } from './report'
import { processesUnder, servingPid } from '../support/server-process'

const seconds = Number(process.env.LOAD_SECONDS ?? 60)
/** The warm-up runs in rounds of 5 s until memory settles (three rounds in a row under 1 % growth), at most this long. */
const warmupSeconds = Number(process.env.LOAD_WARMUP_SECONDS ?? 60)
const WARMUP_ROUND_SECONDS = 5
/** How long memory is watched after the measured run, for what the server holds once idle. */
const IDLE_SECONDS = Number(process.env.LOAD_IDLE_SECONDS ?? 30)
/**
 * The most the server may hold under load, and at its lowest in the idle time after the run (its
 * heap is bounded by MEMORY_LIMIT_MB, `src/server/memory-limit.ts`): the targets of
 * docs/performance.md, "Memory". Measured on 2 shared cores: 360–400 MB under load, 278–285 MB
 * 8–10 s after it. V8 gives the heap back by itself once its memory reducer sees the server idle,
 * which `src/server/memory-reducer-nudge.ts` keeps it able to see; without it, 2 runs in 5 held
 * 370–400 MB for the whole 30 s. Unbounded, the server held 700–800 MB.
 */
const MAX_PEAK_MB = Number(process.env.LOAD_MAX_PEAK_MB ?? 450)
const MAX_IDLE_MB = Number(process.env.LOAD_MAX_IDLE_MB ?? 300)
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50)
const backend = process.env.LOAD_DATABASE ?? 'sqlite'
if (![seconds, warmupSeconds, connections, IDLE_SECONDS, MAX_PEAK_MB, MAX_IDLE_MB].every((n) => Number.isFinite(n) && n > 0))
  throw new Error('LOAD_SECONDS, LOAD_WARMUP_SECONDS, LOAD_IDLE_SECONDS, LOAD_MAX_PEAK_MB, LOAD_MAX_IDLE_MB and LOAD_CONNECTIONS are positive numbers')
if (backend !== 'sqlite' && backend !== 'postgres') throw new Error(`LOAD_DATABASE is sqlite or postgres, not ${backend}`)

const INDEX = 'TanStack'
const searchBody = (query: string, extra = '') =>
  JSON.stringify({
    requests: [
      {
        indexName: INDEX,
        params: `query=${encodeURIComponent(query)}&hitsPerPage=10&facets=${encodeURIComponent('["library","framework"]')}&filters=${encodeURIComponent('version:latest')}${extra}&attributesToSnippet=${encodeURIComponent('["content:20"]')}`,
      },
    ],
  })
const statsPackages = (groups: string[][]) =>
  `/stats/npm?packages=${encodeURIComponent(JSON.stringify(groups.map((packages, i) => ({ packages, color: ['#3b82f6', '#ef4444', '#10b981'][i] }))))}`

type Route = { name: string; path: string; method?: 'GET' | 'POST'; body?: string }
/** The mix: every connection walks this list in order, so a route's share is its count in it. */
const mix: Route[] = [
  { name: 'home', path: '/' },
  { name: 'doc query latest', path: '/query/latest/docs/framework/react/guides/queries' },
  { name: 'doc query v4', path: '/query/v4/docs/framework/react/overview' },
  { name: 'doc table latest', path: '/table/latest/docs/framework/react/guides/pagination' },
  { name: 'doc router latest', path: '/router/latest/docs/framework/react/overview' },
  { name: 'doc form latest', path: '/form/latest/docs/overview' },
  { name: 'search "cach"', path: '/api/search/1/indexes/*/queries', method: 'POST', body: searchBody('cach') },
  { name: 'search "pagination"', path: '/api/search/1/indexes/*/queries', method: 'POST', body: searchBody('pagination') },
  {
    name: 'search "usequery" react',
    path: '/api/search/1/indexes/*/queries',
    method: 'POST',
    body: searchBody('usequery', `&facetFilters=${encodeURIComponent('[["framework:react"]]')}`),
  },
  { name: 'search "q"', path: '/api/search/1/indexes/*/queries', method: 'POST', body: searchBody('q') },
  { name: 'stats react vs query', path: statsPackages([['react'], ['@tanstack/react-query']]) },
  { name: 'stats three groups', path: statsPackages([['swr'], ['zustand'], ['react-hook-form', '@tanstack/react-table']]) },
  { name: 'blog index', path: '/blog' },
  { name: 'blog post', path: '/blog/query-v5-release-notes' },
  { name: 'blog post 2', path: '/blog/how-this-site-works' },
]
/** A route's family is the first word of its name; LOAD_ROUTES (say `doc,search`) keeps only those families. */
const familyOf = (route: Route) => route.name.split(' ')[0]!
const families = new Set(mix.map(familyOf))
const chosen = (process.env.LOAD_ROUTES ?? '')
  .split(',')
  .map((f) => f.trim())
  .filter(Boolean)
const unknown = chosen.filter((family) => !families.has(family))
if (unknown.length) throw new Error(`LOAD_ROUTES names route families of the mix (${[...families].join(', ')}), not ${unknown.join(', ')}`)
const routes = chosen.length ? mix.filter((route) => chosen.includes(familyOf(route))) : mix

/**
 * LOAD_HEAP_PROFILE=<folder>: the server runs V8's sampling heap profiler
 * (`scripts/heap-profile.mjs`) and writes what it sampled at the end of the warm-up (1), of the
 * measured run (2) and of the idle time (3) into that folder; LOAD_HEAP_PROFILE_ALLOCATED=1 counts
 * garbage too. `scripts/heap-profile-summary.ts` prints a profile's top allocation sites.
 */
const heapProfileDir = process.env.LOAD_HEAP_PROFILE ? path.resolve(process.env.LOAD_HEAP_PROFILE) : undefined
const heapProfileEnv: Record<string, string> = heapProfileDir
  ? {
      HEAP_PROFILE_DIR: heapProfileDir,
      HEAP_PROFILE_ALLOCATED: process.env.LOAD_HEAP_PROFILE_ALLOCATED === '1' ? '1' : '0',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${path.resolve(import.meta.dirname, '../../scripts/heap-profile.mjs')}`.trim(),
    }
  : {}
/** Asks the profiled server (the supervisor's child, when it runs under one) to write its profile, and waits until it has. */
async function writeHeapProfile(pid: number, n: number) {
  if (!heapProfileDir) return
  process.kill(servingPid(pid), 'SIGUSR2')
  const file = path.join(heapProfileDir, `${n}.memory.json`)
  for (let waited = 0; waited < 30_000 && !existsSync(file); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100))
}

/**
 * Resident memory of each of the server's processes as counted: all of the server's own (the last
 * process of the tree running the entry: the bounded child, or the one process when unbounded),
 * plus the private memory of the others (the supervisor, index workers, `git` readers): their
 * file-backed pages are the same Node binary, already counted once.
 */
function readRssKbByProcess(pid: number): { pid: number; counted: 'all' | 'private'; kb: number }[] {
  const processes = processesUnder(pid)
  const server = servingPid(pid)
  return processes.flatMap((each) => {
    try {
      const status = readFileSync(`/proc/${each}/status`, 'utf8')
      return [{ pid: each, counted: each === server ? 'all' : 'private', kb: each === server ? parseVmRssKb(status) : parseRssAnonKb(status) }]
    } catch {
      // The process ended while it was read.
      return []
    }
  })
}

/** A process's command line, shortened for a table ('' once it has ended). */
function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(0, 6).join(' ').slice(0, 100)
  } catch {
    return ''
  }
}

/** The server's processes together, as `readRssKbByProcess` counts each. */
const readRssKb = (pid: number): number => readRssKbByProcess(pid).reduce((total, each) => total + each.kb, 0)

/** One autocannon run over the mix, tallying every answer under its route; `onTick` runs every second. */
function runMix(url: string, duration: number, tallies: RouteTallies, onTick?: () => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    let answered = ''
    const timer = onTick ? setInterval(onTick, 1000) : undefined
    const requests = routes.map((route) => ({
      method: route.method ?? 'GET',
      path: route.path,
      ...(route.body ? { body: route.body, headers: { 'content-type': 'text/plain' } } : {}),
      // Called synchronously just before the client's 'response' event for the same answer.
      onResponse: () => {
        answered = route.name
      },
    }))
    const instance = autocannon({ url, connections, duration, timeout: 10, requests }, (error: unknown, result: autocannon.Result) => {
      if (timer) clearInterval(timer)
      if (error) reject(error instanceof Error ? error : new Error(String(error)))
      else resolve(result)
    })
    instance.on('response', (_client, status, _bytes, latencyMs) => tallies.record(answered, status, latencyMs))
  })
}

const npm = await startFakeNpm()
const dataDir = mkdtempSync(path.join(tmpdir(), 'site-load-'))
let postgres: PostgresServer | undefined
let failed = false
try {
  if (backend === 'postgres') postgres = await startPostgres()
  const server = await startBuiltServer({
    DATABASE_URL: postgres?.url ?? `file:${path.join(dataDir, 'site.db')}`,
    NPM_DOWNLOADS_API: npm.url,
    NPM_REGISTRY: npm.url,
    LIVE_STATS_REFRESH_SECONDS: '0',
    // LOAD_SEARCH_INDEX_DIR keeps the built index between runs (a fresh one takes minutes to build).
    SEARCH_INDEX_DIR: process.env.LOAD_SEARCH_INDEX_DIR ?? path.join(dataDir, 'search'),
    ...heapProfileEnv,
  })
  const pid = server.process.pid!
  try {
    // The search index builds in the background after the start; the load is measured on a complete one.
    await waitForSearchIndex(server.url, 180_000)
    // Every route must answer 200 before any load: a broken mix measures nothing.
    for (const route of routes) {
      const response = await fetch(`${server.url}${route.path}`, { method: route.method ?? 'GET', body: route.body, redirect: 'manual' })
      await response.arrayBuffer()
      if (response.status !== 200)
        throw new Error(`${route.name} (${route.method ?? 'GET'} ${route.path}) answered ${response.status}, not 200\n${server.output()}`)
    }

    if (chosen.length) console.log(`Routes: ${chosen.join(', ')} only (LOAD_ROUTES)`)
    console.log(`Warm-up at ${connections} connections (${backend}), until memory settles or ${warmupSeconds} s`)
    const warmup = { '5xx': 0, errors: 0, timeouts: 0 }
    const warmupRss = [readRssKb(pid)]
    const settled = () => warmupRss.length >= 4 && warmupRss.slice(-4).every((kb, i, last) => i === 0 || (kb - last[i - 1]!) / last[i - 1]! < 0.01)
    for (let elapsed = 0; elapsed < warmupSeconds && !settled(); elapsed += WARMUP_ROUND_SECONDS) {
      const round = await runMix(server.url, WARMUP_ROUND_SECONDS, new RouteTallies())
      warmup['5xx'] += round['5xx']
      warmup.errors += round.errors
      warmup.timeouts += round.timeouts
      warmupRss.push(readRssKb(pid))
    }
    const mb = (kb: number) => (kb / 1024).toFixed(0)
    console.log(`VmRSS MB during the warm-up (every ${WARMUP_ROUND_SECONDS} s): ${warmupRss.map(mb).join(' ')}${settled() ? '' : ' (not settled)'}`)
    await writeHeapProfile(pid, 1)
    const rssStart = readRssKb(pid)
    const rssSamples: number[] = []
    console.log(`Measured run: ${seconds} s at ${connections} connections`)
    const tallies = new RouteTallies()
    const result = await runMix(server.url, seconds, tallies, () => rssSamples.push(readRssKb(pid)))
    const rssEnd = readRssKb(pid)
    const rssPeak = Math.max(...rssSamples, rssStart, rssEnd)
    await writeHeapProfile(pid, 2)
    // What the server holds once the load is over, read every second while idle (with
    // LOAD_IDLE_UNTIL_LIMIT=1, only until it is within the limit: the verdict is known then).
    const idleRss: number[] = []
    const untilLimit = process.env.LOAD_IDLE_UNTIL_LIMIT === '1'
    for (let second = 0; second < IDLE_SECONDS; second++) {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      idleRss.push(readRssKb(pid))
      if (untilLimit && idleRss.at(-1)! <= MAX_IDLE_MB * 1024) break
    }
    const rssIdle = Math.min(...idleRss)
    await writeHeapProfile(pid, 3)
    // Growth is read under load at both ends, as a server in service is: the heap's high-water
    // mark moves in steps when requests pile up.

    const rows = [...tallies.byRoute].map(([route, tally]) => ({
      route,
      requests: tally.requests,
      statuses: formatStatuses(tally.statuses),
      'p50 ms': percentile(tally.latencies, 50).toFixed(1),
      'p99 ms': percentile(tally.latencies, 99).toFixed(1),
    }))
    const all = [...tallies.byRoute.values()].flatMap((t) => t.latencies)
    rows.push({
      route: 'all',
      requests: result.requests.total,
      statuses: `2xx×${result['2xx']} 3xx×${result['3xx']} 4xx×${result['4xx']} 5xx×${result['5xx']}`,
      'p50 ms': percentile(all, 50).toFixed(1),
      'p99 ms': percentile(all, 99).toFixed(1),
    })
    printTable(`Load: ${seconds} s, ${connections} connections, ${backend}, ${result.requests.average.toFixed(0)} requests/s`, rows)
    printTable('Server memory (VmRSS, MB)', [
      {
        'after warm-up': mb(rssStart),
        'peak under load': mb(rssPeak),
        end: mb(rssEnd),
        growth: `${(((rssEnd - rssStart) / rssStart) * 100).toFixed(1)} %`,
        [`after the run (lowest in ${idleRss.length} s idle)`]: `${mb(rssIdle)} (after ${idleRss.indexOf(rssIdle) + 1} s)`,
        errors: result.errors,
        timeouts: result.timeouts,
      },
    ])

    // Where the memory left after the run sits, for whoever chases it.
    printTable(
      'Memory by process at the end of the idle time (MB)',
      readRssKbByProcess(pid).map((each) => ({ pid: each.pid, process: commandOf(each.pid), counted: each.counted, MB: mb(each.kb) })),
    )

    const step = Math.max(1, Math.round(rssSamples.length / 12))
    console.log(
      `VmRSS MB under load (every ${step} s): ${rssSamples
        .filter((_, i) => i % step === 0)
        .map(mb)
        .join(' ')}`,
    )

    const verdict = judge({
      serverErrors: Math.max(tallies.serverErrors(), result['5xx']) + warmup['5xx'],
      errors: result.errors + warmup.errors,
      timeouts: result.timeouts + warmup.timeouts,
      rssStartKb: rssStart,
      rssEndKb: rssEnd,
      maxGrowth: 0.1,
      rssIdleKb: rssIdle,
      rssPeakKb: rssPeak,
      maxPeakKb: MAX_PEAK_MB * 1024,
      maxIdleKb: MAX_IDLE_MB * 1024,
    })
    if (!verdict.ok) {
      failed = true
      console.error(`\nLoad test FAILED: ${verdict.problems.join('; ')}`)
    } else
      console.log(
        `\nLoad test passed: no 5xx, no connection errors or timeouts, memory flat under load, at most ${MAX_PEAK_MB} MB under it and ${MAX_IDLE_MB} MB after it.`,
      )
  } finally {
    await server.stop()
  }
} finally {
  await npm.close()
  await postgres?.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
