/**
 * The embedded full-text engine (MiniSearch, chosen by `npm run bench:search`): prefix matching
 * on the last word while typing, typo tolerance, field boosts (title > headings > content),
 * facet counts over the filtered hits, and highlighting in Algolia's shape.
 */
import { approximateBytes, memoryShare } from '~/server/memory-plan'
import { LRUCache } from 'lru-cache'
import { frameworkOptions } from '~/site/frameworks'
import { findLibrary } from '~/site/libraries'
import { allCandidates, Candidates, collapseCopies, PageGroups } from './collapse'
import { best, DocsIndex, indexOptions, NAME_FIELDS, ScoreBuffers } from './docs-index'
import { DidYouMean } from './heading-words'
import { match, type MatchState } from './match'
import { understandQuery, synonymLookup, type FacetVocabulary, type UnderstoodQuery } from './query-understanding'
import { copyPreference, identifierPartsOf, queryFactsOf, rankFactor } from './ranking'
import {
  facetCounts,
  factsOf,
  FACETS,
  newSharedFacts,
  type FacetName,
  type FacetTallies,
  type FilterGroup,
  type RecordFacts,
  type SharedFacts,
} from './record-facts'
import type { SearchRecord } from './records'
import { acronymsOf, SYNONYMS } from './synonyms'
import { AssociationLearning } from './association-learning'
import type { Associations } from './associations'
import { MessageIndex, messageSearchText, type KnownMessage } from './error-messages'
import { apiNamesOf, comparisonSides, readQuestion, withApiNames, type Intent, type ReadQuestion } from './question'
import { isIdentifier, queryWords, termOf, tokenize, WORD } from './text'
import { WordTerms } from './word-terms'

export { attributeValue, FACETS, type FacetName, type FilterGroup } from './record-facts'
export { best } from './docs-index'
export { MAX_FUZZY_TERMS, QUERY_BUDGET } from './word-terms'
export { tokenize }

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

type EngineHit = { record: SearchRecord; terms: string[]; score: number }

export type EngineResult = {
  hits: EngineHit[]
  nbHits: number
  facets: Record<string, Record<string, number>>
  /** The query is a message a library prints: which library and package print it. */
  printedBy?: PrintedMessage
  /** The query was read as a question of this kind (`readQuestion`); none for keywords. */
  question?: Intent
}

/** How a library's records come in: the content fingerprint they were built from, and whether to learn the associations again after (default). */
export type ReplaceOptions = { fingerprint?: string; learn?: boolean }

/** A message the libraries print, as a pasted query was taken for; `api` is the function, method or hook that prints it (`KnownMessage.thrower`). */
export type PrintedMessage = { library: string; packages: string[]; text: string; api?: string }

function withPrinter(result: EngineResult, printedBy: PrintedMessage | undefined, question: Intent | undefined): EngineResult {
  return printedBy || question ? { ...result, ...(printedBy ? { printedBy } : {}), ...(question ? { question } : {}) } : result
}

const FRAMEWORKS: ReadonlySet<string> = new Set(frameworkOptions.map((option) => option.value))

/** Records added to the index between two yields to the event loop while a library is (re)indexed. */
const INDEX_CHUNK = 250

/**
 * MiniSearch never reuses a short id, and the engine's arrays are indexed by them: once the ids
 * given outnumber twice the live sections and this many more, the live sections are renumbered
 * (`renumberWhenSparse`), so memory follows the records, not the number of rebuilds.
 */
const RENUMBER_SLACK = 5_000

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

export class SearchEngine {
  readonly records = new Map<string, SearchRecord>()
  private readonly facts = new Map<string, RecordFacts>()
  private readonly shared: SharedFacts = newSharedFacts()
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
    return indexOptions()
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

  private addRecords(library: string, records: SearchRecord[], indexSection = (record: SearchRecord) => this.index.addSection(record)) {
    const ids = this.byLibrary.get(library) ?? []
    const acronyms = this.acronyms.get(library) ?? new Map<string, string>()
    this.acronyms.set(library, acronyms)
    for (const record of records) {
      if (this.records.has(record.objectID)) continue
      for (const [acronym, words] of acronymsOf(record.content)) if (!acronyms.has(acronym)) acronyms.set(acronym, words)
      this.records.set(record.objectID, record)
      const facts = factsOf(record, this.shared)
      this.facts.set(record.objectID, facts)
      this.factsByDoc[indexSection(record)] = facts
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
    this.wordTerms.clear()
    this.facetWords = undefined
    const spelled = new Map<string, string>()
    for (const [library, acronyms] of this.acronyms) {
      if (!this.byLibrary.has(library)) continue
      for (const [acronym, words] of acronyms) if (!spelled.has(acronym)) spelled.set(acronym, words)
    }
    this.synonyms = synonymLookup([...SYNONYMS, ...spelled])
  }

  /** The library words a query may hold as facets: the libraries in the index, by id and name. */
  private facetWords?: FacetVocabulary

  private facetVocabulary(): FacetVocabulary {
    return (this.facetWords ??= this.makeFacetVocabulary())
  }

  private makeFacetVocabulary(): FacetVocabulary {
    const libraries = new Map<string, string>()
    for (const id of this.byLibrary.keys()) {
      if (id.startsWith('\u0000')) continue
      libraries.set(id.toLowerCase(), id)
      const name = findLibrary(id)?.name.toLowerCase()
      if (name) libraries.set(name, id)
    }
    return { libraries, frameworks: FRAMEWORKS }
  }

  /** "Did you mean" over the words of the docs' titles and headings (`heading-words.ts`). */
  private readonly didYouMean = new DidYouMean(
    () => this.facts.values(),
    () => this.generation,
  )

  /** "Did you mean": a query near this one that finds pages under the same filters (`DidYouMean.suggest`). */
  suggest(query: string, filters: FilterGroup[]): string | undefined {
    return this.didYouMean.suggest(
      query,
      (word) => this.index.frequency(word) > 0,
      (text) => this.search({ query: text, filters, facets: [], limit: 0 }).nbHits > 0,
    )
  }

  /** The index terms a word of a query stands for (the index is read anew: renumbering replaces it). */
  private readonly wordTerms = new WordTerms(() => this.index)

  /** Replaces one library's records in one go. */
  replaceLibrarySync(library: string, records: SearchRecord[]) {
    this.removeLibrary(library)
    this.addRecords(library, records)
    this.fingerprints.delete(library)
    this.recordsVersion++
    this.changed()
    this.didYouMean.forget()
    void this.learning.learn(false)
  }

  /**
   * Replaces one library's records, a few hundred at a time with the event loop free in between,
   * so requests keep being answered while a library is indexed. The other libraries answer
   * throughout; the library itself answers from its new records once they are all in.
   */
  async replaceLibrary(library: string, records: AsyncIterable<SearchRecord> | Iterable<SearchRecord>, options: ReplaceOptions = {}) {
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
      this.recordsVersion++
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
    if (options.fingerprint === undefined) this.fingerprints.delete(library)
    else this.fingerprints.set(library, options.fingerprint)
    this.recordsVersion++
    this.changed()
    await this.didYouMean.rebuild()
    if (options.learn !== false) this.learning.soon()
    await this.renumberWhenSparse()
  }

  /**
   * Loads libraries into an empty engine with the index read back from a snapshot of exactly these
   * records (`indexSnapshot`), instead of indexing every section again: a restart's few seconds
   * of tokenizing. False, and nothing loaded, when the snapshot does not fit the records.
   */
  async loadSnapshot(libraries: { library: string; fingerprint: string; records: SearchRecord[] }[], snapshot: unknown): Promise<boolean> {
    if (this.records.size) return false
    // As `addRecords` keeps them: a section met twice is kept once, the first time.
    const seen = new Set<string>()
    const kept = libraries.map((entry) => ({ ...entry, records: entry.records.filter((record) => !seen.has(record.objectID) && seen.add(record.objectID)) }))
    const index = await DocsIndex.fromSnapshot(
      snapshot,
      kept.flatMap((entry) => entry.records),
    )
    // Records that came in while the snapshot was read make it stale.
    if (!index || this.records.size) return false
    this.index = index
    this.buffers.shrink(index.idLimit)
    this.candidates = new Candidates()
    for (const { library, fingerprint, records } of kept) {
      this.addRecords(library, records, (record) => index.shortIdOf(record.objectID)!)
      this.fingerprints.set(library, fingerprint)
    }
    this.recordsVersion++
    this.changed()
    void this.didYouMean.rebuild()
    return true
  }

  /**
   * The index as text (`DocsIndex.snapshotText`) with each library's content fingerprint, for
   * `loadSnapshot` after a restart; undefined when a library's fingerprint is unknown. The text
   * ends short (its generator returns false) if the sections change while it is written.
   */
  indexSnapshot(): { fingerprints: Record<string, string>; text: AsyncGenerator<string, boolean> } | undefined {
    const fingerprints = this.learning.currentFingerprints()
    const libraries = Object.keys(fingerprints)
    if (!libraries.length || !libraries.every((id) => fingerprints[id] !== undefined)) return undefined
    const { index, recordsVersion } = this
    return {
      fingerprints: fingerprints as Record<string, string>,
      text: index.snapshotText(() => this.index === index && this.recordsVersion === recordsVersion),
    }
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
    const chosenFrameworks = new Set(
      filters.flatMap((group) => group.filter((test) => test.attribute === 'framework' && !test.negate).map((test) => test.value)),
    )
    const frameworks = filtered('framework') ? chosenFrameworks : vocabulary.frameworks
    const read = this.readQuery(query.query)
    const understood: UnderstoodQuery = {
      ...understandQuery(read.text, { libraries: filtered('library') || read.printedBy ? new Map() : vocabulary.libraries, frameworks }, synonyms, read),
      intent: read.intent,
    }
    understood.associated = this.learning.termsFor(understood)
    const facetFilters: FilterGroup[] = []
    const library = filtered('library') ? undefined : (read.printedBy?.library ?? understood.library)
    if (library) facetFilters.push([{ attribute: 'library', value: library, negate: false }])
    if (understood.framework) facetFilters.push([{ attribute: 'framework', value: understood.framework, negate: false }])
    if (facetFilters.length) {
      const faceted = this.run(understood, [...filters, ...facetFilters], query, understood.framework ?? query.prefer?.toLowerCase())
      if (faceted.nbHits > 0) return withPrinter(faceted, read.printedBy, read.intent)
    }
    // No facet word, or nothing under it: every word is text.
    const plain = facetFilters.length
      ? { ...understandQuery(read.text, { libraries: new Map(), frameworks: new Set() }, synonyms), intent: read.intent, associated: understood.associated }
      : understood
    return withPrinter(this.run(plain, filters, query, query.prefer?.toLowerCase() ?? understood.framework), read.printedBy, read.intent)
  }

  /** Each library's content fingerprint, as given with its records (what stored associations are checked against). */
  private readonly fingerprints = new Map<string, string>()
  /** Raised whenever the sections change (a library replaced), not when they are only renumbered. */
  private recordsVersion = 0

  /** Which body words stand for which name words, learned from the latest docs (`association-learning.ts`). */
  private readonly learning = new AssociationLearning({
    facts: () => this.facts.values(),
    recordsVersion: () => this.recordsVersion,
    fingerprints: () => Object.fromEntries(this.libraries.filter((id) => !id.startsWith('\u0000')).map((id) => [id, this.fingerprints.get(id)])),
  })

  /** The learned associations (their size is reported by the benchmarks). */
  get associationTable(): Associations {
    return this.learning.associations
  }

  /** The libraries (id → content fingerprint) the associations in use were learned from; undefined while learning or when not known. */
  get associationsLearnedFrom(): Record<string, string> | undefined {
    return this.learning.learnedFrom
  }

  /** Learns the associations again in the background (after libraries were loaded with `learn: false` and none were stored). */
  learnAssociationsSoon() {
    this.learning.soon()
  }

  /** Takes associations stored with the index when they were learned from the libraries as loaded; says whether it did. */
  useStoredAssociations(table: Associations, learnedFrom: Record<string, string>): boolean {
    const current = Object.entries(this.learning.currentFingerprints())
    const same =
      current.length === Object.keys(learnedFrom).length && current.every(([id, fingerprint]) => fingerprint !== undefined && learnedFrom[id] === fingerprint)
    if (!same) return false
    this.learning.use(table, learnedFrom)
    this.generation++
    this.recent.clear()
    return true
  }

  /** Resolves once the associations are learned from the records as they are (benchmarks and tests). */
  async associationsSettled(): Promise<void> {
    await this.learning.settled()
  }

  /** The messages the libraries print (`error-messages.ts`), by library. */
  private readonly messages = new MessageIndex()

  /** Sets the messages one library's source prints (read by `collectMessages`). */
  replaceMessages(library: string, messages: KnownMessage[]) {
    this.messages.replace(library, messages)
    this.generation++
    this.recent.clear()
  }

  /** How many printed messages are known, over every library. */
  get messageCount(): number {
    return this.messages.size
  }

  /**
   * A query read as a question (`readQuestion`); a long one, or one that reads as a pasted
   * message, is also looked up among the messages the libraries print: when it is one, it is
   * searched as that message's own words, in the library that prints it.
   */
  private readQuery(text: string): ReadQuestion & { printedBy?: PrintedMessage } {
    const read = readQuestion(text)
    // A question in a reader's words is no message; a long text that reads as neither may be one.
    if (read.intent !== 'error' && (read.intent || (text.match(WORD) ?? []).length < 8)) return read
    const known = this.messages.find(read.message ?? text)
    if (!known) return read.intent === 'error' ? { ...read, text: messageSearchText(read.text) || read.text } : read
    return {
      text: withThrower(messageSearchText(known.message.text) || read.text, known.message.thrower),
      intent: 'error',
      printedBy: {
        library: known.library,
        packages: known.packages,
        text: known.message.text,
        ...(known.message.thrower ? { api: known.message.thrower } : {}),
      },
    }
  }

  private run(understood: UnderstoodQuery, filters: FilterGroup[], query: EngineQuery, prefer: string | undefined): EngineResult {
    const { shared } = this
    const tallies: FacetTallies = {
      library: new Uint32Array(shared.libraries.values.length),
      framework: new Uint32Array(shared.frameworks.values.length),
      version: new Uint32Array(shared.versions.values.length),
    }
    const apiNames = apiNamesOf([...understood.facetWords.filter((word) => !FRAMEWORKS.has(word.toLowerCase())), ...understood.words], understood.intent)
    // "The ranger hook" also matches the page of `useRanger`, whose text need not say "hook".
    const named = withApiNames(
      understood,
      apiNames.filter((name) => this.index.frequency(name, NAME_FIELDS) > 0),
    )
    const matched = this.match(named, filters, {
      tallies,
      // Made once the words are matched: ranking reads which index terms the query stands for.
      rankOf: (terms, strong) => {
        const queryFacts = queryFactsOf({
          terms,
          facetTerms: understood.facetWords.map(termOf),
          identifier: understood.identifier,
          migration: understood.migration,
          strong,
          written: understood.identifier ? understood.words[0] : undefined,
          identifierParts: identifierPartsOfQuery(understood),
          intent: understood.intent,
          named: understood.intent === 'error' ? namedIdentifiers(understood.words) : undefined,
          sides: understood.intent === 'comparison' ? comparisonSides(query.query) : undefined,
          apiNames,
        })
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
    const hits = best(items, matched.terms.length ? byScore : byUrl, query.limit ?? items.length).map((item) => ({
      record: candidates.facts[which[item]!]!.record,
      terms: matched.expanded,
      score: score[item]!,
    }))
    return { hits, nbHits: ranked.count, facets }
  }

  private candidates = new Candidates()
  private readonly pageGroups = new PageGroups()

  private readonly buffers = new ScoreBuffers()
  /** What the last search walked: index terms and postings (within `QUERY_BUDGET`; tests read it). */
  lastQueryCost = { terms: 0, postings: 0 }

  private match(understood: UnderstoodQuery, filters: FilterGroup[], per: Parameters<typeof match>[3]) {
    const state: MatchState = {
      index: this.index,
      wordTerms: this.wordTerms,
      facts: this.facts,
      factsByDoc: this.factsByDoc,
      pageCount: this.shared.pages.values.length,
      candidates: this.candidates,
      pageGroups: this.pageGroups,
      buffers: this.buffers,
    }
    const matched = match(state, understood, filters, per)
    if (matched.cost) this.lastQueryCost = matched.cost
    return matched
  }

  /** The records of one library. */
  *recordsOf(library: string): Iterable<SearchRecord> {
    for (const id of this.byLibrary.get(library) ?? []) {
      const record = this.records.get(id)
      if (record) yield record
    }
  }
}

/**
 * A known message's words with the API that prints it (`KnownMessage.thrower`), unless they name
 * it already: the page that documents that API is where a reader learns to call it right.
 */
export function withThrower(text: string, thrower: string | undefined): string {
  if (!thrower || (text.match(WORD) ?? []).some((word) => word.toLowerCase() === thrower.toLowerCase())) return text
  return `${text} ${thrower}`
}

/** The identifiers among a message's words, as index terms with the words each is made of. */
function namedIdentifiers(words: string[]): { term: string; parts: string[] }[] {
  return words.filter((word) => isIdentifier(word)).map((word) => ({ term: termOf(word), parts: identifierPartsOf(word) }))
}

/** The words of a single identifier query, when it is made of two or more. */
function identifierPartsOfQuery(understood: UnderstoodQuery): string[] | undefined {
  if (!understood.identifier) return undefined
  const parts = identifierPartsOf(understood.words[0]!)
  return parts.length > 1 ? parts : undefined
}
