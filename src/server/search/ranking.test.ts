import { describe, expect, it } from 'vitest'
import { SearchEngine } from './engine'
import { apiIdentifierOf, copyPreference, identifierPartsOf, nameShare, pageKeyOf, pageKindOf, urlFramework } from './ranking'
import type { SearchRecord } from './records'
import { queryTerms, stem, tokenize } from './text'

function record(url: string, title: string, framework: string[], content = `${title} explained.`, library = 'query'): SearchRecord {
  return {
    objectID: url,
    url,
    hierarchy: { lvl0: 'Query', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    library,
    framework,
    version: 'latest',
    position: 0,
  }
}

describe('page facts', () => {
  it('keys the framework copies of a page alike, without the anchor', () => {
    expect(pageKeyOf('/query/latest/docs/framework/react/guides/caching#basic')).toBe('/query/latest/docs/guides/caching')
    expect(pageKeyOf('/query/latest/docs/framework/vue/guides/caching')).toBe('/query/latest/docs/guides/caching')
    expect(pageKeyOf('/query/latest/docs/guides/caching')).toBe('/query/latest/docs/guides/caching')
    expect(urlFramework('/query/latest/docs/framework/vue/guides/caching#x')).toBe('vue')
    expect(urlFramework('/query/latest/docs/guides/caching')).toBeNull()
  })

  it.each(
    Object.entries({
      reference: ['/router/latest/docs/api/router/createFileRouteFunction', '/query/latest/docs/framework/react/reference/useQuery'],
      guide: ['/query/latest/docs/framework/react/guides/caching'],
      aside: ['/router/latest/docs/eslint/create-route-property-order', '/router/latest/docs/how-to/drafts/x.draft'],
      page: ['/query/latest/docs/framework/react/overview'],
    }),
  )('tells a %s page by its URL', (kind, urls) => {
    for (const url of urls) expect(pageKindOf(url), url).toBe(kind)
  })

  it('reads the API a reference page documents from its title', () => {
    expect(apiIdentifierOf('createFileRoute function', 'reference')).toBe('createfileroute')
    expect(apiIdentifierOf('useQuery', 'reference')).toBe('usequery')
    expect(apiIdentifierOf('debounce', 'reference')).toBe(tokenize('debounce')[0])
    expect(apiIdentifierOf('Caching Examples', 'guide')).toBeNull()
  })

  it('prefers the reader’s framework, then the neutral page, then the library’s first framework', () => {
    expect(copyPreference('vue', 'vue', 'react')).toBeGreaterThan(copyPreference(null, 'vue', 'react'))
    expect(copyPreference(null, 'vue', 'react')).toBeGreaterThan(copyPreference('react', 'vue', 'react'))
    expect(copyPreference('react', 'vue', 'react')).toBeGreaterThan(copyPreference('solid', 'vue', 'react'))
  })
})

describe('terms', () => {
  it('stems plain words and keeps identifiers whole', () => {
    expect(stem('queries')).toBe(stem('query'))
    expect(stem('disabling')).toBe(stem('disable'))
    expect(tokenize('Disabling Queries')).toEqual([stem('disabling'), stem('query')])
    expect(tokenize('useQueries useQuery QueryClient')).toEqual(['usequeries', 'usequery', 'queryclient'])
  })

  it('drops stop words from a query unless nothing else is left', () => {
    expect(queryTerms('how do I disable a query')).toEqual([stem('disable'), stem('query')])
    expect(queryTerms('the')).toEqual(['the'])
  })
})

describe('ranking', () => {
  const engine = SearchEngine.build([
    record('/query/latest/docs/framework/react/reference/useQuery', 'useQuery', ['react'], 'const result = useQuery({ queryKey, queryFn })'),
    record('/query/latest/docs/framework/solid/reference/useQuery', 'useQuery', ['solid'], 'const result = useQuery(() => options)'),
    record('/query/latest/docs/framework/react/guides/queries', 'Queries', ['react'], 'Call useQuery with a unique key. useQuery useQuery useQuery.'),
    record('/query/latest/docs/framework/vue/guides/queries', 'Queries', ['vue'], 'Call useQuery with a unique key. useQuery useQuery useQuery.'),
    record(
      '/query/latest/docs/eslint/no-rest-destructuring',
      'Disallow rest destructuring',
      ['react', 'solid', 'vue'],
      'useQuery useQuery useQuery useQuery useQuery',
    ),
    record('/query/latest/docs/framework/react/guides/optimistic-updates', 'Optimistic Updates', ['react'], 'Update the cache before the mutation ends.'),
    record('/query/latest/docs/framework/react/reference/useMutation', 'useMutation', ['react'], 'Optimistic updates are described in the guide.'),
  ])
  const latest = [[{ attribute: 'version', value: 'latest', negate: false }]]
  const urls = (query: string, prefer?: string) =>
    engine.search({ query, filters: latest, facets: ['framework'], distinct: true, prefer, limit: 10 }).hits.map((h) => h.record.url)

  it('ranks an API’s reference first for its identifier, in the library’s first framework', () => {
    expect(urls('useQuery')[0]).toBe('/query/latest/docs/framework/react/reference/useQuery')
    // With a typo and while being typed.
    expect(urls('useQuerry')[0]).toBe('/query/latest/docs/framework/react/reference/useQuery')
    expect(urls('useQue')[0]).toBe('/query/latest/docs/framework/react/reference/useQuery')
  })

  it('tells apart two APIs whose names differ only by case, by the case typed', () => {
    const cased = SearchEngine.build([
      record('/form/latest/docs/reference/interfaces/FormOptions', 'FormOptions', ['react'], 'The options of a form.', 'form'),
      record('/form/latest/docs/reference/functions/formOptions', 'formOptions', ['react'], 'Shares options between forms.', 'form'),
    ])
    const first = (query: string) => cased.search({ query, filters: latest, facets: [], distinct: true, limit: 2 }).hits[0]?.record.url
    expect(first('formOptions')).toBe('/form/latest/docs/reference/functions/formOptions')
    expect(first('FormOptions')).toBe('/form/latest/docs/reference/interfaces/FormOptions')
  })

  it('ranks a page whose title names an identifier’s words above a page that only mentions it', () => {
    const named = SearchEngine.build([
      record(
        '/query/latest/docs/framework/react/guides/initial-query-data',
        'Initial Query Data',
        ['react'],
        'Unlike placeholderData, initialData is kept in the cache. placeholderData placeholderData.',
      ),
      record(
        '/query/latest/docs/framework/react/guides/placeholder-query-data',
        'Placeholder Query Data',
        ['react'],
        'Pass placeholderData to show something while the query loads.',
      ),
    ])
    const first = (query: string) => named.search({ query, filters: latest, facets: [], distinct: true, limit: 2 }).hits[0]?.record.url
    expect(first('placeholderData')).toBe('/query/latest/docs/framework/react/guides/placeholder-query-data')
    expect(identifierPartsOf('placeholderData')).toEqual(['placehold', 'data'])
    expect(identifierPartsOf('HTMLElement')).toEqual(['html', 'element'])
  })

  it('ranks the reader’s framework’s reference section for an identifier above pages named after it in other frameworks only', () => {
    // Preact's and Svelte's generated references have a page per export; React documents it under a heading of one page.
    const section = (url: string, title: string, heading: string, content: string): SearchRecord => ({
      ...record(url, title, ['react'], content),
      hierarchy: { lvl0: 'Query', lvl1: title, lvl2: heading, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    })
    const split = SearchEngine.build([
      section(
        '/query/latest/docs/framework/react/reference/hydration#hydrationboundary',
        'hydration',
        'HydrationBoundary',
        'import { HydrationBoundary } from "@tanstack/react-query". HydrationBoundary adds a previously dehydrated state into the queryClient. <HydrationBoundary state={dehydratedState}>',
      ),
      record(
        '/query/latest/docs/framework/react/reference/hydration',
        'hydration',
        ['react'],
        'Functions to move a cache between the server and the client: dehydrate, hydrate.',
      ),
      ...['caching', 'queries', 'mutations', 'ssr', 'prefetching', 'testing'].map((name) =>
        record(`/query/latest/docs/framework/react/guides/${name}`, name, ['react'], `How ${name} works.`),
      ),
      record('/query/latest/docs/framework/svelte/reference/type-aliases/HydrationBoundary', 'HydrationBoundary', ['svelte'], 'Defined in types.ts.'),
      record('/query/latest/docs/framework/svelte/reference/variables/HydrationBoundary', 'HydrationBoundary', ['svelte'], 'Defined in index.ts.'),
      record(
        '/query/latest/docs/framework/preact/reference/functions/HydrationBoundary',
        'HydrationBoundary',
        ['preact'],
        'Defined in HydrationBoundary.tsx. Parameters: props.',
      ),
    ])
    const pages = (prefer?: string) =>
      split
        .search({ query: 'HydrationBoundary', filters: latest, facets: [], distinct: true, prefer, limit: 4 })
        .hits.map((hit) => hit.record.url.split('#')[0])
    expect(pages()[0]).toBe('/query/latest/docs/framework/react/reference/hydration')
    expect(pages()).toHaveLength(4)
    // A reader who chose Preact gets its page first.
    expect(pages('preact')[0]).toBe('/query/latest/docs/framework/preact/reference/functions/HydrationBoundary')
  })

  it('collapses the framework copies of a page into one hit, shown in the preferred framework', () => {
    const all = urls('useQuery')
    expect(all.filter((url) => url.includes('/reference/useQuery'))).toHaveLength(1)
    expect(all.filter((url) => url.includes('/guides/queries'))).toHaveLength(1)
    expect(urls('useQuery', 'solid')[0]).toBe('/query/latest/docs/framework/solid/reference/useQuery')
    expect(urls('useQuery', 'vue')).toContain('/query/latest/docs/framework/vue/guides/queries')
  })

  it('still counts every framework copy in the facets, and counts pages in nbHits', () => {
    const result = engine.search({ query: 'useQuery', filters: latest, facets: ['framework'], distinct: true })
    expect(result.facets.framework).toMatchObject({ react: 3, solid: 2, vue: 2 })
    expect(result.nbHits).toBe(3)
  })

  it('ranks a guide first for a concept, and a lint rule after the pages it mentions', () => {
    expect(urls('optimistic updates')[0]).toBe('/query/latest/docs/framework/react/guides/optimistic-updates')
    expect(urls('useQuery').at(-1)).toBe('/query/latest/docs/eslint/no-rest-destructuring')
  })

  it('falls back to the sections with most of the words when none has them all', () => {
    expect(urls('optimistic updates zzzunknownword')[0]).toBe('/query/latest/docs/framework/react/guides/optimistic-updates')
  })
})

describe('nameShare', () => {
  const has = (terms: string[]) => (term: string) => terms.includes(term)

  it.each([
    { title: ['navig'], slug: ['navig'], query: ['navig', 'programmat', 'form', 'submit'], share: 1 },
    { title: ['navig', 'search', 'paramet'], slug: ['navig', 'search', 'param'], query: ['navig', 'programmat'], share: 1 / 3 },
    { title: ['step', 'tick'], slug: ['step', 'tick'], query: ['snap', 'rang', 'slider', 'fix', 'step'], share: 1 / 2 },
    { title: [], slug: [], query: ['step'], share: 0 },
  ])('$title of a page holding $query: $share', ({ title, slug, query, share }) => {
    expect(nameShare({ titleTerms: title, slugTerms: slug }, has(query))).toBeCloseTo(share)
  })
})
