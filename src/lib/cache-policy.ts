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
 * Headers of a doc page: cacheable, unless it shows the "not available right now" notice (or no
 * doc). The same URL answers Markdown to requests that ask for it, hence `Vary: Accept`.
 */
export function docPageHeaders(doc: { unavailable?: boolean } | null | undefined): Record<string, string> {
  return { ...(doc && !doc.unavailable ? docsCacheHeaders : uncachedHeaders), Vary: 'Accept' }
}

/** For answers that must not be kept by browsers or CDNs (notices of a passing failure). */
export const uncachedHeaders = { 'Cache-Control': 'no-store', 'CDN-Cache-Control': 'no-store' }

/** Headers of a page whose loader found nothing to show (a 404 or a notice): never cached. */
export function loadedPageHeaders(loaded: unknown): Record<string, string> {
  return loaded ? docsCacheHeaders : uncachedHeaders
}
