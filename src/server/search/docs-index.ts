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
