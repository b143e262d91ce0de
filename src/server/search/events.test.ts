import { describe, expect, it } from 'vitest'
import { backendAvailable, backends, databaseForSuite } from '../../../tests/support/databases'
import { AlgoliaError } from './algolia-params'
import { eventsBytes, parseEventsBody, pruneEvents, recentEvents, saveEvents, storedEventsBytes } from './events'

describe('search event bodies', () => {
  it('accepts Algolia Insights events and rejects a malformed one with a 422', () => {
    const events = parseEventsBody({
      events: [{ eventType: 'click', eventName: 'Hit clicked', index: 'TanStack', userToken: 'u1', objectIDs: ['a'], positions: [1] }],
    })
    expect(events).toHaveLength(1)
    expect(() => parseEventsBody({ events: [{ eventType: 'hover' }] })).toThrow(AlgoliaError)
  })
  it('takes no more events per request than allowed', () => {
    const event = { eventType: 'click', eventName: 'Hit clicked', index: 'TanStack', userToken: 'u1', objectIDs: ['a'] }
    expect(() => parseEventsBody({ events: Array.from({ length: 21 }, () => event) }, 20)).toThrow(expect.objectContaining({ status: 422 }))
  })
})

describe.each(backends)('search events on %s', (backend) => {
  const suite = databaseForSuite(backend)

  it.skipIf(!backendAvailable(backend))('stores events and lists the newest first, with millisecond times beyond 32 bits', async () => {
    const base = Date.parse('2026-11-21T10:00:00Z')
    await saveEvents(
      suite.database,
      parseEventsBody({
        events: [
          { eventType: 'view', eventName: 'Hits viewed', index: 'TanStack', userToken: 'u1', objectIDs: ['a', 'b'], timestamp: base },
          {
            eventType: 'click',
            eventName: 'Hit clicked',
            index: 'TanStack',
            userToken: 'u1',
            queryID: 'q1',
            objectIDs: ['b'],
            positions: [2],
            timestamp: base + 5_000,
          },
        ],
      }),
      base + 60_000,
    )
    const events = await recentEvents(suite.database, 10)
    expect(events.map((e) => [e.eventType, e.timestamp, e.queryId, JSON.parse(e.objectIds)])).toEqual([
      ['click', base + 5_000, 'q1', ['b']],
      ['view', base, null, ['a', 'b']],
    ])
    expect(JSON.parse(events[0]!.positions!)).toEqual([2])
    expect(await recentEvents(suite.database, 1)).toHaveLength(1)
  })
})

describe.each(backends)('pruning search events on %s', (backend) => {
  const suite = databaseForSuite(backend)

  it.skipIf(!backendAvailable(backend))(
    'keeps neither events past their retention nor more rows than allowed, and no event dates itself into the future',
    async () => {
      const now = Date.parse('2026-11-25T12:00:00Z')
      const day = 86_400_000
      const event = (n: number) => ({ eventType: 'view' as const, eventName: 'Hits viewed', index: 'TanStack', userToken: `p${n}`, objectIDs: [`o${n}`] })
      // Saved over 100 days, one a day; the newest also claims a time far in the future.
      for (let n = 0; n < 100; n++) await saveEvents(suite.database, [{ ...event(n), timestamp: n === 99 ? now + 365 * day : undefined }], now - (99 - n) * day)
      await pruneEvents(suite.database, { now, retentionMs: 90 * day, maxRows: 1_000, maxBytes: 1024 * 1024 })
      let kept = await recentEvents(suite.database, 1_000)
      expect(kept.filter((e) => e.userToken.startsWith('p'))).toHaveLength(91)
      expect(Math.max(...kept.map((e) => e.timestamp))).toBeLessThanOrEqual(now)
      await pruneEvents(suite.database, { now, retentionMs: 90 * day, maxRows: 10, maxBytes: 1024 * 1024 })
      kept = await recentEvents(suite.database, 1_000)
      expect(kept).toHaveLength(10)
      expect(kept[0]!.userToken).toBe('p99')
    },
  )
})

describe.each(backends)('search events bounded in bytes on %s', (backend) => {
  const suite = databaseForSuite(backend)

  it.skipIf(!backendAvailable(backend))('keeps the newest events within the byte bound, however few rows that is', async () => {
    const now = Date.parse('2026-11-25T12:00:00Z')
    // The largest events the endpoint takes: twenty record ids of 200 characters each.
    const large = (n: number) => ({
      eventType: 'view' as const,
      eventName: 'Hits viewed',
      index: 'TanStack',
      userToken: `b${n}`,
      objectIDs: Array.from({ length: 20 }, (_, i) => `${'x'.repeat(196)}#${String(i).padStart(2, '0')}`),
    })
    const one = eventsBytes([large(0)])
    expect(one).toBeGreaterThan(4_000)
    for (let n = 0; n < 50; n++) await saveEvents(suite.database, [large(n)], now - (50 - n) * 1000)
    expect(await storedEventsBytes(suite.database)).toBeGreaterThanOrEqual(50 * one * 0.95)

    // A bound of about 20 such events: far under the row bound, which alone would keep all 50.
    await pruneEvents(suite.database, { now, retentionMs: 86_400_000, maxRows: 100_000, maxBytes: 20 * one })
    const kept = await recentEvents(suite.database, 1_000)
    expect(kept.length).toBeGreaterThanOrEqual(19)
    expect(kept.length).toBeLessThanOrEqual(20)
    expect(kept[0]!.userToken).toBe('b49')
    expect(await storedEventsBytes(suite.database)).toBeLessThanOrEqual(20 * one)
  })
})
