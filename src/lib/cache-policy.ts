/**
 * How long pages may be kept, and by whom: the headers the routes' `headers()` send (the only
 * writers of a page's Cache-Control) and the same policy for the server functions that load
 * those pages during client navigation. SPEC §9; docs/architecture.md lists every cache.
 */

export const DOCS_STALE_TIME = 5 * 60_000

/** SPEC §9: browsers revalidate every time, a CDN keeps a page for 5 minutes. */
export const docsCacheHeaders = {
  'Cache-Control': 'public, max-age=0, must-revalidate',
  'CDN-Cache-Control': 'public, max-age=300, stale-while-revalidate=60',
}

/**
 * A doc page whose TypeScript blocks are shown plain because their background check has not
 * stored its verdicts yet: a CDN keeps it for seconds, so the checked page (badges, notices,
 * hovers) reaches readers soon after the check lands (docs/features/checked-code.md).
 */
export const PENDING_CHECKS_MAX_AGE_SECONDS = 15

export const pendingChecksHeaders = {
  'Cache-Control': 'public, max-age=0, must-revalidate',
  'CDN-Cache-Control': `public, max-age=${PENDING_CHECKS_MAX_AGE_SECONDS}`,
}

/**
 * Headers of a doc page: cacheable (briefly while its code checks are pending), unless it shows
 * the "not available right now" notice (or no doc). The same URL answers Markdown to requests
 * that ask for it, hence `Vary: Accept`.
 */
export function docPageHeaders(doc: { unavailable?: boolean; checksPending?: boolean } | null | undefined): Record<string, string> {
  const cache = !doc || doc.unavailable ? uncachedHeaders : doc.checksPending ? pendingChecksHeaders : docsCacheHeaders
  return { ...cache, Vary: 'Accept' }
}

/** For answers that must not be kept by browsers or CDNs (notices of a passing failure). */
export const uncachedHeaders = { 'Cache-Control': 'no-store', 'CDN-Cache-Control': 'no-store' }

/** A signed-in person's own answer (sign-in, the dashboard, docs health): kept by no cache, shared or the browser's. */
export const PRIVATE_NO_STORE = 'private, no-store'

/** Headers of a page whose loader found nothing to show (a 404 or a notice): never cached. */
export function loadedPageHeaders(loaded: unknown): Record<string, string> {
  return loaded ? docsCacheHeaders : uncachedHeaders
}
