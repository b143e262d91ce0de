/**
 * The Algolia-compatible endpoint of the embedded engine (`/api/search/1/…`). The public
 * search-only key and application id the clients send are accepted and ignored.
 */
import { htmlSafeJson } from '~/lib/html-safe-json'
import { getConfig } from '~/server/config'
import { BodyError, readJsonBody } from '~/server/http/body'
import { chargeSpent, chargeWork, WorkRefused } from '~/server/http/work-scheduler'
import { AlgoliaError, parseQueriesBody, parseSearchParams } from './algolia-params'
import { facetSearchResponse, searchResponse, shapeHit } from './algolia-response'
import { tokenize } from './engine'
import { getSearchEngine, searchIndexComplete } from './index-store'
import { checkHitsPerBody, checkSearchLimits, SEARCH_LIMITS } from './limits'
import type { FilterGroup, SearchEngine } from './engine'

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))
import { queryLog } from './query-log'

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type, x-algolia-api-key, x-algolia-application-id, x-algolia-agent, x-algolia-usertoken',
}

export function json(body: unknown, status = 200, extra: Record<string, string> = {}, cors: Record<string, string> = CORS) {
  return jsonText(htmlSafeJson(body), status, extra, cors)
}

function jsonText(text: string, status: number, extra: Record<string, string>, cors: Record<string, string>) {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...cors, ...extra },
  })
}

/**
 * An answer already encoded, part by part, each in the client's turn of the work queue: the
 * answer to a body of ten searches can be over a megabyte of JSON, and encoding it at once,
 * outside any turn, held the event loop for hundreds of milliseconds while everyone else waited.
 */
class EncodedAnswer {
  constructor(readonly text: string) {}
}

/** Runs one search in the client's turn and encodes its answer there too (`htmlSafeJson` of a list is its parts' joined). */
async function searchInTurn<T>(search: () => T): Promise<{ result: T; encoded: string }> {
  return chargeWork(
    () => {
      const result = search()
      return { result, encoded: htmlSafeJson(result) }
    },
    { kind: 'search' },
  )
}

const resultsAnswer = (encoded: string[]) => new EncodedAnswer(`{"results":[${encoded.join(',')}]}`)

export function preflight() {
  return new Response(null, { status: 204, headers: { ...CORS, 'Access-Control-Max-Age': '86400' } })
}

/** The largest search body (the dialog sends under 4 KB); past it 413, as soon as the body crosses it. */
const MAX_SEARCH_BODY_BYTES = 64 * 1024

/**
 * The body as JSON, read within its limits (413 past the size as soon as it is crossed, 400 past
 * the nesting depth, counted before parsing), in Algolia's error shape.
 */
export async function readJson(request: Request, maxBytes = MAX_SEARCH_BODY_BYTES): Promise<unknown> {
  try {
    return await readJsonBody(request, { maxBytes, maxDepth: SEARCH_LIMITS.maxDepth })
  } catch (error) {
    if (error instanceof BodyError) throw new AlgoliaError(error.message, error.status)
    throw error
  }
}

function checkIndex(indexName: string) {
  if (indexName !== getConfig().SITE_NAME) throw new AlgoliaError(`Index ${indexName} does not exist`, 404)
}

/** Whether the index holds every library (`complete`) or answers while some still build (`partial`). */
function indexHeader(): Record<string, string> {
  return { 'X-Search-Index': searchIndexComplete() ? 'complete' : 'partial' }
}

export async function answer(run: () => Promise<unknown>, cors: Record<string, string> = CORS): Promise<Response> {
  try {
    const body = await run()
    if (body instanceof EncodedAnswer) return jsonText(body.text, 200, indexHeader(), cors)
    // Anything not encoded in a turn (small answers) is charged for its encoding all the same.
    const started = performance.now()
    const response = json(body, 200, indexHeader(), cors)
    chargeSpent(performance.now() - started)
    return response
  } catch (error) {
    if (error instanceof AlgoliaError) return json(error.toJSON(), error.status, {}, cors)
    if (error instanceof WorkRefused)
      return json(
        { message: `${error.message}: try again in ${error.retryAfterSeconds} s.`, status: 429 },
        429,
        { 'Retry-After': String(error.retryAfterSeconds) },
        cors,
      )
    // The client went away (its connection closed, or cut at shutdown): nobody reads this answer.
    if (error instanceof Error && error.name === 'AbortError') return json({ message: 'The request was abandoned', status: 503 }, 503, {}, cors)
    console.error('[search]', error instanceof Error ? error.message : error)
    return json({ message: 'The search index is not available right now', status: 503 }, 503, { 'Retry-After': '5' }, cors)
  }
}

/** POST /1/indexes/*\/queries */
export function handleQueries(request: Request): Promise<Response> {
  return answer(async () => {
    const requests = parseQueriesBody(await readJson(request))
    checkSearchLimits(requests)
    for (const r of requests) checkIndex(r.indexName)
    const engine = await getSearchEngine()
    // One search at a time, the event loop free in between: a body of many searches never holds
    // the server for longer than one of them. Each takes the client's turn in the queue of expensive work.
    const encoded: string[] = []
    let main: { result: ReturnType<typeof searchResponse>; request: (typeof requests)[number] } | undefined
    for (const [n, r] of requests.entries()) {
      if (n > 0) await yieldToEventLoop()
      const { result, encoded: json } = await searchInTurn(() =>
        r.type === 'facet' ? facetSearchResponse(engine, r.facet!, r.params) : searchResponse(engine, r.indexName, r.params, r.rawParams),
      )
      encoded.push(json)
      // The dialog sends one request per facet row as well; the first search request is the reader's query.
      if (!main && 'queryID' in result) main = { result, request: r }
    }
    if (main) {
      const { result: found, request } = main
      queryLog.record({
        query: found.query,
        nbHits: found.nbHits,
        queryID: found.queryID,
        at: Date.now(),
        library: narrowedLibrary(request.params),
        reader: readerOf(request.rawParams),
        didYouMean: 'didYouMean' in found ? found.didYouMean : undefined,
      })
    }
    return resultsAnswer(encoded)
  })
}

/** The dialog's anonymous per-tab token (Algolia's `userToken` search parameter), if it sent a well-formed one. */
export function readerOf(rawParams: string): string | undefined {
  const token = new URLSearchParams(rawParams).get('userToken')
  return token && /^[\w-]{1,129}$/.test(token) ? token : undefined
}

/** The one library a search is narrowed to (a single `library:` value in its filters), if any. */
export function narrowedLibrary(params: { facetFilters: FilterGroup[]; filters: FilterGroup[] }): string | undefined {
  const values = [...params.facetFilters, ...params.filters].flatMap((group) =>
    group.length === 1 && group[0]!.attribute === 'library' && !group[0]!.negate ? [group[0]!.value] : [],
  )
  return values.length === 1 ? values[0] : undefined
}

/** POST /1/indexes/{indexName}/query: one search (the full client's `searchSingleIndex`). */
export function handleSingleQuery(request: Request, indexName: string): Promise<Response> {
  return answer(async () => {
    checkIndex(indexName)
    const body = await readJson(request)
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AlgoliaError('Invalid JSON body: expected an object')
    // The parameters come either under "params" (string or object) or as the body itself.
    const given = 'params' in body ? body.params : body
    const params = parseSearchParams(given)
    checkSearchLimits([{ indexName, params, rawParams: '', type: 'default' }])
    const engine = await getSearchEngine()
    const { encoded } = await searchInTurn(() => searchResponse(engine, indexName, params, typeof given === 'string' ? given : ''))
    return new EncodedAnswer(encoded)
  })
}

/**
 * POST /1/indexes/*\/recommendations: related pages of a record, found by searching for its
 * title and headings within the same library and version, its own page left out.
 */
export function handleRecommendations(request: Request): Promise<Response> {
  return answer(async () => {
    const body = await readJson(request)
    const requests = (body as { requests?: unknown })?.requests
    if (!Array.isArray(requests) || requests.length === 0 || requests.length > SEARCH_LIMITS.maxRequests)
      throw new AlgoliaError(`Missing "requests" in the body: expected an array of 1 to ${SEARCH_LIMITS.maxRequests} requests`)
    checkHitsPerBody(requests.reduce<number>((sum, r) => sum + recommendationsAskedFor(r), 0))
    const engine = await getSearchEngine()
    const encoded: string[] = []
    for (const [n, r] of (requests as Record<string, unknown>[]).entries()) {
      if (n > 0) await yieldToEventLoop()
      encoded.push((await searchInTurn(() => recommend(engine, r, n))).encoded)
    }
    return resultsAnswer(encoded)
  })
}

/** How many related pages a request asks for (5 when it does not say; checked in `recommend`). */
function recommendationsAskedFor(r: unknown): number {
  const asked = (r as { maxRecommendations?: unknown } | null)?.maxRecommendations
  return asked === undefined ? 5 : Number(asked)
}

/** Related pages of one record: its title and headings searched within its library and version. */
function recommend(engine: SearchEngine, r: Record<string, unknown>, n: number) {
  if (!r || typeof r !== 'object' || typeof r.indexName !== 'string') throw new AlgoliaError(`requests[${n}]: indexName is required`)
  checkIndex(r.indexName)
  if (typeof r.objectID !== 'string' || !r.objectID) throw new AlgoliaError(`requests[${n}]: objectID is required`)
  const max = recommendationsAskedFor(r)
  if (!Number.isInteger(max) || max < 1 || max > 100) throw new AlgoliaError(`requests[${n}]: maxRecommendations must be between 1 and 100`)
  const record = engine.records.get(r.objectID)
  const params = parseSearchParams(r.queryParameters ?? {})
  if (!record) return { hits: [], nbHits: 0, processingTimeMS: 1 }
  const { lvl1, lvl2, lvl3 } = record.hierarchy
  const words = [...new Set(tokenize([lvl1, lvl2, lvl3].filter(Boolean).join(' ')))].slice(0, SEARCH_LIMITS.maxQueryWords)
  const page = record.url.split('#')[0]
  const seenPages = new Set([page])
  const hits: Record<string, unknown>[] = []
  const filters = [[{ attribute: 'library', value: record.library, negate: false }], [{ attribute: 'version', value: record.version, negate: false }]]
  const candidates = new Map<string, number>()
  for (const word of words) {
    for (const hit of engine.search({ query: word, filters, facets: [], limit: 50 }).hits)
      candidates.set(hit.record.objectID, (candidates.get(hit.record.objectID) ?? 0) + hit.score)
  }
  for (const [id, score] of [...candidates].sort((a, b) => b[1] - a[1])) {
    const other = engine.records.get(id)!
    const otherPage = other.url.split('#')[0]!
    if (seenPages.has(otherPage)) continue
    seenPages.add(otherPage)
    hits.push({ ...shapeHit(other, [], { ...params, query: '' }), _score: Math.round(Math.min(100, score)) })
    if (hits.length >= max) break
  }
  return { hits, nbHits: hits.length, processingTimeMS: 1 }
}
