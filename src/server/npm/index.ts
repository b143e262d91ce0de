import { getConfig } from '~/server/config'
import { ClientBudget } from '~/server/http/client-budget'
import { getDatabase } from '~/server/db'
import { NpmDownloadsService } from './service'
import { DownloadStore } from './store'
import { defaultRetryOptions, HttpNpmUpstream, NpmUnavailableError, type PackageHit } from './upstream'

let shared: Promise<NpmDownloadsService> | undefined

/** The download service of this server process, over the configured database and npm. */
export function getNpmService(): Promise<NpmDownloadsService> {
  shared ??= getDatabase().then((database) => {
    const config = getConfig()
    return new NpmDownloadsService(new DownloadStore(database), new HttpNpmUpstream(config.NPM_DOWNLOADS_API, config.NPM_REGISTRY, { ...defaultRetryOptions, deadlineMs: config.NPM_TIMEOUT_MS }), {
      refreshSeconds: config.NPM_REFRESH_SECONDS,
    })
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

const searchCache = new Map<string, { at: number; hits: PackageHit[] }>()
const SEARCH_CACHE_MS = 5 * 60_000

/** Package search for the add-package box; a short in-memory cache spares npm repeated keystrokes. */
export async function searchPackages(text: string, size: number): Promise<{ hits: PackageHit[]; error?: string }> {
  const key = `${size}:${text.toLowerCase()}`
  const cached = searchCache.get(key)
  if (cached && Date.now() - cached.at < SEARCH_CACHE_MS) return { hits: cached.hits }
  try {
    const hits = await (await getNpmService()).search(text, size)
    if (searchCache.size > 500) searchCache.clear()
    searchCache.set(key, { at: Date.now(), hits })
    return { hits }
  } catch (error) {
    if (!(error instanceof NpmUnavailableError)) throw error
    return { hits: [], error: 'npm search could not be reached. You can still add a package by its exact name.' }
  }
}

export type { PackageDownloads } from './service'
export type { PackageHit } from './upstream'
