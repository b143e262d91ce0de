import { describe, expect, it } from 'vitest'
import { AlgoliaError, parseFacetFilters, parseFilters, parseQueriesBody, parseSearchParams } from './algolia-params'
import { facetSearchResponse, highlight, highlighter, highlightWith, searchResponse } from './algolia-response'
import { SearchEngine } from './engine'
import type { SearchRecord } from './records'

function record(url: string, lvl1: string, content: string, extra: Partial<SearchRecord> = {}): SearchRecord {
  return {
    objectID: url,
    url,
    hierarchy: { lvl0: 'Query', lvl1, lvl2: extra.hierarchy?.lvl2 ?? null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    library: 'query',
    framework: [],
    version: 'latest',
    position: 0,
    ...extra,
  }
}

const records = [
  record('/query/latest/docs/guides/caching', 'Caching', 'Query keeps every result in a cache indexed by the query key.'),
  record('/query/latest/docs/framework/react/guides/mutations', 'Mutations', 'Mutations change data on the server.', { framework: ['react'] }),
  record('/query/v4/docs/guides/caching', 'Caching', 'An older cache text.', { version: 'v4' }),
  record('/form/latest/docs/overview', 'Overview', 'Forms keep field state; the cache is not involved.', {
    library: 'form',
    hierarchy: { lvl0: 'Form', lvl1: 'Overview', lvl2: 'Validation', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  }),
]
const engine = SearchEngine.build(records)

describe('parseSearchParams', () => {
  it('reads a URL-encoded string the way the Algolia clients send it', () => {
    const params = parseSearchParams(
      'query=cach&page=1&hitsPerPage=5&facets=%5B%22library%22%2C%22framework%22%5D&facetFilters=%5B%5B%22library%3Aquery%22%5D%5D&filters=version%3Alatest&maxValuesPerFacet=50&highlightPreTag=__ais-highlight__&highlightPostTag=__%2Fais-highlight__&attributesToSnippet=%5B%22content%3A20%22%5D&clickAnalytics=true&analytics=false',
    )
    expect(params).toMatchObject({
      query: 'cach',
      page: 1,
      hitsPerPage: 5,
      facets: ['library', 'framework'],
      facetFilters: [[{ attribute: 'library', value: 'query', negate: false }]],
      filters: [[{ attribute: 'version', value: 'latest', negate: false }]],
      maxValuesPerFacet: 50,
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
      attributesToSnippet: [{ attribute: 'content', words: 20 }],
      clickAnalytics: true,
      analytics: false,
    })
  })

  it('reads an object and applies Algolia’s defaults', () => {
    expect(parseSearchParams({ query: 'x' })).toMatchObject({
      query: 'x',
      page: 0,
      hitsPerPage: 20,
      facets: [],
      highlightPreTag: '<em>',
      attributesToRetrieve: null,
    })
  })

  it('refuses bad values with Algolia-style errors', () => {
    expect(() => parseSearchParams({ query: 'a'.repeat(513) })).toThrow(/512/)
    expect(parseSearchParams({ query: 'a'.repeat(512) }).query).toHaveLength(512)
    expect(() => parseSearchParams('page=-1')).toThrow(AlgoliaError)
    expect(() => parseSearchParams('facets=%5Bbroken')).toThrow(/malformed JSON/)
    expect(() => parseSearchParams({ attributesToSnippet: ['content:zero'] })).toThrow(/attributesToSnippet/)
    try {
      parseSearchParams({ hitsPerPage: 'lots' })
    } catch (error) {
      expect((error as AlgoliaError).toJSON()).toEqual({ message: expect.stringContaining('hitsPerPage'), status: 400 })
    }
  })

  it('parses filters and facetFilters with AND, OR, NOT and negation', () => {
    expect(parseFilters('version:latest AND (library:query OR library:form) AND NOT framework:vue')).toEqual([
      [{ attribute: 'version', value: 'latest', negate: false }],
      [
        { attribute: 'library', value: 'query', negate: false },
        { attribute: 'library', value: 'form', negate: false },
      ],
      [{ attribute: 'framework', value: 'vue', negate: true }],
    ])
    expect(parseFilters('library:"query"')).toEqual([[{ attribute: 'library', value: 'query', negate: false }]])
    expect(() => parseFilters('version:latest AND')).toThrow(/filters/)
    expect(() => parseFilters('(library:query')).toThrow(/filters/)
    expect(() => parseFilters('version latest')).toThrow(/filters/)
    expect(parseFacetFilters(['library:query', ['framework:react', '-framework:vue']])).toEqual([
      [{ attribute: 'library', value: 'query', negate: false }],
      [
        { attribute: 'framework', value: 'react', negate: false },
        { attribute: 'framework', value: 'vue', negate: true },
      ],
    ])
  })

  it('parses a queries body and refuses malformed ones', () => {
    const [request] = parseQueriesBody({ requests: [{ indexName: 'TanStack', params: 'query=a', type: 'facet', facet: 'library' }] })
    expect(request).toMatchObject({ indexName: 'TanStack', type: 'facet', facet: 'library', rawParams: 'query=a' })
    for (const body of [
      null,
      [],
      {},
      { requests: [] },
      { requests: [{}] },
      { requests: [{ indexName: 'x', type: 'other' }] },
      { requests: [{ indexName: 'x', type: 'facet' }] },
    ]) {
      expect(() => parseQueriesBody(body)).toThrow(AlgoliaError)
    }
  })
})

describe('responses', () => {
  it('answers in Algolia’s shape with highlights, snippets, facets and paging', () => {
    const params = parseSearchParams({
      query: 'cach',
      facets: ['library', 'version'],
      hitsPerPage: 1,
      attributesToSnippet: ['content:2'],
      attributesToRetrieve: ['hierarchy.lvl1', 'url'],
    })
    const response = searchResponse(engine, 'TanStack', params, 'query=cach')
    expect(response).toMatchObject({
      nbHits: 3,
      nbPages: 3,
      page: 0,
      hitsPerPage: 1,
      query: 'cach',
      params: 'query=cach',
      exhaustiveNbHits: true,
      index: 'TanStack',
    })
    expect(response.queryID).toMatch(/^[0-9a-f]{32}$/)
    expect(response.facets).toEqual({ library: { query: 2, form: 1 }, version: { latest: 2, v4: 1 } })
    const hit = response.hits[0] as Record<string, unknown>
    expect(Object.keys(hit).sort()).toEqual(['_highlightResult', '_snippetResult', 'hierarchy', 'objectID', 'url'])
    expect(hit._highlightResult).toMatchObject({
      hierarchy: { lvl1: { value: '<em>Caching</em>', matchLevel: 'full', matchedWords: ['cach'], fullyHighlighted: true } },
    })
    expect((hit._snippetResult as { content: { value: string } }).content.value).toMatch(/<em>cache<\/em>/)
    expect((hit._snippetResult as { content: { value: string } }).content.value).toMatch(/^…|…$/)
  })

  it('applies filters, including version:latest, to hits and facet counts', () => {
    const params = parseSearchParams({ query: 'cache', filters: 'version:latest', facetFilters: ['-library:form'], facets: ['library'] })
    const response = searchResponse(engine, 'TanStack', params, '')
    expect(response.hits.map((h) => h.url)).toEqual(['/query/latest/docs/guides/caching'])
    expect(response.facets).toEqual({ library: { query: 1 } })
  })

  it('ranks a title match above a content match and finds a word with a typo', () => {
    const ranked = searchResponse(engine, 'TanStack', parseSearchParams({ query: 'caching', filters: 'version:latest' }), '')
    expect(ranked.hits[0]!.url).toBe('/query/latest/docs/guides/caching')
    const typo = searchResponse(engine, 'TanStack', parseSearchParams({ query: 'mutatoins' }), '')
    expect(typo.hits.map((h) => h.url)).toContain('/query/latest/docs/framework/react/guides/mutations')
  })

  it('searches facet values', () => {
    const response = facetSearchResponse(engine, 'library', parseSearchParams({ facetQuery: 'fo' }))
    expect(response.facetHits).toEqual([{ value: 'form', count: 1, highlighted: '<em>fo</em>rm' }])
  })

  it('highlights whole-word prefixes only', () => {
    expect(highlight('Cache and precache', ['cache'], [], '<b>', '</b>')).toMatchObject({ value: '<b>Cache</b> and precache', matchLevel: 'full' })
    expect(highlight('Nothing here', ['cache'], [], '<b>', '</b>')).toMatchObject({ value: 'Nothing here', matchLevel: 'none', matchedWords: [] })
  })

  it('marks the longest term a word starts with, the same as a word-start regular expression would', () => {
    // The reference: one alternation of the terms, longest first, anchored after a non-word character.
    const reference = (text: string, terms: string[]) => {
      const sorted = [...new Set(terms.map((t) => t.toLowerCase()))].sort((a, b) => b.length - a.length)
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}_$])(${sorted.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'giu')
      return text.replace(pattern, '<b>$1</b>')
    }
    const cases: [string, string[], string[]][] = [
      ['useQuery and useQueries share QueryClient; query-keys (query_keys) stay $query', ['query', 'use'], ['queryclient', 'queries']],
      ['Les requêtes échouées réessaient: Échec, ÉCHEC', ['éch'], []],
      ['prefetchQuery, prefetchInfiniteQuery and pre-fetching', ['pre'], ['prefetchquery']],
      ['x', ['x'], []],
    ]
    for (const [text, words, terms] of cases) expect(highlight(text, words, terms, '<b>', '</b>').value).toBe(reference(text, [...words, ...terms]))
  })

  it('still highlights when lower-casing changes the length of a word, and for terms with other characters', () => {
    expect(highlight('İstanbul is big', ['big'], [], '<b>', '</b>').value).toBe('İstanbul is <b>big</b>')
    expect(highlight('vue-query', ['vue-'], [], '<b>', '</b>').value).toBe('<b>vue-</b>query')
  })

  it('returns the text as written with only the tags put in, as Algolia does: escaping is the client’s', () => {
    const raw = 'Caching <img src=x onerror="alert(1)"> & "quotes" \'too\''
    expect(highlight(raw, ['cach', 'img'], [], '<em>', '</em>').value).toBe('<em>Caching</em> <<em>img</em> src=x onerror="alert(1)"> & "quotes" \'too\'')
    expect(highlight('Server Rendering & Hydration', ['nothing'], [], '<em>', '</em>').value).toBe('Server Rendering & Hydration')
    // The letters of the tags' stand-ins in the docs are dropped, so only the engine's tags are tags.
    expect(highlight('a \uE000b\uE001 c', ['c'], [], '<em>', '</em>').value).toBe('a b <em>c</em>')
  })

  it('highlights with one highlighter per query as it does with each text on its own', () => {
    // Word terms take the fast path; a term with other characters ("vue-") the regular expression, kept between texts.
    for (const [words, terms] of [
      [['query', 'use'], ['queryclient']],
      [['vue-'], ['query']],
    ] as [string[], string[]][]) {
      const shared = highlighter(words, terms)
      for (const text of ['useQuery and vue-query', 'Nothing here', 'vue-query, vue-query and QueryClient', '']) {
        expect(highlightWith(shared, text, '<b>', '</b>')).toEqual(highlight(text, words, terms, '<b>', '</b>'))
      }
    }
  })

  it('marks every form of a word the query matched by its stem', () => {
    expect(highlight('Query and queries', ['queri'], [], '<b>', '</b>').value).toBe('<b>Query</b> and <b>queries</b>')
  })
})
