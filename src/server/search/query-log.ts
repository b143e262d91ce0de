/**
 * The searches people make, kept in memory (the last `capacity`), for the dashboard's
 * analytics: top queries, queries with no results, and how many searches led to a click.
 * Searches typed letter by letter are counted once, by their final text per query id chain.
 * Queries with no results are also counted apart (the `noResultCapacity` most recent distinct
 * ones, with the "Did you mean" offered), so the flood of ordinary searches never pushes out
 * what the docs are missing.
 */
import { LRUCache } from 'lru-cache'

export type LoggedQuery = {
  query: string
  nbHits: number
  queryID: string
  at: number
  /** The library the search was narrowed to, when it was narrowed to one (docs health reads it). */
  library?: string
  didYouMean?: string
}

export type QueryAnalytics = {
  topQueries: { query: string; count: number }[]
  noResultQueries: { query: string; count: number; didYouMean?: string }[]
  /** Share of logged searches with at least one click event, 0 to 1; undefined without searches. */
  clickThroughRate?: number
}

export class QueryLog {
  private readonly entries: LoggedQuery[] = []
  private readonly noResults: LRUCache<string, { count: number; didYouMean?: string }>
  constructor(
    private readonly capacity = 5000,
    noResultCapacity = 1000,
  ) {
    this.noResults = new LRUCache({ max: noResultCapacity })
  }

  record(entry: LoggedQuery) {
    const query = entry.query.trim().toLowerCase()
    if (!query) return
    const previous = this.entries.at(-1)
    // A prefix typed on the way to this query found nothing: it was not a search of its own.
    if (previous && previous.nbHits === 0 && entry.at - previous.at < 3000 && query.startsWith(previous.query) && query !== previous.query) {
      const counted = this.noResults.get(previous.query)
      if (counted && counted.count > 1) counted.count--
      else if (counted) this.noResults.delete(previous.query)
    }
    if (entry.nbHits === 0) {
      const counted = this.noResults.get(query)
      this.noResults.set(query, { count: (counted?.count ?? 0) + 1, didYouMean: entry.didYouMean ?? counted?.didYouMean })
    }
    this.entries.push({ ...entry, query })
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity)
  }

  /** Drops the prefixes typed on the way to a query: "ca", "cac" are not searches of their own. */
  private finalQueries(): LoggedQuery[] {
    return this.entries.filter((entry, i) => {
      const next = this.entries[i + 1]
      return !(next && next.at - entry.at < 3000 && next.query.startsWith(entry.query) && next.query !== entry.query)
    })
  }

  /** The searches narrowed to one library since a time, typed prefixes left out (docs health). */
  searchesOf(library: string, since = 0): LoggedQuery[] {
    return this.finalQueries().filter((entry) => entry.library === library && entry.at >= since)
  }

  analytics(clickedQueryIds: ReadonlySet<string>, limit = 10): QueryAnalytics {
    const searches = this.finalQueries()
    const count = (list: LoggedQuery[]) => {
      const counts = new Map<string, number>()
      for (const entry of list) counts.set(entry.query, (counts.get(entry.query) ?? 0) + 1)
      return [...counts].map(([query, n]) => ({ query, count: n })).sort((a, b) => b.count - a.count || a.query.localeCompare(b.query)).slice(0, limit)
    }
    const clicked = searches.filter((entry) => clickedQueryIds.has(entry.queryID)).length
    return {
      topQueries: count(searches),
      noResultQueries: [...this.noResults.entries()]
        .map(([query, { count: n, didYouMean }]) => ({ query, count: n, ...(didYouMean ? { didYouMean } : {}) }))
        .sort((a, b) => b.count - a.count || a.query.localeCompare(b.query))
        .slice(0, limit),
      clickThroughRate: searches.length ? clicked / searches.length : undefined,
    }
  }
}

export const queryLog = new QueryLog()
