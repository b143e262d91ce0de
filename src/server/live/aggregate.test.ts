import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NpmDownloadsService } from '~/server/npm/service'
import { DownloadStore } from '~/server/npm/store'
import { HttpNpmUpstream } from '~/server/npm/upstream'
import type { LiveStats } from '~/lib/live/types'
import { backendAvailable, backends, databaseForSuite } from '../../../tests/support/databases'
import { fakeDownloads, startFakeNpm, type FakeNpm } from '../../../tests/support/fake-npm'
import { emptyState, figuresKey, packageFigures, summarize, type CatalogueEntry, type LiveState } from './aggregate'
import { InMemoryChannel } from './channel'
import { LiveStatsRefresher } from './refresher'
import type { RepoFiguresSource } from './repos'
import { LiveStateStore } from './store'

const catalogue: CatalogueEntry[] = [
  { id: 'start', repo: 'tanstack/router', packages: ['@tanstack/react-start'] },
  { id: 'router', repo: 'tanstack/router', packages: ['@tanstack/react-router', '@tanstack/router-core'] },
  { id: 'query', repo: 'tanstack/query', packages: ['@tanstack/query-core', '@tanstack/react-query'] },
]

describe('package figures', () => {
  it('sums all days and reads the last counted day and its week', () => {
    const counts = [1, 2, 3, 4, 5, 6, 7, 8, 9, null, null]
    expect(packageFigures({ package: 'a', status: 'ok', start: '2026-01-01', end: '2026-01-11', counts })).toEqual({
      total: 45,
      lastDay: 9,
      lastWeek: 3 + 4 + 5 + 6 + 7 + 8 + 9,
      through: '2026-01-09',
    })
  })

  it('has nothing to say for a failed answer, only stored days, or no days', () => {
    expect(packageFigures({ package: 'a', status: 'unavailable', message: 'x' })).toBeUndefined()
    expect(
      packageFigures({ package: 'a', status: 'ok', start: '2026-01-01', end: '2026-01-02', counts: [1, 2], notice: 'npm could not be reached' }),
    ).toBeUndefined()
    expect(packageFigures({ package: 'a', status: 'ok', start: '2026-01-01', end: '2026-01-02', counts: [null, null] })).toBeUndefined()
  })
})

describe('summary of the figures', () => {
  const state: LiveState = {
    ...emptyState(),
    packages: {
      '@tanstack/react-start': { total: 100, lastDay: 1, lastWeek: 7, through: '2026-11-20' },
      '@tanstack/react-router': { total: 1_000, lastDay: 10, lastWeek: 70, through: '2026-11-20' },
      '@tanstack/router-core': { total: 500, lastDay: 5, lastWeek: 35, through: '2026-11-19' },
      '@tanstack/query-core': { total: 2_000, lastDay: 20, lastWeek: 140, through: '2026-11-20' },
    },
    repos: { 'tanstack/router': { stars: 9_000, contributors: 400 }, 'tanstack/query': { stars: 40_000, contributors: null } },
  }

  it('sums per library and over the family, each repository once', () => {
    const stats = summarize(state, catalogue)
    expect(stats.libraries).toEqual([
      { id: 'start', downloads: 100, lastDay: 1, lastWeek: 7, stars: 9_000, contributors: 400 },
      { id: 'router', downloads: 1_500, lastDay: 15, lastWeek: 105, stars: 9_000, contributors: 400 },
      { id: 'query', downloads: 2_000, lastDay: 20, lastWeek: 140, stars: 40_000, contributors: null },
    ])
    expect(stats.totals).toEqual({ downloads: 3_600, lastDay: 36, lastWeek: 252, stars: 49_000, contributors: 400 })
    // Counted through the day every package has reached.
    expect(stats.npm.through).toBe('2026-11-19')
  })

  it('knows nothing before the first count', () => {
    const stats = summarize(emptyState(), catalogue)
    expect(stats.totals).toEqual({ downloads: 0, lastDay: 0, lastWeek: 0, stars: null, contributors: null })
    expect(stats.libraries.every((l) => l.downloads === null && l.stars === null)).toBe(true)
    expect(stats.npm.through).toBeNull()
  })

  it('changes its key only when the figures change', () => {
    const a = summarize(state, catalogue)
    const b = summarize({ ...state, npm: { updatedAt: '2026-11-21T10:00:00Z', stale: false } }, catalogue)
    expect(figuresKey(a)).toBe(figuresKey(b))
    const c = summarize({ ...state, repos: { ...state.repos, 'tanstack/query': { stars: 40_001, contributors: null } } }, catalogue)
    expect(figuresKey(c)).not.toBe(figuresKey(a))
  })
})

describe.each(backends)('the refresher over the npm service and a database on %s', (backend) => {
  let fake: FakeNpm
  const suite = databaseForSuite(backend)
  const today = '2026-11-21'
  const yesterday = '2026-11-20'

  beforeAll(async () => {
    fake = await startFakeNpm()
  })
  afterAll(async () => {
    await fake?.close()
  })

  function refresher(repos: RepoFiguresSource | undefined, day = today, channel = new InMemoryChannel<LiveStats>()) {
    const now = () => new Date(`${day}T08:00:00Z`)
    const upstream = new HttpNpmUpstream(fake.url, fake.url, { retries: 1, baseDelayMs: 5, maxDelayMs: 10, timeoutMs: 2_000 })
    const downloads = new NpmDownloadsService(new DownloadStore(suite.database), upstream, { now, refreshSeconds: 0 })
    return { channel, refresher: new LiveStatsRefresher({ catalogue, downloads, repos, store: new LiveStateStore(suite.database), channel, now }) }
  }

  const expectedTotal = (name: string, created: string, through: string) => {
    let total = 0
    for (let t = Date.parse(`${created}T00:00:00Z`); t <= Date.parse(`${through}T00:00:00Z`); t += 86_400_000)
      total += fakeDownloads(name, new Date(t).toISOString().slice(0, 10))
    return total
  }

  it.skipIf(!backendAvailable(backend))('counts all-time downloads of every package, stores them, and a new process shows them at once', async () => {
    fake.state.lastDay = '2026-11-19'
    const repos: RepoFiguresSource = { kind: 'github', figures: async (repo) => ({ stars: repo.length, contributors: 3 }) }
    const first = refresher(repos)
    await first.refresher.load()
    expect(first.channel.current()?.npm.through).toBeNull()
    await first.refresher.refresh()
    const stats = first.channel.current()!
    expect(stats.npm).toMatchObject({ through: '2026-11-19', stale: false, updatedAt: `${today}T08:00:00.000Z` })
    expect(stats.libraries.find((l) => l.id === 'query')!.downloads).toBe(
      expectedTotal('@tanstack/query-core', '2020-11-21', '2026-11-19') + expectedTotal('@tanstack/react-query', '2021-06-25', '2026-11-19'),
    )
    expect(stats.totals.lastDay).toBe(
      ['@tanstack/react-start', '@tanstack/react-router', '@tanstack/router-core', '@tanstack/query-core', '@tanstack/react-query'].reduce(
        (s, n) => s + fakeDownloads(n, '2026-11-19'),
        0,
      ),
    )
    expect(stats.totals.stars).toBe('tanstack/router'.length + 'tanstack/query'.length)
    expect(stats.totals.contributors).toBe(6)

    // npm publishes another day: the figures move and are pushed.
    const pushed: LiveStats[] = []
    first.channel.subscribe((s) => pushed.push(s))
    fake.state.lastDay = yesterday
    await first.refresher.refresh()
    expect(pushed).toHaveLength(1)
    expect(pushed[0]!.npm.through).toBe(yesterday)
    expect(pushed[0]!.totals.downloads - stats.totals.downloads).toBe(pushed[0]!.totals.lastDay)

    // A restart: the stored figures are there before anything is asked.
    fake.state.down = true
    const second = refresher(undefined)
    await second.refresher.load()
    expect(second.channel.current()!.totals).toEqual(pushed[0]!.totals)

    // The next day, npm and GitHub unreachable: the last figures stay, marked stale, with their time.
    const failing: RepoFiguresSource = { kind: 'github', figures: async () => Promise.reject(new Error('unreachable')) }
    const third = refresher(failing, '2026-11-22')
    await third.refresher.load()
    await third.refresher.refresh()
    const during = third.channel.current()!
    expect(during.totals).toEqual(pushed[0]!.totals)
    expect(during.npm).toMatchObject({ stale: true, updatedAt: `${today}T08:00:00.000Z` })
    expect(during.repos).toMatchObject({ stale: true, source: 'github' })
    fake.state.down = false
  })
})
