/**
 * Extension point for the site search. The dashboard's "Search index" and "Search analytics"
 * panels read getSearchStatus() and their "Rebuild" button calls rebuildSearchIndex(). Until
 * search is wired in here, the panels say "Search is not configured". Wiring it is a change
 * to this file only.
 */

export type SearchIndexStatus = {
  /** Records in the index. */
  records: number
  /** When the index was last built (ISO time), if ever. */
  lastBuildAt?: string
  /** How long the last build took, in milliseconds. */
  buildMs?: number
}

export type SearchAnalytics = {
  topQueries: { query: string; count: number }[]
  noResultQueries: { query: string; count: number }[]
  /** Share of searches followed by a click on a result, 0 to 1. */
  clickThroughRate?: number
}

export type SearchStatus = { index: SearchIndexStatus; analytics?: SearchAnalytics }

export class SearchNotAvailableError extends Error {
  constructor() {
    super('Search is not available')
    this.name = 'SearchNotAvailableError'
  }
}

/** The state of the search index and its analytics, or null when the site has no search. */
export async function getSearchStatus(): Promise<SearchStatus | null> {
  return null
}

/** Rebuilds the search index; throws SearchNotAvailableError while the site has no search. */
export async function rebuildSearchIndex(): Promise<void> {
  throw new SearchNotAvailableError()
}
