import { describe, expect, it } from 'vitest'
import { QUERY_BUDGET, SearchEngine } from './engine'
import { looksLikeIdentifier, synonymLookup, understandQuery } from './query-understanding'
import { docRecord, docSection } from '../../../tests/support/search-records'
import { acronymsOf } from './synonyms'
import { tokenize } from './text'

const facets = {
  libraries: new Map([
    ['query', 'query'],
    ['table', 'table'],
    ['router', 'router'],
    ['form', 'form'],
  ]),
  frameworks: new Set(['react', 'vue', 'solid']),
}

describe('facet words', () => {
  it('reads a library word at either end of the query as a facet, the rest as text', () => {
    expect(understandQuery('pagination table', facets)).toMatchObject({ library: 'table', words: ['pagination'], facetWords: ['table'] })
    expect(understandQuery('router ssr', facets)).toMatchObject({ library: 'router', words: ['ssr'] })
  })

  it('reads a framework word anywhere as a facet', () => {
    expect(understandQuery('vue query devtools', facets)).toMatchObject({ framework: 'vue', library: 'query', words: ['devtools'] })
    expect(understandQuery('devtools for solid', facets)).toMatchObject({ framework: 'solid', words: ['devtools'] })
  })

  it('keeps a framework named in a comparison as text: it is a side compared', () => {
    expect(understandQuery('router react comparison', facets, undefined, { intent: 'comparison' })).toMatchObject({
      framework: undefined,
      library: 'router',
      words: ['react', 'comparison'],
    })
    expect(understandQuery('router react comparison', facets)).toMatchObject({ framework: 'react' })
  })

  it('keeps the verb of a how-to as text, though it spells a library or a framework', () => {
    const frameworksAndStart = { libraries: new Map([...facets.libraries, ['start', 'start']]), frameworks: facets.frameworks }
    expect(understandQuery('start loading a route when the hovers link', frameworksAndStart, undefined, { verbFirst: true })).toMatchObject({
      library: undefined,
      words: ['start', 'loading', 'route', 'hovers', 'link'],
    })
    expect(understandQuery('react to a field change in vue', facets, undefined, { verbFirst: true })).toMatchObject({
      framework: 'vue',
      words: ['react', 'field', 'change'],
    })
    // Without the mark, the same words open on a facet.
    expect(understandQuery('start loading a route', frameworksAndStart)).toMatchObject({ library: 'start' })
  })

  it('keeps a library word inside a phrase, and a lone word, as text', () => {
    expect(understandQuery('read the url query string', facets)).toMatchObject({ library: undefined, words: ['read', 'url', 'query', 'string'] })
    expect(understandQuery('query', facets)).toMatchObject({ library: undefined, words: ['query'] })
    expect(understandQuery('vue', facets)).toMatchObject({ framework: undefined, words: ['vue'] })
  })
})

describe('word forms', () => {
  it('gives every form of a word the same term, for records and queries alike', () => {
    const [throttling, throttled, throttle] = ['throttling', 'throttled', 'throttle'].map((w) => tokenize(w)[0])
    expect(throttling).toBe(throttle)
    expect(throttled).toBe(throttle)
    expect(tokenize('Hydration')[0]).toBe(tokenize('hydrate')[0])
  })

  it('keeps identifiers whole', () => {
    expect(tokenize('useQueries QueryClient')).toEqual(['usequeries', 'queryclient'])
  })
})

describe('intent', () => {
  it('takes a single camelCase, PascalCase, use… or create… word for an identifier', () => {
    for (const word of ['useQuery', 'QueryClient', 'Outlet', 'createFileRoute', 'usequery', 'createrouter']) expect(looksLikeIdentifier(word), word).toBe(true)
    for (const word of ['throttling', 'debounce', 'user', 'created']) expect(looksLikeIdentifier(word), word).toBe(false)
    expect(understandQuery('useQuery', facets).identifier).toBe(true)
    expect(understandQuery('debounce', facets).identifier).toBe(false)
    expect(understandQuery('useQuery options', facets).identifier).toBe(false)
  })

  it('tells when a query asks about migrating', () => {
    expect(understandQuery('migrate to v5', facets).migration).toBe(true)
    expect(understandQuery('upgrading', facets).migration).toBe(true)
    expect(understandQuery('keepPreviousData', facets).migration).toBe(false)
  })
})

describe('synonyms', () => {
  it('groups a phrase with its synonym, in any word form', () => {
    const lookup = synonymLookup([['infinite scroll', 'infinite queries']])
    const understood = understandQuery('infinite scrolling react', facets, lookup)
    expect(understood.slots).toEqual([{ words: ['infinite', 'scrolling'], alternatives: [['infinite', 'queries']] }])
    expect(synonymLookup([['ssr', 'server rendering']])(['server', 'rendering'])).toEqual([['ssr']])
  })

  it('reads the acronyms the docs spell out', () => {
    expect(acronymsOf('Server-Side Rendering (SSR) is covered, and Incremental Static Regeneration (ISR) too.')).toEqual([
      ['ssr', 'server side rendering'],
      ['isr', 'incremental static regeneration'],
    ])
    expect(acronymsOf('the result (OK) of a query (API)')).toEqual([])
  })
})

const record = docRecord
const section = docSection

describe('the engine applies the rules', () => {
  const engine = SearchEngine.build([
    record('/pacer/latest/docs/reference/functions/throttle', 'throttle', 'Creates a throttled function. throttle(fn, { wait }) throttles calls.', 'pacer'),
    record('/pacer/latest/docs/reference/classes/Throttler', 'Throttler', 'A class that throttles: new Throttler(fn). Throttled calls.', 'pacer'),
    record('/pacer/latest/docs/guides/throttling', 'Throttling Guide', 'Throttling runs a function at most once per interval.', 'pacer'),
    record('/table/latest/docs/guide/pagination', 'Pagination Guide', 'Paginate rows with the pagination state.', 'table'),
    record('/table/latest/docs/api/core/table', 'Table APIs', 'The table instance: pagination, sorting, filtering of the table.', 'table'),
    record(
      '/query/latest/docs/framework/react/guides/paginated-queries',
      'Paginated Queries',
      'Render paginated data: pagination with placeholderData (keepPreviousData before v5).',
    ),
    record(
      '/query/latest/docs/framework/react/guides/migrating-to-v5',
      'Migrating to TanStack Query v5',
      'keepPreviousData was removed. keepPreviousData is now placeholderData. keepPreviousData keepPreviousData.',
    ),
    record('/query/latest/docs/framework/react/guides/infinite-queries', 'Infinite Queries', 'Load more data as the reader scrolls with useInfiniteQuery.'),
    record('/query/latest/docs/framework/react/guides/ssr', 'Server Rendering & Hydration', 'Server Side Rendering (SSR) with prefetching and hydrate.'),
    record('/query/latest/docs/framework/vue/devtools', 'Devtools', 'The devtools for Vue.', 'query', ['vue']),
    record('/query/latest/docs/framework/react/devtools', 'Devtools', 'The devtools for React.', 'query', ['react']),
    record('/router/latest/docs/devtools', 'Devtools', 'The router devtools.', 'router', ['react', 'solid']),
    record('/form/latest/docs/framework/react/guides/validation', 'Form and Field Validation', 'Validate a field on change or on submit.', 'form'),
    record(
      '/form/latest/docs/framework/react/guides/dynamic-validation',
      'Dynamic Validation',
      'Validation that changes: validation rules, validation timing, validating again.',
      'form',
    ),
    section('/query/latest/docs/reference/QueryClient#queryclient-fetchquery', 'QueryClient', 'queryClient.fetchQuery', 'Fetches and caches a query.'),
    record(
      '/query/latest/docs/framework/react/guides/prefetching',
      'Prefetching',
      'Call fetchQuery early: fetchQuery caches, fetchQuery resolves, fetchQuery throws.',
    ),
    record(
      '/query/latest/docs/framework/react/guides/background-fetching-indicators',
      'Background Fetching Indicators',
      'Show that a query is refetching in the background.',
    ),
    section(
      '/query/latest/docs/framework/react/guides/background-fetching-indicators#global',
      'Background Fetching Indicators',
      'Global indicator',
      'A global loading indicator while any query fetches.',
    ),
    record(
      '/query/latest/docs/framework/react/guides/window-focus-refetching',
      'Window Focus Refetching',
      'Show fresh data: refetching when the window is focused again while data is stale.',
    ),
    record('/query/latest/docs/framework/react/guides/parallel-queries', 'Parallel Queries', 'Fetch queries in parallel.'),
    record(
      '/query/latest/docs/framework/react/guides/queries',
      'Queries',
      'Fetch data with several queries, one after the other, with a unique key each time.',
    ),
    record('/router/latest/docs/guide/not-found-errors', 'Not Found Errors', 'When no route matches, the not found component renders.', 'router'),
    record('/router/latest/docs/guide/deployment', 'Deployment', 'Show the page your host serves for a missing file.', 'router'),
    record('/query/latest/docs/framework/vue/reference/useQuery', 'useQuery', 'Returns the result of a query.', 'query', ['vue']),
    record('/query/latest/docs/framework/vue/guides/suspense', 'Suspense', 'Vue suspense with useQuery.', 'query', ['vue']),
  ])
  const latest = [[{ attribute: 'version', value: 'latest', negate: false }]]
  const urls = (query: string) => engine.search({ query, filters: latest, facets: [], distinct: true, limit: 10 }).hits.map((h) => h.record.url)

  it('finds the guide for every form of a concept word before the functions that share its stem', () => {
    for (const query of ['throttling', 'throttled', 'throttle']) expect(urls(query)[0], query).toBe('/pacer/latest/docs/guides/throttling')
  })

  it('finds the reference page for an identifier', () => {
    expect(urls('Throttler')[0]).toBe('/pacer/latest/docs/reference/classes/Throttler')
  })

  it('filters to the library a library word names, and the text to the rest', () => {
    expect(urls('pagination table')).toEqual(['/table/latest/docs/guide/pagination', '/table/latest/docs/api/core/table'])
    expect(urls('vue query devtools')).toEqual(['/query/latest/docs/framework/vue/devtools'])
    expect(urls('router devtools')).toEqual(['/router/latest/docs/devtools'])
  })

  it('keeps migration guides after the page that documents the API, unless the query asks for migration', () => {
    expect(urls('keepPreviousData')[0]).toBe('/query/latest/docs/framework/react/guides/paginated-queries')
    expect(urls('keepPreviousData migration')[0]).toBe('/query/latest/docs/framework/react/guides/migrating-to-v5')
  })

  it('matches the docs’ own phrase for a synonym, and an acronym the docs spell out', () => {
    expect(urls('infinite scroll')[0]).toBe('/query/latest/docs/framework/react/guides/infinite-queries')
    expect(urls('server side rendering')[0]).toBe('/query/latest/docs/framework/react/guides/ssr')
    expect(urls('hydration')[0]).toBe('/query/latest/docs/framework/react/guides/ssr')
  })

  it('finds the page whose path names the concept before a page about a kind of it', () => {
    expect(urls('validating')[0]).toBe('/form/latest/docs/framework/react/guides/validation')
  })

  it('finds a method under its own heading of a reference page before a guide that mentions it more', () => {
    expect(urls('fetchQuery')[0]).toBe('/query/latest/docs/reference/QueryClient#queryclient-fetchquery')
  })

  it('counts the words of a phrase over the sections of a page, and still finds pages that miss one', () => {
    // No section holds every word ("spinner" stands for "indicator"): the page whose sections hold them all comes first.
    const found = urls('show loading spinner while refetching').map((url) => url.split('#')[0])
    expect(found[0]).toBe('/query/latest/docs/framework/react/guides/background-fetching-indicators')
    expect(found).toContain('/query/latest/docs/framework/react/guides/window-focus-refetching')
  })

  it('reads a reader’s everyday words as the docs’ phrase', () => {
    expect(urls('show a 404 page')[0]).toBe('/router/latest/docs/guide/not-found-errors')
    expect(urls('fetch several queries at the same time')[0]).toBe('/query/latest/docs/framework/react/guides/parallel-queries')
  })

  it('reads two words as the identifier the docs document under that name, not one met only in code', () => {
    const joined = SearchEngine.build([
      record('/query/latest/docs/reference/QueryClient', 'QueryClient', 'The client holds the cache.'),
      record(
        '/query/latest/docs/framework/react/guides/background-fetching-indicators',
        'Background Fetching Indicators',
        'Show a loading state while a query is refetching.',
      ),
      record('/query/latest/docs/framework/react/examples/spinner', 'Example', 'function Page() { return <LoadingSpinner /> }'),
    ])
    const first = (query: string) => joined.search({ query, filters: latest, facets: [], distinct: true, limit: 3 }).hits[0]?.record.url
    expect(first('query client')).toBe('/query/latest/docs/reference/QueryClient')
    // "loading spinner" stays two words (the second with its synonym): the example's component is no answer.
    const spinner = joined.search({ query: 'loading spinner', filters: latest, facets: [], distinct: true, limit: 3 }).hits.map((hit) => hit.record.url)
    expect(spinner).toEqual(['/query/latest/docs/framework/react/guides/background-fetching-indicators'])
  })

  it('takes the framework of the chosen chip named again in the query as said already', () => {
    const onVue = engine.search({
      query: 'vue useQuery',
      filters: [...latest, [{ attribute: 'framework', value: 'vue', negate: false }]],
      facets: [],
      distinct: true,
      limit: 10,
    })
    expect(onVue.hits[0]?.record.url).toBe('/query/latest/docs/framework/vue/reference/useQuery')
  })

  it('offers the query spelled as the docs’ titles spell it when nothing is found, only when that finds pages', () => {
    expect(engine.search({ query: 'pagnaiton', filters: latest, facets: [] }).nbHits).toBe(0)
    expect(engine.suggest('pagnaiton', latest)).toBe('pagination')
    expect(engine.suggest('Throtler', latest)).toBe('Throttler')
    // Filtered to a library without such a page: no suggestion rather than one that finds nothing.
    expect(engine.suggest('pagnaiton', [...latest, [{ attribute: 'library', value: 'router', negate: false }]])).toBeUndefined()
    expect(engine.suggest('qwxzkj', latest)).toBeUndefined()
  })

  it('offers the words of a library indexed again, once its new records are in, from every library’s titles', async () => {
    const rebuilt = new SearchEngine()
    await rebuilt.replaceLibrary('query', [record('/query/latest/docs/framework/react/guides/paginated-queries', 'Paginated Queries', 'Pages of results.')])
    await rebuilt.replaceLibrary('router', [record('/router/latest/docs/guide/navigation-blocking', 'Navigation Blocking', 'Ask before leaving.', 'router')])
    expect(rebuilt.suggest('pagnated', latest)).toBe('paginated')
    expect(rebuilt.suggest('navigaton', latest)).toBe('navigation')
    await rebuilt.replaceLibrary('query', [
      record('/query/latest/docs/framework/react/guides/window-focus-refetching', 'Window Focus Refetching', 'Refetch when the window regains focus.'),
    ])
    expect(rebuilt.suggest('refetcing', latest)).toBe('refetching')
    expect(rebuilt.suggest('navigaton', latest)).toBe('navigation')
    // The replaced page's words find nothing now: not offered.
    expect(rebuilt.suggest('pagnated', latest)).toBeUndefined()
  })
})

describe('the work of one query is bounded', () => {
  const words = [
    'query',
    'route',
    'form',
    'field',
    'cache',
    'mutation',
    'server',
    'state',
    'value',
    'error',
    'option',
    'type',
    'data',
    'loader',
    'params',
    'search',
  ]
  // Every record holds every common word and many identifiers that start like them.
  const records = Array.from({ length: 3000 }, (_, n) =>
    record(`/query/latest/docs/guides/page-${n}`, `Page ${n}`, `${words.join(' ')} ${words.map((word) => `${word}Thing${n % 50}`).join(' ')}`),
  )
  const engine = SearchEngine.build(records)
  const latest = [[{ attribute: 'version', value: 'latest', negate: false }]]

  it('walks at most the budget of terms and postings, whatever the 16 words', () => {
    for (const query of [words.join(' '), words.map((word) => word.slice(0, 4)).join(' '), words.map((word) => `${word.slice(0, -1)}x`).join(' ')]) {
      engine.search({ query, filters: latest, facets: ['library'], limit: 100, distinct: true })
      expect(engine.lastQueryCost.postings, query).toBeLessThanOrEqual(QUERY_BUDGET.MAX_POSTINGS)
      expect(engine.lastQueryCost.terms, query).toBeLessThanOrEqual(QUERY_BUDGET.MAX_QUERY_TERMS)
    }
  })

  it('answers a query with an unknown word from the other words, within the same budget', () => {
    const result = engine.search({ query: `${words.slice(0, 15).join(' ')} zqxvwkj`, filters: latest, facets: [], limit: 10, distinct: true })
    expect(result.nbHits).toBeGreaterThan(0)
    expect(engine.lastQueryCost.postings).toBeLessThanOrEqual(QUERY_BUDGET.MAX_POSTINGS)
  })

  it('matches a word too common to walk in full on titles and headings only', () => {
    const many = Array.from({ length: QUERY_BUDGET.MAX_POSTINGS + 500 }, (_, n) =>
      record(`/query/latest/docs/guides/note-${n}`, `Note ${n}`, 'Every note mentions the cache once.'),
    )
    const common = SearchEngine.build([...many, record('/query/latest/docs/guides/caching', 'Caching', 'How data is kept.')])
    const found = common.search({ query: 'cache', filters: latest, facets: [], limit: 10, distinct: true })
    expect(found.hits[0]?.record.url).toBe('/query/latest/docs/guides/caching')
    expect(common.lastQueryCost.postings).toBeLessThanOrEqual(QUERY_BUDGET.MAX_POSTINGS)
  })

  it('spends a small budget on a one- or two-letter prefix', () => {
    for (const query of ['q', 'se']) {
      engine.search({ query, filters: latest, facets: [], limit: 10, distinct: true })
      expect(engine.lastQueryCost.postings, query).toBeLessThanOrEqual(QUERY_BUDGET.SHORT_PREFIX_POSTINGS)
    }
  })
})
