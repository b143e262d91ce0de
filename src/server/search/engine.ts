/**
 * The embedded full-text engine (MiniSearch, chosen by `npm run bench:search`): prefix matching
 * on the last word while typing, typo tolerance, field boosts (title > headings > content),
 * facet counts over the filtered hits, and highlighting in Algolia's shape.
 */
import { approximateBytes, memoryShare } from '~/server/memory-plan'
import { LRUCache } from 'lru-cache'
import MiniSearch from 'minisearch'
import SearchableMap from 'minisearch/SearchableMap'
import { frameworkOptions } from '~/site/frameworks'
import { findLibrary } from '~/site/libraries'
import { understandQuery, synonymLookup, type FacetVocabulary, type UnderstoodQuery } from './query-understanding'
import { apiIdentifierOf, apiNameOf, copyPreference, identifierPartsOf, pageKeyOf, pageKindOf, queryFactsOf, rankFactor, slugTermsOf, urlFramework, type RankFacts } from './ranking'
import type { SearchRecord } from './records'
import { acronymsOf, SYNONYMS } from './synonyms'
import { isIdentifier, queryWords, termOf, tokenize, WORD } from './text'

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

/**
 * The work one query may cost, whatever it holds (each index term a query matches costs a walk
 * over that term's postings, so the count of terms is the cost):
 * - the word being typed (the last) expands to the `PREFIX_TERMS` most frequent index terms it
 *   starts, another word only when it is not an index term itself, to `OTHER_PREFIX_TERMS`;
 * - a word that is no index term tolerates typos (one from 4 letters, two from 8), for the first
 *   `MAX_FUZZY_TERMS` such words, keeping the `FUZZY_TERMS` nearest;
 * - at most `MAX_QUERY_TERMS` index terms in all; words past that budget are matched as written;
 * - at most `MAX_POSTINGS` postings walked: the words are taken rarest first while they fit (see
 *   `match`), and the fallback for a query no section fully matches reuses the same postings;
 *   a word of one or two letters being typed gets `SHORT_PREFIX_POSTINGS`, spent on the terms it
 *   starts that fit (a third of the records start with `q`; ranking them all tells nothing).
 */
export const QUERY_BUDGET = { PREFIX_TERMS: 24, OTHER_PREFIX_TERMS: 6, MAX_FUZZY_TERMS: 3, FUZZY_TERMS: 6, MAX_QUERY_TERMS: 64, MAX_POSTINGS: 12_000, SHORT_PREFIX_POSTINGS: 5_000 } as const
export const MAX_FUZZY_TERMS = QUERY_BUDGET.MAX_FUZZY_TERMS
/** Longer words are matched as written: no real term is that long, and expanding one costs. */
const MAX_EXPANDED_LENGTH = 40

/** MiniSearch with access to its vocabulary: how many sections hold a term, which terms start with a prefix or are near a word. */
class DocsIndex extends MiniSearch<SearchRecord> {
  /**
   * Each section's field lengths (`FIELDS.length` per short id, -1 for a field it lacks) and
   * whether it is live, in arrays: the scoring loop runs for every posting a query walks, and
   * reading arrays there costs a fraction of MiniSearch's per-section maps. Lengths are word
   * counts, whole numbers a 32-bit float holds exactly. The arrays grow with MiniSearch's short
   * ids, which a rebuilt library takes anew (docs/features/search.md, "Ceiling").
   */
  private lengths = new Float32Array(0)
  private live = new Uint8Array(0)

  /** Indexes a section and notes its field lengths for `scoreTerm`. */
  addSection(record: SearchRecord): number {
    this.add(record)
    const docId = this._idToShortId.get(record.objectID)!
    if (docId >= this.live.length) {
      const size = Math.max(1024, 2 * (docId + 1))
      const lengths = new Float32Array(size * FIELDS.length)
      lengths.set(this.lengths)
      const live = new Uint8Array(size)
      live.set(this.live)
      this.lengths = lengths
      this.live = live
    }
    const own = this._fieldLength.get(docId)
    for (let field = 0; field < FIELDS.length; field++) this.lengths[docId * FIELDS.length + field] = own?.[field] ?? -1
    this.live[docId] = 1
    return docId
  }

  /** Takes a section out of the results (MiniSearch's `discard`) and out of `scoreTerm`. */
  discardSection(id: string): void {
    const docId = this._idToShortId.get(id)
    if (docId !== undefined) this.live[docId] = 0
    this.discard(id)
  }

  /** Sections (counted per field) that hold the term; 0 for a term not in the index. */
  frequency(term: string, fields?: ReadonlySet<number>): number {
    const data = this._index.get(term)
    if (!data) return 0
    let count = 0
    for (const [fieldId, docs] of data) if (!fields || fields.has(fieldId)) count += docs.size
    return count
  }

  /** The `limit` most frequent terms that start with `prefix`, most frequent first. */
  termsWithPrefix(prefix: string, limit: number): string[] {
    const found: { term: string; frequency: number }[] = []
    for (const [term, data] of this._index.atPrefix(prefix)) {
      let frequency = 0
      for (const docs of data.values()) frequency += docs.size
      found.push({ term, frequency })
    }
    return best(found, (a, b) => b.frequency - a.frequency || a.term.length - b.term.length, limit).map((entry) => entry.term)
  }

  /**
   * Adds to `scores` the BM25 score of every section holding `term` (each field with its boost,
   * as MiniSearch scores), times `weight`, and sets `bit` in its mask. Sections are MiniSearch's
   * short ids; `touched` collects those seen first here. Discarded sections are skipped.
   */
  scoreTerm(term: string, weight: number, bit: number, buffers: ScoreBuffers, fields?: ReadonlySet<number>): void {
    const data = this._index.get(term)
    if (!data) return
    const total = this._documentCount
    const { lengths, live } = this
    for (const [fieldId, docs] of data) {
      if (fields && !fields.has(fieldId)) continue
      const boost = FIELD_BOOSTS[fieldId] ?? 1
      const average = this._avgFieldLength[fieldId] ?? 1
      const idf = Math.log(1 + (total - docs.size + 0.5) / (docs.size + 0.5))
      // `forEach`, not `for…of`: a Map's iterator makes an entry array per posting, the most garbage a search made.
      docs.forEach((frequency, docId) => {
        if (live[docId] !== 1) return
        const own = lengths[docId * FIELDS.length + fieldId]!
        const length = own < 0 ? average : own
        const score = weight * boost * idf * (BM25.d + (frequency * (BM25.k + 1)) / (frequency + BM25.k * (1 - BM25.b + (BM25.b * length) / average)))
        buffers.add(docId, score, bit)
      })
    }
  }

  /** MiniSearch's short id of a section. */
  shortIdOf(id: string): number | undefined {
    return this._idToShortId.get(id)
  }

  /** One past the largest short id given so far. */
  get idLimit(): number {
    return this._nextId
  }

  /** The `limit` terms nearest to `term` within `maxEdits` edits, nearest and then most frequent first. */
  termsNear(term: string, maxEdits: number, limit: number): string[] {
    const found: { term: string; distance: number; frequency: number }[] = []
    for (const [near, [data, distance]] of this._index.fuzzyGet(term, maxEdits)) {
      let frequency = 0
      for (const docs of data.values()) frequency += docs.size
      found.push({ term: near, distance, frequency })
    }
    return best(found, (a, b) => a.distance - b.distance || b.frequency - a.frequency, limit).map((entry) => entry.term)
  }
}

const BM25 = { k: 1.2, b: 0.7, d: 0.5 }
/** Field boosts by MiniSearch field id (the order of FIELDS): title > headings > content. */
const FIELD_BOOSTS = [4, 2, 1, 1.5]
/** The fields that name what a section is about (title and headings), by MiniSearch field id. */
const NAME_FIELDS: ReadonlySet<number> = new Set([0, 1])

/**
 * Per-section scores and word masks of one query, in arrays indexed by short id, reused between
 * searches (a query touches a bounded number of postings; only what it touched is cleared).
 */
class ScoreBuffers {
  scores = new Float64Array(0)
  masks = new Uint32Array(0)
  /** The sections the query touched, in the order first touched: the first `count` entries (an array kept, not one made per query). */
  touched = new Int32Array(0)
  count = 0

  reset(size: number) {
    for (let n = 0; n < this.count; n++) {
      const id = this.touched[n]!
      this.scores[id] = 0
      this.masks[id] = 0
    }
    this.count = 0
    if (this.scores.length < size) this.allocate(size)
  }

  /** New, smaller arrays once the short ids were renumbered. */
  shrink(size: number) {
    this.count = 0
    this.allocate(size)
  }

  private allocate(size: number) {
    this.scores = new Float64Array(size + 1024)
    this.masks = new Uint32Array(size + 1024)
    this.touched = new Int32Array(size + 1024)
  }

  add(id: number, score: number, bit: number) {
    if (this.masks[id] === 0 && this.scores[id] === 0) this.touched[this.count++] = id
    this.scores[id]! += score
    this.masks[id]! |= bit
  }
}

/** How far a term may be from a word of this length and still be taken for it (Algolia's defaults: one typo from 4 letters, two from 8). */
function typosAllowed(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0
}

/** Weights of the ways a word matches a term: as written or by its stem, as the start of a longer term, with a typo. */
const MATCH_WEIGHT = { exact: 1, cut: 0.8, prefix: 0.6, prefixOfKnown: 0.25, fuzzy: 0.3 }
/** Sections holding a term below which a word is also tried with a typo. */
const RARE_TERM = 4
/** How hard a section that misses words of the query is held back (its share of the query's words, to this power). */
const PARTIAL_MATCH_POWER = 2

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
  /** The record's frameworks as written (facet values), one shared list per distinct set. */
  frameworkValues: readonly string[]
  pageKey: string
  urlFramework: string | null
  firstFramework: string | undefined
  /** Small numbers for the facet values and the page (`Catalog`): a query counts and groups by them in arrays and number-keyed maps. */
  libraryCode: number
  versionCode: number
  frameworksCode: number
  pageCode: number
  /** The number of the section's `RankFacts` among those of every section: a query ranks each once. */
  rankCode: number
}

/** Small numbers for the distinct values of something records share (a facet value, a page), and the values by number. */
class Catalog<T> {
  readonly values: T[] = []
  private readonly codes = new Map<string, number>()
  codeOf(key: string, value: T): number {
    let code = this.codes.get(key)
    if (code === undefined) {
      code = this.values.push(value) - 1
      this.codes.set(key, code)
    }
    return code
  }
}

type SharedFacts = {
  terms: Interner<string[]>
  strings: Interner<string>
  libraries: Catalog<string>
  versions: Catalog<string>
  frameworks: Catalog<readonly string[]>
  pages: Catalog<string>
  /** What ranking reads of a section (`RankFacts`): the framework copies of a section share it. */
  rankings: Catalog<number>
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

function factsOf(record: SearchRecord, shared: SharedFacts): RecordFacts {
  const { lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy
  const headings = [lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean)
  const kind = pageKindOf(record.url)
  const pageKey = pageKeyOf(record.url)
  const heading = headings.at(-1) ?? ''
  const frameworks = record.framework.join(' ')
  const frameworkValues = shared.terms.get(`fwv:${frameworks}`, () => [...record.framework])
  return {
    record,
    library: shared.strings.get(`l:${record.library}`, () => record.library.toLowerCase()),
    version: shared.strings.get(`v:${record.version}`, () => record.version.toLowerCase()),
    frameworks: shared.terms.get(`fw:${frameworks}`, () => record.framework.map((value) => value.toLowerCase())),
    frameworkValues,
    depth: headings.length,
    titleTerms: shared.terms.get(`t:${record.hierarchy.lvl1}`, () => tokenize(record.hierarchy.lvl1)),
    headingTerms: shared.terms.get(`t:${heading}`, () => tokenize(heading)),
    slugTerms: shared.terms.get(`s:${pageKey}`, () => slugTermsOf(record.url)),
    kind,
    identifier: apiIdentifierOf(record.hierarchy.lvl1, kind),
    identifierAsWritten: shared.strings.get(`n:${record.hierarchy.lvl1}`, () => apiNameOf(record.hierarchy.lvl1, kind) ?? ''),
    pageKey: shared.strings.get(pageKey, () => pageKey),
    urlFramework: urlFramework(record.url),
    firstFramework: findLibrary(record.library)?.frameworks[0],
    libraryCode: shared.libraries.codeOf(record.library, record.library),
    versionCode: shared.versions.codeOf(record.version, record.version),
    frameworksCode: shared.frameworks.codeOf(frameworks, frameworkValues),
    pageCode: shared.pages.codeOf(pageKey, pageKey),
    // Everything `RankFacts` is made of: the kind, the title (and the API it names), the heading and its depth, the path's last segment.
    rankCode: shared.rankings.codeOf(`${kind}\u0000${headings.length}\u0000${record.hierarchy.lvl1}\u0000${heading}\u0000${pageKey.split('/').at(-1)}`, 0),
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
  // Loops, not callbacks: this runs for every section a query touches.
  for (const group of filters) {
    let any = false
    for (const test of group) {
      if (hasValue(facts, test.attribute, test.value) !== test.negate) {
        any = true
        break
      }
    }
    if (!any) return false
  }
  return true
}

const FRAMEWORKS: ReadonlySet<string> = new Set(frameworkOptions.map((option) => option.value))

/**
 * The sections that matched one query, the candidates: each one's facts, score (text × ranking),
 * the slots of the query it meets, and what the later steps need of its facts (its page's number,
 * which framework copy it is), copied while its facts are at hand, so each later pass over
 * thousands of candidates reads these arrays alone. Candidate `n` is entry `n` of every array; the
 * first `count` are the current query's. The arrays are kept between searches: a query at ×3 has
 * thousands of candidates, and an object for each was most of the garbage a search left. Only
 * the hits of the page of results asked for become `EngineHit`s.
 */
class Candidates {
  facts: (RecordFacts | undefined)[] = []
  score = new Float64Array(0)
  met = new Uint32Array(0)
  page = new Int32Array(0)
  preference = new Float64Array(0)
  count = 0

  /** Empties the list, with room for `size` candidates (at most one per short id). */
  reset(size: number) {
    // The last query's facts are let go (a library replaced since must not stay alive here).
    this.facts.fill(undefined, 0, this.count)
    this.count = 0
    if (this.score.length < size) {
      this.score = new Float64Array(size + 1024)
      this.met = new Uint32Array(size + 1024)
      this.page = new Int32Array(size + 1024)
      this.preference = new Float64Array(size + 1024)
    }
  }

  push(facts: RecordFacts, score: number, met: number, preference: number) {
    const n = this.count++
    this.facts[n] = facts
    this.score[n] = score
    this.met[n] = met
    this.page[n] = facts.pageCode
    this.preference[n] = preference
  }
}

/**
 * Per page (by its number): the slots of the query its sections meet together (`met`, for a
 * query some sections meet in part), and while the candidates are collapsed its item among the
 * hits (-1 for a page no candidate of the query is on), its best copy and its best score. Kept
 * between searches (a page's number is one of thousands); only the pages a query met are set back.
 */
class PageGroups {
  met = new Uint32Array(0)
  item = new Int32Array(0)
  best = new Int32Array(0)
  score = new Float64Array(0)

  /** Room for `size` pages, all unmet. */
  fit(size: number) {
    if (this.item.length >= size) return
    this.met = new Uint32Array(size + 1024)
    this.item = new Int32Array(size + 1024).fill(-1)
    this.best = new Int32Array(size + 1024)
    this.score = new Float64Array(size + 1024)
  }
}

/** How many matching sections have each facet value, by the value's number (`Catalog`). */
type FacetTallies = Record<FacetName, Uint32Array>


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

/**
 * MiniSearch never reuses a short id, and the engine's arrays are indexed by them: once the ids
 * given outnumber twice the live sections and this many more, the live sections are renumbered
 * (`renumberWhenSparse`), so memory follows the records, not the number of rebuilds.
 */
const RENUMBER_SLACK = 5_000

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))
/** Sections read into the "Did you mean" vocabulary between two turns of the event loop (a few milliseconds' work). */
const VOCABULARY_CHUNK = 2_000

/** The words of titles and headings as written, with how many titles and headings hold each, and the casing of identifiers. */
class HeadingWords {
  readonly words = new SearchableMap<number>()
  readonly casing = new Map<string, string>()
  /** Titles and headings read already while it is made (the framework copies of a page repeat them). */
  private seen?: Set<string> = new Set()

  add(record: SearchRecord) {
    const seen = (this.seen ??= new Set())
    const { lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy
    for (const text of [lvl1, lvl2, lvl3, lvl4, lvl5, lvl6]) {
      if (!text || seen.has(text)) continue
      seen.add(text)
      for (const word of text.match(WORD) ?? []) {
        if (word.length < 3 || /\d/.test(word)) continue
        const lower = word.toLowerCase()
        this.words.set(lower, (this.words.get(lower) ?? 0) + 1)
        if (isIdentifier(word) && !this.casing.has(lower)) this.casing.set(lower, word)
      }
    }
  }

  /** Lets go of what only making it needed. */
  done(): this {
    this.seen = undefined
    return this
  }
}

export class SearchEngine {
  readonly records = new Map<string, SearchRecord>()
  private readonly facts = new Map<string, RecordFacts>()
  private readonly shared: SharedFacts = { terms: new Interner(), strings: new Interner(), libraries: new Catalog(), versions: new Catalog(), frameworks: new Catalog(), pages: new Catalog(), rankings: new Catalog() }
  private readonly byLibrary = new Map<string, string[]>()
  private index: DocsIndex
  /** Acronyms the docs of each library spell out (see `acronymsOf`): acronym → its words. */
  private readonly acronyms = new Map<string, Map<string, string>>()
  private synonyms = synonymLookup(SYNONYMS)
  /** Raised on every change of the records: caches of answers key on it. */
  generation = 0
  /**
   * Readers type the same words (every reader of a page starts with the same few prefixes, and
   * the dialog asks again for each facet row), so recent answers are kept. Emptied whenever the
   * records change, so nothing stale is ever served.
   */
  private recentAnswers: LRUCache<string, EngineResult> | undefined
  /** Made on first use: an engine is created when its module loads, before the configuration may be read. */
  private get recent(): LRUCache<string, EngineResult> {
    this.recentAnswers ??= new LRUCache<string, EngineResult>({
      maxSize: memoryShare('searchAnswers', 2),
      // The hits' records belong to the index: a hit costs its own few fields.
      sizeCalculation: (result) => 64 + result.hits.length * 96 + approximateBytes(result.facets),
    })
    return this.recentAnswers
  }

  constructor() {
    this.index = new DocsIndex(SearchEngine.options())
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
      if (record) this.discard(id)
      this.records.delete(id)
      this.facts.delete(id)
    }
    this.byLibrary.delete(library)
  }

  private addRecords(library: string, records: SearchRecord[]) {
    const ids = this.byLibrary.get(library) ?? []
    const acronyms = this.acronyms.get(library) ?? new Map<string, string>()
    this.acronyms.set(library, acronyms)
    for (const record of records) {
      if (this.records.has(record.objectID)) continue
      for (const [acronym, words] of acronymsOf(record.content)) if (!acronyms.has(acronym)) acronyms.set(acronym, words)
      this.records.set(record.objectID, record)
      const facts = factsOf(record, this.shared)
      this.facts.set(record.objectID, facts)
      this.factsByDoc[this.index.addSection(record)] = facts
      ids.push(record.objectID)
    }
    this.byLibrary.set(library, ids)
  }

  /** Facts of the indexed sections by MiniSearch's short id (the matcher's arrays are indexed by it). */
  private factsByDoc: (RecordFacts | undefined)[] = []

  private discard(id: string) {
    const docId = this.index.shortIdOf(id)
    if (docId !== undefined) this.factsByDoc[docId] = undefined
    this.index.discardSection(id)
  }

  private changed() {
    this.generation++
    this.recent.clear()
    this.expansions.clear()
    const spelled = new Map<string, string>()
    for (const [library, acronyms] of this.acronyms) {
      if (!this.byLibrary.has(library)) continue
      for (const [acronym, words] of acronyms) if (!spelled.has(acronym)) spelled.set(acronym, words)
    }
    this.synonyms = synonymLookup([...SYNONYMS, ...spelled])
  }

  /** The library words a query may hold as facets: the libraries in the index, by id and name. */
  private facetVocabulary(): FacetVocabulary {
    const libraries = new Map<string, string>()
    for (const id of this.byLibrary.keys()) {
      if (id.startsWith('\u0000')) continue
      libraries.set(id.toLowerCase(), id)
      const name = findLibrary(id)?.name.toLowerCase()
      if (name) libraries.set(name, id)
    }
    return { libraries, frameworks: FRAMEWORKS }
  }

  /**
   * The words of the docs' titles and headings as written (lower-cased → count, with the casing of
   * identifiers), the vocabulary of "Did you mean". Made again after a library is replaced, a chunk
   * of sections at a time (over every library it takes tens of milliseconds, too long to hold the
   * event loop); the previous one answers meanwhile, which is safe: a word is only offered when it
   * finds pages.
   */
  private headingWords?: HeadingWords

  /** The vocabulary; made at once when there is none yet (an engine built in one go, or a search before the first library is in). */
  private headingVocabulary(): HeadingWords {
    if (this.headingWords) return this.headingWords
    const vocabulary = new HeadingWords()
    for (const { record } of this.facts.values()) vocabulary.add(record)
    return (this.headingWords = vocabulary.done())
  }

  private async rebuildHeadingVocabulary() {
    const generation = this.generation
    const vocabulary = new HeadingWords()
    let count = 0
    for (const { record } of this.facts.values()) {
      vocabulary.add(record)
      if (++count % VOCABULARY_CHUNK !== 0) continue
      await yieldToEventLoop()
      // The records changed again: that change makes its own.
      if (this.generation !== generation) return
    }
    this.headingWords = vocabulary.done()
  }

  /**
   * "Did you mean": the query with each word that is no index term replaced by the nearest word
   * of the docs' titles and headings (up to a third of its letters changed, at most three), most
   * frequent first — offered only when the new query finds pages under the same filters.
   */
  suggest(query: string, filters: FilterGroup[]): string | undefined {
    const { words, casing } = this.headingVocabulary()
    let changed = false
    const suggested: string[] = []
    for (const word of (query.match(WORD) ?? []).slice(0, 16)) {
      const lower = word.toLowerCase()
      if (this.index.frequency(termOf(word)) || this.index.frequency(lower) || lower.length < 4) {
        suggested.push(word)
        continue
      }
      const maxEdits = Math.min(3, Math.max(1, Math.floor(lower.length / 3)))
      let found: { word: string; distance: number; count: number } | undefined
      for (const [near, [count, distance]] of words.fuzzyGet(lower, maxEdits)) {
        if (!found || distance < found.distance || (distance === found.distance && count > found.count)) found = { word: near, distance, count }
      }
      if (!found) return undefined
      const written = casing.get(found.word) ?? found.word
      // As the reader wrote it: a capital first letter stays.
      suggested.push(/^[A-Z]/.test(word) ? written[0]!.toUpperCase() + written.slice(1) : written)
      changed = true
    }
    if (!changed) return undefined
    const text = suggested.join(' ')
    return this.search({ query: text, filters, facets: [], limit: 0 }).nbHits > 0 ? text : undefined
  }

  /** Prefix expansions of recent queries (the same few prefixes are typed by every reader). */
  private readonly expansions = new LRUCache<string, string[]>({ max: 2000 })

  private prefixTerms(prefix: string, limit: number): string[] {
    const key = `${limit}:${prefix}`
    let terms = this.expansions.get(key)
    if (!terms) this.expansions.set(key, (terms = this.index.termsWithPrefix(prefix, limit)))
    return terms
  }

  /**
   * The index terms one word of a query stands for, with their weights, within the budget: the
   * word as written or its stem, the stem of a word cut while typing (`invalidati` → `invalid`),
   * the terms it starts (the word being typed), the terms a typo away.
   */
  private wordTerms(word: string, last: boolean, budget: { terms: number; fuzzy: number }): Map<string, number> {
    const terms = new Map<string, number>()
    const add = (term: string, weight: number) => {
      // Past the query's budget a word keeps only its first term (as written).
      if (budget.terms <= 0 && terms.size) return
      if ((terms.get(term) ?? 0) >= weight) return
      if (!terms.has(term)) budget.terms--
      terms.set(term, weight)
    }
    const lower = word.toLowerCase()
    const term = termOf(word)
    if (lower.length > MAX_EXPANDED_LENGTH) {
      add(term, MATCH_WEIGHT.exact)
      return terms
    }
    let known = 0
    for (const candidate of new Set([term, lower])) {
      const frequency = this.index.frequency(candidate)
      if (frequency) add(candidate, MATCH_WEIGHT.exact)
      known += frequency
    }
    // A word cut while typing may be longer than the stem of the word it starts (`invalidati` → `invalid`).
    if (!known && last) {
      for (let cut = lower.length - 1; cut >= Math.max(3, lower.length - 4); cut--) {
        if (this.index.frequency(lower.slice(0, cut))) {
          add(lower.slice(0, cut), MATCH_WEIGHT.cut)
          break
        }
      }
    }
    // The terms a word starts count less the longer they are, and much less after a word that is complete.
    const prefixWeight = (expansion: string) => (known ? MATCH_WEIGHT.prefixOfKnown : MATCH_WEIGHT.prefix) * (lower.length / expansion.length)
    if (last || !known) for (const expansion of this.prefixTerms(lower, last ? QUERY_BUDGET.PREFIX_TERMS : QUERY_BUDGET.OTHER_PREFIX_TERMS)) if (budget.terms > 0) add(expansion, prefixWeight(expansion))
    // A typo: the word is no term, or one so rare it is more likely a typo in the docs.
    if (known < RARE_TERM && budget.fuzzy > 0 && typosAllowed(lower.length) > 0) {
      budget.fuzzy--
      for (const near of this.index.termsNear(term, typosAllowed(lower.length), QUERY_BUDGET.FUZZY_TERMS)) if (budget.terms > 0) add(near, MATCH_WEIGHT.fuzzy)
    }
    return terms
  }

  /** Replaces one library's records in one go. */
  replaceLibrarySync(library: string, records: SearchRecord[]) {
    this.removeLibrary(library)
    this.addRecords(library, records)
    this.changed()
    this.headingWords = undefined
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
        if (old) this.discard(record.objectID)
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
      if (this.records.has(id)) this.discard(id)
      this.records.delete(id)
      this.facts.delete(id)
    }
    this.byLibrary.set(library, staged)
    this.changed()
    await this.rebuildHeadingVocabulary()
    await this.renumberWhenSparse()
  }

  /** One past the largest short id given so far (the length of the engine's arrays by short id). */
  get idLimit(): number {
    return this.index.idLimit
  }

  /**
   * Indexes the live sections again, numbered from 0, once the short ids given outnumber them
   * twice over (and `slack` more): a library rebuilt on a new commit takes new ids for all its
   * sections, and without this the arrays by short id would grow with every rebuild until a
   * restart. Built a chunk at a time beside the index in use, which answers until the swap; in
   * the order the sections were added, so ties rank as before and answers are those of a
   * restart on the same records.
   */
  async renumberWhenSparse(slack = RENUMBER_SLACK): Promise<boolean> {
    if (this.index.idLimit <= 2 * this.records.size + slack) return false
    const index = new DocsIndex(SearchEngine.options())
    const factsByDoc: (RecordFacts | undefined)[] = []
    const generation = this.generation
    let added = 0
    for (const [id, record] of this.records) {
      factsByDoc[index.addSection(record)] = this.facts.get(id)
      if (++added % INDEX_CHUNK === 0) {
        await yieldToEventLoop()
        // The records changed meanwhile (they change only through the index store's queue): the next rebuild tries again.
        if (this.generation !== generation) return false
      }
    }
    this.index = index
    this.factsByDoc = factsByDoc
    this.buffers.shrink(index.idLimit)
    this.candidates = new Candidates()
    this.changed()
    return true
  }

  search(query: EngineQuery): EngineResult {
    // Words as typed: the case of an identifier tells two APIs apart (`formOptions`, `FormOptions`).
    const key = JSON.stringify([queryWords(query.query), query.filters, query.facets, query.limit, query.distinct, query.prefer])
    const known = this.recent.get(key)
    if (known) return known
    const result = this.searchUncached(query)
    this.recent.set(key, result)
    return result
  }

  /** The search itself, without the cache of recent answers (engine comparisons time this). */
  searchUncached(query: EngineQuery): EngineResult {
    const filters = query.filters.map((group) => group.map((test) => ({ ...test, value: test.value.toLowerCase() })))
    // A facet word applies unless the search is already filtered on that attribute (a chosen chip
    // wins, and the word stays text: "query client" on a Query page still means QueryClient).
    const filtered = (attribute: string) => filters.some((group) => group.some((test) => test.attribute === attribute))
    const vocabulary = this.facetVocabulary()
    // Two words written apart that the docs write as one identifier they document, in a title or
    // heading ("query client" → QueryClient), also match it; a name met only in an example's code
    // (`LoadingSpinner`) does not make "loading spinner" one word.
    const synonyms = (phrase: string[]) => {
      const found = this.synonyms(phrase)
      const joined = phrase.join('')
      return phrase.length === 2 && this.index.frequency(joined, NAME_FIELDS) ? [...found, [joined]] : found
    }
    // The framework already chosen, named again in the query ("vue useQuery" on a Vue page), says nothing more.
    const chosenFrameworks = new Set(filters.flatMap((group) => group.filter((test) => test.attribute === 'framework' && !test.negate).map((test) => test.value)))
    const frameworks = filtered('framework') ? chosenFrameworks : vocabulary.frameworks
    const understood = understandQuery(query.query, { libraries: filtered('library') ? new Map() : vocabulary.libraries, frameworks }, synonyms)
    const facetFilters: FilterGroup[] = []
    if (understood.library) facetFilters.push([{ attribute: 'library', value: understood.library, negate: false }])
    if (understood.framework) facetFilters.push([{ attribute: 'framework', value: understood.framework, negate: false }])
    if (facetFilters.length) {
      const faceted = this.run(understood, [...filters, ...facetFilters], query, understood.framework ?? query.prefer?.toLowerCase())
      if (faceted.nbHits > 0) return faceted
    }
    // No facet word, or nothing under it: every word is text.
    const plain = facetFilters.length ? understandQuery(query.query, { libraries: new Map(), frameworks: new Set() }, synonyms) : understood
    return this.run(plain, filters, query, query.prefer?.toLowerCase() ?? understood.framework)
  }

  private run(understood: UnderstoodQuery, filters: FilterGroup[], query: EngineQuery, prefer: string | undefined): EngineResult {
    const { shared } = this
    const tallies: FacetTallies = { library: new Uint32Array(shared.libraries.values.length), framework: new Uint32Array(shared.frameworks.values.length), version: new Uint32Array(shared.versions.values.length) }
    const matched = this.match(understood, filters, {
      tallies,
      // Made once the words are matched: ranking reads which index terms the query stands for.
      rankOf: (terms, strong) => {
        const queryFacts = queryFactsOf({ terms, facetTerms: understood.facetWords.map(termOf), identifier: understood.identifier, migration: understood.migration, strong, written: understood.identifier ? understood.words[0] : undefined, identifierParts: identifierPartsOfQuery(understood) })
        return (facts) => rankFactor(facts, queryFacts)
      },
      preferenceOf: (facts) => copyPreference(facts.urlFramework, prefer ?? facts.firstFramework, facts.firstFramework),
    })
    const facets: Record<string, Record<string, number>> = {}
    for (const name of new Set(query.facets.flatMap((facet) => (facet === '*' ? FACETS : [facet])))) {
      // Counted over every record that matched, before distinct: each framework's copies count.
      facets[name] = (FACETS as string[]).includes(name) ? facetCounts(tallies[name as FacetName], name as FacetName, shared) : {}
    }
    // What can be a hit: a page (its best copy, `distinct`) or every candidate, as numbers into `ranked`.
    const candidates = this.candidates
    const ranked = query.distinct ? collapseCopies(candidates, this.pageGroups, shared.pages.values.length) : allCandidates(candidates)
    const { which, score } = ranked
    const urlOf = (item: number) => candidates.facts[which[item]!]!.record.url
    const byScore = (a: number, b: number) => score[b]! - score[a]!
    const byUrl = (a: number, b: number) => (urlOf(a) < urlOf(b) ? -1 : urlOf(a) > urlOf(b) ? 1 : 0)
    const items: number[] = []
    for (let n = 0; n < ranked.count; n++) items.push(n)
    const hits = best(items, matched.terms.length ? byScore : byUrl, query.limit ?? items.length).map((item) => ({ record: candidates.facts[which[item]!]!.record, terms: matched.expanded, score: score[item]! }))
    return { hits, nbHits: ranked.count, facets }
  }

  private candidates = new Candidates()
  private readonly pageGroups = new PageGroups()

  private readonly buffers = new ScoreBuffers()
  /** What the last search walked: index terms and postings (within `QUERY_BUDGET`; tests read it). */
  lastQueryCost = { terms: 0, postings: 0 }

  /**
   * The sections that match the query's text and pass the filters, with their text scores: every
   * word (or one of its synonyms) through the index terms it stands for (`wordTerms`). The work
   * is bounded by postings: words are taken rarest first while their postings fit
   * `MAX_POSTINGS` (the rarest always, its terms trimmed to fit, on titles and headings only when
   * even it is too common); a word too common to fit says little and is left out, as is a word
   * that matches no term. A section that meets every word keeps its score; one that meets some is
   * held back by the rarity-weighted share of the words it and its page meet (no second search).
   */
  private match(
    understood: UnderstoodQuery,
    filters: FilterGroup[],
    per: { tallies: FacetTallies; rankOf: (terms: string[], strong: ReadonlySet<string>) => (facts: RecordFacts) => number; preferenceOf: (facts: RecordFacts) => number },
  ): { terms: string[]; expanded: string[]; strong: ReadonlySet<string> } {
    const strong = new Set<string>()
    const terms = understood.words.map(termOf)
    const { tallies } = per
    const candidates = this.candidates
    candidates.reset(Math.max(this.index.idLimit, this.facts.size))
    const addCandidate = (facts: RecordFacts, score: number, met: number) => {
      tallies.library[facts.libraryCode]!++
      tallies.framework[facts.frameworksCode]!++
      tallies.version[facts.versionCode]!++
      candidates.push(facts, score, met, per.preferenceOf(facts))
    }
    if (!understood.words.length) {
      for (const facts of this.facts.values()) if (passes(facts, filters)) addCandidate(facts, 0, 0)
      return { terms, expanded: [], strong }
    }
    const budget = { terms: QUERY_BUDGET.MAX_QUERY_TERMS, fuzzy: QUERY_BUDGET.MAX_FUZZY_TERMS }
    const lastWord = understood.words.length - 1
    type Word = { terms: [string, number, number][]; postings: number; bit: number; short: boolean; namesOnly?: boolean }
    const words: Word[] = []
    const wordOf = (word: string, last: boolean): Word => {
      const list = [...this.wordTerms(word, last, budget)].map(([term, weight]) => [term, weight, this.index.frequency(term)] as [string, number, number])
      // Within a word, the strongest terms first, then the rarest.
      list.sort((a, b) => b[1] - a[1] || a[2] - b[2])
      const entry = { terms: list, postings: list.reduce((sum, [, , postings]) => sum + postings, 0), bit: 0, short: last && word.length <= 2 }
      words.push(entry)
      return entry
    }
    let position = 0
    const slots = understood.slots.map((slot) => ({
      own: slot.words.map((word) => wordOf(word, position++ === lastWord)),
      alternatives: slot.alternatives.map((list) => list.map((word) => wordOf(word, false))),
    }))
    // Rarest first, within the postings budget; at most 31 words get a bit of the mask.
    let postings = 0
    let bits = 0
    for (const word of [...words].sort((a, b) => (a.terms[0]?.[2] ?? Infinity) - (b.terms[0]?.[2] ?? Infinity))) {
      if (!word.terms.length || bits >= 31) continue
      // One or two letters being typed say little: they cost a small budget, spent on the terms that fit it.
      const room = (word.short ? QUERY_BUDGET.SHORT_PREFIX_POSTINGS : QUERY_BUDGET.MAX_POSTINGS) - postings
      // The rarest word always counts (by its first term at least); another only when its first term fits.
      if (bits > 0 && word.terms[0]![2] > room) continue
      // The rarest word too common to walk in full ("query" alone, over ten libraries): matched on
      // titles and headings only, where a page about it names it; its mentions say little.
      if (word.terms[0]![2] > room && !word.short) {
        word.namesOnly = true
        word.terms = word.terms.map(([term, weight]) => [term, weight, this.index.frequency(term, NAME_FIELDS)] as [string, number, number])
      }
      let used = 0
      let fitting = word.terms.filter(([, , count], n) => ((n === 0 && !word.short) || used + count <= room ? ((used += count), true) : false))
      if (!fitting.length) {
        const rarest = word.terms.reduce((a, b) => (b[2] < a[2] ? b : a))
        fitting = [rarest]
        used = rarest[2]
      }
      word.terms = fitting
      word.postings = used
      postings += used
      word.bit = 1 << bits++
    }
    const expanded = new Set<string>()
    this.lastQueryCost = { terms: words.reduce((sum, word) => sum + (word.bit ? word.terms.length : 0), 0), postings }
    this.buffers.reset(this.index.idLimit)
    for (const word of words) {
      if (!word.bit) continue
      for (const [term, weight] of word.terms) {
        this.index.scoreTerm(term, weight, word.bit, this.buffers, word.namesOnly ? NAME_FIELDS : undefined)
        expanded.add(term)
        if (weight > MATCH_WEIGHT.prefixOfKnown) strong.add(term)
      }
    }
    // A slot is met when all its taken words are (or all of one alternative's); a slot none of whose words was taken is left out.
    const maskOf = (list: Word[]) => list.reduce((mask, word) => mask | word.bit, 0)
    // What a slot says: the rarity of its rarest word (a common word met or missed says little).
    const total = Math.max(1, this.index.documentCount)
    const rarity = (list: Word[]) => Math.max(0, ...list.map((word) => Math.log(1 + total / (1 + (word.terms[0]?.[2] ?? 0)))))
    const tests = slots
      .map((slot) => ({
        own: slot.own.every((word) => word.bit) ? maskOf(slot.own) : 0,
        alternatives: slot.alternatives.filter((list) => list.every((word) => word.bit)).map(maskOf),
        // What the reader typed says how much the slot matters, not the rarest way to meet it.
        weight: rarity(slot.own),
      }))
      .filter((test) => test.own || test.alternatives.length)
    if (!tests.length) return { terms, expanded: [], strong }
    const every = 2 ** tests.length - 1
    const metTests = (mask: number) => {
      let met = 0
      for (let n = 0; n < tests.length; n++) {
        const test = tests[n]!
        if (test.own && (mask & test.own) === test.own) met |= 1 << n
        else for (const alternative of test.alternatives) if ((mask & alternative) === alternative) met |= 1 << n
      }
      return met
    }
    const weightAll = tests.reduce((sum, test) => sum + test.weight, 0) || 1
    const coverageByMet = new Map<number, number>()
    const coverage = (met: number) => {
      if (met === every) return 1
      let share = coverageByMet.get(met)
      if (share === undefined) coverageByMet.set(met, (share = tests.reduce((sum, test, n) => (met & (1 << n) ? sum + test.weight : sum), 0) / weightAll))
      return share
    }
    const rankOf = per.rankOf(terms, strong)
    // The framework copies of a section rank alike: each is worked out once.
    const ranked = new Map<number, number>()
    const rank = (facts: RecordFacts) => {
      let factor = ranked.get(facts.rankCode)
      if (factor === undefined) ranked.set(facts.rankCode, (factor = rankOf(facts)))
      return factor
    }
    let partial = false
    const { scores, masks, touched, count } = this.buffers
    // Sections share a few masks: each is tested once.
    const metByMask = new Map<number, number>()
    for (let n = 0; n < count; n++) {
      const docId = touched[n]!
      const mask = masks[docId]!
      let met = metByMask.get(mask)
      if (met === undefined) metByMask.set(mask, (met = metTests(mask)))
      if (!met) continue
      const facts = this.factsByDoc[docId]
      if (!facts || !passes(facts, filters)) continue
      addCandidate(facts, scores[docId]! * rank(facts), met)
      if (met !== every) partial = true
    }
    if (partial) {
      // The words of a query may be spread over a page's sections: what the page as a whole meets.
      const pages = this.pageGroups
      pages.fit(this.shared.pages.values.length)
      for (let n = 0; n < candidates.count; n++) pages.met[candidates.page[n]!]! |= candidates.met[n]!
      for (let n = 0; n < candidates.count; n++) {
        const met = candidates.met[n]!
        if (met === every) continue
        const blended = (coverage(met) + coverage(pages.met[candidates.page[n]!]!)) / 2
        candidates.score[n]! *= blended ** PARTIAL_MATCH_POWER
      }
      for (let n = 0; n < candidates.count; n++) pages.met[candidates.page[n]!] = 0
    }
    return { terms, expanded: [...expanded], strong }
  }

  /** The records of one library. */
  *recordsOf(library: string): Iterable<SearchRecord> {
    for (const id of this.byLibrary.get(library) ?? []) {
      const record = this.records.get(id)
      if (record) yield record
    }
  }
}

/** The words of a single identifier query, when it is made of two or more. */
function identifierPartsOfQuery(understood: UnderstoodQuery): string[] | undefined {
  if (!understood.identifier) return undefined
  const parts = identifierPartsOf(understood.words[0]!)
  return parts.length > 1 ? parts : undefined
}

/** A facet's counts by value, from its tally by the values' numbers (a framework list counts for each framework in it). */
function facetCounts(tally: Uint32Array, name: FacetName, shared: SharedFacts): Record<string, number> {
  const catalog: Catalog<string | readonly string[]> = name === 'framework' ? shared.frameworks : name === 'library' ? shared.libraries : shared.versions
  const counts = new Map<string, number>()
  tally.forEach((count, code) => {
    if (!count) return
    const value = catalog.values[code]!
    for (const one of typeof value === 'string' ? [value] : value) counts.set(one, (counts.get(one) ?? 0) + count)
  })
  return Object.fromEntries(counts)
}

/** What can be a hit, as numbers `0…count - 1`: item `n` is candidate `which[n]`, with its final score `score[n]`. */
type Ranked = { which: Int32Array; score: Float64Array; count: number }

/** Every candidate is a hit (`distinct` off), in the candidates' order. */
function allCandidates(candidates: Candidates): Ranked {
  const which = new Int32Array(candidates.count)
  for (let n = 0; n < candidates.count; n++) which[n] = n
  return { which, score: candidates.score.subarray(0, candidates.count), count: candidates.count }
}

/**
 * The factor on a page that exists only in frameworks other than the preferred and the library's
 * first. A fifth: generated references give an API a page of its own in some frameworks
 * (Preact's `functions/HydrationBoundary`), whose title match outweighs the reader's framework's
 * section about the same API by three to four times.
 */
const OTHER_FRAMEWORK_ONLY = 0.2

/**
 * Algolia's `distinct` with the page as its key: the copies of a page (its sections, and its
 * framework and framework-neutral versions) become one hit, ranked by its best section and shown
 * as the best section of the copy in the preferred framework (see `copyPreference`). Pages come
 * in the order their first candidate came (ties keep that order).
 */
function collapseCopies(candidates: Candidates, groups: PageGroups, pageCount: number): Ranked {
  groups.fit(pageCount)
  const pages: number[] = []
  for (let n = 0; n < candidates.count; n++) {
    const page = candidates.page[n]!
    const candidateScore = candidates.score[n]!
    if (groups.item[page] === -1) {
      groups.item[page] = pages.push(page) - 1
      groups.best[page] = n
      groups.score[page] = candidateScore
      continue
    }
    groups.score[page] = Math.max(groups.score[page]!, candidateScore)
    const best = groups.best[page]!
    if (candidates.preference[n]! > candidates.preference[best]! || (candidates.preference[n] === candidates.preference[best] && candidateScore > candidates.score[best]!)) groups.best[page] = n
  }
  const which = new Int32Array(pages.length)
  const score = new Float64Array(pages.length)
  for (let item = 0; item < pages.length; item++) {
    const page = pages[item]!
    const best = groups.best[page]!
    which[item] = best
    // A page the reader cannot have in their framework (nor framework-neutral) comes after those they can.
    score[item] = candidates.preference[best]! > 0 ? groups.score[page]! : groups.score[page]! * OTHER_FRAMEWORK_ONLY
    groups.item[page] = -1
  }
  return { which, score, count: pages.length }
}
