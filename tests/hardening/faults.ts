/**
 * `npm run test:faults`: each upstream of the site made unreachable, then slow, then brought
 * back, through local fakes behind a fault proxy. In every phase every checked page must answer
 * within ANSWER_WITHIN_MS without a 5xx; after the upstream returns the site must recover on its
 * own (fresh content, no notice) within RECOVER_WITHIN_MS. Prints a table; exit code 1 on a failure.
 *
 * Last, SIGTERM under load: the server, reading git repositories through `git cat-file`, with
 * live streams open and requests arriving, must exit within SHUTDOWN_WITHIN_MS.
 *
 *   FAULTS_ONLY   comma-separated upstream names to run (default: all; `shutdown` for the SIGTERM run)
 *   FAULTS_QUICK    1: without the slow phase, for CI
 *   FAULTS_VERBOSE  1: print every answer, and the server log of a failing upstream
 *   POSTGRES_BIN    where initdb and pg_ctl are (default /usr/lib/postgresql/15/bin)
 */
import { mkdtempSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { toJSONAsync } from 'seroval'
import { launchBrowser, openPage } from '../support/browser'
import { startFakeAlgolia } from '../support/fake-algolia'
import { startFakeGitHub } from '../support/fake-github'
import { sponsorship, startFakeGitHubSponsors } from '../support/fake-github-sponsors'
import { startFakeNpm } from '../support/fake-npm'
import { startFaultProxy, type FaultMode, type FaultProxy } from '../support/fault-proxy'
import { commitFiles } from '../support/git-fixture'
import { gitContent } from '../support/git-content'
import { startBuiltServer, type RunningServer } from '../support/server'
import { PRODUCTION_SHUTDOWN_ENV, timeToExit } from '../support/shutdown'
import { serverFnId } from '../support/server-fn'
import { postgresAvailable, startLocalPostgres } from './postgres'
import { rawRequest } from './raw-request'
import { markdownTable } from './table'

/** Every upstream timeout is set to this in the fault runs; "slow" holds answers far longer. */
const UPSTREAM_TIMEOUT_MS = 1500
const SLOW_DELAY_MS = 60_000
const ANSWER_WITHIN_MS = 12_000
/** The first answers may build caches and the search index; that is no fault of an upstream. */
const WARM_UP_WITHIN_MS = 90_000
const RECOVER_WITHIN_MS = 30_000
const quick = process.env.FAULTS_QUICK === '1'
const only = process.env.FAULTS_ONLY?.split(',').map((s) => s.trim())
const verbose = process.env.FAULTS_VERBOSE === '1'

type Check = {
  name: string
  /** A path, or one per phase (a package first asked for while npm is away). */
  path: string | ((phase: Phase | 'warm') => Promise<string>)
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  /** Text the answer must hold once the upstream is back (fresh content, no notice). */
  recovered?: string
}

type Phase = 'unreachable' | 'slow' | 'recovered'
type PhaseResult = { worst: number; slowestMs: number; problems: string[]; seconds?: number }

type Scenario = {
  upstream: string
  /** Starts the fakes and returns the server's environment and how to break the upstream. */
  setUp: () => Promise<{
    env: Record<string, string>
    set: (mode: FaultMode) => Promise<void>
    /** Called while the upstream is down: a change it must pick up once back. */
    changeWhileDown?: () => void
    tearDown: () => Promise<void>
    slowSupported?: boolean
  }>
  checks: Check[]
  /** A check in a real browser, per phase (the search dialog); returns a problem or undefined. */
  browserCheck?: (server: RunningServer, phase: Phase | 'warm') => Promise<string | undefined>
  notes: string
}

const QUERY_DOC = '/query/latest/docs/framework/react/overview'

async function serverFnGet(file: string, name: string, data: unknown): Promise<string> {
  const payload = JSON.stringify(await toJSONAsync({ data }))
  return `/_serverFn/${serverFnId(file, name)}?payload=${encodeURIComponent(payload)}`
}

const fnHeaders = { 'x-tsr-serverFn': 'true', accept: 'application/json' }

function proxied(proxy: FaultProxy) {
  return { set: (mode: FaultMode) => proxy.setMode(mode), url: `http://${proxy.host}` }
}

const FRESH = 'Written while the source was away'
const freshOverview = `---\ntitle: Overview\n---\n\n# Overview\n\n${FRESH}.\n`

async function scenarios(): Promise<Scenario[]> {
  const docsChecks: Check[] = [
    { name: 'doc page', path: QUERY_DOC, recovered: FRESH },
    { name: 'doc .md', path: `${QUERY_DOC}.md`, recovered: FRESH },
    { name: 'cold doc', path: '/query/latest/docs/framework/react/guides/queries' },
    { name: 'landing', path: '/query/latest' },
    { name: 'example', path: '/query/latest/docs/framework/react/examples/basic' },
    { name: 'home', path: '/' },
    { name: 'llms.txt', path: '/llms.txt' },
  ]
  const downloadsOf = (name: string) => serverFnGet('src/features/stats/stats.functions.ts', 'getPackageDownloadsFn', { package: name, range: '7-days' })
  const list: Scenario[] = [
    {
      upstream: 'content: GitHub',
      notes: 'CONTENT_SOURCE=github against the fake GitHub',
      checks: docsChecks,
      setUp: async () => {
        const repos = gitContent(['query'])
        const github = await startFakeGitHub({ 'tanstack/query': path.join(repos.dir, 'query/.git') })
        const proxy = await startFaultProxy({ port: Number(new URL(github.apiUrl).port) }, { delayMs: SLOW_DELAY_MS })
        const { set, url } = proxied(proxy)
        return {
          env: {
            CONTENT_SOURCE: 'github',
            GITHUB_API_URL: `${url}/api`,
            GITHUB_RAW_URL: `${url}/raw`,
            REF_TTL_MS: '300',
            GITHUB_CONTENT_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
          },
          set,
          changeWhileDown: () => commitFiles(path.join(repos.dir, 'query'), { 'docs/framework/react/overview.md': freshOverview }),
          tearDown: async () => {
            await proxy.close()
            await github.close()
            repos.remove()
          },
        }
      },
    },
    {
      upstream: 'content: local git',
      notes: 'CONTENT_DIR of git repositories; "unreachable" = the repository folder disappears',
      checks: docsChecks,
      setUp: async () => {
        const repos = gitContent(['query'])
        const live = path.join(repos.dir, 'query')
        const away = path.join(repos.dir, 'query.away')
        return {
          env: { CONTENT_DIR: repos.dir, REF_TTL_MS: '300' },
          slowSupported: false,
          set: async (mode) => {
            if (mode === 'down') renameSync(live, away)
            else if (mode === 'pass') renameSync(away, live)
          },
          changeWhileDown: () => commitFiles(away, { 'docs/framework/react/overview.md': freshOverview }),
          tearDown: async () => repos.remove(),
        }
      },
    },
    {
      upstream: 'npm',
      notes: 'fake npm (downloads API and registry)',
      checks: [
        { name: 'stats page', path: '/stats/npm/' },
        { name: 'downloads (stored)', path: await downloadsOf('react'), headers: fnHeaders },
        { name: 'downloads (new package)', path: (phase) => downloadsOf(`new-package-${phase}`), headers: fnHeaders, recovered: '"counts"' },
        {
          name: 'package search',
          path: await serverFnGet('src/features/stats/stats.functions.ts', 'searchPackagesFn', { text: 'rea', size: 5 }),
          headers: fnHeaders,
        },
        { name: 'home', path: '/' },
      ],
      setUp: async () => {
        const npm = await startFakeNpm()
        const proxy = await startFaultProxy({ port: Number(new URL(npm.url).port) }, { delayMs: SLOW_DELAY_MS })
        const { set, url } = proxied(proxy)
        return {
          env: { NPM_DOWNLOADS_API: url, NPM_REGISTRY: url, NPM_REFRESH_SECONDS: '0', NPM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS) },
          set,
          tearDown: async () => {
            await proxy.close()
            await npm.close()
          },
        }
      },
    },
    {
      upstream: 'GitHub Sponsors',
      notes: 'fake GitHub GraphQL; SPONSORS_CACHE_SECONDS=1',
      checks: [
        { name: 'sponsors embed', path: '/sponsors-embed', recovered: 'Fresh Sponsor' },
        {
          name: 'sponsors data',
          path: await serverFnGet('src/features/sponsors/sponsors.functions.ts', 'getSponsorsFn', undefined),
          headers: fnHeaders,
          recovered: 'fresh-sponsor',
        },
        { name: 'home', path: '/' },
        { name: 'landing', path: '/query/latest' },
      ],
      setUp: async () => {
        const sponsors = await startFakeGitHubSponsors({ sponsorships: [sponsorship('steady-sponsor', 1000, { name: 'Steady Sponsor' })] })
        const proxy = await startFaultProxy({ port: Number(new URL(sponsors.url).port) }, { delayMs: SLOW_DELAY_MS })
        const { set, url } = proxied(proxy)
        return {
          env: {
            GITHUB_SPONSORS_TOKEN: sponsors.token,
            GITHUB_GRAPHQL_URL: `${url}/graphql`,
            GITHUB_SPONSORS_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
            SPONSORS_CACHE_SECONDS: '1',
          },
          set,
          changeWhileDown: () => sponsors.sponsorships.push(sponsorship('fresh-sponsor', 5000, { name: 'Fresh Sponsor' })),
          tearDown: async () => {
            await proxy.close()
            await sponsors.close()
          },
        }
      },
    },
    {
      upstream: 'search: Algolia',
      notes: 'SEARCH_BACKEND=algolia against a fake Algolia; the dialog is checked in Chromium',
      checks: [
        { name: 'home', path: '/' },
        { name: 'doc page', path: QUERY_DOC },
        {
          name: 'search API',
          path: '/api/search/1/indexes/*/queries',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ requests: [{ indexName: 'TanStack', params: 'query=overview' }] }),
        },
      ],
      browserCheck: searchDialogCheck,
      setUp: async () => {
        const algolia = await startFakeAlgolia()
        const proxy = await startFaultProxy({ port: Number(new URL(algolia.url).port) }, { delayMs: SLOW_DELAY_MS })
        const { set, url } = proxied(proxy)
        return {
          env: {
            SEARCH_BACKEND: 'algolia',
            ALGOLIA_APP_ID: 'FAKEAPP',
            ALGOLIA_SEARCH_KEY: 'search-only-key',
            ALGOLIA_HOST: url,
            ALGOLIA_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
          },
          set,
          tearDown: async () => {
            await proxy.close()
            await algolia.close()
          },
        }
      },
    },
  ]
  if (postgresAvailable()) {
    list.push({
      upstream: 'database: Postgres',
      notes: 'a local Postgres 15 behind the fault proxy',
      checks: [
        { name: 'home', path: '/' },
        { name: 'doc page', path: QUERY_DOC },
        { name: 'stats page', path: '/stats/npm/' },
        { name: 'downloads', path: await downloadsOf('react'), headers: fnHeaders, recovered: '"counts"' },
        { name: 'login', path: '/login' },
        { name: 'dashboard', path: '/dashboard' },
        { name: 'blog', path: '/blog' },
        { name: 'live figures', path: '/api/live/stats.json' },
      ],
      setUp: async () => {
        const postgres = await startLocalPostgres()
        const npm = await startFakeNpm()
        const proxy = await startFaultProxy({ port: postgres.port }, { delayMs: SLOW_DELAY_MS })
        const { set } = proxied(proxy)
        return {
          env: {
            DATABASE_URL: postgres.url(proxy.host),
            DATABASE_CONNECT_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
            NPM_DOWNLOADS_API: npm.url,
            NPM_REGISTRY: npm.url,
          },
          set,
          tearDown: async () => {
            await proxy.close()
            await npm.close()
            postgres.stop()
          },
        }
      },
    })
  }
  return list.filter((s) => !only || only.some((name) => s.upstream.toLowerCase().includes(name.toLowerCase())))
}

/** The search dialog: results while Algolia answers, the error state while it does not. */
async function searchDialogCheck(server: RunningServer, phase: Phase | 'warm'): Promise<string | undefined> {
  const { browser, close } = await launchBrowser()
  try {
    const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await page.goto(`${server.url}/`, { waitUntil: 'load' })
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    const input = page.getByRole('dialog').getByRole('combobox')
    for (let i = 0; i < 20 && !(await input.isVisible()); i++) {
      await page.keyboard.press('Control+k')
      await page.waitForTimeout(250)
    }
    await input.fill('overview')
    const expectError = phase === 'unreachable' || phase === 'slow'
    const wanted = expectError
      ? page.getByText('The search is not available right now. Please try again.')
      : page.getByRole('dialog').getByRole('option').first()
    try {
      await wanted.waitFor({ timeout: 15_000 })
    } catch {
      return expectError ? 'the dialog showed no error state' : 'the dialog showed no results'
    }
    await context.close()
    return undefined
  } finally {
    await close()
  }
}

/** One check, following the site's own redirects (as a reader's browser would). */
async function runCheck(server: RunningServer, check: Check, phase: Phase | 'warm'): Promise<{ status: number; ms: number; body: string; problem?: string }> {
  try {
    let path = typeof check.path === 'string' ? check.path : await check.path(phase)
    let ms = 0
    for (let hop = 0; ; hop++) {
      const timeoutMs = phase === 'warm' ? WARM_UP_WITHIN_MS : ANSWER_WITHIN_MS
      const response = await rawRequest(server.url, { method: check.method ?? 'GET', path, headers: check.headers, body: check.body, timeoutMs })
      ms += response.ms
      const location = response.headers.location
      if (response.status >= 300 && response.status < 400 && location?.startsWith('/') && hop < 3) {
        path = location
        continue
      }
      const body = response.body.toString('utf8')
      return { status: response.status, ms, body, problem: response.status >= 500 ? `${check.name}: ${response.status}` : undefined }
    }
  } catch (error) {
    return { status: 0, ms: ANSWER_WITHIN_MS, body: '', problem: `${check.name}: ${error instanceof Error ? error.message : String(error)}` }
  }
}

async function runPhase(server: RunningServer, scenario: Scenario, phase: Phase | 'warm'): Promise<PhaseResult> {
  const result: PhaseResult = { worst: 0, slowestMs: 0, problems: [] }
  // Warm-up goes one page at a time, so the fakes are not made slow by the site's own burst.
  const checks: Awaited<ReturnType<typeof runCheck>>[] = []
  if (phase === 'warm') for (const check of scenario.checks) checks.push(await runCheck(server, check, phase))
  else checks.push(...(await Promise.all(scenario.checks.map((check) => runCheck(server, check, phase)))))
  for (const [i, outcome] of checks.entries()) {
    if (verbose)
      console.log(`  [${phase}] ${scenario.checks[i]!.name}: ${outcome.status} in ${outcome.ms.toFixed(0)} ms ${JSON.stringify(outcome.body.slice(0, 160))}`)
    result.worst = Math.max(result.worst, outcome.status === 0 ? 999 : outcome.status)
    result.slowestMs = Math.max(result.slowestMs, outcome.ms)
    if (outcome.problem) result.problems.push(outcome.problem)
  }
  if (scenario.browserCheck) {
    const problem = await scenario.browserCheck(server, phase)
    if (problem) result.problems.push(`browser: ${problem}`)
  }
  if (server.process.exitCode !== null) result.problems.push('the server exited')
  return result
}

/** Polls until every check answers below 400 and shows its fresh content, or the time is up. */
async function waitForRecovery(server: RunningServer, scenario: Scenario): Promise<PhaseResult> {
  const started = performance.now()
  let last: string[] = []
  let worst = 0
  let slowest = 0
  while (performance.now() - started < RECOVER_WITHIN_MS) {
    last = []
    worst = 0
    for (const check of scenario.checks) {
      const outcome = await runCheck(server, check, 'recovered')
      worst = Math.max(worst, outcome.status === 0 ? 999 : outcome.status)
      slowest = Math.max(slowest, outcome.ms)
      if (outcome.problem) last.push(outcome.problem)
      else if (outcome.status >= 400) last.push(`${check.name}: ${outcome.status}`)
      else if (check.recovered && !outcome.body.includes(check.recovered)) last.push(`${check.name}: not fresh yet`)
    }
    if (last.length === 0) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const seconds = (performance.now() - started) / 1000
  if (last.length === 0 && scenario.browserCheck) {
    const problem = await scenario.browserCheck(server, 'recovered')
    if (problem) last.push(`browser: ${problem}`)
  }
  return { worst, slowestMs: slowest, problems: last.length ? [`not recovered within ${RECOVER_WITHIN_MS / 1000} s: ${last.join('; ')}`] : [], seconds }
}

async function runScenario(scenario: Scenario) {
  const fixture = await scenario.setUp()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-faults-data-'))
  const server = await startBuiltServer({
    DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
    SEARCH_INDEX_DIR: path.join(dataDir, 'search'),
    LIVE_STATS_REFRESH_SECONDS: '0',
    ...fixture.env,
  })
  const phases: Partial<Record<Phase | 'warm', PhaseResult>> = {}
  try {
    phases.warm = await runPhase(server, scenario, 'warm')
    await fixture.set('down')
    fixture.changeWhileDown?.()
    await new Promise((resolve) => setTimeout(resolve, 700))
    phases.unreachable = await runPhase(server, scenario, 'unreachable')
    if (fixture.slowSupported !== false && !quick) {
      await fixture.set('slow')
      phases.slow = await runPhase(server, scenario, 'slow')
    }
    await fixture.set('pass')
    phases.recovered = await waitForRecovery(server, scenario)
  } finally {
    await server.stop()
    await fixture.tearDown()
    rmSync(dataDir, { recursive: true, force: true })
  }
  return { phases, log: server.output() }
}

const SHUTDOWN_WITHIN_MS = 10_000

/** SIGTERM while requests arrive and live streams are open: the process must be gone within 10 s. */
async function shutdownUnderLoad(): Promise<{ seconds?: number; requests: number; statuses: Record<string, number>; problems: string[] }> {
  const content = gitContent(['query', 'router'])
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-faults-shutdown-'))
  const server = await startBuiltServer({
    ...PRODUCTION_SHUTDOWN_ENV,
    CONTENT_DIR: content.dir,
    DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
    SEARCH_INDEX_DIR: path.join(dataDir, 'search'),
    LIVE_STATS_REFRESH_SECONDS: '0',
  })
  const statuses: Record<string, number> = {}
  const problems: string[] = []
  let requests = 0
  let running = true
  const streams: AbortController[] = []
  try {
    // Warm: the search index built and the pages rendered once, so the load is of requests, not of the first build.
    await rawRequest(server.url, {
      method: 'POST',
      path: '/api/search/1/indexes/*/queries',
      body: JSON.stringify({ requests: [{ indexName: 'TanStack', params: '' }] }),
      timeoutMs: WARM_UP_WITHIN_MS,
    })
    for (const page of [QUERY_DOC, '/router/latest/docs/framework/react/overview'])
      await rawRequest(server.url, { method: 'GET', path: page, timeoutMs: WARM_UP_WITHIN_MS })
    for (let i = 0; i < 20; i++) {
      const controller = new AbortController()
      streams.push(controller)
      fetch(`${server.url}/api/live/stats`, { signal: controller.signal, headers: { 'x-forwarded-for': `198.51.100.${i}` } })
        .then((response) => response.body?.pipeTo(new WritableStream()))
        .catch(() => {})
    }
    const paths = [
      QUERY_DOC,
      `${QUERY_DOC}.md`,
      '/query/latest/docs/framework/react/guides/queries',
      '/router/latest',
      '/llms.txt',
      '/og/query.png?title=Shutting%20down',
    ]
    const worker = async () => {
      for (let n = 0; running; n++) {
        const path = paths[n % paths.length]!
        const status = await rawRequest(server.url, { method: 'GET', path, timeoutMs: SHUTDOWN_WITHIN_MS }).then(
          (r) => String(r.status),
          () => 'closed',
        )
        requests++
        statuses[status] = (statuses[status] ?? 0) + 1
        // Once the server has stopped listening, connections are refused at once: no busy loop.
        if (status === 'closed') await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    const workers = Array.from({ length: 8 }, worker)
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const ms = await timeToExit(server, SHUTDOWN_WITHIN_MS)
    running = false
    await Promise.all(workers)
    if (ms === undefined) problems.push(`still running ${SHUTDOWN_WITHIN_MS / 1000} s after SIGTERM`)
    if (Object.keys(statuses).some((s) => s.startsWith('5'))) problems.push('5xx answers while stopping')
    return { seconds: ms === undefined ? undefined : ms / 1000, requests, statuses, problems }
  } finally {
    running = false
    for (const controller of streams) controller.abort()
    if (server.process.exitCode === null) server.process.kill('SIGKILL')
    content.remove()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function main() {
  const started = performance.now()
  const rows: (string | number)[][] = []
  let failed = false
  for (const scenario of await scenarios()) {
    const scenarioStarted = performance.now()
    process.stdout.write(`${scenario.upstream}… `)
    const { phases, log } = await runScenario(scenario)
    const cell = (phase?: PhaseResult) =>
      phase ? `${phase.problems.length ? '✗' : '✓'} worst ${phase.worst === 999 ? 'no answer' : phase.worst}, ≤${(phase.slowestMs / 1000).toFixed(1)} s` : 'n/a'
    const recovered = phases.recovered
    const problems = (['warm', 'unreachable', 'slow', 'recovered'] as const).flatMap((name) => (phases[name]?.problems ?? []).map((p) => `${name}: ${p}`))
    if (problems.length) failed = true
    if (problems.length && verbose)
      console.log(
        `server log:\n${log
          .split('\n')
          .filter((line) => !/^\s+at /.test(line))
          .slice(-40)
          .join('\n')}`,
      )
    rows.push([
      scenario.upstream,
      cell(phases.unreachable),
      cell(phases.slow),
      recovered && !recovered.problems.length ? `✓ in ${recovered.seconds!.toFixed(1)} s` : '✗',
      scenario.checks.length + (scenario.browserCheck ? 1 : 0),
      Math.max(...Object.values(phases).map((p) => p.worst)) === 999 ? 'no answer' : Math.max(...Object.values(phases).map((p) => p.worst)),
      [scenario.notes, ...problems].join('; '),
    ])
    console.log(`${((performance.now() - scenarioStarted) / 1000).toFixed(1)} s${problems.length ? `\n  ${problems.join('\n  ')}` : ''}`)
  }
  if (!only || only.includes('shutdown')) {
    process.stdout.write('SIGTERM under load… ')
    const shutdown = await shutdownUnderLoad()
    if (shutdown.problems.length) failed = true
    console.log(shutdown.seconds === undefined ? 'no exit' : `exited in ${shutdown.seconds.toFixed(1)} s`)
    rows.push([
      'SIGTERM under load',
      'n/a',
      'n/a',
      shutdown.problems.length ? `✗ ${shutdown.problems.join('; ')}` : `✓ exited in ${shutdown.seconds!.toFixed(1)} s`,
      shutdown.requests,
      Object.entries(shutdown.statuses)
        .map(([status, n]) => `${status}×${n}`)
        .join(' '),
      'git cat-file readers, 20 live streams, 8 clients requesting pages; must exit within 10 s',
    ])
  }
  console.log('')
  console.log(markdownTable(['upstream', 'unreachable', 'slow', 'recovered', 'pages checked', 'worst status', 'notes'], rows))
  console.log('')
  console.log(
    `upstream timeouts ${UPSTREAM_TIMEOUT_MS} ms, slow = answers held ${SLOW_DELAY_MS / 1000} s, every page must answer within ${ANSWER_WITHIN_MS / 1000} s; ${((performance.now() - started) / 1000).toFixed(1)} s in all`,
  )
  if (failed) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
