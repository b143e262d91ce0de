/** A question's intent, read by `readQuestion`, ranks the pages that answer its kind of question first: on a real engine. */
import { describe, expect, it } from 'vitest'
import { SearchEngine } from './engine'
import { knownMessage } from './error-messages'
import { docRecord, docSection } from '../../../tests/support/search-records'

const page = (url: string, title: string, content: string, library = 'query') => docRecord(url, title, content, library)

const q = '/query/latest/docs/framework/react'
const engine = SearchEngine.build([
  page(`${q}/reference/useQuery`, 'useQuery', 'useQuery options: staleTime, gcTime and refetch settings of a query, cache time of data.'),
  page(`${q}/guides/caching`, 'Caching Examples', 'How staleTime and gcTime decide the cache time of data; data turns stale.'),
  page(`${q}/comparison`, 'Comparison | React Query vs SWR vs Apollo', 'A table of features of React Query, SWR and Apollo side by side.'),
  page(`${q}/guides/queries`, 'Queries', 'Queries fetch data; swr users know stale while revalidate.'),
  page(`${q}/guides/debugging`, 'Debugging', 'Why a query refetches all the time: the devtools show each refetch of the query.'),
  page(`${q}/guides/window-focus`, 'Window Focus', 'A query refetches on mount, on focus and on reconnect, all the time.'),
  page(`${q}/reference/QueryClientProvider`, 'QueryClientProvider', 'Connects and provides a QueryClient to your application.'),
  page(`${q}/reference/QueryClient`, 'QueryClient', 'The QueryClient can be used to interact with a cache; set one per app.'),
  page(
    '/pacer/latest/docs/guides/debouncing',
    'Debouncing Guide',
    'The Debouncer class waits until calls stop; a debouncer class instance per input.',
    'pacer',
  ),
  page('/pacer/latest/docs/reference/debouncer', 'Debouncer', 'A class that debounces a function.', 'pacer'),
  page('/ranger/latest/docs/guides/steps', 'Steps', 'The ranger hook takes steps; pass steps to the hook.', 'ranger'),
  page('/ranger/latest/docs/reference/use-ranger', 'useRanger', 'The hook of a range input.', 'ranger'),
  // Each says both sides; one is named after one of them (the comparison rule alone puts the other first).
  page(
    '/router/latest/docs/guide/automatic-code-splitting',
    'Automatic Code Splitting',
    'Automatic code splitting splits each route file for you, instead of manual lazy routes.',
    'router',
  ),
  page(
    '/router/latest/docs/guide/code-splitting',
    'Code Splitting',
    'Two ways to split code: automatic, by the bundler plugin, or manual lazy routes with createLazyFileRoute.',
    'router',
  ),
])
engine.replaceMessages('query', [knownMessage('No QueryClient set, use QueryClientProvider to set one', '@tanstack/react-query')])
/** The address of the first page an engine finds for a query, with no filter, one hit per page. */
const firstUrl = (pages: SearchEngine, query: string) => pages.search({ query, filters: [], facets: [], distinct: true, limit: 3 }).hits[0]?.record.url
const first = (query: string) => firstUrl(engine, query)

describe('question intents on the engine', () => {
  it('answers a how-to with the guide before the reference that shares its words', () => {
    expect(first('how do I set the cache time of data with staleTime and gcTime')).toBe(`${q}/guides/caching`)
  })

  it('answers a comparison with the page that compares', () => {
    expect(first('react query or swr, which one should I use')).toBe(`${q}/comparison`)
  })

  it('answers a comparison with the page that weighs both sides, not the page named after one', () => {
    expect(first('automatic code splitting or manual lazy routes')).toBe('/router/latest/docs/guide/code-splitting')
    // Asked for alone, the page named after it.
    expect(first('automatic code splitting')).toBe('/router/latest/docs/guide/automatic-code-splitting')
  })

  it('answers "what is" with the reference of the API its words name written as one', () => {
    expect(first('what does the query client do')).toBe(`${q}/reference/QueryClient`)
  })

  it('answers a question naming an API by its kind ("the debouncer class", "the ranger hook") with its reference', () => {
    expect(first('what is the debouncer class')).toBe('/pacer/latest/docs/reference/debouncer')
    expect(first('how do I use the ranger hook')).toBe('/ranger/latest/docs/reference/use-ranger')
  })

  it('answers troubleshooting with the debugging page', () => {
    expect(first('why does my query refetch all the time')).toBe(`${q}/guides/debugging`)
  })

  it('answers a pasted message with the page of the API it names, and says which package prints it', () => {
    const result = engine.search({
      query: 'Uncaught Error: No QueryClient set, use QueryClientProvider to set one at useQueryClient (QueryClientProvider.tsx:18:11)',
      filters: [],
      facets: [],
      distinct: true,
      limit: 3,
    })
    expect(result.hits[0]?.record.url).toBe(`${q}/reference/QueryClientProvider`)
    expect(result.printedBy).toEqual({ library: 'query', packages: ['@tanstack/react-query'], text: 'No QueryClient set, use QueryClientProvider to set one' })
  })

  it('answers a pasted message with the page of the API that prints it (tuning: "`fieldContext` only works when within a `fieldComponent`")', () => {
    const message = '`fieldContext` only works when within a `fieldComponent` passed to `createFormHook`'
    const firstFor = (thrower: string | undefined) => {
      const forms = SearchEngine.build([
        // Both hold most of a message's words; only the composition guide documents the hook that prints it.
        page(
          '/form/latest/docs/framework/react/guides/form-groups',
          'Form Groups',
          'Each fieldComponent passed to createFormHook works in its form group; a fieldComponent of a group, a fieldComponent of a form.',
          'form',
        ),
        page(
          '/form/latest/docs/framework/react/guides/form-composition',
          'Form Composition',
          'Pre-bound field components call useFieldContext, which works within a fieldComponent made by createFormHook.',
          'form',
        ),
        page(`${q}/guides/queries`, 'Queries', 'Queries fetch data.'),
      ])
      forms.replaceMessages('form', [knownMessage(message, '@tanstack/react-form', thrower)])
      const result = forms.search({ query: message, filters: [], facets: [], distinct: true, limit: 3 })
      expect(result.printedBy?.api).toBe(thrower)
      return result.hits[0]?.record.url
    }
    expect(firstFor('useFieldContext')).toBe('/form/latest/docs/framework/react/guides/form-composition')
    // Without the API that prints it, the page that holds more of the message's words comes first.
    expect(firstFor(undefined)).toBe('/form/latest/docs/framework/react/guides/form-groups')
  })

  it('leaves keywords to the keyword ranking (the reference of an identifier first)', () => {
    expect(first('useQuery')).toBe(`${q}/reference/useQuery`)
    expect(engine.search({ query: 'useQuery', filters: [], facets: [] }).printedBy).toBeUndefined()
  })
})

describe('a how-to on the engine', () => {
  const guides = '/query/latest/docs/framework/react/guides'
  const howTo = SearchEngine.build([
    page(
      `${guides}/disabling-queries`,
      'Disabling/Pausing Queries',
      'If you ever want to disable a query from automatically running, use the enabled = false option.',
    ),
    docSection(
      `${guides}/polling#adapting-the-interval`,
      'Polling',
      'Adapting the interval to query state',
      'Pass a function to stop polling once the query is done: return false and the query stops running the interval, so polling stops automatically.',
    ),
    page(`${guides}/polling`, 'Polling', 'refetchInterval makes a query refetch on an interval.'),
    page('/ranger/latest/docs/framework/react/overview', 'Overview', 'React Ranger exposes a single hook for range inputs.', 'ranger'),
    page('/ranger/latest/docs/reference/use-ranger', 'useRanger', 'Options: the values, the min and max, the steps of the track.', 'ranger'),
  ])
  const top = (query: string) => firstUrl(howTo, query)

  it('answers with the top of the page that is about it, before a section deep in another (tuning: "stop a query from running automatically")', () => {
    expect(top('how do I stop a query from running automatically')).toBe(`${guides}/disabling-queries`)
  })

  it('finds the API a kind word names though its page never says the kind (tuning: "how do I use the ranger hook in react")', () => {
    expect(top('how do I use the ranger hook in react')).toBe('/ranger/latest/docs/reference/use-ranger')
  })
})

describe('a question on the engine, by the share of a page name it holds', () => {
  const router = '/router/latest/docs'
  const pages = SearchEngine.build([
    docSection(
      `${router}/how-to/navigate-with-search-params#programmatic-navigation`,
      'How to Navigate with Search Parameters',
      'Programmatic Navigation',
      'Call useNavigate to navigate programmatically, for example after a form submit changes the search parameters.',
      'router',
    ),
    docSection(
      `${router}/guide/navigation#usenavigate`,
      'Navigation',
      'useNavigate',
      'The navigate function moves to a route programmatically, for example after a form submit.',
      'router',
    ),
  ])
  const top = (query: string) => firstUrl(pages, query)

  it('answers with the page whose whole name the question holds, before the page it names a third of (tuning: "navigate programmatically after a form submit")', () => {
    expect(top('how to navigate programmatically after a form submit')).toBe(`${router}/guide/navigation#usenavigate`)
  })

  it('leaves keywords to the keyword ranking: the section whose heading they are', () => {
    expect(top('programmatic navigation search parameters')).toBe(`${router}/how-to/navigate-with-search-params#programmatic-navigation`)
  })
})

describe('a framework named in a comparison', () => {
  const pages = SearchEngine.build([
    docRecord(
      '/router/latest/docs/comparison',
      'Comparison | TanStack Router vs React Router',
      'How TanStack Router compares with React Router, feature by feature.',
      'router',
      [],
    ),
    docRecord(
      '/start/latest/docs/framework/react/comparison',
      'Comparison',
      'TanStack Start compared with Next.js and with a router such as React Router.',
      'start',
    ),
    docRecord('/router/latest/docs/guide/navigation', 'Navigation', 'The router navigates between routes.', 'router', []),
  ])
  const top = (query: string) => firstUrl(pages, query)

  it('a framework named in a comparison is a side of it, not a filter: "react router" is the other product, and the library named stays the facet', () => {
    expect(top('tanstack router vs react router')).toBe('/router/latest/docs/comparison')
    expect(top('tanstack router or react router, how do they compare')).toBe('/router/latest/docs/comparison')
  })
})
