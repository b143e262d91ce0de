import { LRUCache } from 'lru-cache'
import { getConfig } from '~/server/config'
import { ClientBudget } from '~/server/http/client-budget'
import { getDatabase } from '~/server/db'
import type { StatsRange } from '~/lib/stats/ranges'
import { NpmDownloadsService, type PackageDownloads } from './service'
import { DownloadStore } from './store'
import { defaultRetryOptions, HttpNpmUpstream, NpmUnavailableError, type PackageHit } from './upstream'

/** Days after which a package nobody viewed is removed with its daily counts (it is fetched again when next asked for). */
const PACKAGE_UNVIEWED_DAYS = 30

let shared: Promise<NpmDownloadsService> | undefined

/** The download service of this server process, over the configured database and npm. */
export function getNpmService(): Promise<NpmDownloadsService> {
  shared ??= getDatabase().then((database) => {
    const config = getConfig()
    return new NpmDownloadsService(
      new DownloadStore(database),
      new HttpNpmUpstream(config.NPM_DOWNLOADS_API, config.NPM_REGISTRY, { ...defaultRetryOptions, deadlineMs: config.NPM_TIMEOUT_MS }),
      {
        refreshSeconds: config.NPM_REFRESH_SECONDS,
        newPackagesPerMinute: config.NPM_NEW_PACKAGES_PER_MINUTE,
        maxPackages: config.NPM_MAX_PACKAGES,
        unviewedDays: PACKAGE_UNVIEWED_DAYS,
      },
    )
  })
  shared.catch(() => (shared = undefined))
  return shared
}

let budgets: ClientBudget | undefined

/**
 * The npm requests one client may cause per minute (NPM_UPSTREAM_BUDGET_PER_MINUTE): one view
 * with many new packages and a long range could otherwise cost npm a thousand requests.
 */
export function upstreamBudgetFor(client: string): () => boolean {
  budgets ??= new ClientBudget(getConfig().NPM_UPSTREAM_BUDGET_PER_MINUTE, 60_000)
  const shared = budgets
  return () => shared.trySpend(client)
}

/** One package's downloads for one client: its budget of npm requests, the site's budget of new packages (`NpmNewPackagesFullError`). */
export async function packageDownloads(packageName: string, range: StatsRange, client: string): Promise<PackageDownloads> {
  return (await getNpmService()).downloads(packageName, range, upstreamBudgetFor(client))
}

/** Package search answers for 5 minutes: a short cache spares npm repeated keystrokes; typists asking at once share one request. */
const searchCache = new LRUCache<string, PackageHit[], { text: string; size: number }>({
  max: 500,
  ttl: 5 * 60_000,
  // An entry pushed out while it is still being made is finished for those waiting on it, not failed.
  ignoreFetchAbort: true,
  fetchMethod: async (_key, _stale, { context }) => (await getNpmService()).search(context.text, context.size),
})

/** Package search for the add-package box. */
export async function searchPackages(text: string, size: number): Promise<{ hits: PackageHit[]; error?: string }> {
  try {
    const hits = (await searchCache.fetch(`${size}:${text.toLowerCase()}`, { context: { text, size } })) ?? []
    return { hits }
  } catch (error) {
    if (!(error instanceof NpmUnavailableError)) throw error
    return { hits: [], error: 'npm search could not be reached. You can still add a package by its exact name.' }
  }
}

export { NpmNewPackagesFullError, type PackageDownloads } from './service'
export type { PackageHit } from './upstream'
