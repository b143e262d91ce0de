/**
 * The index and its scoring: MiniSearch extended with access to its vocabulary and postings
 * (`DocsIndex`), BM25 over the postings a query walks into reused arrays (`ScoreBuffers`).
 * `DocsIndex` reads MiniSearch's protected fields (`_index`, `_fieldLength`, `_idToShortId`,
 * `_avgFieldLength`, `_documentCount`, `_nextId`): package.json pins MiniSearch to the minor these
 * were read from, and `docs-index.test.ts` fails if their shape changes.
 */
import MiniSearch from 'minisearch'
import type { SearchRecord } from './records'
import { tokenize } from './text'

/** MiniSearch with access to its vocabulary: how many sections hold a term, which terms start with a prefix or are near a word. */
export class DocsIndex extends MiniSearch<SearchRecord> {
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
    this.noteLengths(docId)
    return docId
  }

  private noteLengths(docId: number) {
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

  /**
   * The index as text for `fromSnapshot`: MiniSearch's `toJSON` with each term's postings written
   * flat (`[term, fieldId, [shortId, count, …], …]`, which parses into far fewer objects), a few
   * thousand terms at a time with the event loop free in between: over ten libraries it is about
   * 10 MB, too long to make in one go while readers search. `stillValid` is asked at each pause;
   * when it says no (the sections changed), the text stops short and the generator returns false.
   */
  async *snapshotText(stillValid: () => boolean): AsyncGenerator<string, boolean> {
    yield `${JSON.stringify(this.toJSONHead()).slice(0, -1)},"index":[`
    let count = 0
    let first = true
    for (const [term, fieldIndex] of this._index) {
      const entry: (string | number | number[])[] = [term]
      for (const [fieldId, freqs] of fieldIndex) {
        const flat: number[] = []
        freqs.forEach((count, docId) => flat.push(docId, count))
        entry.push(fieldId, flat)
      }
      yield `${first ? '' : ','}${JSON.stringify(entry)}`
      first = false
      if (++count % SNAPSHOT_CHUNK !== 0) continue
      await new Promise<void>((resolve) => setImmediate(resolve))
      if (!stillValid()) return false
    }
    yield ']}'
    return stillValid()
  }

  /** `toJSON` without its postings (the part `snapshotText` writes term by term, flat). */
  private toJSONHead() {
    return {
      documentCount: this._documentCount,
      nextId: this._nextId,
      documentIds: Object.fromEntries(this._documentIds),
      fieldIds: this._fieldIds,
      fieldLength: Object.fromEntries(this._fieldLength),
      averageFieldLength: this._avgFieldLength,
      storedFields: Object.fromEntries(this._storedFields),
      dirtCount: this._dirtCount,
      serializationVersion: 2,
    }
  }

  /**
   * An index read back from `snapshotText`, or undefined when it is not one this code would have
   * made: a sample of `records` is tokenized again and each of its title and heading terms must be
   * found under its section, so a changed tokenizer or stemmer rebuilds instead of searching
   * postings it no longer makes. `records` must be exactly the sections of the snapshot. The
   * postings are read a few thousand terms at a time with the event loop free in between.
   */
  static async fromSnapshot(snapshot: unknown, records: readonly SearchRecord[]): Promise<DocsIndex | undefined> {
    const { index: postings, ...head } = (snapshot ?? {}) as { index?: unknown }
    if (!Array.isArray(postings)) return undefined
    const index = new DocsIndex(indexOptions())
    try {
      Object.assign(index, MiniSearch.loadJS({ ...head, index: [] } as unknown as Parameters<typeof MiniSearch.loadJS>[0], indexOptions()))
      let count = 0
      for (const entry of postings as [string, ...(number | number[])[]][]) {
        if (++count % SNAPSHOT_CHUNK === 0) await new Promise<void>((resolve) => setImmediate(resolve))
        const data = new Map<number, Map<number, number>>()
        for (let at = 1; at < entry.length; at += 2) {
          const flat = entry[at + 1] as number[]
          const docs = new Map<number, number>()
          for (let n = 0; n < flat.length; n += 2) docs.set(flat[n]!, flat[n + 1]!)
          data.set(entry[at] as number, docs)
        }
        index._index.set(entry[0], data)
      }
    } catch {
      return undefined
    }
    if (index._documentCount !== records.length) return undefined
    const options = indexOptions()
    const step = Math.max(1, Math.floor(records.length / SNAPSHOT_SAMPLE))
    for (let n = 0; n < records.length; n++) {
      const docId = index._idToShortId.get(records[n]!.objectID)
      if (docId === undefined) return undefined
      if (n % step !== 0) continue
      for (const [fieldId, field] of [FIELDS.indexOf('title'), FIELDS.indexOf('headings')].map((id) => [id, FIELDS[id]!] as const)) {
        const text = options.extractField(records[n]!, field)
        for (const term of text ? tokenize(text) : []) if (!index._index.get(term)?.get(fieldId)?.has(docId)) return undefined
      }
    }
    for (const docId of index._documentIds.keys()) index.noteLengths(docId)
    return index
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

/** Terms written between two pauses of `snapshotText`, and sections whose terms `fromSnapshot` checks. */
const SNAPSHOT_CHUNK = 4_000
const SNAPSHOT_SAMPLE = 200

export const BM25 = { k: 1.2, b: 0.7, d: 0.5 }
/** Field boosts by MiniSearch field id (the order of FIELDS): title > headings > content. */
export const FIELD_BOOSTS = [4, 2, 1, 1.5]
/** The fields that name what a section is about (title and headings), by MiniSearch field id. */
export const NAME_FIELDS: ReadonlySet<number> = new Set([0, 1])

/**
 * Per-section scores and word masks of one query, in arrays indexed by short id, reused between
 * searches (a query touches a bounded number of postings; only what it touched is cleared).
 */
export class ScoreBuffers {
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

export const FIELDS = ['title', 'headings', 'content', 'library']

function headingsOf(record: SearchRecord): string {
  const { lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy
  return [lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean).join(' ')
}

/** MiniSearch's options for the docs: the fields of a section and the site's tokenizer. */
export function indexOptions() {
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
