import type { PackageDownloads } from '~/lib/stats/downloads'
import { getConfig } from '~/server/config'
import { capPackages, packageNamesOf, parseStatsSearch } from './search-params'
import { getPackageDownloadsFn } from './stats.functions'

/** Downloads fetched on the server for a stats address, by package name. */
export type PrefetchedDownloads = Record<string, PackageDownloads>

/**
 * Fetches the downloads of every package of a stats address, so the server renders the chart's
 * figures and the table instead of a loading state, and the browser starts from them instead of
 * asking again. A package whose downloads cannot be had is left out: the page shows its own
 * notice for it, as when it is asked for in the browser.
 */
export async function prefetchDownloads(rawSearch: unknown): Promise<PrefetchedDownloads> {
  const search = parseStatsSearch(rawSearch)
  // The packages the page shows, no more (STATS_MAX_PACKAGES).
  const shown = capPackages(search, getConfig().STATS_MAX_PACKAGES)
  const names = packageNamesOf(shown)
  const results = await Promise.all(names.map((name) => getPackageDownloadsFn({ data: { package: name, range: search.range } }).catch(() => undefined)))
  return Object.fromEntries(names.flatMap((name, i) => (results[i] ? [[name, results[i]]] : [])))
}
