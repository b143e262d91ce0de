import { describe, expect, it } from 'vitest'
import { QueryLog, settledSearches } from './query-log'

describe('search query log', () => {
  it('counts final queries, not the prefixes typed on the way', () => {
    const log = new QueryLog()
    let at = 0
    for (const query of ['c', 'ca', 'cac', 'cache', 'cache']) log.record({ query, nbHits: 3, queryID: `q${at}`, at: (at += 100) })
    log.record({ query: 'zzz', nbHits: 0, queryID: 'z1', at: (at += 10_000) })
    log.record({ query: 'Cache', nbHits: 2, queryID: 'c2', at: at + 10_000 })
    const analytics = log.analytics(new Set(['c2']))
    expect(analytics.topQueries).toEqual([
      { query: 'cache', count: 3 },
      { query: 'zzz', count: 1 },
    ])
    expect(analytics.noResultQueries).toEqual([{ query: 'zzz', count: 1 }])
    expect(analytics.clickThroughRate).toBeCloseTo(1 / 4)
  })

  it('keeps only the most recent searches and ignores empty ones', () => {
    const log = new QueryLog(2)
    log.record({ query: ' ', nbHits: 0, queryID: 'e', at: 0 })
    for (const [i, query] of ['a', 'b', 'c'].entries()) log.record({ query, nbHits: 1, queryID: query, at: i * 10_000 })
    expect(log.analytics(new Set()).topQueries.map((q) => q.query)).toEqual(['b', 'c'])
    expect(new QueryLog().analytics(new Set()).clickThroughRate).toBeUndefined()
  })

  it('keeps the queries that found nothing, with the suggestion offered, past the searches that push out the rest', () => {
    const log = new QueryLog(3)
    let at = 0
    // Typed letter by letter: only the final query counts as a search with no results.
    for (const query of ['pagn', 'pagnai', 'pagnaiton'])
      log.record({ query, nbHits: 0, queryID: query, at: (at += 100), didYouMean: query === 'pagnaiton' ? 'pagination' : undefined })
    for (let n = 0; n < 20; n++) log.record({ query: `cache ${n}`, nbHits: 4, queryID: `c${n}`, at: (at += 10_000) })
    expect(log.analytics(new Set()).noResultQueries).toEqual([{ query: 'pagnaiton', count: 1, didYouMean: 'pagination' }])
  })
})

describe('the searches readers settled on', () => {
  const at = (seconds: number) => seconds * 1000

  it('counts one search per reader however slowly they typed it on a phone, and the one a correction led to', () => {
    const log = new QueryLog()
    for (const [query, second] of [
      ['pa', 0],
      ['pagi', 4],
      ['paginatio', 9],
      ['pagination', 14],
    ] as const)
      log.record({ query, nbHits: 2, queryID: query, at: at(second), reader: 'anonymous-a' })
    // A typo corrected within a moment: not a prefix, still on the way.
    for (const [query, second] of [
      ['stael', 100],
      ['stale', 101],
    ] as const)
      log.record({ query, nbHits: query === 'stale' ? 3 : 0, queryID: query, at: at(second), reader: 'anonymous-a' })
    expect(log.searchesOf('query').length).toBe(0)
    expect(log.analytics(new Set()).topQueries).toEqual([
      { query: 'pagination', count: 1 },
      { query: 'stale', count: 1 },
    ])
    expect(log.analytics(new Set()).noResultQueries).toEqual([])
  })

  it('never lets one reader’s query replace another’s, typed at the same moment', () => {
    const log = new QueryLog()
    log.record({ query: 'cache', nbHits: 2, queryID: 'a1', at: at(0), reader: 'anonymous-a' })
    log.record({ query: 'caches', nbHits: 2, queryID: 'b1', at: at(1), reader: 'anonymous-b' })
    log.record({ query: 'mutations', nbHits: 2, queryID: 'a2', at: at(60), reader: 'anonymous-a' })
    expect(
      log
        .analytics(new Set())
        .topQueries.map((q) => q.query)
        .sort(),
    ).toEqual(['cache', 'caches', 'mutations'])
  })

  it('keeps a later, different search by the same reader as a search of its own', () => {
    const log = new QueryLog()
    log.record({ query: 'cache', nbHits: 2, queryID: 'a1', at: at(0), reader: 'anonymous-a' })
    log.record({ query: 'mutations', nbHits: 2, queryID: 'a2', at: at(8), reader: 'anonymous-a' })
    expect(log.analytics(new Set()).topQueries.map((q) => q.query)).toEqual(['cache', 'mutations'])
  })
})

describe('settledSearches', () => {
  it('keeps the order of the searches it keeps', () => {
    const entries = [
      { query: 'a', nbHits: 1, queryID: '1', at: 0, reader: 'r' },
      { query: 'ab', nbHits: 1, queryID: '2', at: 500, reader: 'r' },
      { query: 'x', nbHits: 1, queryID: '3', at: 60_000, reader: 'r' },
    ]
    expect(settledSearches(entries).map((e) => e.query)).toEqual(['ab', 'x'])
  })
})
