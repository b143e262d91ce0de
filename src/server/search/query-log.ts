/**
 * The searches people make, kept in memory (the last `capacity`), for the dashboard's
 * analytics: top queries, queries with no results, and how many searches led to a click.
 * A search counts once, by the text the reader settled on (`settledSearches`): the queries a
 * reader's dialog sends while they type, correct or extend it are the way there, not searches.
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
  /** The dialog's anonymous per-tab token (its `userToken` search parameter), when it sent one. */
  reader?: string
  didYouMean?: string
}

export type QueryAnalytics = {
  topQueries: { query: string; count: number }[]
  noResultQueries: { query: string; count: number; didYouMean?: string }[]
  /** Share of logged searches with at least one click event, 0 to 1; undefined without searches. */
  clickThroughRate?: number
}

/** A reader's next query this soon replaces the one before, whatever its text (typing, a correction). */
export const SETTLE_MS = 3_000
/** A reader's next query this soon still replaces the one before when it extends or shortens it ("pagi" → "paginatio" on a phone). */
export const REFINE_MS = 20_000

/** Whether `next`, sent after `entry`, replaces it: the reader was still on their way to a search. */
function replaces(entry: LoggedQuery, next: LoggedQuery | undefined): boolean {
  if (!next || next.query === entry.query) return false
  const gap = next.at - entry.at
  // Without a reader token (an API client, an older page) only the next query of anyone is known:
  // it replaces this one when it follows at once and extends it.
  if (entry.reader === undefined) return gap < SETTLE_MS && next.query.startsWith(entry.query)
  const refined = next.query.startsWith(entry.query) || entry.query.startsWith(next.query)
  return gap < SETTLE_MS || (refined && gap < REFINE_MS)
}

/**
 * The searches the readers settled on: each query left out that the same reader's next query
 * replaced (see `replaces`); queries of different readers never replace each other.
 */
export function settledSearches(entries: readonly LoggedQuery[]): LoggedQuery[] {
  const nextOfReader = new Map<string, LoggedQuery>()
  const kept: LoggedQuery[] = []
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i]!
    const next = entry.reader === undefined ? entries[i + 1] : nextOfReader.get(entry.reader)
    if (entry.reader !== undefined) nextOfReader.set(entry.reader, entry)
    if (!replaces(entry, next)) kept.push(entry)
  }
  return kept.reverse()
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
    const previous = entry.reader === undefined ? this.entries.at(-1) : this.entries.findLast((other) => other.reader === entry.reader)
    // A query typed on the way to this one found nothing: it was not a search of its own.
    if (previous && previous.nbHits === 0 && replaces(previous, { ...entry, query })) {
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

  /** Drops the queries typed on the way to a search: "ca", "cac" are not searches of their own. */
  private finalQueries(): LoggedQuery[] {
    return settledSearches(this.entries)
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
      return [...counts]
        .map(([query, n]) => ({ query, count: n }))
        .sort((a, b) => b.count - a.count || a.query.localeCompare(b.query))
        .slice(0, limit)
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
