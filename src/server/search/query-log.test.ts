import { describe, expect, it } from 'vitest'
import { QueryLog } from './query-log'

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
    for (const query of ['pagn', 'pagnai', 'pagnaiton']) log.record({ query, nbHits: 0, queryID: query, at: (at += 100), didYouMean: query === 'pagnaiton' ? 'pagination' : undefined })
    for (let n = 0; n < 20; n++) log.record({ query: `cache ${n}`, nbHits: 4, queryID: `c${n}`, at: (at += 10_000) })
    expect(log.analytics(new Set()).noResultQueries).toEqual([{ query: 'pagnaiton', count: 1, didYouMean: 'pagination' }])
  })
})
