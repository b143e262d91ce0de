/** Pure helpers of the search dialog (unit-tested). */
import { findLibrary } from '~/site/libraries'
import { isFrameworkValue } from '~/site/frameworks'

/** SPEC §2: the first path segment preselects the library, the segment after /framework/ the framework. */
export function preselectedFilters(pathname: string): { library?: string; framework?: string } {
  const segments = pathname.split('/').filter(Boolean)
  const library = segments[0] && findLibrary(segments[0]) ? segments[0] : undefined
  const at = segments.indexOf('framework')
  const candidate = at >= 0 ? segments[at + 1] : undefined
  const framework = candidate && isFrameworkValue(candidate) ? candidate : undefined
  return { library, framework }
}

/** The framework a result URL belongs to (`…/framework/{fw}/…`), for its badge. */
export function frameworkOfUrl(url: string): string | undefined {
  const match = /\/framework\/([^/#?]+)/.exec(url)
  return match && isFrameworkValue(match[1]!) ? match[1] : undefined
}

/** A hit URL on the site's own host as `{ to, hash }` for in-app navigation; undefined for other hosts. */
export function ownHostTarget(url: string, origin: string): { to: string; hash?: string } | undefined {
  let parsed: URL
  try {
    parsed = new URL(url, origin)
  } catch {
    return undefined
  }
  if (parsed.origin !== new URL(origin).origin) return undefined
  return { to: `${parsed.pathname}${parsed.search}`, hash: parsed.hash ? parsed.hash.slice(1) : undefined }
}

/** ArrowDown/ArrowUp move by one clamped to the list, Home/End jump to the ends (SPEC §4). */
export function nextFocus(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined
  switch (key) {
    case 'ArrowDown':
      return Math.min(index + 1, count - 1)
    case 'ArrowUp':
      return Math.max(index - 1, 0)
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}

/** Facet chips: refined first, then count descending, then name ascending (SPEC §7). */
export const FACET_SORT: ('isRefined' | 'count:desc' | 'name:asc')[] = ['isRefined', 'count:desc', 'name:asc']
export const FACET_LIMIT = 50
export const PAGINATION_PADDING = 2
export const STALLED_SEARCH_DELAY = 200
export const PRELOAD_DELAY = 500
export const MAX_QUERY_LENGTH = 512
