/**
 * Shapes engine results as Algolia answers: hits with `_highlightResult` and `_snippetResult`,
 * paging fields, facet counts, and facet value search hits.
 */
import { approximateBytes, memoryShare } from '~/server/memory-plan'
import { randomBytes } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { tokenize, type EngineResult, type SearchEngine } from './engine'
import { termOf } from './text'
import type { SearchParams } from './algolia-params'
import type { SearchRecord } from './records'

type MatchLevel = 'none' | 'partial' | 'full'
export type HighlightResult = { value: string; matchLevel: MatchLevel; matchedWords: string[]; fullyHighlighted?: boolean }
export type SnippetResult = { value: string; matchLevel: MatchLevel }

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const
const TEXT_ATTRIBUTES = [...LEVELS.map((l) => `hierarchy.${l}`), 'content']
const ALL_ATTRIBUTES = ['hierarchy', 'content', 'url', 'library', 'framework', 'version', 'objectID']

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const WORD = /[\p{L}\p{N}_$]+/gu
const WORD_ONLY = /^[\p{L}\p{N}_$]+$/u

/**
 * Wraps, in every word of `text`, the longest term the word starts with. Runs one regular
 * expression compiled once: building one per call (its Unicode classes) cost more than the
 * search. Terms with other characters (a facet query such as `vue-`) take the slower path.
 */
function markWordStarts(text: string, terms: string[], exact: ReadonlySet<string>, mark: (found: string) => string): string | undefined {
  let unsafe = false
  const value = text.replace(WORD, (word) => {
    // A word whose index term is matched (`query` and `queries`, both `queri`) is marked whole.
    if (exact.has(termOf(word))) return mark(word)
    const lower = word.toLowerCase()
    if (lower.length !== word.length) unsafe = true // case mapping changed the length: offsets would be wrong
    const term = terms.find((t) => lower.startsWith(t))
    if (!term) return word
    // A term that is the word's stem (`cach` of `caching`) marks the whole word.
    if (term.length < word.length && tokenize(word)[0] === term) return mark(word)
    return mark(word.slice(0, term.length)) + word.slice(term.length)
  })
  return unsafe ? undefined : value
}

/** Stand-ins for the highlight tags while the text is marked, so a tag's own letters are never marked. */
const OPEN = '\uE000'
const CLOSE = '\uE001'

/**
 * The text as written with the tags around the marked words, as Algolia returns highlighted values:
 * it leaves escaping to the client (InstantSearch escapes the value, then puts its own tags in), so
 * escaping here too showed readers "&amp;" for every "&" of a title.
 */
function withTags(marked: string, pre: string, post: string): string {
  return marked.replaceAll(OPEN, pre).replaceAll(CLOSE, post)
}

/** What highlighting needs of a query's words and terms, worked out once for every attribute of every hit of an answer. */
export type Highlighter = {
  queryWords: string[]
  lowerQueryWords: string[]
  lowerMatchTerms: ReadonlySet<string>
  /** The terms to mark, longest first, and the same as a set. */
  terms: string[]
  exact: ReadonlySet<string>
  wordOnly: boolean
  /** The slower path's expression, made when a text first needs it. */
  pattern?: RegExp
}

export function highlighter(queryWords: string[], matchTerms: string[]): Highlighter {
  const terms = [...new Set([...queryWords, ...matchTerms].map((t) => t.toLowerCase()).filter(Boolean))].sort((a, b) => b.length - a.length)
  return {
    queryWords,
    lowerQueryWords: queryWords.map((word) => word.toLowerCase()),
    lowerMatchTerms: new Set(matchTerms.map((term) => term.toLowerCase())),
    terms,
    exact: new Set(terms),
    wordOnly: terms.every((term) => WORD_ONLY.test(term)),
  }
}

/** Words of `text` that start with one of the terms are wrapped in the tags. */
export function highlight(raw: string, queryWords: string[], matchTerms: string[], pre: string, post: string): HighlightResult {
  return highlightWith(highlighter(queryWords, matchTerms), raw, pre, post)
}

export function highlightWith(h: Highlighter, raw: string, pre: string, post: string): HighlightResult {
  const text = raw.replace(/[\uE000\uE001]/g, '')
  const { queryWords, lowerQueryWords, lowerMatchTerms, terms } = h
  if (!terms.length || !text) return { value: text, matchLevel: 'none', matchedWords: [] }
  let matched = new Set<string>()
  let covered = 0
  const mark = (found: string) => {
    covered += found.length
    const lower = found.toLowerCase()
    queryWords.forEach((word, n) => {
      if (lower.startsWith(lowerQueryWords[n]!) || (lowerMatchTerms.has(lower) && word.length > 0)) matched.add(word)
    })
    return `${OPEN}${found}${CLOSE}`
  }
  let value = h.wordOnly ? markWordStarts(text, terms, h.exact, mark) : undefined
  if (value === undefined) {
    matched = new Set()
    covered = 0
    // A global expression starts each `replace` from the text's start, so one serves every text.
    h.pattern ??= new RegExp(`(?<![\\p{L}\\p{N}_$])(${terms.map(escapeRegExp).join('|')})`, 'giu')
    value = text.replace(h.pattern, mark)
  }
  const matchedWords = queryWords.filter((w) => matched.has(w))
  const matchLevel: MatchLevel = covered === 0 ? 'none' : matchedWords.length === queryWords.length ? 'full' : 'partial'
  return { value: withTags(value, pre, post), matchLevel, matchedWords, fullyHighlighted: covered > 0 && covered >= text.replace(/\s+/g, '').length }
}

/** About `words` words of `text` around its first match, with the ellipsis where it was cut. */
export function snippet(text: string, queryWords: string[], matchTerms: string[], words: number, params: SearchParams): SnippetResult {
  const all = text.split(/\s+/).filter(Boolean)
  const terms = [...queryWords, ...matchTerms].map((t) => t.toLowerCase())
  let first = all.findIndex((w) => {
    const lower = w.toLowerCase().replace(/^[^\p{L}\p{N}_$]+/u, '')
    return terms.some((t) => t && lower.startsWith(t))
  })
  if (first < 0) first = 0
  const start = Math.max(0, Math.min(first - Math.floor(words / 3), all.length - words))
  const end = Math.min(all.length, start + words)
  let cut = all.slice(start, end).join(' ')
  if (start > 0) cut = `${params.snippetEllipsisText}${cut}`
  if (end < all.length) cut = `${cut}${params.snippetEllipsisText}`
  const lit = highlight(cut, queryWords, matchTerms, params.highlightPreTag, params.highlightPostTag)
  return { value: lit.value, matchLevel: lit.matchLevel }
}

function getPath(record: SearchRecord, attribute: string | string[]): unknown {
  const keys = typeof attribute === 'string' ? attribute.split('.') : attribute
  return keys.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), record)
}

function setPath(target: Record<string, unknown>, attribute: string | string[], value: unknown) {
  const keys = typeof attribute === 'string' ? attribute.split('.') : attribute
  let node = target
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>
  node[keys[keys.length - 1]!] = value
}

function expand(attributes: string[]): string[] {
  return attributes.flatMap((a) => (a === '*' ? ALL_ATTRIBUTES : a === 'hierarchy' ? LEVELS.map((l) => `hierarchy.${l}`) : [a]))
}

/**
 * What shaping needs of a search's parameters and matched terms, the same for each of its hits:
 * the query's words, the attributes' paths, the highlighter.
 */
export type HitShape = { params: SearchParams; terms: string[]; queryWords: string[]; retrieve: string[][]; highlight: string[][]; highlighter: Highlighter }

export function hitShape(params: SearchParams, terms: string[]): HitShape {
  const queryWords = tokenize(params.query)
  const paths = (attributes: string[]) => expand(attributes).map((attribute) => attribute.split('.'))
  return {
    params,
    terms,
    queryWords,
    retrieve: paths(params.attributesToRetrieve ?? ['*']),
    highlight: paths(params.attributesToHighlight ?? TEXT_ATTRIBUTES),
    highlighter: highlighter(queryWords, terms),
  }
}

export function shapeHit(
  record: SearchRecord,
  terms: string[],
  params: SearchParams,
  position?: number,
  shape: HitShape = hitShape(params, terms),
): Record<string, unknown> {
  const { queryWords } = shape
  const hit: Record<string, unknown> = {}
  for (const path of shape.retrieve) {
    const value = getPath(record, path)
    if (value !== undefined) setPath(hit, path, value)
  }
  hit.objectID = record.objectID
  const highlightResult: Record<string, unknown> = {}
  for (const path of shape.highlight) {
    const value = getPath(record, path)
    if (typeof value === 'string') setPath(highlightResult, path, highlightWith(shape.highlighter, value, params.highlightPreTag, params.highlightPostTag))
  }
  hit._highlightResult = highlightResult
  if (params.attributesToSnippet.length) {
    const snippetResult: Record<string, unknown> = {}
    for (const { attribute, words } of params.attributesToSnippet) {
      for (const name of expand([attribute])) {
        const value = getPath(record, name)
        if (typeof value === 'string') setPath(snippetResult, name, snippet(value, queryWords, terms, words, params))
      }
    }
    hit._snippetResult = snippetResult
  }
  if (position !== undefined) hit.__position = position
  return hit
}

export function newQueryId(): string {
  return randomBytes(16).toString('hex')
}

function limitFacets(facets: EngineResult['facets'], max: number) {
  const out: Record<string, Record<string, number>> = {}
  for (const [name, counts] of Object.entries(facets)) {
    const sorted = Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    out[name] = Object.fromEntries(sorted.slice(0, max))
  }
  return out
}

/**
 * Shaped answers of recent searches, per index: highlighting and snippets cost more than the
 * search itself once its hits are known, and the same request comes from many readers. Each
 * answer still gets its own query id. A rebuilt index is a new key, so nothing stale is served.
 */
const shapedAnswers = new WeakMap<SearchEngine, LRUCache<string, Omit<ReturnType<typeof shapeAnswer>, 'queryID' | 'processingTimeMS'>>>()

function shapeAnswer(engine: SearchEngine, indexName: string, params: SearchParams, rawParams: string) {
  const hitsPerPage = params.hitsPerPage
  const from = params.page * hitsPerPage
  const result = engine.search({
    query: params.query,
    filters: [...params.facetFilters, ...params.filters],
    facets: params.facets,
    limit: from + hitsPerPage,
    distinct: params.distinct,
    prefer: preferredFramework(params),
  })
  const nbHits = result.nbHits
  const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage)
  // Not Algolia's: the embedded engine's spelling suggestion for a query that found nothing.
  const didYouMean = nbHits === 0 && params.query.trim() ? engine.suggest(params.query, [...params.facetFilters, ...params.filters]) : undefined
  // The hits of one search share their matched terms: what shaping needs of them is worked out once.
  let shape: HitShape | undefined
  const hits = result.hits.slice(from, from + hitsPerPage).map((h, n) => {
    if (shape?.terms !== h.terms) shape = hitShape(params, h.terms)
    return shapeHit(h.record, h.terms, params, from + n + 1, shape)
  })
  for (const hit of hits) delete hit.__position
  return {
    hits,
    nbHits,
    page: params.page,
    nbPages,
    hitsPerPage,
    facets: limitFacets(result.facets, params.maxValuesPerFacet),
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustive: { facetsCount: true, nbHits: true, typo: true },
    query: params.query,
    params: rawParams,
    index: indexName,
    queryID: '',
    renderingContent: {},
    processingTimeMS: 0,
    ...(didYouMean ? { didYouMean } : {}),
  }
}

/**
 * The framework whose copy of a page a search shows: the one framework the search is filtered
 * on, else an optional filter on it (the reader's remembered framework).
 */
export function preferredFramework(params: SearchParams): string | undefined {
  for (const groups of [params.facetFilters, params.filters, params.optionalFilters]) {
    const values = groups.flatMap((group) => group.filter((test) => test.attribute === 'framework' && !test.negate).map((test) => test.value))
    if (values.length === 1 || (groups === params.optionalFilters && values.length)) return values[0]
  }
  return undefined
}

export function searchResponse(engine: SearchEngine, indexName: string, params: SearchParams, rawParams: string) {
  const started = performance.now()
  let answers = shapedAnswers.get(engine)
  if (!answers)
    shapedAnswers.set(
      engine,
      (answers = new LRUCache({ maxSize: memoryShare('searchAnswers', 2), sizeCalculation: (answer) => Math.max(1, approximateBytes(answer)) })),
    )
  const key = JSON.stringify([engine.generation, indexName, rawParams, params])
  let answer = answers.get(key)
  if (!answer) {
    answer = shapeAnswer(engine, indexName, params, rawParams)
    answers.set(key, answer)
  }
  return { ...answer, queryID: newQueryId(), processingTimeMS: Math.max(1, Math.round(performance.now() - started)) }
}

export function facetSearchResponse(engine: SearchEngine, facet: string, params: SearchParams) {
  const started = performance.now()
  const result = engine.search({ query: params.query, filters: [...params.facetFilters, ...params.filters], facets: [facet], limit: 0, distinct: false })
  const needle = params.facetQuery.toLowerCase()
  const facetHits = Object.entries(result.facets[facet] ?? {})
    .filter(
      ([value]) =>
        !needle ||
        value
          .toLowerCase()
          .split(/[\s-]+/)
          .some((word) => word.startsWith(needle)) ||
        value.toLowerCase().startsWith(needle),
    )
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, params.maxFacetHits)
    .map(([value, count]) => ({
      value,
      count,
      highlighted: highlight(value, needle ? [needle] : [], [], params.highlightPreTag, params.highlightPostTag).value,
    }))
  return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.max(1, Math.round(performance.now() - started)) }
}
