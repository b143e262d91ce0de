/** "Did you mean": the words of the docs' titles and headings as written, and the query near one that finds nothing. */
import SearchableMap from 'minisearch/SearchableMap'
import type { SearchRecord } from './records'
import { isIdentifier, termOf, WORD } from './text'

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Sections read into the "Did you mean" vocabulary between two turns of the event loop (a few milliseconds' work). */
export const VOCABULARY_CHUNK = 2_000

/** The words of titles and headings as written, with how many titles and headings hold each, and the casing of identifiers. */
export class HeadingWords {
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

/**
 * The vocabulary of "Did you mean" over the engine's sections, and the suggestion. Made again
 * after a library is replaced, a chunk of sections at a time (over every library it takes tens of
 * milliseconds, too long to hold the event loop); the previous one answers meanwhile, which is
 * safe: a word is only offered when it finds pages.
 */
export class DidYouMean {
  private vocabulary?: HeadingWords

  constructor(
    private readonly sections: () => Iterable<{ record: SearchRecord }>,
    /** Raised when the sections change: a vocabulary being made for older ones is dropped. */
    private readonly generation: () => number,
  ) {}

  /** Drops the vocabulary: the next suggestion makes it at once. */
  forget() {
    this.vocabulary = undefined
  }

  /** The vocabulary; made at once when there is none yet (an engine built in one go, or a search before the first library is in). */
  private current(): HeadingWords {
    if (this.vocabulary) return this.vocabulary
    const vocabulary = new HeadingWords()
    for (const { record } of this.sections()) vocabulary.add(record)
    return (this.vocabulary = vocabulary.done())
  }

  async rebuild() {
    const generation = this.generation()
    const vocabulary = new HeadingWords()
    let count = 0
    for (const { record } of this.sections()) {
      vocabulary.add(record)
      if (++count % VOCABULARY_CHUNK !== 0) continue
      await yieldToEventLoop()
      // The records changed again: that change makes its own.
      if (this.generation() !== generation) return
    }
    this.vocabulary = vocabulary.done()
  }

  /**
   * The query with each word that is no index term (`isTerm`) replaced by the nearest word of the
   * docs' titles and headings (up to a third of its letters changed, at most three), most frequent
   * first — offered only when the new query `findsPages`.
   */
  suggest(query: string, isTerm: (term: string) => boolean, findsPages: (text: string) => boolean): string | undefined {
    const { words, casing } = this.current()
    let changed = false
    const suggested: string[] = []
    for (const word of (query.match(WORD) ?? []).slice(0, 16)) {
      const lower = word.toLowerCase()
      if (isTerm(termOf(word)) || isTerm(lower) || lower.length < 4) {
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
    return findsPages(text) ? text : undefined
  }
}
