import { findLibrary } from './libraries'
import { frameworkDocsRewrite } from './redirects'
import type { RedirectResult } from './types'

/**
 * The site-wide legacy redirect for a requested href: the `/docs/{framework}/` rewrite, then
 * the handler of the library named by the first path segment.
 */
export function findSiteRedirect(href: string): RedirectResult {
  const rewritten = frameworkDocsRewrite(href)
  if (rewritten) return rewritten
  const firstSegment = href.split(/[/?#]/)[1] ?? ''
  return findLibrary(firstSegment)?.handleRedirects?.(href)
}
