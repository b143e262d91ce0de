import { describe, expect, it } from 'vitest'
import { openDatabase } from '~/server/db'
import { backendAvailable, backends, freshDatabase } from '../../../tests/support/databases'
import { DownloadStore } from './store'

describe.each(backends)('download store on %s', (backend) => {
  it.skipIf(!backendAvailable(backend))('keeps one count per package and day, and the package facts', async () => {
    const fresh = await freshDatabase(backend)
    const { url } = fresh
    const database = await openDatabase(url)
    // A second opening finds the tables there already.
    await (await openDatabase(url)).close()
    try {
      const store = new DownloadStore(database)
      const name = `store-test-${Date.now()}`
      await store.saveDays(name, [
        { day: '2024-01-02', downloads: 20 },
        { day: '2024-01-01', downloads: 10 },
      ])
      await store.saveDays(name, [
        { day: '2024-01-02', downloads: 25 },
        { day: '2024-01-03', downloads: 2_000_000_000 },
      ])
      expect(await store.days(name, { start: '2024-01-01', end: '2024-01-02' })).toEqual([
        { day: '2024-01-01', downloads: 10 },
        { day: '2024-01-02', downloads: 25 },
      ])
      expect(await store.days(name, { start: '2024-01-03', end: '2024-12-31' })).toEqual([{ day: '2024-01-03', downloads: 2_000_000_000 }])

      expect(await store.facts(name)).toEqual({ created: undefined, checkedAt: undefined, unpublishedFrom: undefined })
      await store.saveFacts(name, { created: '2020-05-01' })
      await store.saveFacts(name, { checkedAt: '2024-01-04T10:00:00.000Z', unpublishedFrom: '2024-01-04' })
      expect(await store.facts(name)).toEqual({ created: '2020-05-01', checkedAt: '2024-01-04T10:00:00.000Z', unpublishedFrom: '2024-01-04' })
      await store.saveFacts(name, { checkedAt: '2024-01-05T10:00:00.000Z', unpublishedFrom: null })
      expect(await store.facts(name)).toEqual({ created: '2020-05-01', checkedAt: '2024-01-05T10:00:00.000Z', unpublishedFrom: undefined })

      const many = Array.from({ length: 1200 }, (_, i) => ({ day: new Date(Date.UTC(2010, 0, 1 + i)).toISOString().slice(0, 10), downloads: i }))
      await store.saveDays(`${name}-many`, many)
      expect(await store.days(`${name}-many`, { start: '2000-01-01', end: '2099-01-01' })).toHaveLength(1200)
    } finally {
      await database.close()
      await fresh.remove()
    }
  })
})

describe.each(backends)('pruning stored packages on %s', (backend) => {
  it.skipIf(!backendAvailable(backend))(
    'removes packages unviewed since a time, then the least recently viewed beyond the cap, with their counts and facts',
    async () => {
      const fresh = await freshDatabase(backend)
      const database = await openDatabase(fresh.url)
      try {
        const store = new DownloadStore(database)
        const views: [string, string][] = [
          ['stale-a', '2024-01-01T00:00:00.000Z'],
          ['stale-b', '2024-02-01T00:00:00.000Z'],
          ['old', '2024-03-02T00:00:00.000Z'],
          ['middle', '2024-03-03T00:00:00.000Z'],
          ['recent', '2024-03-04T00:00:00.000Z'],
          ['newest', '2024-03-05T00:00:00.000Z'],
        ]
        for (const [name, at] of views) {
          await store.markViewed(name, at)
          await store.saveDays(name, [{ day: '2024-01-01', downloads: 1 }])
          await store.saveFacts(name, { created: '2020-01-01' })
        }
        // Counts left by a fill that ran while its package was removed.
        await store.saveDays('unlisted', [{ day: '2024-01-01', downloads: 1 }])
        await store.saveFacts('unlisted', { created: '2020-01-01' })
        expect(await store.packageCount()).toBe(6)
        expect(await store.lastViewed('middle')).toBe('2024-03-03T00:00:00.000Z')

        const removed = await store.prune({ unviewedBefore: '2024-03-01T00:00:00.000Z', keep: 2 })
        expect(removed.sort()).toEqual(['middle', 'old', 'stale-a', 'stale-b'])
        expect(await store.packageCount()).toBe(2)
        for (const name of ['stale-a', 'old', 'middle']) {
          expect(await store.lastViewed(name)).toBeUndefined()
          expect(await store.days(name, { start: '2000-01-01', end: '2099-01-01' })).toEqual([])
          expect((await store.facts(name)).created).toBeUndefined()
        }
        expect(await store.days('newest', { start: '2000-01-01', end: '2099-01-01' })).toHaveLength(1)

        await store.removeUnlisted()
        expect(await store.days('unlisted', { start: '2000-01-01', end: '2099-01-01' })).toEqual([])
        expect((await store.facts('unlisted')).created).toBeUndefined()
        expect(await store.days('recent', { start: '2000-01-01', end: '2099-01-01' })).toHaveLength(1)

        // A view moves a package to the back of the queue.
        await store.markViewed('recent', '2024-03-06T00:00:00.000Z')
        expect(await store.prune({ unviewedBefore: '2024-03-01T00:00:00.000Z', keep: 1 })).toEqual(['newest'])
      } finally {
        await database.close()
        await fresh.remove()
      }
    },
  )
})
