/**
 * The bounds of the work one search body may ask for, and of the answer it gets. Each is checked before any search runs
 * and answered with Algolia's `{ message, status }` with 400; the body's size is bounded while it is
 * read (`MAX_SEARCH_BODY_BYTES` in http.ts, 413). With
 * them every search is a few milliseconds of work, and a body's searches run one at a time with
 * the event loop free in between (see http.ts), so no body can hold the server.
 */
import { AlgoliaError, type QueryRequest } from './algolia-params'
import { messageSearchText } from './error-messages'
import { readQuestion } from './question'
import { queryWords } from './text'

export const SEARCH_LIMITS = {
  /** Levels of JSON nesting: the deepest body the clients send has 5. */
  maxDepth: 10,
  /** Searches in one body: the dialog sends one, plus one per refined chip row. */
  maxRequests: 10,
  /** Words of one query that the search works with: stop words ("how", "the") are dropped before any work, so they do not count. */
  maxQueryWords: 16,
  /** Facet filter values (facetFilters and filters together) of one search. */
  maxFilterValues: 20,
  /** Hits of one page (as Algolia). */
  maxHitsPerPage: 100,
  /** Hits reachable by paging (Algolia's paginationLimitedTo default). */
  maxPagedHits: 1000,
  /**
   * Hits of all the searches of one body together (and related pages of one recommendations body):
   * ten searches at the default 20. A hit carries its section's text, up to 4,000 characters, twice
   * (retrieved and highlighted): ten searches of a hundred hits were a 4 MB answer.
   */
  maxHitsPerBody: 200,
} as const

/**
 * The words of a query the limit counts: those the search works with. A question's frame and
 * filler ("how do I", "which one should I use") are free, and so are the parts of a pasted
 * message an app fills in (keys, ids, stack lines) and the words every message has.
 */
export function countedWords(query: string): number {
  const read = readQuestion(query)
  return queryWords(read.intent === 'error' ? messageSearchText(read.text) || read.text : read.text).length
}

/** Throws the 400 for the first limit a parsed search passes. */
export function checkSearchLimits(requests: QueryRequest[]) {
  if (requests.length > SEARCH_LIMITS.maxRequests) throw new AlgoliaError(`Too many requests in one body: at most ${SEARCH_LIMITS.maxRequests} are allowed`)
  requests.forEach((request, n) => {
    const { params } = request
    const words = countedWords(params.query)
    if (words > SEARCH_LIMITS.maxQueryWords)
      throw new AlgoliaError(`requests[${n}]: the query has ${words} words: at most ${SEARCH_LIMITS.maxQueryWords} are allowed`)
    const values = [...params.facetFilters, ...params.filters, ...params.optionalFilters].reduce((sum, group) => sum + group.length, 0)
    if (values > SEARCH_LIMITS.maxFilterValues)
      throw new AlgoliaError(`requests[${n}]: ${values} filter values: at most ${SEARCH_LIMITS.maxFilterValues} are allowed`)
    if (params.hitsPerPage > SEARCH_LIMITS.maxHitsPerPage) throw new AlgoliaError(`requests[${n}]: hitsPerPage must be at most ${SEARCH_LIMITS.maxHitsPerPage}`)
    if ((params.page + 1) * params.hitsPerPage > SEARCH_LIMITS.maxPagedHits)
      throw new AlgoliaError(`requests[${n}]: only the first ${SEARCH_LIMITS.maxPagedHits} hits can be paged to`)
  })
  // A facet value search answers facet values, not hits.
  checkHitsPerBody(requests.reduce((sum, request) => sum + (request.type === 'facet' ? 0 : request.params.hitsPerPage), 0))
}

/** Throws the 400 for a body whose searches ask for more hits together than one answer may hold. */
export function checkHitsPerBody(hits: number) {
  if (hits > SEARCH_LIMITS.maxHitsPerBody)
    throw new AlgoliaError(
      `The body asks for ${hits} hits in all: at most ${SEARCH_LIMITS.maxHitsPerBody} are allowed in one body (hitsPerPage of every search together)`,
    )
}
