/**
 * The index terms one word of a query stands for, within the query's budget: the word as written
 * or its stem, the terms it starts, the terms a typo away.
 */
import { LRUCache } from 'lru-cache'
import { derivedStems } from './derivations'
import type { DocsIndex } from './docs-index'
import { isIdentifier, termOf } from './text'

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
export const QUERY_BUDGET = {
  PREFIX_TERMS: 24,
  OTHER_PREFIX_TERMS: 6,
  MAX_FUZZY_TERMS: 3,
  FUZZY_TERMS: 6,
  MAX_QUERY_TERMS: 64,
  MAX_POSTINGS: 12_000,
  SHORT_PREFIX_POSTINGS: 5_000,
} as const
export const MAX_FUZZY_TERMS = QUERY_BUDGET.MAX_FUZZY_TERMS
/** Longer words are matched as written: no real term is that long, and expanding one costs. */
const MAX_EXPANDED_LENGTH = 40

/** How far a term may be from a word of this length and still be taken for it (Algolia's defaults: one typo from 4 letters, two from 8). */
function typosAllowed(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0
}

/** Weights of the ways a word matches a term: as written or by its stem, as the start of a longer term, with a typo. */
export const MATCH_WEIGHT = { exact: 1, derived: 0.8, cut: 0.8, prefix: 0.6, prefixOfKnown: 0.25, fuzzy: 0.3 }
/** Sections holding a term below which a word is also tried with a typo. */
const RARE_TERM = 4

export class WordTerms {
  /** `index` gives the index in use (it is replaced when the short ids are renumbered). */
  constructor(private readonly index: () => DocsIndex) {}

  private readonly expansions = new LRUCache<string, string[]>({ max: 2000 })

  private prefixTerms(prefix: string, limit: number): string[] {
    const key = `${limit}:${prefix}`
    let terms = this.expansions.get(key)
    if (!terms) this.expansions.set(key, (terms = this.index().termsWithPrefix(prefix, limit)))
    return terms
  }

  /**
   * The index terms one word of a query stands for, with their weights, within the budget: the
   * word as written or its stem, the stem of a word cut while typing (`invalidati` → `invalid`),
   * the terms it starts (the word being typed), the terms a typo away.
   */
  of(word: string, last: boolean, budget: { terms: number; fuzzy: number }): Map<string, number> {
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
      const frequency = this.index().frequency(candidate)
      if (frequency) add(candidate, MATCH_WEIGHT.exact)
      known += frequency
    }
    // The noun of a verb and the verb of a noun (`submit` ↔ `submission`), when the docs use it.
    if (known && !isIdentifier(word)) for (const derived of derivedStems(term)) if (this.index().frequency(derived)) add(derived, MATCH_WEIGHT.derived)
    // A word cut while typing may be longer than the stem of the word it starts (`invalidati` → `invalid`).
    if (!known && last) {
      for (let cut = lower.length - 1; cut >= Math.max(3, lower.length - 4); cut--) {
        if (this.index().frequency(lower.slice(0, cut))) {
          add(lower.slice(0, cut), MATCH_WEIGHT.cut)
          break
        }
      }
    }
    // The terms a word starts count less the longer they are, and much less after a word that is complete.
    const prefixWeight = (expansion: string) => (known ? MATCH_WEIGHT.prefixOfKnown : MATCH_WEIGHT.prefix) * (lower.length / expansion.length)
    if (last || !known)
      for (const expansion of this.prefixTerms(lower, last ? QUERY_BUDGET.PREFIX_TERMS : QUERY_BUDGET.OTHER_PREFIX_TERMS))
        if (budget.terms > 0) add(expansion, prefixWeight(expansion))
    // A typo: the word is no term, or one so rare it is more likely a typo in the docs.
    if (known < RARE_TERM && budget.fuzzy > 0 && typosAllowed(lower.length) > 0) {
      budget.fuzzy--
      for (const near of this.index().termsNear(term, typosAllowed(lower.length), QUERY_BUDGET.FUZZY_TERMS)) if (budget.terms > 0) add(near, MATCH_WEIGHT.fuzzy)
    }
    return terms
  }

  /** Forgets the prefix expansions (the records changed). */
  clear() {
    this.expansions.clear()
  }
}
