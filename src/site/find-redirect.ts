import { isLibraryId } from './libraries'
import { frameworkDocsRewrite, queryLegacyRedirect, routerToStartRedirect, tableLegacyRedirect, versionlessDocsRedirect } from './redirects'
import type { LibraryId, RedirectResult } from './types'

/**
 * The libraries that send their own legacy paths elsewhere before the landing page renders. Kept
 * beside the tables, not in the catalogue: the catalogue is in every page's first load, the
 * tables only on the server and, in the browser, with the first link followed in doc text
 * (`legacy-links.ts`).
 */
const libraryRedirects: Partial<Record<LibraryId, (href: string) => RedirectResult>> = {
  query: queryLegacyRedirect,
  table: tableLegacyRedirect,
  router: routerToStartRedirect,
}

/**
 * The site-wide legacy redirect for a requested href: docs paths without a version, the
 * `/docs/{framework}/` rewrite, then the handler of the library named by the first path segment.
 */
export function findSiteRedirect(href: string): RedirectResult {
  const rewritten = versionlessDocsRedirect(href, isLibraryId) ?? frameworkDocsRewrite(href)
  if (rewritten) return rewritten
  const firstSegment = href.split(/[/?#]/)[1] ?? ''
  return isLibraryId(firstSegment) ? libraryRedirects[firstSegment]?.(href) : undefined
}
