/**
 * The search dialog (SPEC §2 "Search dialog", §4): react-instantsearch against the site's
 * Algolia-compatible endpoint, or a real Algolia application when configured. Loaded lazily.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useLocation, useRouter } from '@tanstack/react-router'
import { liteClient } from 'algoliasearch/lite'
import { Icon } from '~/features/lucide-icon'
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Configure, InstantSearch, useCurrentRefinements, useHits, useInstantSearch, usePagination, useRefinementList, useSearchBox } from 'react-instantsearch'
import { RenamedHint } from '~/features/changes/RenamedHint'
import { history } from 'instantsearch.js/es/lib/routers'
import { QuietErrorBoundary } from '~/features/layout/QuietErrorBoundary'
import { usePublicConfig } from '~/features/layout/usePublicConfig'
import { useSiteName } from '~/features/layout/useSiteName'
import { findLibrary } from '~/site/libraries'
import { FRAMEWORK_STORAGE_KEY } from '~/features/docs/useFrameworkPreference'
import { frameworkDisplay } from '~/site/frameworks'
import { anonymousUserToken, clickEvent, insightsSender, viewEvent, type SearchBackendConfig } from './insights'
import { useSearch } from './search-context'
import { searchInputProps } from './search-entry'
import { Results, type DocHit, type HitEvents, type WayOut } from './SearchResults'
import {
  FACET_LIMIT,
  FACET_SORT,
  PAGINATION_PADDING,
  SEARCH_URL_KEYS,
  STALLED_SEARCH_DELAY,
  URL_ARRAY_LIMIT,
  URL_WRITE_DELAY,
  didYouMeanOf,
  searchFrameworkPreference,
  nextFocus,
  offersAllLibraries,
  ownHostTarget,
  preselectedFilters,
  routeToState,
  stateToRoute,
  type SearchRouteState,
} from './search-paths'

type SearchClient = ReturnType<typeof liteClient>

/** The reader's query of a search call (InstantSearch sends its requests as a list). */
function queryOf(args: unknown[]): string {
  const first = args[0]
  const requests = Array.isArray(first) ? first : (first as { requests?: unknown[] } | undefined)?.requests
  const params = (requests?.[0] as { params?: { query?: unknown } } | undefined)?.params
  return typeof params?.query === 'string' ? params.query : ''
}

/**
 * The search client, wrapped to report which query failed. InstantSearch's own `error` status
 * is reset by the next render (which may come from a cached earlier query), so the dialog keeps
 * its own, tied to the query in the box.
 */
function useSearchClient(onOutcome: (query: string, failed: boolean) => void): SearchClient {
  const config = usePublicConfig()?.search
  return useMemo(() => {
    let client: SearchClient
    if (config?.backend === 'algolia') {
      const timeout = config.timeoutMs ?? 5000
      // Searches are POSTs, which the client times with `write`: all three are bounded.
      const timeouts = { connect: Math.min(2000, timeout), read: timeout, write: timeout }
      const hosts = config.host
        ? [
            {
              url: config.host.replace(/^https?:\/\//, ''),
              accept: 'readWrite' as const,
              protocol: config.host.startsWith('http:') ? ('http' as const) : ('https' as const),
            },
          ]
        : undefined
      client = liteClient(config.appId, config.apiKey, { ...(hosts ? { hosts } : {}), timeouts })
    } else {
      const host = typeof window === 'undefined' ? 'localhost' : window.location.host
      const protocol = typeof window !== 'undefined' && window.location.protocol === 'http:' ? 'http' : 'https'
      client = liteClient(config?.appId ?? 'site', config?.apiKey ?? 'search-only', {
        hosts: [{ url: `${host}/api/search`, accept: 'readWrite', protocol }],
        // SPEC §9: connect 1 s, read 2 s, write 30 s.
        timeouts: { connect: 1000, read: 2000, write: 30_000 },
      })
    }
    const search = client.search.bind(client) as SearchClient['search']
    return {
      ...client,
      search: (async (...args: Parameters<SearchClient['search']>) => {
        try {
          const response = await search(...args)
          onOutcome(queryOf(args), false)
          return response
        } catch (error) {
          onOutcome(queryOf(args), true)
          throw error
        }
      }) as SearchClient['search'],
    }
  }, [config, onOutcome])
}

/** A hit reported only after it stayed on screen this long, so typing does not report every keystroke. */
const VIEW_REPORT_DELAY = 1000

/** Click and view events of the dialog (insights.ts), for the dashboard's click-through rate. */
function useHitEvents(hasQuery: boolean, items: DocHit[], settled: boolean): HitEvents {
  const config = usePublicConfig()
  const index = config?.search.indexName ?? config?.siteName ?? 'TanStack'
  const backend: SearchBackendConfig | undefined = config?.search
  const userToken = useMemo(() => (typeof window === 'undefined' ? '' : anonymousUserToken(window.sessionStorage, () => crypto.randomUUID())), [])
  const send = useMemo(
    () => (typeof window === 'undefined' || !backend ? undefined : insightsSender(backend, window.location.origin, userToken)),
    [backend, userToken],
  )
  const viewed = items.map((hit) => hit.objectID).join(' ')
  useEffect(() => {
    if (!send || !hasQuery || !settled || !viewed) return
    const timer = setTimeout(() => {
      const event = viewEvent({ index, userToken, objectIDs: viewed.split(' '), now: Date.now() })
      if (event) send([event])
    }, VIEW_REPORT_DELAY)
    return () => clearTimeout(timer)
  }, [send, hasQuery, settled, viewed, index, userToken])
  return {
    clicked: (hit) => {
      if (!send) return
      send([clickEvent({ index, userToken, queryID: hit.__queryID, objectID: hit.objectID, position: hit.__position, now: Date.now() })])
    },
  }
}

/** Which ends of a scrolling row have more chips beyond them. */
function useScrollEdges() {
  const ref = useRef<HTMLDivElement>(null)
  const [edges, setEdges] = useState({ start: false, end: false })
  const update = useCallback(() => {
    const el = ref.current
    if (!el) return
    const start = el.scrollLeft > 1
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1
    setEdges((old) => (old.start === start && old.end === end ? old : { start, end }))
  }, [])
  useEffect(() => {
    update()
    const el = ref.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(update)
    observer.observe(el)
    return () => observer.disconnect()
  })
  return { ref, edges, update }
}

/**
 * Always mounted (hidden before a query and in the error state) so the preselected refinement
 * is kept from the start. A row wider than the dialog scrolls: chips never wrap or shrink, they
 * snap to the row's start, and a fade with an arrow shows at each end that has more.
 */
function FilterChips({ attribute, label, hidden }: { attribute: 'library' | 'framework'; label: string; hidden: boolean }) {
  const { items, refine } = useRefinementList({ attribute, limit: FACET_LIMIT, sortBy: FACET_SORT })
  const { ref, edges, update } = useScrollEdges()
  // New facets (the reader typed, or chose a chip) start at the row's start: a kept offset cut
  // the first chip ("React" read "eact").
  const facetsKey = items.map((item) => `${item.value}:${item.count}`).join('|')
  useLayoutEffect(() => {
    if (ref.current) ref.current.scrollLeft = 0
    update()
  }, [facetsKey, hidden, ref, update])
  if (!items.length || hidden) return null
  // Single choice: choosing a chip clears the other one; choosing the chosen one clears it.
  const choose = (value: string) => {
    for (const item of items) if (item.isRefined && item.value !== value) refine(item.value)
    refine(value)
  }
  const scrollBy = (direction: 1 | -1) => ref.current?.scrollBy({ left: direction * ref.current.clientWidth * 0.7, behavior: 'smooth' })
  return (
    <div className="flex items-center gap-2 px-4 py-2 text-xs" role="group" aria-label={label}>
      <span className="shrink-0 font-semibold text-gray-600 dark:text-gray-400">{label}</span>
      <div className="relative min-w-0 flex-1">
        <div
          ref={ref}
          onScroll={update}
          className="flex snap-x snap-mandatory scroll-px-1 gap-2 overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {items.map((item) => {
            // Frameworks are labelled as in the docs, those outside the catalogue included.
            const name = attribute === 'library' ? (findLibrary(item.value)?.name ?? item.label) : frameworkDisplay(item.value).label
            return (
              <button
                key={item.value}
                type="button"
                aria-pressed={item.isRefined}
                onClick={() => choose(item.value)}
                data-facet={attribute}
                data-value={item.value}
                className={`shrink-0 snap-start rounded-full border px-2 py-0.5 whitespace-nowrap ${item.isRefined ? 'border-transparent bg-gray-900 text-white dark:bg-white dark:text-gray-900' : 'border-gray-300 hover:bg-gray-100 dark:border-gray-700 dark:hover:bg-gray-800'}`}
              >
                {name} <span className="opacity-70">{item.count}</span>
              </button>
            )
          })}
        </div>
        {edges.start ? <ScrollFade side="start" onClick={() => scrollBy(-1)} /> : null}
        {edges.end ? <ScrollFade side="end" onClick={() => scrollBy(1)} /> : null}
      </div>
    </div>
  )
}

/** The fade over a chip row's hidden side, with a button that scrolls it that way (mouse only: keys move along the chips). */
function ScrollFade({ side, onClick }: { side: 'start' | 'end'; onClick: () => void }) {
  const placement = side === 'start' ? 'left-0 bg-gradient-to-r justify-start' : 'right-0 bg-gradient-to-l justify-end'
  return (
    <div className={`absolute inset-y-0 flex w-10 items-center from-white from-40% to-transparent dark:from-gray-900 ${placement}`} data-scroll-fade={side}>
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClick}
        className="rounded-full p-0.5 text-gray-500 hover:bg-gray-100 dark:hover:bg-gray-800"
      >
        <Icon name={side === 'start' ? 'chevron-left' : 'chevron-right'} className="h-3.5 w-3.5" />
      </button>
    </div>
  )
}

/** Leaves the chosen library, keeping the query and the framework (one click or Enter). */
function useWayOut(query: string, nbHits: number, searching: boolean): WayOut | undefined {
  const { items: refinements, refine } = useCurrentRefinements({ includedAttributes: ['library'] })
  const library = refinements[0]?.refinements[0]
  if (searching || !offersAllLibraries(query, library ? String(library.value) : undefined, nbHits)) return undefined
  return {
    query,
    run: () => {
      for (const group of refinements) for (const refinement of group.refinements) refine(refinement)
    },
  }
}

/** Always mounted, like the chips: adding or removing a widget sends a search again. */
function Pager({ hidden }: { hidden: boolean }) {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine } = usePagination({ padding: PAGINATION_PADDING })
  if (nbPages <= 1 || hidden) return null
  const button = 'inline-flex h-7 min-w-7 items-center justify-center rounded px-1 text-xs hover:bg-gray-100 disabled:opacity-40 dark:hover:bg-gray-800'
  return (
    <nav aria-label="Search result pages" className="flex items-center justify-center gap-1 border-t border-gray-200 px-4 py-2 dark:border-gray-800">
      <button type="button" className={button} disabled={isFirstPage} onClick={() => refine(0)} aria-label="First page">
        <Icon name="chevrons-left" className="h-4 w-4" aria-hidden="true" />
      </button>
      <button type="button" className={button} disabled={isFirstPage} onClick={() => refine(currentRefinement - 1)} aria-label="Previous page">
        <Icon name="chevron-left" className="h-4 w-4" aria-hidden="true" />
      </button>
      {pages.map((page) => (
        <button
          key={page}
          type="button"
          className={`${button} ${page === currentRefinement ? 'font-bold underline' : ''}`}
          aria-current={page === currentRefinement ? 'page' : undefined}
          onClick={() => refine(page)}
          aria-label={`Page ${page + 1}`}
        >
          {page + 1}
        </button>
      ))}
      <button type="button" className={button} disabled={isLastPage} onClick={() => refine(currentRefinement + 1)} aria-label="Next page">
        <Icon name="chevron-right" className="h-4 w-4" aria-hidden="true" />
      </button>
      <button type="button" className={button} disabled={isLastPage} onClick={() => refine(nbPages - 1)} aria-label="Last page">
        <Icon name="chevrons-right" className="h-4 w-4" aria-hidden="true" />
      </button>
    </nav>
  )
}

function SearchBody({ failedQuery }: { failedQuery: string | null }) {
  const siteName = useSiteName()
  const { query, refine, clear } = useSearchBox()
  // catchError: a failed search (search host down or slow) shows the error state below instead
  // of surfacing as an uncaught exception.
  const { status: searchStatus, results } = useInstantSearch({ catchError: true })
  const { items } = useHits<DocHit>()
  const { close } = useSearch()
  const router = useRouter()
  const listId = useId()
  const [focused, setFocused] = useState(0)
  // Whether the reader moved through the list with the arrows since they last typed: then
  // Home and End move in the list, else the caret in the input (the ARIA combobox pattern).
  const [listActive, setListActive] = useState(false)
  const [value, setValue] = useState(query)
  // After a failure InstantSearch renders the last good results (and their query), so the failure
  // is matched against what the reader typed.
  const status = failedQuery === value && searchStatus !== 'loading' && searchStatus !== 'stalled' ? 'error' : searchStatus
  const inputRef = useRef<HTMLInputElement>(null)
  const searching = status === 'loading' || status === 'stalled'
  const wayOut = useWayOut(value, results?.nbHits ?? 0, searching || status === 'error' || results?.query !== value)
  const didYouMean = searching || status === 'error' || results?.query !== value ? undefined : didYouMeanOf(results)
  const optionCount = items.length + (wayOut ? 1 : 0)

  // A new list (not a repeated answer with the same hits) starts at its first result.
  const hitKey = items.map((hit) => hit.objectID).join(' ')
  useEffect(() => {
    setFocused(0)
    setListActive(false)
  }, [query, hitKey])
  // What the reader typed: after a failed search the search state may hold no query at all.
  const hasQuery = value.trim().length > 0
  const events = useHitEvents(hasQuery, items, status === 'idle')

  const activate = (index: number) => {
    if (status === 'error') return
    if (wayOut && index === items.length) {
      wayOut.run()
      return
    }
    const hit = items[index]
    // In the error state the list behind the message belongs to an earlier query.
    if (!hit) return
    events.clicked(hit)
    const target = ownHostTarget(hit.url, window.location.origin)
    close()
    if (target) void router.navigate({ to: target.to as never, hash: target.hash })
    else window.location.assign(hit.url)
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      activate(focused)
      return
    }
    const next = nextFocus(event.key, focused, status === 'error' ? 0 : optionCount, listActive, event.ctrlKey || event.metaKey)
    if (next === undefined) {
      // Typing or moving the caret gives the input the reader's attention again.
      if (event.key.length === 1 || event.key === 'ArrowLeft' || event.key === 'ArrowRight' || event.key === 'Backspace' || event.key === 'Delete')
        setListActive(false)
      return
    }
    event.preventDefault()
    setFocused(next)
    setListActive(true)
    document.getElementById(`${listId}-${next}`)?.scrollIntoView({ block: 'nearest' })
  }

  return (
    <>
      <div className="flex items-center gap-2 border-b border-gray-200 px-4 dark:border-gray-800">
        <Icon name="search" className="h-5 w-5 shrink-0 text-gray-500" aria-hidden="true" />
        <input
          ref={inputRef}
          {...searchInputProps}
          role="combobox"
          aria-expanded={hasQuery && optionCount > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={hasQuery && optionCount && status !== 'error' ? `${listId}-${focused}` : undefined}
          value={value}
          onChange={(event) => {
            setValue(event.target.value)
            setListActive(false)
            refine(event.target.value)
          }}
          onKeyDown={onKeyDown}
        />
        {value && status !== 'stalled' ? (
          <button
            type="button"
            aria-label="Clear the search"
            onClick={() => {
              setValue('')
              clear()
              inputRef.current?.focus()
            }}
            className="rounded p-1 text-gray-500 hover:bg-gray-100 dark:hover:bg-gray-800"
          >
            <Icon name="x" className="h-4 w-4" aria-hidden="true" />
          </button>
        ) : null}
        <span role="status" aria-live="polite" data-status={status} className="sr-only">
          {status === 'stalled' ? 'Searching…' : status === 'error' ? 'The search failed' : ''}
        </span>
        <Dialog.Close
          className="shrink-0 rounded border border-gray-200 px-1.5 py-0.5 text-xs text-gray-600 hover:bg-gray-100 dark:border-gray-700 dark:text-gray-300 dark:hover:bg-gray-800"
          aria-label="Close search"
        >
          <span aria-hidden="true" className="hidden sm:inline">
            Esc
          </span>
          <span aria-hidden="true" className="sm:hidden">
            Close
          </span>
        </Dialog.Close>
      </div>
      {/* In the error state the chips, counts and pages would be those of an earlier query. */}
      <FilterChips attribute="library" label="Libraries:" hidden={!hasQuery || status === 'error'} />
      <FilterChips attribute="framework" label="Frameworks:" hidden={!hasQuery || status === 'error'} />
      {!hasQuery ? (
        <div className="px-6 py-10 text-center">
          <h2 className="text-lg font-bold">Search {siteName}</h2>
          <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">Start typing to search through our documentation, guides, and more.</p>
        </div>
      ) : status === 'error' ? (
        <p className="px-6 py-8 text-center text-sm text-red-600 dark:text-red-400">The search is not available right now. Please try again.</p>
      ) : (
        <>
          {items.length === 0 && !searching ? (
            <div className="px-6 pt-10 pb-4 text-center">
              <p className="font-semibold">No results found</p>
              {didYouMean ? (
                <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
                  Did you mean{' '}
                  <button
                    type="button"
                    className="rounded font-semibold text-blue-700 underline hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300 dark:hover:text-blue-100"
                    onClick={() => {
                      setValue(didYouMean)
                      setListActive(false)
                      refine(didYouMean)
                      inputRef.current?.focus()
                    }}
                  >
                    {didYouMean}
                  </button>
                  ?
                </p>
              ) : (
                <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">Try adjusting your search or filters to find what you&apos;re looking for.</p>
              )}
            </div>
          ) : null}
          <RenamedHint query={value} />
          {optionCount > 0 ? <Results items={items} listId={listId} focused={focused} setFocused={setFocused} events={events} wayOut={wayOut} /> : null}
        </>
      )}
      <Pager hidden={!hasQuery || status === 'error'} />
    </>
  )
}

/** The framework the reader chose last in the docs (kept by the docs in localStorage). */
function rememberedFramework(): string | null {
  try {
    return window.localStorage.getItem(FRAMEWORK_STORAGE_KEY)
  } catch {
    return null
  }
}

/**
 * The search state in the address (SPEC §9: written 400 ms after the last change, arrays of at
 * most 100 values read back): `?q=…&library=…&framework=…&page=…`, the page's other parameters
 * kept. Written in place of the current history entry, under the router's own state, so the
 * docs page does not re-render for each keystroke; removed when the dialog closes.
 */
function useSearchRouting(indexName: string, session: number) {
  return useMemo(
    () => ({
      router: history<SearchRouteState>({
        writeDelay: URL_WRITE_DELAY,
        cleanUrlOnDispose: true,
        push: (url) => window.history.replaceState(window.history.state, '', url),
        parseURL: ({ qsModule, location }) => qsModule.parse(location.search.slice(1), { arrayLimit: URL_ARRAY_LIMIT }) as SearchRouteState,
        createURL: ({ qsModule, routeState, location }) => {
          const params = qsModule.parse(location.search.slice(1), { arrayLimit: URL_ARRAY_LIMIT }) as Record<string, unknown>
          for (const key of SEARCH_URL_KEYS) delete params[key]
          const search = qsModule.stringify({ ...params, ...routeState })
          return `${location.protocol}//${location.host}${location.pathname}${search ? `?${search}` : ''}${location.hash}`
        },
      }),
      stateMapping: {
        stateToRoute: (ui: Record<string, Parameters<typeof stateToRoute>[0]>) => stateToRoute(ui[indexName]),
        routeToState: (route: SearchRouteState) => {
          const state = routeToState(route)
          return state ? { [indexName]: state } : {}
        },
      },
    }),
    // A new routing per opening, as the InstantSearch it belongs to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [indexName, session],
  )
}

export default function SearchDialog() {
  const { isOpen, close, takeTyped } = useSearch()
  const config = usePublicConfig()
  const pathname = useLocation({ select: (l) => l.pathname })
  const [failedQuery, setFailedQuery] = useState<string | null>(null)
  const onOutcome = useCallback((query: string, failed: boolean) => setFailedQuery((last) => (failed ? query : last === query ? null : last)), [])
  const searchClient = useSearchClient(onOutcome)
  const indexName = config?.search.indexName ?? config?.siteName ?? 'TanStack'
  // The tab's anonymous token, the one its click events carry (the same session entry).
  const userToken = useMemo(() => (typeof window === 'undefined' ? '' : anonymousUserToken(window.sessionStorage, () => crypto.randomUUID())), [])
  // A fresh search each time the dialog opens, preselected from the page being read.
  // The first opening mounts this component already open: that is its session, not a reason to
  // start another one, which would replace the input the reader is typing in (and its focus).
  const [session, setSession] = useState(0)
  const wasOpen = useRef(isOpen)
  useEffect(() => {
    if (isOpen && !wasOpen.current) setSession((n) => n + 1)
    wasOpen.current = isOpen
  }, [isOpen])
  const initialUiState = useMemo(() => {
    const { library, framework } = preselectedFilters(pathname)
    const refinementList: Record<string, string[]> = {}
    if (library) refinementList.library = [library]
    if (framework) refinementList.framework = [framework]
    // What the reader typed in the shell while this code was loading.
    const typed = takeTyped()
    return { [indexName]: { refinementList, ...(typed ? { query: typed } : {}) } }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed per opening
  }, [session, indexName])
  const routing = useSearchRouting(indexName, session)
  // Copies of a page in several frameworks show in the reader's remembered one, else in the most read one.
  const optionalFilters = useMemo(() => {
    if (typeof window === 'undefined') return undefined
    return [`framework:${searchFrameworkPreference(rememberedFramework())}`]
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read per opening
  }, [session])

  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          // Radix focuses the first field with its text selected: what the reader typed in the shell
          // while this code loaded would be replaced by their next letter. The caret goes after it.
          onOpenAutoFocus={(event) => {
            const input = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>('input[role="combobox"]')
            if (!input) return
            event.preventDefault()
            input.focus()
            input.setSelectionRange(input.value.length, input.value.length)
          }}
          // On a phone the dialog is a sheet down to the bottom of the screen; from `sm` a box under the top.
          className="fixed top-0 left-1/2 z-50 mt-0 flex h-dvh w-full max-w-2xl -translate-x-1/2 flex-col overflow-hidden bg-white text-gray-900 shadow-2xl sm:mt-[10dvh] sm:block sm:h-auto sm:rounded-xl dark:bg-gray-900 dark:text-gray-100"
        >
          <Dialog.Title className="sr-only">Search</Dialog.Title>
          {/* Closing the dialog unmounts its content, so the next opening starts afresh. */}
          <QuietErrorBoundary name="search" fallback={<p className="px-6 py-8 text-center text-sm">The search is not available right now.</p>}>
            <InstantSearch
              key={session}
              searchClient={searchClient}
              indexName={indexName}
              initialUiState={initialUiState}
              routing={routing}
              stalledSearchDelay={STALLED_SEARCH_DELAY}
              future={{ preserveSharedStateOnUnmount: true }}
            >
              <Configure
                filters="version:latest"
                // One hit per page (the engine's default, said for an Algolia application too),
                // in the reader's framework.
                distinct
                {...(optionalFilters ? { optionalFilters } : {})}
                hitsPerPage={10}
                clickAnalytics
                // The reader's anonymous tab token: the server counts a search once, as the reader settled on it.
                {...(userToken ? { userToken } : {})}
                // What a hit shows: the section text (up to 4,000 characters a hit) is left on the server.
                attributesToRetrieve={[
                  'hierarchy.lvl0',
                  'hierarchy.lvl1',
                  'hierarchy.lvl2',
                  'hierarchy.lvl3',
                  'hierarchy.lvl4',
                  'hierarchy.lvl5',
                  'hierarchy.lvl6',
                  'url',
                ]}
                // Only the levels the hits show are highlighted; a section's text can be 4,000 characters.
                attributesToHighlight={['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6']}
              />
              <SearchBody failedQuery={failedQuery} />
            </InstantSearch>
          </QuietErrorBoundary>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
