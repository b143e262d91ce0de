import { describe, expect, it } from 'vitest'
import { AlgoliaError, parseQueriesBody } from './algolia-params'
import { checkSearchLimits, SEARCH_LIMITS } from './limits'

const body = (params: Record<string, unknown>, count = 1) => ({ requests: Array.from({ length: count }, () => ({ indexName: 'TanStack', params })) })

function refused(run: () => unknown): AlgoliaError {
  try {
    run()
  } catch (error) {
    if (error instanceof AlgoliaError) return error
    throw error
  }
  throw new Error('not refused')
}

describe('search limits', () => {
  it('refuses too many searches, words, filter values, hits per page and paged hits with 400', () => {
    expect(refused(() => parseQueriesBody(body({}, SEARCH_LIMITS.maxRequests + 1))).status).toBe(400)
    expect(refused(() => checkSearchLimits(parseQueriesBody(body({ query: Array.from({ length: 17 }, (_, n) => `w${n}`).join(' ') })))).message).toMatch(
      /words/,
    )
    const values = Array.from({ length: 21 }, (_, n) => `library:l${n}`)
    expect(refused(() => parseQueriesBody(body({ facetFilters: [values] }))).message).toMatch(/at most 20/)
    expect(refused(() => parseQueriesBody(body({ filters: values.join(' OR ') }))).message).toMatch(/at most 20/)
    expect(refused(() => checkSearchLimits(parseQueriesBody(body({ hitsPerPage: 101 })))).message).toMatch(/hitsPerPage/)
    expect(refused(() => checkSearchLimits(parseQueriesBody(body({ hitsPerPage: 100, page: 10 })))).message).toMatch(/1000/)
    expect(() => checkSearchLimits(parseQueriesBody(body({ query: 'use query', hitsPerPage: 100, page: 9, facetFilters: [['library:query']] })))).not.toThrow()
  })

  it('bounds the hits of a whole body: ten searches at the default 20 pass, one hit more is refused with 400', () => {
    const most = SEARCH_LIMITS.maxHitsPerBody / SEARCH_LIMITS.maxRequests
    expect(() => checkSearchLimits(parseQueriesBody(body({ query: 'use query' }, SEARCH_LIMITS.maxRequests)))).not.toThrow()
    expect(() => checkSearchLimits(parseQueriesBody(body({ query: 'use query', hitsPerPage: most }, SEARCH_LIMITS.maxRequests)))).not.toThrow()
    const over = parseQueriesBody(body({ query: 'use query', hitsPerPage: most }, SEARCH_LIMITS.maxRequests))
    over[0]!.params.hitsPerPage = most + 1
    const error = refused(() => checkSearchLimits(over))
    expect(error.status).toBe(400)
    expect(error.message).toMatch(`${SEARCH_LIMITS.maxHitsPerBody + 1} hits in all`)
    // A facet value search answers values, not hits: it does not count.
    const facets = parseQueriesBody({
      requests: [
        { indexName: 'TanStack', params: { query: 'use', hitsPerPage: SEARCH_LIMITS.maxHitsPerPage } },
        ...Array.from({ length: SEARCH_LIMITS.maxRequests - 1 }, () => ({
          indexName: 'TanStack',
          type: 'facet',
          facet: 'library',
          params: { hitsPerPage: 100 },
        })),
      ],
    })
    expect(() => checkSearchLimits(facets)).not.toThrow()
  })

  it('counts the words the search works with: a question’s stop words are free, a query of nothing else counts whole', () => {
    const question = 'How do I change how many times a failed query is retried and the delay between retries?'
    expect(question.split(' ')).toHaveLength(17)
    expect(() => checkSearchLimits(parseQueriesBody(body({ query: question })))).not.toThrow()
    expect(refused(() => checkSearchLimits(parseQueriesBody(body({ query: Array.from({ length: 17 }, () => 'the').join(' ') })))).message).toMatch(/17 words/)
  })

  it('counts a pasted message by its own words, not by the parts an app fills in', () => {
    const message =
      'Query data cannot be undefined. Please make sure to return a value other than undefined from your query function. Affected query key: ["posts",{"page":2,"filter":"open","sort":"date","user":12345}]'
    expect(message.match(/\w+/g)!.length).toBeGreaterThan(SEARCH_LIMITS.maxQueryWords)
    expect(() => checkSearchLimits(parseQueriesBody(body({ query: message })))).not.toThrow()
  })
})
