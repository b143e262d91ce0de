/**
 * The embedded full-text engine (MiniSearch, chosen by `npm run bench:search`): prefix matching
 * on the last word while typing, typo tolerance, field boosts (title > headings > content),
 * facet counts over the filtered hits, and highlighting in Algolia's shape.
 */
import { LRUCache } from 'lru-cache'
import MiniSearch, { type SearchResult } from 'minisearch'
import { findLibrary } from '~/site/libraries'
import { apiIdentifierOf, copyPreference, pageKeyOf, pageKindOf, rankFactor, urlFramework, type RankFacts } from './ranking'
import type { SearchRecord } from './records'
import { queryTerms, tokenize } from './text'

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
  /** One hit per page: its framework copies and sections collapse (Algolia's `distinct`). */
  distinct?: boolean
  /** The framework whose copy of a page stands for it; else the library's first framework. */
  prefer?: string
}

/** Words of a query that may match with a typo; the words after them must match as written. */
export const MAX_FUZZY_TERMS = 3
/** Longer words are matched as written: no real term is that long, and expanding one costs. */
const MAX_EXPANDED_LENGTH = 40

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

export { tokenize }

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

/**
 * What ranking, filtering and `distinct` need of a record, worked out once when it is indexed.
 * The sections of a page share their title's terms, page key and framework list (one copy per
 * distinct value), which keeps these small next to the index itself.
 */
type RecordFacts = RankFacts & {
  record: SearchRecord
  /** The record's library, version and frameworks, lower-cased (for filters). */
  library: string
  version: string
  frameworks: readonly string[]
  pageKey: string
  urlFramework: string | null
  firstFramework: string | undefined
}

/** One shared copy of equal values. */
class Interner<T> {
  private readonly values = new Map<string, T>()
  get(key: string, make: () => T): T {
    let value = this.values.get(key)
    if (value === undefined) this.values.set(key, (value = make()))
    return value
  }
}

function factsOf(record: SearchRecord, shared: { terms: Interner<string[]>; strings: Interner<string> }): RecordFacts {
  const { lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy
  const headings = [lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean)
  const kind = pageKindOf(record.url)
  const pageKey = pageKeyOf(record.url)
  const heading = headings.at(-1) ?? ''
  const frameworks = record.framework.join(' ')
  return {
    record,
    library: shared.strings.get(`l:${record.library}`, () => record.library.toLowerCase()),
    version: shared.strings.get(`v:${record.version}`, () => record.version.toLowerCase()),
    frameworks: shared.terms.get(`fw:${frameworks}`, () => record.framework.map((value) => value.toLowerCase())),
    depth: headings.length,
    titleTerms: shared.terms.get(`t:${record.hierarchy.lvl1}`, () => tokenize(record.hierarchy.lvl1)),
    headingTerms: shared.terms.get(`t:${heading}`, () => tokenize(heading)),
    kind,
    identifier: apiIdentifierOf(record.hierarchy.lvl1, kind),
    pageKey: shared.strings.get(pageKey, () => pageKey),
    urlFramework: urlFramework(record.url),
    firstFramework: findLibrary(record.library)?.frameworks[0],
  }
}

function valuesOf(record: SearchRecord, attribute: string): string[] {
  const value = attributeValue(record, attribute)
  return value === null ? [] : Array.isArray(value) ? value : [value]
}

/** Whether a record has a value of a filterable attribute; `value` is lower-cased. */
function hasValue(facts: RecordFacts, attribute: string, value: string): boolean {
  switch (attribute) {
    case 'framework':
      return facts.frameworks.includes(value)
    case 'library':
      return facts.library === value
    case 'version':
      return facts.version === value
    default:
      return valuesOf(facts.record, attribute).some((own) => own.toLowerCase() === value)
  }
}

/** Whether a record passes every filter group; the filter values must be lower-cased. */
function passes(facts: RecordFacts, filters: FilterGroup[]): boolean {
  return filters.every((group) =>
    group.some((test) => {
      const equal = hasValue(facts, test.attribute, test.value)
      return test.negate ? !equal : equal
    }),
  )
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

/** Records added to the index between two yields to the event loop while a library is (re)indexed. */
const INDEX_CHUNK = 250

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

export class SearchEngine {
  readonly records = new Map<string, SearchRecord>()
  private readonly facts = new Map<string, RecordFacts>()
  private readonly shared = { terms: new Interner<string[]>(), strings: new Interner<string>() }
  private readonly byLibrary = new Map<string, string[]>()
  private readonly index: MiniSearch<SearchRecord>
  /** Raised on every change of the records: caches of answers key on it. */
  generation = 0
  /**
   * Readers type the same words (every reader of a page starts with the same few prefixes, and
   * the dialog asks again for each facet row), so recent answers are kept. Emptied whenever the
   * records change, so nothing stale is ever served.
   */
  private readonly recent = new LRUCache<string, EngineResult>({ max: 500 })

  constructor() {
    this.index = new MiniSearch<SearchRecord>(SearchEngine.options())
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

  /** An engine over the given records, indexed at once (tests and benchmarks). */
  static build(records: SearchRecord[]): SearchEngine {
    const engine = new SearchEngine()
    const byLibrary = new Map<string, SearchRecord[]>()
    for (const record of records) byLibrary.set(record.library, [...(byLibrary.get(record.library) ?? []), record])
    for (const [library, list] of byLibrary) engine.replaceLibrarySync(library, list)
    return engine
  }

  get size(): number {
    return this.records.size
  }

  /** The libraries whose records are in the index. */
  get libraries(): string[] {
    return [...this.byLibrary.keys()]
  }

  private removeLibrary(library: string) {
    const ids = this.byLibrary.get(library) ?? []
    for (const id of ids) {
      const record = this.records.get(id)
      if (record) this.index.discard(id)
      this.records.delete(id)
      this.facts.delete(id)
    }
    this.byLibrary.delete(library)
  }

  private addRecords(library: string, records: SearchRecord[]) {
    const ids = this.byLibrary.get(library) ?? []
    for (const record of records) {
      if (this.records.has(record.objectID)) continue
      this.records.set(record.objectID, record)
      this.facts.set(record.objectID, factsOf(record, this.shared))
      this.index.add(record)
      ids.push(record.objectID)
    }
    this.byLibrary.set(library, ids)
  }

  private changed() {
    this.generation++
    this.recent.clear()
  }

  /** Replaces one library's records in one go. */
  replaceLibrarySync(library: string, records: SearchRecord[]) {
    this.removeLibrary(library)
    this.addRecords(library, records)
    this.changed()
  }

  /**
   * Replaces one library's records, a few hundred at a time with the event loop free in between,
   * so requests keep being answered while a library is indexed. The other libraries answer
   * throughout; the library itself answers from its new records once they are all in.
   */
  async replaceLibrary(library: string, records: AsyncIterable<SearchRecord> | Iterable<SearchRecord>) {
    const staging = `\u0000${library}`
    this.removeLibrary(staging)
    let chunk: SearchRecord[] = []
    const flush = async () => {
      // Staged under another key: the old records keep answering until the new ones are complete.
      for (const record of chunk) {
        const old = this.records.get(record.objectID)
        if (old) this.index.discard(record.objectID)
        this.records.delete(record.objectID)
      }
      this.addRecords(staging, chunk)
      chunk = []
      await yieldToEventLoop()
    }
    try {
      for await (const record of records) {
        chunk.push(record)
        if (chunk.length >= INDEX_CHUNK) await flush()
      }
      await flush()
    } catch (error) {
      this.removeLibrary(staging)
      this.changed()
      throw error
    }
    const staged = this.byLibrary.get(staging) ?? []
    this.byLibrary.delete(staging)
    const kept = new Set(staged)
    for (const id of this.byLibrary.get(library) ?? []) {
      if (kept.has(id)) continue
      if (this.records.has(id)) this.index.discard(id)
      this.records.delete(id)
      this.facts.delete(id)
    }
    this.byLibrary.set(library, staged)
    this.changed()
  }

  search(query: EngineQuery): EngineResult {
    const key = JSON.stringify([queryTerms(query.query), query.filters, query.facets, query.limit, query.distinct, query.prefer])
    const known = this.recent.get(key)
    if (known) return known
    const result = this.searchUncached(query)
    this.recent.set(key, result)
    return result
  }

  private passesFilters(id: string, filters: FilterGroup[]): boolean {
    const facts = this.facts.get(id)
    return facts !== undefined && passes(facts, filters)
  }

  /** The search itself, without the cache of recent answers (engine comparisons time this). */
  searchUncached(query: EngineQuery): EngineResult {
    const terms = queryTerms(query.query)
    const queryFacts = { terms }
    const filters = query.filters.map((group) => group.map((test) => ({ ...test, value: test.value.toLowerCase() })))
    let results: SearchResult[]
    if (terms.length === 0) {
      results = this.index.search(MiniSearch.wildcard)
    } else {
      const options = {
        // The terms are index terms already.
        tokenize: (text: string) => text.split(' '),
        processTerm: (term: string) => term,
        boost: { title: 4, headings: 2, content: 1, library: 1.5 },
        // Prefix matching for words of four letters or more (shorter ones expand to a large part
        // of the vocabulary, make the slowest searches and rank nothing in particular).
        prefix: (term: string) => term.length >= 4 && term.length <= MAX_EXPANDED_LENGTH,
        // Typo tolerance for the first few long words only: each one walks the vocabulary.
        fuzzy: (term: string, n: number) => (n >= MAX_FUZZY_TERMS || term.length > MAX_EXPANDED_LENGTH ? false : term.length >= 5 ? 0.2 : false),
        // Two typos at most, as Algolia: the cost of a fuzzy term grows with the edits allowed.
        maxFuzzy: 2,
        weights: { fuzzy: 0.3, prefix: 0.6 },
      }
      results = this.index.search(terms.join(' '), { ...options, combineWith: 'AND' })
      // No section has every word: the sections with most of them (a reader's phrase such as
      // "retry failed queries" need not be the docs' words).
      if (terms.length > 1 && !results.some((result) => this.passesFilters(result.id as string, filters))) {
        results = this.index.search(terms.join(' '), { ...options, combineWith: 'OR' })
      }
    }
    const prefer = query.prefer?.toLowerCase()
    const hits: EngineHit[] = []
    const factsOfHit: RecordFacts[] = []
    for (const result of results) {
      const facts = this.facts.get(result.id as string)
      if (!facts || !passes(facts, filters)) continue
      hits.push({ record: facts.record, terms: result.terms, score: result.score * rankFactor(facts, queryFacts, result.terms) })
      factsOfHit.push(facts)
    }
    const facets: Record<string, Record<string, number>> = {}
    for (const name of new Set(query.facets.flatMap((facet) => (facet === '*' ? FACETS : [facet])))) {
      // Counted over every record that matched, before distinct: each framework's copies count.
      facets[name] = (FACETS as string[]).includes(name) ? countFacet(hits, name as FacetName) : {}
    }
    const before = terms.length ? byScore : byUrl
    const ranked = query.distinct ? collapseCopies(hits, factsOfHit, prefer) : hits
    return { hits: best(ranked, before, query.limit ?? ranked.length), nbHits: ranked.length, facets }
  }

  /** The records of one library. */
  *recordsOf(library: string): Iterable<SearchRecord> {
    for (const id of this.byLibrary.get(library) ?? []) {
      const record = this.records.get(id)
      if (record) yield record
    }
  }
}

/** How many hits have each value of a facet, without a list per hit. */
function countFacet(hits: EngineHit[], name: FacetName): Record<string, number> {
  const counts = new Map<string, number>()
  const add = (value: string) => counts.set(value, (counts.get(value) ?? 0) + 1)
  for (const { record } of hits) {
    if (name === 'framework') for (const value of record.framework) add(value)
    else add(name === 'library' ? record.library : record.version)
  }
  return Object.fromEntries(counts)
}

/**
 * Algolia's `distinct` with the page as its key: the copies of a page (its sections, and its
 * framework and framework-neutral versions) become one hit, ranked by its best section and shown
 * as the best section of the copy in the preferred framework (see `copyPreference`).
 */
/** The factor on a page that exists only in frameworks other than the preferred and the library's first. */
const OTHER_FRAMEWORK_ONLY = 0.6

function collapseCopies(hits: EngineHit[], facts: RecordFacts[], prefer: string | undefined): EngineHit[] {
  const groups = new Map<string, { hit: EngineHit; preference: number; score: number }>()
  hits.forEach((hit, n) => {
    const fact = facts[n]!
    const preference = copyPreference(fact.urlFramework, prefer ?? fact.firstFramework, fact.firstFramework)
    const group = groups.get(fact.pageKey)
    if (!group) {
      groups.set(fact.pageKey, { hit, preference, score: hit.score })
      return
    }
    group.score = Math.max(group.score, hit.score)
    if (preference > group.preference || (preference === group.preference && hit.score > group.hit.score)) {
      group.hit = hit
      group.preference = preference
    }
  })
  // A page the reader cannot have in their framework (nor framework-neutral) comes after those they can.
  return [...groups.values()].map((group) => ({ ...group.hit, score: group.preference > 0 ? group.score : group.score * OTHER_FRAMEWORK_ONLY }))
}
