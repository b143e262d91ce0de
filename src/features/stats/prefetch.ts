import type { QueryClient } from '@tanstack/react-query'
import { getConfig } from '~/server/config'
import { capPackages, packageNamesOf, parseStatsSearch } from './search-params'
import { downloadsQueryOptions } from './useDownloads'

/**
 * Fetches the downloads of every package of a stats address into the query cache, so the
 * server renders the chart's figures and the table instead of a loading state, and the browser
 * starts from them instead of asking again. A package whose downloads cannot be had is left
 * out: the page shows its own notice for it, as when it is asked for in the browser.
 */
export async function prefetchDownloads(queryClient: QueryClient, rawSearch: unknown): Promise<void> {
  const search = parseStatsSearch(rawSearch)
  // The packages the page shows, no more (STATS_MAX_PACKAGES).
  const shown = capPackages(search, getConfig().STATS_MAX_PACKAGES)
  await Promise.all(packageNamesOf(shown).map((name) => queryClient.prefetchQuery(downloadsQueryOptions(name, search.range))))
}
