import { getConfig } from '~/server/config'
import { getDatabase } from '~/server/db'
import { recentEvents } from '~/server/search/events'
import { rebuildIndexNow, searchIndexStatus } from '~/server/search/index-store'
import { queryLog } from '~/server/search/query-log'

/**
 * The site search as the dashboard sees it. The dashboard's "Search index" and "Search analytics"
 * panels read getSearchStatus() and their "Rebuild" button calls rebuildSearchIndex(). With
 * Algolia as the backend the index and its analytics live there, and the panels say so.
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
  if (getConfig().SEARCH_BACKEND !== 'embedded') return null
  const [index, events] = await Promise.all([searchIndexStatus(), recentEvents(await getDatabase(), 5000).catch(() => [])])
  const clicked = new Set(events.filter((event) => event.eventType === 'click' && event.queryId).map((event) => event.queryId as string))
  return { index, analytics: queryLog.analytics(clicked) }
}

/** Rebuilds the search index; throws SearchNotAvailableError when search runs elsewhere (Algolia). */
export async function rebuildSearchIndex(): Promise<void> {
  if (getConfig().SEARCH_BACKEND !== 'embedded') throw new SearchNotAvailableError()
  await rebuildIndexNow()
}
