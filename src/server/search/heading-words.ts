/** "Did you mean": the words of the docs' titles and headings as written. */
import SearchableMap from 'minisearch/SearchableMap'
import type { SearchRecord } from './records'
import { isIdentifier, WORD } from './text'

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
