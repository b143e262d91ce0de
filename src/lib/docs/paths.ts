import type { Library } from '~/site/types'

export function docsBase(libraryId: string, version: string): string {
  return `/${libraryId}/${version}/docs`
}

export function docsRootOf(library: Library): string {
  return library.docsRoot ?? 'docs'
}

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

/** Replaces the version segment, or the framework segment, of the current docs path. */
export function switchPath(pathname: string, change: { version?: string; framework?: string }): string {
  const segments = pathname.split('/')
  if (change.version) segments[2] = change.version
  if (change.framework) {
    const index = segments.indexOf('framework', 4)
    if (index > 0 && segments[index + 1]) segments[index + 1] = change.framework
  }
  return segments.join('/')
}
