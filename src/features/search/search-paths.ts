/** Pure helpers of the search dialog (unit-tested). */
import { findLibrary } from '~/site/libraries'
import { frameworkInPath, pageKeyOfHref, withoutFramework } from '~/lib/docs/address'
import { isFrameworkValue } from '~/site/frameworks'
import { MAX_QUERY_LENGTH } from './search-entry'

/** SPEC §2: the first path segment preselects the library, the segment after /framework/ the framework. */
export function preselectedFilters(pathname: string): { library?: string; framework?: string } {
  const segments = pathname.split('/').filter(Boolean)
  const library = segments[0] && findLibrary(segments[0]) ? segments[0] : undefined
  const at = segments.indexOf('framework')
  const candidate = at >= 0 ? segments[at + 1] : undefined
  const framework = candidate && isFrameworkValue(candidate) ? candidate : undefined
  return { library, framework }
}

/** The framework most readers read the docs in: the copy a search shows when the reader has chosen none. */
export const MOST_READ_FRAMEWORK = 'react'

/**
 * The framework whose copy of a page a search shows (sent as an optional filter): the one the
 * reader last chose in the docs, kept by them in localStorage, else the most read one, never
 * whichever framework a library happens to list first. A stored value that is no framework
 * slug (edited by hand, or from an older site) counts as none.
 */
export function searchFrameworkPreference(stored: string | null | undefined): string {
  return stored && /^[a-z][a-z0-9-]{0,39}$/.test(stored) ? stored : MOST_READ_FRAMEWORK
}

/** The framework a result URL belongs to (`…/framework/{fw}/…`), for its badge. */
export function frameworkOfUrl(url: string): string | undefined {
  const framework = frameworkInPath(url)
  return framework && isFrameworkValue(framework) ? framework : undefined
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

/**
 * The ARIA combobox rules (SPEC §4): ArrowDown/ArrowUp move the active result by one, clamped to
 * the list. Home and End jump to the first and last result only when the list has the reader's
 * attention (they moved through it with the arrows) or with Ctrl; while typing they move the
 * caret in the input, so `undefined` leaves them to the browser.
 */
export function nextFocus(key: string, index: number, count: number, listActive = true, ctrl = false): number | undefined {
  if (count === 0) return undefined
  if ((key === 'Home' || key === 'End') && !listActive && !ctrl) return undefined
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
/** SPEC §9: the search state is written to the address this long after the last change. */
export const URL_WRITE_DELAY = 400
/** SPEC §9: arrays read from the address hold at most 100 values (qs's arrayLimit counts from 0). */
export const URL_ARRAY_LIMIT = 99

/** The search state an address carries (written while searching, read when the page opens). */
export type SearchRouteState = { q?: string; library?: string; framework?: string; page?: number }

/** The query-string keys of the search state; the page's other parameters are left alone. */
export const SEARCH_URL_KEYS = ['q', 'library', 'framework', 'page'] as const

type UiState = { query?: string; page?: number; refinementList?: Record<string, string[]> }

/** InstantSearch's state of one index as the address shows it (`?q=…&library=…&framework=…&page=2`). */
export function stateToRoute(ui: UiState | undefined): SearchRouteState {
  if (!ui?.query) return {}
  const route: SearchRouteState = { q: ui.query }
  const library = ui.refinementList?.library?.[0]
  const framework = ui.refinementList?.framework?.[0]
  if (library) route.library = library
  if (framework) route.framework = framework
  // InstantSearch counts pages from 1 in its state; the address does too.
  if (ui.page && ui.page > 1) route.page = ui.page
  return route
}

/** The address's search state as InstantSearch's state of one index; none without a query. */
export function routeToState(route: Record<string, unknown>): UiState | undefined {
  const q = typeof route.q === 'string' ? route.q.slice(0, MAX_QUERY_LENGTH) : ''
  if (!q) return undefined
  const refinementList: Record<string, string[]> = {}
  if (typeof route.library === 'string' && route.library) refinementList.library = [route.library]
  if (typeof route.framework === 'string' && route.framework) refinementList.framework = [route.framework]
  const page = Number(route.page)
  return { query: q, refinementList, ...(Number.isInteger(page) && page > 1 && page <= 1000 ? { page } : {}) }
}

/** Pages a search scoped to one library must find before it stops offering all libraries. */
export const FEW_RESULTS = 3

/** The way out of a scoped search: offered when a library is chosen and it finds few pages. */
export function offersAllLibraries(query: string, refinedLibrary: string | undefined, nbHits: number): boolean {
  return query.trim().length > 0 && refinedLibrary !== undefined && nbHits < FEW_RESULTS
}

/**
 * What tells apart hits whose titles are alike: the library, the framework and the section path
 * of the page (`reference › functions`), for each hit whose title another hit in the list shares.
 */
export function distinguishingLabels(hits: { url: string; hierarchy: { lvl0: string; lvl1: string } }[]): (string | undefined)[] {
  const counts = new Map<string, number>()
  for (const hit of hits) counts.set(hit.hierarchy.lvl1.toLowerCase(), (counts.get(hit.hierarchy.lvl1.toLowerCase()) ?? 0) + 1)
  return hits.map((hit) => {
    if ((counts.get(hit.hierarchy.lvl1.toLowerCase()) ?? 0) < 2) return undefined
    const sections = withoutFramework(pageKeyOfHref(hit.url) ?? '')
      .split('/')
      .slice(0, -1)
    return [hit.hierarchy.lvl0, ...(sections.length ? [sections.join(' › ')] : [])].join(' · ')
  })
}

/**
 * The embedded engine's "Did you mean" for a query that found nothing (a field of the raw answer
 * that Algolia does not send: with the Algolia backend there is none).
 */
export function didYouMeanOf(results: { _rawResults?: readonly unknown[] } | null | undefined): string | undefined {
  const raw = results?._rawResults?.[0]
  const value = raw && typeof raw === 'object' ? (raw as { didYouMean?: unknown }).didYouMean : undefined
  return typeof value === 'string' && value.trim() ? value : undefined
}

export const CONTEXT_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const
export type ContextLevel = (typeof CONTEXT_LEVELS)[number]

type HighlightedLevel = { matchLevel?: string } | undefined
export type ContextHit = {
  hierarchy: { lvl1: string } & Partial<Record<ContextLevel, string | null>>
  _highlightResult?: { hierarchy?: Partial<Record<'lvl1' | ContextLevel, HighlightedLevel>> }
}

const matched = (level: HighlightedLevel) => level?.matchLevel !== undefined && level.matchLevel !== 'none'

/**
 * The one heading a hit shows under its title, the most telling of where the words were found:
 * the deepest heading the query matched; none when the query matched the page's title and no
 * heading below it (the page is the answer: an option's heading under "useQuery" would mislead);
 * else the deepest heading, the section whose text matched.
 */
export function contextLevel(hit: ContextHit): ContextLevel | undefined {
  const levels = CONTEXT_LEVELS.filter((level) => hit.hierarchy[level])
  const highlight = hit._highlightResult?.hierarchy
  const deepestMatched = levels.findLast((level) => matched(highlight?.[level]))
  if (deepestMatched) return deepestMatched
  if (matched(highlight?.lvl1)) return undefined
  return levels.at(-1)
}
