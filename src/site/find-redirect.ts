import { findLibrary, isLibraryId } from './libraries'
import { frameworkDocsRewrite, versionlessDocsRedirect } from './redirects'
import type { RedirectResult } from './types'

/**
 * The site-wide legacy redirect for a requested href: docs paths without a version, the
 * `/docs/{framework}/` rewrite, then the handler of the library named by the first path segment.
 */
export function findSiteRedirect(href: string): RedirectResult {
  const rewritten = versionlessDocsRedirect(href, isLibraryId) ?? frameworkDocsRewrite(href)
  if (rewritten) return rewritten
  const firstSegment = href.split(/[/?#]/)[1] ?? ''
  return findLibrary(firstSegment)?.handleRedirects?.(href)
}
