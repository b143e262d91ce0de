/**
 * Legacy URL tables. Each handler takes a path (with its query string and hash, if any) and
 * returns where it lives now, or undefined. They are pure so they can be tested as tables.
 */
import { docAddressOfPath, frameworkHref, frameworkInPath, withoutFramework } from '~/lib/docs/address'
import type { RedirectResult } from './types'

type SplitHref = { pathname: string; search: URLSearchParams; hash: string }

function splitHref(href: string): SplitHref {
  const url = new URL(href, 'http://site.invalid')
  return { pathname: url.pathname, search: url.searchParams, hash: url.hash }
}

function joinHref(pathname: string, search: URLSearchParams, hash: string): string {
  const query = search.toString()
  return `${pathname}${query ? `?${query}` : ''}${hash}`
}

// Query v3 pages that have no v5 counterpart: they go to the part of the v5 migration guide
// that says what replaced them.
const migrationGuide = frameworkHref('query', 'v5', 'react', 'guides/migrating-to-v5')
const queryV3Removed: Record<string, string> = {
  'reference/setLogger': `${migrationGuide}#the-deprecated-custom-logger-has-been-removed`,
  'guides/custom-logger': `${migrationGuide}#the-deprecated-custom-logger-has-been-removed`,
  'plugins/createWebStoragePersistor': `${migrationGuide}#experimental-fine-grained-storage-persister`,
  'plugins/createAsyncStoragePersistor': `${migrationGuide}#experimental-fine-grained-storage-persister`,
}

/**
 * Query v3 was documented at paths without the framework segment
 * (`/query/v3/guides/queries`, `/query/v3/docs/reference/useQuery`); today those pages live
 * under the React framework docs of the latest version.
 */
export function queryLegacyRedirect(href: string): RedirectResult {
  const { pathname, search, hash } = splitHref(href)
  const match = /^\/query\/v3\/(?:docs\/)?(.+?)\/?$/.exec(pathname)
  if (!match?.[1]) return undefined
  const page = match[1]
  if (page === 'docs' || page.startsWith('framework/') || page === 'framework') return undefined
  const removed = queryV3Removed[page]
  if (removed) return { href: removed }
  search.set('from', 'reactQueryV3')
  return { href: joinHref(frameworkHref('query', 'latest', 'react', page), search, hash) }
}

// Table v7 hooks and pages → their v8 pages.
const tableV7Pages: Record<string, string> = {
  overview: 'introduction',
  installation: 'installation',
  quick_start: 'introduction',
  'quick-start': 'introduction',
  faq: 'faq',
  examples: 'introduction',
  'api/overview': 'api/core/table',
  'api/useTable': 'api/core/table',
  'api/useFilters': 'api/features/column-filtering',
  'api/useGlobalFilter': 'api/features/global-filtering',
  'api/useSortBy': 'api/features/sorting',
  'api/useGroupBy': 'api/features/grouping',
  'api/useExpanded': 'api/features/expanding',
  'api/usePagination': 'api/features/pagination',
  'api/useRowSelect': 'api/features/row-selection',
  'api/useRowState': 'api/core/row',
  'api/useColumnOrder': 'api/features/column-ordering',
  'api/useResizeColumns': 'api/features/column-sizing',
  'api/useBlockLayout': 'guide/column-sizing',
  'api/useAbsoluteLayout': 'guide/column-sizing',
  'api/useFlexLayout': 'guide/column-sizing',
}

export function tableLegacyRedirect(href: string): RedirectResult {
  const { pathname, search, hash } = splitHref(href)
  const match = /^\/table\/v7(?:\/docs)?(?:\/(.*?))?\/?$/.exec(pathname)
  if (!match) return undefined
  const page = match[1] ?? ''
  search.set('from', 'reactTableV7')
  return { href: joinHref(`/table/v8/docs/${tableV7Pages[page] ?? 'introduction'}`, search, hash) }
}

/** Start's docs used to live inside the router docs. */
export function routerToStartRedirect(href: string): RedirectResult {
  const { pathname, search, hash } = splitHref(href)
  const address = docAddressOfPath(pathname)
  if (address?.libraryId !== 'router') return undefined
  const framework = frameworkInPath(pathname)
  const match = framework && /^(start|examples\/start[^/]*)(?:\/(.*))?$/.exec(withoutFramework(address.page))
  if (!match) return undefined
  const [, section, rest = ''] = match
  // The router's `start/` folder is Start's docs root; its Start examples keep their path.
  const page = section === 'start' ? rest : [section, rest].filter(Boolean).join('/')
  return { href: joinHref(frameworkHref('start', 'latest', framework, page).replace(/\/$/, ''), search, hash) }
}

const legacyFrameworkSegments = ['react', 'vue', 'angular', 'svelte', 'solid']

/**
 * `/{library}/{version}/docs/react/guides/x` → `…/docs/framework/react/guides/x` (SPEC §2). The
 * site root has no docs of its own, so a bare `/docs/react/…` is left alone (a 404, not a
 * redirect to one).
 */
export function frameworkDocsRewrite(href: string): RedirectResult {
  const { pathname, search, hash } = splitHref(href)
  const address = docAddressOfPath(pathname)
  const [framework, ...rest] = address?.page.split('/') ?? []
  if (!address || !framework || !legacyFrameworkSegments.includes(framework)) return undefined
  const trailingSlash = pathname.endsWith('/') ? '/' : ''
  const target = frameworkHref(address.libraryId, address.version, framework, rest.join('/')).replace(/\/$/, '')
  return { href: joinHref(`${target}${trailingSlash}`, search, hash) }
}

/** `/{library}/docs/…` (no version) → `/{library}/latest/docs/…`, with the framework rewrite above in the same hop. */
export function versionlessDocsRedirect(href: string, isLibrary: (id: string) => boolean): RedirectResult {
  const { pathname, search, hash } = splitHref(href)
  const match = /^\/([^/]+)\/docs(\/.*)?$/.exec(pathname)
  if (!match?.[1] || !isLibrary(match[1])) return undefined
  const withVersion = joinHref(`/${match[1]}/latest/docs${match[2] ?? ''}`, search, hash)
  return frameworkDocsRewrite(withVersion) ?? { href: withVersion }
}
