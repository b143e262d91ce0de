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
