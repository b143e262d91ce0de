import type { Library } from '~/site/types'

export function docsBase(libraryId: string, version: string): string {
  return `/${libraryId}/${version}/docs`
}

/** Where `/{library}/{version}/docs` leads: the library's default doc, or its overview. */
export function defaultDocHref(library: Library, version: string): string {
  return `${docsBase(library.id, version)}/${library.defaultDocs ?? 'overview'}`
}

export function docsRootOf(library: Library): string {
  return library.docsRoot ?? 'docs'
}

/** Repository file of a core doc page: `{docsRoot}/{splat}.md`. */
export function coreDocFile(library: Library, splat: string): string {
  return `${docsRootOf(library)}/${splat.replace(/\/+$/, '')}.md`
}

/**
 * Repository files for a framework page: the framework's own file first, then the
 * framework-agnostic page of the same name (libraries whose docs are not split by framework).
 */
export function frameworkDocFiles(library: Library, framework: string, splat: string): { filePath: string; fallbackPath: string } {
  const page = splat.replace(/\/+$/, '')
  return {
    filePath: `${docsRootOf(library)}/framework/${framework}/${page}.md`,
    fallbackPath: `${docsRootOf(library)}/${page}.md`,
  }
}

export const DOCS_STALE_TIME = 5 * 60_000

/** SPEC §9: browsers revalidate every time, a CDN keeps a page for 5 minutes. */
export const docsCacheHeaders = {
  'Cache-Control': 'public, max-age=0, must-revalidate',
  'CDN-Cache-Control': 'public, max-age=300, stale-while-revalidate=60',
}

/** Headers of a doc page: cacheable, unless it shows the "not available right now" notice (or no doc). */
export function docPageHeaders(doc: { unavailable?: boolean } | null | undefined): Record<string, string> {
  return doc && !doc.unavailable ? docsCacheHeaders : uncachedHeaders
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
