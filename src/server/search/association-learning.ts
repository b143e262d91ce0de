/**
 * The engine's learned associations (`associations.ts`): learned again over the latest sections
 * whenever libraries are replaced, or taken as stored beside the index when they were learned
 * from the very records loaded (`learnedFrom`, each library's content fingerprint), and used to
 * give a question's words the name words they stand for.
 */
import { AssociationCounter, Associations } from './associations'
import type { UnderstoodQuery } from './query-understanding'
import type { RecordFacts } from './record-facts'
import { termOf, tokenize } from './text'

/**
 * Sections read into the associations between two turns of the event loop: each is tokenized
 * whole, and searches arriving meanwhile (right after a start, when every library is replaced)
 * wait no more than a few milliseconds for a chunk.
 */
const ASSOCIATION_CHUNK = 200

/** The weight of a name word a question's word stands for, at full strength (a word matched as written weighs 1). */
const ASSOCIATED_WEIGHT = 0.5

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/** What the associations are learned from: the engine's sections as they are now. */
export type LearningSource = {
  facts: () => Iterable<RecordFacts>
  /** Raised whenever the sections change: a pass that saw it move learned from a mix. */
  recordsVersion: () => number
  /** Each library's content fingerprint, undefined for a library loaded without one. */
  fingerprints: () => Record<string, string | undefined>
}

export class AssociationLearning {
  private table = new Associations()
  /** The fingerprints of the libraries the table was learned from; undefined when not known for every library. */
  private from: Record<string, string> | undefined
  private wanted = false
  private learning?: Promise<void>

  constructor(private readonly source: LearningSource) {}

  get associations(): Associations {
    return this.table
  }

  /** The libraries (id → content fingerprint) the table in use was learned from, once no pass is pending. */
  get learnedFrom(): Record<string, string> | undefined {
    return this.learning ? undefined : this.from
  }

  /** Each library's content fingerprint as the engine holds it now. */
  currentFingerprints(): Record<string, string | undefined> {
    return this.source.fingerprints()
  }

  /** Takes a table learned before (stored with the index) from the libraries `from` names. */
  use(table: Associations, from: Record<string, string>) {
    this.table = table
    this.from = from
  }

  /**
   * Learns again once the current pass (if any) is over: libraries replaced one after another
   * (every library at a start) cost one or two passes, not one each, and nothing waits for them.
   */
  soon() {
    this.wanted = true
    this.learning ??= (async () => {
      while (this.wanted) {
        this.wanted = false
        await yieldToEventLoop()
        await this.learn(true)
      }
    })().finally(() => {
      this.learning = undefined
    })
  }

  /** Resolves once the table is learned from the sections as they are. */
  async settled(): Promise<void> {
    while (this.learning) await this.learning
  }

  /**
   * One pass over the latest sections of every library, each distinct section once (its
   * framework copies share it), a chunk at a time with the event loop free in between when
   * `yielding`; the previous table answers meanwhile.
   */
  async learn(yielding: boolean) {
    const version = this.source.recordsVersion()
    const fingerprints = this.source.fingerprints()
    const counter = new AssociationCounter()
    const seen = new Set<string>()
    let count = 0
    for (const facts of this.source.facts()) {
      if (facts.version !== 'latest') continue
      const key = `${facts.pageKey}#${facts.record.url.split('#')[1] ?? ''}`
      if (seen.has(key)) continue
      seen.add(key)
      const { lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 } = facts.record.hierarchy
      counter.add(tokenize(facts.record.content), tokenize([lvl1, lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean).join(' ')))
      if (!yielding || ++count % ASSOCIATION_CHUNK !== 0) continue
      await yieldToEventLoop()
      // The records changed meanwhile and another pass is wanted: that pass learns from them.
      if (this.wanted) return
    }
    this.table = counter.table()
    const known = Object.values(fingerprints).every((fingerprint) => fingerprint !== undefined)
    this.from = known && this.source.recordsVersion() === version ? (fingerprints as Record<string, string>) : undefined
  }

  /** The name words a question's words stand for, as extra terms to score (none for keywords or a message). */
  termsFor(understood: UnderstoodQuery): { term: string; weight: number }[] | undefined {
    if (!understood.intent || understood.intent === 'error') return undefined
    const own = new Set(understood.words.map(termOf))
    const found = new Map<string, number>()
    for (const term of own) {
      for (const { term: name, strength } of this.table.of(term)) {
        if (own.has(name)) continue
        found.set(name, Math.max(found.get(name) ?? 0, ASSOCIATED_WEIGHT * strength))
      }
    }
    return [...found].map(([term, weight]) => ({ term, weight }))
  }
}
