/**
 * The Algolia-compatible search endpoint, called with the real `algoliasearch` lite client
 * (the one the dialog uses) against the built server and its local docs.
 */
import { liteClient } from 'algoliasearch/lite'
import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl } from '../support/http'
import { waitForSearchIndex } from '../support/search-index'

const INDEX = 'TanStack'

function client() {
  const url = new URL(baseUrl())
  return liteClient('site', 'search-only-key', { hosts: [{ url: `${url.host}/api/search`, accept: 'readWrite', protocol: 'http' }] })
}

async function post(path: string, body: string) {
  // The dialog's own page sends them: its origin is the site's.
  const response = await fetch(`${baseUrl()}/api/search/1${path}`, { method: 'POST', body, headers: { 'content-type': 'text/plain', origin: baseUrl() } })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

type Hit = { url: string; hierarchy: Record<string, string | null>; _highlightResult: Record<string, unknown>; _snippetResult?: Record<string, unknown> }

// The first request waits for the server to build its index; the client's read timeout is 2 s.
beforeAll(async () => {
  await waitForSearchIndex(baseUrl())
}, 120_000)

describe('search endpoint with the algoliasearch lite client', () => {
  it('answers a search with hits in Algolia’s shape, highlighting, snippets, facets and paging', async () => {
    const { results } = await client().search<Hit>({
      requests: [
        {
          indexName: INDEX,
          query: 'cach',
          hitsPerPage: 3,
          facets: ['library', 'framework'],
          filters: 'version:latest',
          attributesToRetrieve: [
            'hierarchy.lvl0',
            'hierarchy.lvl1',
            'hierarchy.lvl2',
            'hierarchy.lvl3',
            'hierarchy.lvl4',
            'hierarchy.lvl5',
            'hierarchy.lvl6',
            'content',
            'url',
          ],
          attributesToHighlight: ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'],
          attributesToSnippet: ['content:10'],
          highlightPreTag: '__ais-highlight__',
          highlightPostTag: '__/ais-highlight__',
          clickAnalytics: true,
          analytics: false,
        },
      ],
    })
    const result = results[0] as unknown as Record<string, unknown> & { hits: Hit[] }
    expect(result).toMatchObject({ page: 0, hitsPerPage: 3, query: 'cach', exhaustiveNbHits: true })
    for (const key of ['nbHits', 'nbPages', 'processingTimeMS']) expect(typeof result[key]).toBe('number')
    expect(typeof result.queryID).toBe('string')
    expect(typeof result.params).toBe('string')
    expect(result.nbPages).toBe(Math.ceil((result.nbHits as number) / 3))
    const top = result.hits[0]!
    expect(top.url).toMatch(/^\/query\/latest\/docs\/guides\/caching($|#)/)
    expect(top.hierarchy.lvl1).toBe('Caching')
    expect(top).not.toHaveProperty('library') // not asked for
    expect(top._highlightResult).toMatchObject({
      hierarchy: { lvl1: { value: '__ais-highlight__Caching__/ais-highlight__', matchLevel: 'full', matchedWords: ['cach'] } },
    })
    expect((top._snippetResult as { content: { value: string } }).content.value).toMatch(/__ais-highlight__cache\w*__\/ais-highlight__/)
    for (const hit of result.hits) expect(hit.url).toMatch(/^\/[a-z]+\/latest\/docs\//)
    const facets = result.facets as Record<string, Record<string, number>>
    expect(facets.library?.query).toBeGreaterThan(0)
    // Counts are sorted by count, then by name.
    const counts = Object.values(facets.library!)
    expect([...counts].sort((a, b) => b - a)).toEqual(counts)
  })

  it('filters with facetFilters (and negations) and pages through the hits', async () => {
    // Record by record (`distinct` off): each framework copy of a page is a hit of its own.
    const search = (params: Record<string, unknown>) =>
      client().search<Hit>({ requests: [{ indexName: INDEX, query: 'query', filters: 'version:latest', hitsPerPage: 2, distinct: false, ...params }] })
    const all = (await search({})).results[0] as unknown as { nbHits: number; hits: Hit[] }
    const react = (await search({ facetFilters: [['framework:react']], facets: ['framework'] })).results[0] as unknown as {
      nbHits: number
      hits: Hit[]
      facets: Record<string, Record<string, number>>
    }
    expect(react.nbHits).toBeGreaterThan(0)
    expect(react.nbHits).toBeLessThan(all.nbHits)
    // Every hit is for React readers: a React page, or a framework-neutral page they share.
    expect(react.facets.framework!.react).toBe(react.nbHits)
    for (const hit of react.hits) expect(hit.url).not.toMatch(/\/framework\/(?!react\/)/)
    const neutral = (await search({ facetFilters: [['framework:react']], hitsPerPage: 100 })).results[0] as unknown as { hits: Hit[] }
    expect(neutral.hits.some((hit) => !hit.url.includes('/framework/'))).toBe(true)
    const notQuery = (await search({ facetFilters: ['-library:query'], hitsPerPage: 50 })).results[0] as unknown as { hits: Hit[] }
    for (const hit of notQuery.hits) expect(hit.url).not.toMatch(/^\/query\//)
    const page1 = (await search({ page: 1 })).results[0] as unknown as { hits: Hit[]; page: number }
    expect(page1.page).toBe(1)
    expect(page1.hits.map((h) => h.url)).not.toEqual(all.hits.map((h) => h.url))
  })

  it('shows each page once by default, its framework copies counted in the facets', async () => {
    const { results } = await client().search<Hit>({
      requests: [{ indexName: INDEX, query: 'query', filters: 'version:latest', hitsPerPage: 100, facets: ['framework'] }],
    })
    const result = results[0] as unknown as { nbHits: number; hits: Hit[]; facets: Record<string, Record<string, number>> }
    const pageKey = (url: string) => url.split('#')[0]!.replace(/\/docs\/framework\/[^/]+\//, '/docs/')
    const keys = result.hits.map((hit) => pageKey(hit.url))
    expect(new Set(keys).size).toBe(keys.length)
    expect(result.nbHits).toBe(keys.length)
    const counted = Object.values(result.facets.framework!).reduce((sum, n) => sum + n, 0)
    expect(counted).toBeGreaterThan(result.nbHits)
    // Shown in the reader's framework when asked (`optionalFilters`), else the library's first.
    const vue = (
      await client().search<Hit>({ requests: [{ indexName: INDEX, query: 'queries', filters: 'version:latest', optionalFilters: ['framework:vue'] }] })
    ).results[0] as unknown as { hits: Hit[] }
    const queriesGuide = vue.hits.filter((hit) => /\/framework\/[^/]+\/guides\/queries/.test(hit.url))
    expect(queriesGuide.map((hit) => hit.url.split('#')[0])).toEqual(['/query/latest/docs/framework/vue/guides/queries'])
  })

  it('finds words with a typo and words being typed', async () => {
    const { results } = await client().search<Hit>({
      requests: [
        { indexName: INDEX, query: 'invalidaton', filters: 'version:latest' },
        { indexName: INDEX, query: 'installat', filters: 'version:latest' },
      ],
    })
    const [typo, prefix] = results as unknown as { hits: Hit[] }[]
    expect(typo!.hits.length).toBeGreaterThan(0)
    expect(prefix!.hits.some((h) => h.hierarchy.lvl1 === 'Installation')).toBe(true)
  })

  it('offers "Did you mean" from the docs’ own words for a query that finds nothing', async () => {
    const { results } = await client().search<Hit>({ requests: [{ indexName: INDEX, query: 'pagnaiton', filters: 'version:latest' }] })
    const answer = results[0] as unknown as { nbHits: number; didYouMean?: string }
    expect(answer.nbHits).toBe(0)
    expect(answer.didYouMean).toBe('pagination')
    const { results: again } = await client().search<Hit>({ requests: [{ indexName: INDEX, query: answer.didYouMean!, filters: 'version:latest' }] })
    expect((again[0] as unknown as { nbHits: number }).nbHits).toBeGreaterThan(0)
    // A query that finds pages gets no suggestion.
    const { results: found } = await client().search<Hit>({ requests: [{ indexName: INDEX, query: 'pagination', filters: 'version:latest' }] })
    expect(found[0]).not.toHaveProperty('didYouMean')
  })

  it('takes a library word in the query for that library’s filter, the rest as text', async () => {
    const libraryOf = (hit: Hit) => hit.url.split('/')[1]
    const { results } = await client().search<Hit>({
      requests: [
        { indexName: INDEX, query: 'rows', filters: 'version:latest', hitsPerPage: 50 },
        { indexName: INDEX, query: 'rows table', filters: 'version:latest', hitsPerPage: 50 },
      ],
    })
    const [plain, named] = results as unknown as { hits: Hit[] }[]
    // Other libraries' pages speak of rows too…
    expect(plain!.hits.some((hit) => libraryOf(hit) !== 'table')).toBe(true)
    // …but "table" names the library: only its pages, found by the other words.
    expect(named!.hits.length).toBeGreaterThan(0)
    expect(named!.hits.every((hit) => libraryOf(hit) === 'table')).toBe(true)
    expect(named!.hits.map((hit) => hit.url.split('#')[0])).toContain('/table/latest/docs/framework/react/guides/pagination')
  })

  it('searches facet values', async () => {
    const { results } = await client().searchForFacets({ requests: [{ indexName: INDEX, type: 'facet', facet: 'framework', facetQuery: 're', query: '' }] })
    const facetHits = (results[0] as { facetHits: { value: string; count: number; highlighted: string }[] }).facetHits
    expect(facetHits.map((h) => h.value)).toContain('react')
    expect(facetHits.find((h) => h.value === 'react')!.highlighted).toBe('<em>re</em>act')
  })

  it('recommends related pages of a record, not its own page', async () => {
    const first = (await client().search<Hit & { objectID: string }>({ requests: [{ indexName: INDEX, query: 'caching', filters: 'version:latest' }] }))
      .results[0] as unknown as { hits: (Hit & { objectID: string })[] }
    const record = first.hits[0]!
    const { results } = await client().getRecommendations({
      requests: [{ indexName: INDEX, model: 'related-products', objectID: record.objectID, threshold: 0, maxRecommendations: 3 }],
    })
    const hits = results[0]!.hits as unknown as (Hit & { _score: number })[]
    expect(hits.length).toBeGreaterThan(0)
    expect(hits.length).toBeLessThanOrEqual(3)
    for (const hit of hits) {
      expect(hit.url.split('#')[0]).not.toBe(record.url.split('#')[0])
      expect(typeof hit._score).toBe('number')
    }
  })

  it('refuses malformed bodies, unknown indexes and long queries with Algolia-style errors', async () => {
    const cases: [string, number, RegExp][] = [
      ['not json', 400, /malformed JSON/],
      ['{}', 400, /requests/],
      ['{"requests":[{"params":"query=a"}]}', 400, /indexName/],
      [`{"requests":[{"indexName":"${INDEX}","params":"page=abc"}]}`, 400, /page/],
      [`{"requests":[{"indexName":"${INDEX}","params":{"filters":"version:latest AND ("}}]}`, 400, /filters/],
      [`{"requests":[{"indexName":"${INDEX}","params":{"facetFilters":[["library:query", 3]]}}]}`, 400, /facetFilters/],
      [`{"requests":[{"indexName":"${INDEX}","params":{"query":"${'a'.repeat(513)}"}}]}`, 400, /512/],
      ['{"requests":[{"indexName":"Other","params":""}]}', 404, /does not exist/],
    ]
    for (const [body, status, message] of cases) {
      const response = await post('/indexes/*/queries', body)
      expect(response.status, body.slice(0, 80)).toBe(status)
      expect(response.body.status).toBe(status)
      expect(response.body.message).toMatch(message)
    }
    const ok = await post('/indexes/*/queries', `{"requests":[{"indexName":"${INDEX}","params":{"query":"${'a'.repeat(512)}"}}]}`)
    expect(ok.status).toBe(200)
    // One search at a time: the body is an object, its parameters under "params" or the object itself.
    for (const body of ['null', '[]', '5', '"query=a"', 'true']) {
      const response = await post(`/indexes/${INDEX}/query`, body)
      expect(response.status, body).toBe(400)
      expect(response.body.message).toMatch(/expected an object/)
    }
    for (const body of ['{"params":"query=cache"}', '{"params":{"query":"cache"}}', '{"query":"cache"}']) {
      const response = await post(`/indexes/${INDEX}/query`, body)
      expect(response.status, body).toBe(200)
      expect(response.body.query).toBe('cache')
    }
  })

  it('stores click and view events and refuses malformed ones', async () => {
    const events = {
      events: [
        {
          eventType: 'click',
          eventName: 'Hit Clicked',
          index: INDEX,
          userToken: 'reader-1',
          queryID: 'a'.repeat(32),
          objectIDs: ['query/latest/docs/guides/caching'],
          positions: [1],
        },
      ],
    }
    const saved = await post('/events', JSON.stringify(events))
    expect(saved).toEqual({ status: 200, body: { status: 200, message: 'OK' } })
    const bad = await post('/events', JSON.stringify({ events: [{ eventType: 'hover' }] }))
    expect(bad.status).toBe(422)
    expect(bad.body.message).toMatch(/eventType/)
  })
})
