/**
 * The embedded full-text engine (MiniSearch, chosen by `npm run bench:search`): prefix matching
 * on the last word while typing, typo tolerance, field boosts (title > headings > content),
 * facet counts over the filtered hits, and highlighting in Algolia's shape.
 */
import { LRUCache } from 'lru-cache'
import MiniSearch, { type SearchResult } from 'minisearch'
import type { SearchRecord } from './records'

export type FacetName = 'library' | 'framework' | 'version'
export const FACETS: FacetName[] = ['library', 'framework', 'version']

/** A conjunction of disjunctions: every group must match one of its (possibly negated) tests. */
export type FilterGroup = { attribute: string; value: string; negate: boolean }[]

export type EngineQuery = {
  query: string
  filters: FilterGroup[]
  facets: string[]
  /** Only the best `limit` hits are ordered and returned; `nbHits` still counts them all. */
  limit?: number
}

type EngineHit = { record: SearchRecord; terms: string[]; score: number }

export type EngineResult = {
  hits: EngineHit[]
  nbHits: number
  facets: Record<string, Record<string, number>>
}

const FIELDS = ['title', 'headings', 'content', 'library']

function headingsOf(record: SearchRecord): string {
  const { lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy
  return [lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean).join(' ')
}

/** Letters and digits, lower-cased; `useQuery` and `use-query` both stay searchable. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}_$]+/gu) ?? []
}

/** A record's values of a facet attribute (a list attribute may have several, or none). */
export function attributeValue(record: SearchRecord, attribute: string): string | string[] | null {
  switch (attribute) {
    case 'library':
      return record.library
    case 'framework':
      return record.framework
    case 'version':
      return record.version
    case 'objectID':
      return record.objectID
    default:
      return null
  }
}

/** What ranking and filtering need of a record, worked out once per index rather than once per hit. */
type RankInfo = { depth: number; title: string; lastHeading: string }
type RecordFacts = RankInfo & { record: SearchRecord; lowerValues: Map<string, string[]> }

function factsOf(record: SearchRecord): RecordFacts {
  const { lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy
  const headings = [lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean)
  const lowerValues = new Map(['library', 'framework', 'version', 'objectID'].map((attribute) => [attribute, valuesOf(record, attribute).map((value) => value.toLowerCase())]))
  return { record, lowerValues, depth: headings.length, title: tokenize(record.hierarchy.lvl1).join(' '), lastHeading: tokenize(headings.at(-1) ?? '').join(' ') }
}

function valuesOf(record: SearchRecord, attribute: string): string[] {
  const value = attributeValue(record, attribute)
  return value === null ? [] : Array.isArray(value) ? value : [value]
}

/** Whether a record passes every filter group; the filter values must be lower-cased. */
function passes(facts: RecordFacts, filters: FilterGroup[]): boolean {
  return filters.every((group) =>
    group.some((test) => {
      const equal = facts.lowerValues.get(test.attribute)?.includes(test.value) ?? false
      return test.negate ? !equal : equal
    }),
  )
}

/**
 * Documentation ranking on top of the text score: a page whose title is the query comes first,
 * and a section ranks above the sections nested in it (as DocSearch ranks by hierarchy level).
 */
export function rankFactor(info: RankInfo, normalizedQuery: string): number {
  let factor = 1 - 0.06 * info.depth
  if (normalizedQuery && info.title === normalizedQuery) factor *= 2
  else if (normalizedQuery && info.depth > 0 && info.lastHeading === normalizedQuery) factor *= 1.5
  return factor
}

const byScore = (a: EngineHit, b: EngineHit) => b.score - a.score
const byUrl = (a: EngineHit, b: EngineHit) => (a.record.url < b.record.url ? -1 : a.record.url > b.record.url ? 1 : 0)

/**
 * The first `limit` items in `order`. A page of hits needs only its own few records ordered, so
 * small limits keep a short sorted list instead of sorting thousands of hits per keystroke.
 */
export function best<T>(items: T[], order: (a: T, b: T) => number, limit: number): T[] {
  if (limit <= 0) return []
  if (limit * 8 >= items.length) return items.sort(order).slice(0, limit)
  const kept: T[] = []
  for (const item of items) {
    if (kept.length === limit && order(item, kept[limit - 1]!) >= 0) continue
    let at = kept.length
    while (at > 0 && order(item, kept[at - 1]!) < 0) at--
    kept.splice(at, 0, item)
    if (kept.length > limit) kept.pop()
  }
  return kept
}

export class SearchEngine {
  readonly records: Map<string, SearchRecord>
  private readonly facts: Map<string, RecordFacts>
  private readonly index: MiniSearch<SearchRecord>
  /**
   * Readers type the same words (every reader of a page starts with the same few prefixes, and
   * the dialog asks again for each facet row), so recent answers are kept. The cache belongs to
   * this index: a rebuilt index starts with an empty one, so nothing stale is ever served.
   */
  private readonly recent = new LRUCache<string, EngineResult>({ max: 500 })

  private constructor(records: SearchRecord[], index: MiniSearch<SearchRecord>) {
    this.records = new Map(records.map((r) => [r.objectID, r]))
    this.facts = new Map(records.map((r) => [r.objectID, factsOf(r)]))
    this.index = index
  }

  static options() {
    return {
      idField: 'objectID',
      fields: FIELDS,
      tokenize,
      extractField: (record: SearchRecord, field: string) => {
        if (field === 'title') return record.hierarchy.lvl1
        if (field === 'headings') return headingsOf(record)
        if (field === 'library') return record.hierarchy.lvl0
        return (record as unknown as Record<string, string>)[field] ?? ''
      },
    }
  }

  static build(records: SearchRecord[]): SearchEngine {
    const unique = [...new Map(records.map((r) => [r.objectID, r])).values()]
    const index = new MiniSearch<SearchRecord>(SearchEngine.options())
    index.addAll(unique)
    return new SearchEngine(unique, index)
  }

  get size(): number {
    return this.records.size
  }

  search(query: EngineQuery): EngineResult {
    const key = JSON.stringify([tokenize(query.query), query.filters, query.facets, query.limit])
    const known = this.recent.get(key)
    if (known) return known
    const result = this.searchUncached(query)
    this.recent.set(key, result)
    return result
  }

  /** The search itself, without the cache of recent answers (engine comparisons time this). */
  searchUncached(query: EngineQuery): EngineResult {
    const terms = tokenize(query.query)
    const normalizedQuery = terms.join(' ')
    const filters = query.filters.map((group) => group.map((test) => ({ ...test, value: test.value.toLowerCase() })))
    let results: SearchResult[]
    if (terms.length === 0) {
      results = this.index.search(MiniSearch.wildcard)
    } else {
      const lastTerm = terms[terms.length - 1]
      results = this.index.search(normalizedQuery, {
        combineWith: 'AND',
        boost: { title: 4, headings: 2, content: 1, library: 1.5 },
        // Prefix matching for the word being typed once it has three letters (one or two letters
        // expand to most of the vocabulary and make the slowest searches); whole words before it.
        prefix: (term) => (term === lastTerm && term.length >= 3) || term.length > 3,
        fuzzy: (term) => (term.length >= 5 ? 0.2 : term.length >= 4 ? 1 : false),
        weights: { fuzzy: 0.3, prefix: 0.6 },
      })
    }
    const hits: EngineResult['hits'] = []
    for (const result of results) {
      const facts = this.facts.get(result.id as string)
      if (!facts || !passes(facts, filters)) continue
      hits.push({ record: facts.record, terms: result.terms, score: result.score * rankFactor(facts, normalizedQuery) })
    }
    const before = terms.length ? byScore : byUrl
    const facets: Record<string, Record<string, number>> = {}
    for (const name of new Set(query.facets.flatMap((facet) => (facet === '*' ? FACETS : [facet])))) {
      const counts: Record<string, number> = {}
      if ((FACETS as string[]).includes(name)) {
        for (const hit of hits) for (const value of valuesOf(hit.record, name)) counts[value] = (counts[value] ?? 0) + 1
      }
      facets[name] = counts
    }
    return { hits: best(hits, before, query.limit ?? hits.length), nbHits: hits.length, facets }
  }

  toJSON(): object {
    return this.index.toJSON()
  }

  static load(records: SearchRecord[], serialized: string): SearchEngine {
    const index = MiniSearch.loadJSON<SearchRecord>(serialized, SearchEngine.options())
    return new SearchEngine(records, index)
  }
}
