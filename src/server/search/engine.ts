/**
 * The embedded full-text engine (MiniSearch, chosen by `npm run bench:search`): prefix matching
 * on the last word while typing, typo tolerance, field boosts (title > headings > content),
 * facet counts over the filtered hits, and highlighting in Algolia's shape.
 */
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
}

export type EngineResult = {
  hits: { record: SearchRecord; terms: string[]; score: number }[]
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

export function attributeValue(record: SearchRecord, attribute: string): string | null {
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

export function matchesFilters(record: SearchRecord, filters: FilterGroup[]): boolean {
  return filters.every((group) =>
    group.some((test) => {
      const value = attributeValue(record, test.attribute)
      const equal = value !== null && value.toLowerCase() === test.value.toLowerCase()
      return test.negate ? !equal : equal
    }),
  )
}

/**
 * Documentation ranking on top of the text score: a page whose title is the query comes first,
 * and a section ranks above the sections nested in it (as DocSearch ranks by hierarchy level).
 */
export function rankFactor(record: SearchRecord, normalizedQuery: string): number {
  const { lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy
  const depth = [lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean).length
  let factor = 1 - 0.06 * depth
  if (normalizedQuery && tokenize(record.hierarchy.lvl1).join(' ') === normalizedQuery) factor *= 2
  else if (normalizedQuery && depth > 0 && tokenize([lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean).at(-1) ?? '').join(' ') === normalizedQuery) factor *= 1.5
  return factor
}

export class SearchEngine {
  readonly records: Map<string, SearchRecord>
  private readonly index: MiniSearch<SearchRecord>

  private constructor(records: SearchRecord[], index: MiniSearch<SearchRecord>) {
    this.records = new Map(records.map((r) => [r.objectID, r]))
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
    const terms = tokenize(query.query)
    const normalizedQuery = terms.join(' ')
    const filter = (result: SearchResult) => {
      const record = this.records.get(result.id as string)
      return !!record && matchesFilters(record, query.filters)
    }
    let results: SearchResult[]
    if (terms.length === 0) {
      results = this.index.search(MiniSearch.wildcard, { filter })
    } else {
      const lastTerm = terms[terms.length - 1]
      results = this.index.search(terms.join(' '), {
        combineWith: 'AND',
        boost: { title: 4, headings: 2, content: 1, library: 1.5 },
        // Prefix matching for the word being typed once it has three letters (one or two letters
        // expand to most of the vocabulary and make the slowest searches); whole words before it.
        prefix: (term) => (term === lastTerm && term.length >= 3) || term.length > 3,
        fuzzy: (term) => (term.length >= 5 ? 0.2 : term.length >= 4 ? 1 : false),
        weights: { fuzzy: 0.3, prefix: 0.6 },
        filter,
      })
    }
    const hits = results.map((result) => {
      const record = this.records.get(result.id as string)!
      const score = result.score * rankFactor(record, normalizedQuery)
      return { record, terms: result.terms, score }
    })
    if (terms.length) hits.sort((a, b) => b.score - a.score)
    else hits.sort((a, b) => a.record.url.localeCompare(b.record.url))
    const facets: Record<string, Record<string, number>> = {}
    for (const facet of query.facets) {
      const names = facet === '*' ? FACETS : [facet]
      for (const name of names) {
        const counts: Record<string, number> = {}
        for (const hit of hits) {
          const value = attributeValue(hit.record, name)
          if (value !== null && FACETS.includes(name as FacetName)) counts[value] = (counts[value] ?? 0) + 1
        }
        facets[name] = counts
      }
    }
    return { hits, facets }
  }

  toJSON(): object {
    return this.index.toJSON()
  }

  static load(records: SearchRecord[], serialized: string): SearchEngine {
    const index = MiniSearch.loadJSON<SearchRecord>(serialized, SearchEngine.options())
    return new SearchEngine(records, index)
  }
}
