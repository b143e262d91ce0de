import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, it as baseIt, vi } from 'vitest'
import { openDatabase, sqliteFileOf, type Database } from '~/server/db'
import { backendAvailable, backends, databaseForSuite } from '../../../tests/support/databases'
import { fakeDownloads, startFakeNpm, type FakeNpm } from '../../../tests/support/fake-npm'
import { NpmDownloadsService, NpmNewPackagesFullError, VIEW_RECORD_INTERVAL_MS, type PackageDownloads, type ServiceOptions } from './service'
import { DownloadStore } from './store'
import { downloadsPathName, HttpNpmUpstream, registryPathName } from './upstream'

let fake: FakeNpm
let dir: string
const fast = { retries: 2, baseDelayMs: 5, maxDelayMs: 20, timeoutMs: 2_000 }

beforeAll(async () => {
  fake = await startFakeNpm()
  dir = mkdtempSync(path.join(tmpdir(), 'stats-db-'))
})
afterAll(async () => {
  await fake?.close()
  rmSync(dir, { recursive: true, force: true })
})
beforeEach(() => {
  Object.assign(fake.state, { lastDay: undefined, down: false, failures: [] })
  fake.state.requests.length = 0
})

/** A service over `database` whose "now" is the morning after `today - 1`. */
function serviceOver(database: Database, today: string, refreshSeconds = 0) {
  const upstream = new HttpNpmUpstream(fake.url, `${fake.url}/`, fast)
  return new NpmDownloadsService(new DownloadStore(database), upstream, { now: () => new Date(`${today}T08:00:00Z`), refreshSeconds })
}

/** The days and counts of an answer; the test fails unless the service answered with downloads. */
function figures(answer: PackageDownloads) {
  if (answer.status !== 'ok') expect.unreachable(`expected downloads, got ${JSON.stringify(answer)}`)
  return answer
}

const downloadCalls = (name: string) => fake.state.requests.filter((r) => r.startsWith('/downloads/') && r.endsWith(`/${name}`))

describe('package names in URLs', () => {
  it('escapes scoped names the way each npm service wants them', () => {
    const names = ['@tanstack/react-query', 'a b', 'react']
    expect(names.map(downloadsPathName)).toEqual(['@tanstack/react-query', 'a%20b', 'react'])
    expect(names.map(registryPathName)).toEqual(['@tanstack%2Freact-query', 'a%20b', 'react'])
  })
})

describe('database', () => {
  it('creates the folder of a SQLite file and can open it twice (tables created idempotently)', async () => {
    expect(sqliteFileOf('file:./data/site.db')).toBe('./data/site.db')
    expect(sqliteFileOf('file::memory:')).toBeUndefined()
    const first = await openDatabase(`file:${path.join(dir, 'nested', 'site.db')}`)
    const again = await openDatabase(`file:${path.join(dir, 'nested', 'site.db')}`)
    await again.close()
    await first.close()
  })
})

describe.each(backends)('download service on %s', (backend) => {
  const suite = databaseForSuite(backend)
  const serviceAt = (today: string, refreshSeconds = 0) => serviceOver(suite.database, today, refreshSeconds)
  const it = baseIt.skipIf(!backendAvailable(backend))

  it("asks npm only within the caller's budget, and serves stored days without spending it", async () => {
    fake.state.lastDay = '2024-05-10'
    const service = serviceAt('2024-05-11', 3600)
    let left = 2
    const budget = () => left-- > 0
    // All time: the creation date, then one request per year of days, well past a budget of two.
    const spent = await service.downloads('unit-budget', 'all-time', budget)
    expect(fake.state.requests.filter((r) => r.includes('unit-budget'))).toHaveLength(2)
    // What was stored before the budget ran out is shown, with a notice saying why the rest is not.
    expect(spent).toMatchObject({ status: 'ok', notice: expect.stringMatching(/too many new npm look-ups/i) })
    // Stored days cost nothing.
    await service.downloads('unit-budget-2', '7-days', () => true)
    fake.state.requests.length = 0
    const stored = await service.downloads('unit-budget-2', '7-days', () => false)
    expect(stored.status).toBe('ok')
    expect(stored).not.toHaveProperty('notice')
    expect(fake.state.requests).toHaveLength(0)
  })

  it('stores each day once: a second request asks npm nothing, a later one only the new days', async () => {
    fake.state.lastDay = '2024-03-10'
    const first = figures(await serviceAt('2024-03-11').downloads('unit-cache', '30-days'))
    expect(first.start).toBe('2024-02-10')
    expect(first.end).toBe('2024-03-10')
    expect(first.counts).toHaveLength(30)
    expect(first.counts[0]).toBe(fakeDownloads('unit-cache', '2024-02-10'))
    expect(downloadCalls('unit-cache')).toEqual(['/downloads/range/2024-02-10:2024-03-10/unit-cache'])

    await serviceAt('2024-03-11').downloads('unit-cache', '7-days')
    await serviceAt('2024-03-11').downloads('unit-cache', '30-days')
    expect(downloadCalls('unit-cache')).toHaveLength(1)

    fake.state.lastDay = '2024-03-13'
    const later = figures(await serviceAt('2024-03-14').downloads('unit-cache', '30-days'))
    expect(downloadCalls('unit-cache').at(-1)).toBe('/downloads/range/2024-03-11:2024-03-13/unit-cache')
    expect(downloadCalls('unit-cache')).toHaveLength(2)
    expect(later.counts.at(-1)).toBe(fakeDownloads('unit-cache', '2024-03-13'))
  })

  it('asks again for days npm has not published only after the refresh time', async () => {
    fake.state.lastDay = '2024-03-08'
    const early = await serviceAt('2024-03-11', 3600).downloads('unit-lag', '7-days')
    expect(figures(early).counts.slice(-2)).toEqual([null, null])
    await serviceAt('2024-03-11', 3600).downloads('unit-lag', '7-days')
    expect(downloadCalls('unit-lag')).toHaveLength(1)
    fake.state.lastDay = '2024-03-10'
    const afterwards = serviceAt('2024-03-11', 0)
    const full = await afterwards.downloads('unit-lag', '7-days')
    expect(downloadCalls('unit-lag').at(-1)).toBe('/downloads/range/2024-03-09:2024-03-10/unit-lag')
    expect(figures(full).counts.every((c) => c !== null)).toBe(true)
  })

  it('splits all-time into requests npm accepts, starting at the creation day', async () => {
    fake.state.lastDay = '2024-06-30'
    const result = figures(await serviceAt('2024-07-01').downloads('@tanstack/react-query', 'all-time'))
    expect(result.start).toBe('2021-06-25')
    expect(fake.state.requests).toContain('/@tanstack%2Freact-query')
    const calls = downloadCalls('@tanstack/react-query')
    expect(calls.length).toBe(3)
    expect(calls[0]).toMatch(/^\/downloads\/range\/2021-06-25:/)
    expect(result.counts.every((c) => c !== null)).toBe(true)
    expect(result.counts.at(-1)).toBe(fakeDownloads('@tanstack/react-query', '2024-06-30'))
  })

  it('shares one npm call between concurrent requests for a package', async () => {
    fake.state.lastDay = '2024-03-10'
    const service = serviceAt('2024-03-11')
    const results = await Promise.all([
      service.downloads('unit-shared', '90-days'),
      service.downloads('unit-shared', '90-days'),
      service.downloads('unit-shared', '30-days'),
    ])
    expect(results.map((r) => r.status)).toEqual(['ok', 'ok', 'ok'])
    expect(downloadCalls('unit-shared')).toHaveLength(1)
  })

  it('retries on 429 and 500 and reports an unknown package alone', async () => {
    fake.state.lastDay = '2024-03-10'
    fake.state.failures.push({ status: 429, times: 1, match: 'unit-retry' }, { status: 503, times: 1, match: 'unit-retry' })
    const retried = await serviceAt('2024-03-11').downloads('unit-retry', '7-days')
    expect(retried.status).toBe('ok')
    expect(downloadCalls('unit-retry')).toHaveLength(3)

    const service = serviceAt('2024-03-11')
    const missing = await service.downloads('does-not-exist-unit', '7-days')
    expect(missing).toEqual({ package: 'does-not-exist-unit', status: 'not-found', message: '"does-not-exist-unit" was not found on npm.' })
    // Asked again soon after, the answer is remembered rather than asked of npm.
    expect(await service.downloads('does-not-exist-unit', '30-days')).toEqual(missing)
    expect(downloadCalls('does-not-exist-unit')).toHaveLength(1)
  })

  it('serves stored days with a notice when npm is down, and says so when nothing is stored', async () => {
    fake.state.lastDay = '2024-03-08'
    await serviceAt('2024-03-09').downloads('unit-down', '7-days')
    fake.state.down = true
    const stale = figures(await serviceAt('2024-03-11').downloads('unit-down', '7-days'))
    expect(stale.notice).toBe('npm could not be reached; showing the downloads of "unit-down" stored up to 2024-03-08.')
    expect(stale).toMatchObject({ unreachable: true, storedUpTo: '2024-03-08' })
    expect(stale.counts.slice(-2)).toEqual([null, null])
    expect(stale.counts[0]).toBe(fakeDownloads('unit-down', '2024-03-04'))

    const nothing = await serviceAt('2024-03-11').downloads('unit-never', '7-days')
    expect(nothing.status).toBe('unavailable')
  })

  it('logs once that npm cannot be reached, not once per package, and once that it answers again', async () => {
    fake.state.lastDay = '2024-04-08'
    const service = serviceAt('2024-04-09')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    try {
      fake.state.down = true
      const answers = await Promise.all(['unit-log-a', 'unit-log-b', 'unit-log-c'].map((name) => service.downloads(name, '7-days')))
      expect(answers.map((answer) => answer.status)).toEqual(['unavailable', 'unavailable', 'unavailable'])
      await service.downloads('unit-log-d', '7-days')
      const unreachable = warn.mock.calls.filter(([message]) => /npm could not be reached/.test(String(message)))
      expect(unreachable).toHaveLength(1)
      expect(service.lastUpstreamError?.package).toBe('unit-log-d')
      fake.state.down = false
      figures(await service.downloads('unit-log-a', '7-days'))
      figures(await service.downloads('unit-log-b', '7-days'))
      expect(info.mock.calls.filter(([message]) => /npm answers again/.test(String(message)))).toHaveLength(1)
      // A second outage is reported again, once.
      fake.state.down = true
      await service.downloads('unit-log-e', '7-days')
      await service.downloads('unit-log-f', '7-days')
      expect(warn.mock.calls.filter(([message]) => /npm could not be reached/.test(String(message)))).toHaveLength(2)
    } finally {
      fake.state.down = false
      warn.mockRestore()
      info.mockRestore()
    }
  })

  it('searches the registry', async () => {
    const hits = await serviceAt('2024-03-11').search('tanstack', 5)
    expect(hits.map((h) => h.name)).toContain('@tanstack/react-query')
    expect(fake.state.requests.at(-1)).toBe('/-/v1/search?text=tanstack&size=5')
  })
})

describe.each(backends)('packages the service keeps on %s', (backend) => {
  const suite = databaseForSuite(backend)
  const it = baseIt.skipIf(!backendAvailable(backend))
  /** A service whose clock the test moves (`clock.ms`). */
  function serviceWithClock(options: ServiceOptions) {
    const clock = { ms: Date.parse('2024-06-11T08:00:00Z') }
    const service = new NpmDownloadsService(new DownloadStore(suite.database), new HttpNpmUpstream(fake.url, `${fake.url}/`, fast), {
      ...options,
      now: () => new Date(clock.ms),
    })
    return { service, clock, store: new DownloadStore(suite.database) }
  }
  const tick = (clock: { ms: number }, ms = 1000) => (clock.ms += ms)

  it('adds packages not stored yet within a site-wide budget per minute; stored ones are served past it', async () => {
    fake.state.lastDay = '2024-06-10'
    const { service, clock } = serviceWithClock({ newPackagesPerMinute: 3, maxPackages: 1000 })
    for (const name of ['budget-new-1', 'budget-new-2', 'budget-new-3']) expect((await service.downloads(name, '7-days')).status).toBe('ok')
    const refused = await service.downloads('budget-new-4', '7-days').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(NpmNewPackagesFullError)
    expect((refused as NpmNewPackagesFullError).retryAfterSeconds).toBeGreaterThanOrEqual(1)
    expect((refused as NpmNewPackagesFullError).retryAfterSeconds).toBeLessThanOrEqual(60)
    // Nothing was asked of npm for the refused package.
    expect(downloadCalls('budget-new-4')).toEqual([])
    expect((await service.downloads('budget-new-1', '30-days')).status).toBe('ok')
    tick(clock, 61_000)
    expect((await service.downloads('budget-new-4', '7-days')).status).toBe('ok')
  })

  it('keeps at most the cap, removing the least recently viewed with their counts', async () => {
    fake.state.lastDay = '2024-06-10'
    const { service, clock, store } = serviceWithClock({ newPackagesPerMinute: 1000, maxPackages: 3 })
    await service.prune(clock.ms + 1)
    for (const name of ['cap-1', 'cap-2', 'cap-3']) {
      await service.downloads(name, '7-days')
      tick(clock)
    }
    // Viewed again (past the interval at which views are written): no longer the oldest.
    tick(clock, VIEW_RECORD_INTERVAL_MS)
    await service.downloads('cap-1', '7-days')
    for (const name of ['cap-4', 'cap-5']) {
      tick(clock)
      await service.downloads(name, '7-days')
      expect(await store.packageCount()).toBeLessThanOrEqual(3)
    }
    expect(await store.lastViewed('cap-2')).toBeUndefined()
    expect(await store.lastViewed('cap-3')).toBeUndefined()
    expect(await store.days('cap-2', { start: '2000-01-01', end: '2099-01-01' })).toEqual([])
    expect(await store.lastViewed('cap-1')).toBeDefined()
    expect(figures(await service.downloads('cap-5', '7-days')).counts).toHaveLength(7)
  })

  it('removes packages nobody viewed for the configured days, and does not keep names npm does not know', async () => {
    fake.state.lastDay = '2024-06-10'
    const { service, clock, store } = serviceWithClock({ unviewedDays: 1, maxPackages: 1000 })
    await service.downloads('unviewed-old', '7-days')
    expect(await service.downloads('does-not-exist-unviewed', '7-days')).toMatchObject({ status: 'not-found' })
    expect(await store.lastViewed('does-not-exist-unviewed')).toBeUndefined()
    tick(clock, 2 * 86_400_000)
    await service.downloads('unviewed-fresh', '7-days')
    // The prune runs after the answer, in the background: on a busy machine it takes more than the default second.
    await vi.waitFor(async () => expect(await store.lastViewed('unviewed-old')).toBeUndefined(), { timeout: 10_000 })
    expect(await store.days('unviewed-old', { start: '2000-01-01', end: '2099-01-01' })).toEqual([])
    expect(await store.lastViewed('unviewed-fresh')).toBeDefined()
  })

  it('runs a pruning that falls due while another is still running, once that one ends', async () => {
    // The store's first pruning is held until the clock has moved on, as a slow database holds it.
    const clock = { ms: Date.parse('2024-06-11T08:00:00Z') }
    const store = new DownloadStore(suite.database)
    const service = new NpmDownloadsService(store, new HttpNpmUpstream(fake.url, `${fake.url}/`, fast), {
      unviewedDays: 1,
      maxPackages: 1000,
      now: () => new Date(clock.ms),
    })
    const prune = store.prune.bind(store)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let prunings = 0
    store.prune = async (options) => {
      if (prunings++ === 0) await held
      return prune(options)
    }
    await service.downloads('stale-while-pruning', '7-days')
    tick(clock, 2 * 86_400_000)
    await service.downloads('fresh-while-pruning', '7-days')
    release()
    await vi.waitFor(async () => expect(await store.lastViewed('stale-while-pruning')).toBeUndefined(), { timeout: 10_000 })
    expect(prunings).toBe(2)
    expect(await store.lastViewed('fresh-while-pruning')).toBeDefined()
  })
})
