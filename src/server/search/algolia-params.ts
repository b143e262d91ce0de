/**
 * The subset of Algolia's search parameters the `algoliasearch` lite client and
 * `react-instantsearch` send, parsed from a URL-encoded string or an object. Anything malformed
 * becomes an `AlgoliaError` (Algolia's `{ message, status }` 400 answer).
 */
import { z } from 'zod'
import type { FilterGroup } from './engine'
import { SEARCH_LIMITS } from './limits'

export const MAX_QUERY_LENGTH = 512

export class AlgoliaError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message)
  }
  toJSON() {
    return { message: this.message, status: this.status }
  }
}

export type SearchParams = {
  query: string
  page: number
  hitsPerPage: number
  facets: string[]
  facetFilters: FilterGroup[]
  filters: FilterGroup[]
  maxValuesPerFacet: number
  attributesToRetrieve: string[] | null
  attributesToHighlight: string[] | null
  attributesToSnippet: { attribute: string; words: number }[]
  highlightPreTag: string
  highlightPostTag: string
  snippetEllipsisText: string
  analytics: boolean
  clickAnalytics: boolean
  facetQuery: string
  maxFacetHits: number
  /** One hit per page (Algolia's `distinct`, keyed on the page); on unless a search turns it off. */
  distinct: boolean
  /** Filters that choose which copy of a page stands for it (`framework:vue`), without filtering. */
  optionalFilters: FilterGroup[]
}

const list = z.union([z.string().transform((s) => [s]), z.array(z.string())])
const bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max)
const nestedFilters = z.union([z.string(), z.array(z.union([z.string(), z.array(z.string())]))])

const schema = z.object({
  query: z.string().max(MAX_QUERY_LENGTH, `Query is too long: at most ${MAX_QUERY_LENGTH} characters are allowed`).default(''),
  page: int(0, 1000).default(0),
  hitsPerPage: int(0, 1000).default(20),
  facets: list.default([]),
  facetFilters: nestedFilters.optional(),
  filters: z.string().max(2000).default(''),
  maxValuesPerFacet: int(1, 1000).default(100),
  attributesToRetrieve: list.optional(),
  attributesToHighlight: list.optional(),
  attributesToSnippet: list.default([]),
  highlightPreTag: z.string().max(100).default('<em>'),
  highlightPostTag: z.string().max(100).default('</em>'),
  snippetEllipsisText: z.string().max(20).default('…'),
  analytics: bool.default(true),
  clickAnalytics: bool.default(false),
  facetQuery: z.string().max(MAX_QUERY_LENGTH).default(''),
  maxFacetHits: int(1, 100).default(10),
  distinct: z
    .union([
      bool,
      z.coerce
        .number()
        .int()
        .min(0)
        .max(1)
        .transform((n) => n === 1),
    ])
    .default(true),
  optionalFilters: nestedFilters.optional(),
})

/** Values of a URL-encoded params string: arrays and numbers arrive JSON-encoded. */
function decodeParamsString(params: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, raw] of new URLSearchParams(params)) {
    let value: unknown = raw
    if (/^[[{]/.test(raw)) {
      try {
        value = JSON.parse(raw)
      } catch {
        throw new AlgoliaError(`Invalid value for "${key}": malformed JSON`)
      }
    }
    out[key] = value
  }
  return out
}

function parseFilterTerm(term: string, negate: boolean): FilterGroup[number] {
  const match = /^(-?)([\w.]+):(.*)$/s.exec(term.trim())
  if (!match) throw new AlgoliaError(`filters: Unexpected token "${term}" expected attribute:value`)
  const value = match[3]!
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .replace(/^'(.*)'$/s, '$1')
  return { attribute: match[2]!, value, negate: negate !== (match[1] === '-') }
}

/** facetFilters: `["a:x", ["b:y", "b:z"]]` = a:x AND (b:y OR b:z); `-a:x` negates. */
export function parseFacetFilters(value: string | (string | string[])[] | undefined): FilterGroup[] {
  if (value === undefined) return []
  let items: (string | string[])[]
  if (typeof value === 'string') {
    if (value.trim().startsWith('[')) {
      try {
        items = JSON.parse(value)
      } catch {
        throw new AlgoliaError('facetFilters: malformed JSON')
      }
    } else items = value.split(',').filter((s) => s.trim())
  } else items = value
  if (!Array.isArray(items)) throw new AlgoliaError('facetFilters: expected an array')
  // Counted before any value is parsed.
  const values = items.reduce((sum, item) => sum + (Array.isArray(item) ? item.length : 1), 0)
  if (values > SEARCH_LIMITS.maxFilterValues) throw new AlgoliaError(`facetFilters: ${values} values: at most ${SEARCH_LIMITS.maxFilterValues} are allowed`)
  return items.map((item) => {
    const group = Array.isArray(item) ? item : [item]
    if (!group.every((t) => typeof t === 'string')) throw new AlgoliaError('facetFilters: expected strings')
    return group.map((t) => parseFilterTerm(t, false))
  })
}

/** `filters`: `a:x AND (b:y OR b:z) AND NOT c:w`, values optionally quoted. */
export function parseFilters(input: string): FilterGroup[] {
  const tokens = input.match(/\(|\)|"[^"]*"|'[^']*'|[^\s()]+:"[^"]*"|[^\s()]+:'[^']*'|[^\s()]+/g) ?? []
  const values = tokens.filter((token) => token.includes(':')).length
  if (values > SEARCH_LIMITS.maxFilterValues) throw new AlgoliaError(`filters: ${values} values: at most ${SEARCH_LIMITS.maxFilterValues} are allowed`)
  const groups: FilterGroup[] = []
  let i = 0
  let pendingOr = false
  const term = (): FilterGroup[number] => {
    let negate = false
    if (tokens[i]?.toUpperCase() === 'NOT') {
      negate = true
      i++
    }
    const token = tokens[i++]
    if (!token || token === '(' || token === ')') throw new AlgoliaError(`filters: Unexpected token ${token ?? 'end of input'} expected attribute:value`)
    return parseFilterTerm(token, negate)
  }
  while (i < tokens.length) {
    let group: FilterGroup
    if (tokens[i] === '(') {
      i++
      group = [term()]
      while (tokens[i]?.toUpperCase() === 'OR') {
        i++
        group.push(term())
      }
      if (tokens[i++] !== ')') throw new AlgoliaError('filters: Unexpected token, expected ")"')
    } else group = [term()]
    if (pendingOr && groups.length) groups[groups.length - 1]!.push(...group)
    else groups.push(group)
    const joiner = tokens[i]?.toUpperCase()
    if (joiner === undefined) break
    if (joiner !== 'AND' && joiner !== 'OR') throw new AlgoliaError(`filters: Unexpected token ${tokens[i]} expected AND or OR`)
    pendingOr = joiner === 'OR'
    i++
    if (i >= tokens.length) throw new AlgoliaError('filters: Unexpected end of input')
  }
  return groups
}

function parseSnippet(spec: string) {
  const [attribute, words] = spec.split(':')
  const count = words === undefined ? 10 : Number(words)
  if (!attribute || !Number.isInteger(count) || count < 1 || count > 100) throw new AlgoliaError(`attributesToSnippet: invalid value "${spec}"`)
  return { attribute, words: count }
}

export function parseSearchParams(input: unknown): SearchParams {
  let raw: Record<string, unknown>
  if (input === undefined || input === null) raw = {}
  else if (typeof input === 'string') raw = decodeParamsString(input)
  else if (typeof input === 'object' && !Array.isArray(input)) raw = input as Record<string, unknown>
  else throw new AlgoliaError('params: expected a string or an object')
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const where = issue.path.join('.')
    throw new AlgoliaError(where === 'query' ? issue.message : `Invalid value for "${where}": ${issue.message}`)
  }
  const p = parsed.data
  return {
    query: p.query,
    page: p.page,
    hitsPerPage: p.hitsPerPage,
    facets: p.facets,
    facetFilters: parseFacetFilters(p.facetFilters),
    filters: parseFilters(p.filters),
    maxValuesPerFacet: p.maxValuesPerFacet,
    attributesToRetrieve: p.attributesToRetrieve ?? null,
    attributesToHighlight: p.attributesToHighlight ?? null,
    attributesToSnippet: p.attributesToSnippet.map(parseSnippet),
    highlightPreTag: p.highlightPreTag,
    highlightPostTag: p.highlightPostTag,
    snippetEllipsisText: p.snippetEllipsisText,
    analytics: p.analytics,
    clickAnalytics: p.clickAnalytics,
    facetQuery: p.facetQuery,
    maxFacetHits: p.maxFacetHits,
    distinct: p.distinct,
    optionalFilters: parseFacetFilters(p.optionalFilters),
  }
}

export type QueryRequest = { indexName: string; params: SearchParams; rawParams: string; type: 'default' | 'facet'; facet?: string }

/** The body of `POST /1/indexes/*\/queries`: `{ requests: [{ indexName, params, type?, facet? }] }`. */
export function parseQueriesBody(body: unknown): QueryRequest[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AlgoliaError('Invalid JSON body: expected an object')
  const requests = (body as { requests?: unknown }).requests
  if (!Array.isArray(requests)) throw new AlgoliaError('Missing "requests" in the body: expected an array')
  if (requests.length === 0 || requests.length > SEARCH_LIMITS.maxRequests)
    throw new AlgoliaError(`"requests" must hold between 1 and ${SEARCH_LIMITS.maxRequests} requests`)
  return requests.map((request, n) => {
    if (!request || typeof request !== 'object') throw new AlgoliaError(`requests[${n}]: expected an object`)
    const { indexName, params, type, facet, ...rest } = request as Record<string, unknown>
    if (typeof indexName !== 'string' || !indexName) throw new AlgoliaError(`requests[${n}]: indexName is required`)
    if (type !== undefined && type !== 'default' && type !== 'facet') throw new AlgoliaError(`requests[${n}]: type must be "default" or "facet"`)
    // v5 clients may send the parameters flat on the request instead of in `params`.
    const merged = typeof params === 'string' ? { ...decodeParamsString(params), ...rest } : { ...rest, ...(params as object | undefined) }
    const parsed = parseSearchParams(merged)
    if (type === 'facet' && (typeof facet !== 'string' || !facet)) throw new AlgoliaError(`requests[${n}]: facet is required for a facet search`)
    const rawParams =
      typeof params === 'string'
        ? params
        : new URLSearchParams(Object.entries(merged).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString()
    return { indexName, params: parsed, rawParams, type: type === 'facet' ? 'facet' : 'default', facet: facet as string | undefined }
  })
}
