import type { PackageDownloads } from '~/lib/stats/downloads'
import { clientAddress } from '~/server/auth/request'
import { packageDownloads } from '~/server/npm'
import { capPackages, MAX_PACKAGES_PER_VIEW, packageNamesOf, parseStatsSearch } from './search-params'

/** Downloads fetched on the server for a stats address, by package name. */
export type PrefetchedDownloads = Record<string, PackageDownloads>

/**
 * Fetches the downloads of every package of a stats address, so the server renders the chart's
 * figures and the table instead of a loading state, and the browser starts from them instead of
 * asking again. A package whose downloads cannot be had is left out: the page shows its own
 * notice for it, as when it is asked for in the browser. The service is called directly, not
 * through the server function, so a refused package (429) does not become the page's status.
 */
export async function prefetchDownloads(rawSearch: unknown): Promise<PrefetchedDownloads> {
  const search = parseStatsSearch(rawSearch)
  // The packages the page shows, no more.
  const shown = capPackages(search, MAX_PACKAGES_PER_VIEW)
  const names = packageNamesOf(shown)
  const client = clientAddress()
  const results = await Promise.all(names.map((name) => packageDownloads(name, search.range, client).catch(() => undefined)))
  return Object.fromEntries(names.flatMap((name, i) => (results[i] ? [[name, results[i]]] : [])))
}
