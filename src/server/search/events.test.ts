import { describe, expect, it } from 'vitest'
import { backendAvailable, backends, databaseForSuite } from '../../../tests/support/databases'
import { AlgoliaError } from './algolia-params'
import { parseEventsBody, recentEvents, saveEvents } from './events'

describe('search event bodies', () => {
  it('accepts Algolia Insights events and rejects a malformed one with a 422', () => {
    const events = parseEventsBody({ events: [{ eventType: 'click', eventName: 'Hit clicked', index: 'TanStack', userToken: 'u1', objectIDs: ['a'], positions: [1] }] })
    expect(events).toHaveLength(1)
    expect(() => parseEventsBody({ events: [{ eventType: 'hover' }] })).toThrow(AlgoliaError)
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
          { eventType: 'click', eventName: 'Hit clicked', index: 'TanStack', userToken: 'u1', queryID: 'q1', objectIDs: ['b'], positions: [2], timestamp: base + 5_000 },
        ],
      }),
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
