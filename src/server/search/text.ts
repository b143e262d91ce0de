/**
 * How text becomes index terms, the same for records and queries: words of letters and digits,
 * lower-cased, with plain English words reduced to their Porter stem (`throttling`, `throttled`
 * and `throttle` → `throttl`; `queries` and `query` → `queri`), so a guide is found by any form of
 * its words. Identifiers (`useQueries`, `QueryClient`: a capital after the first letter) are kept
 * whole, so two APIs never share a term and an identifier matches exactly.
 */
import { stemmer } from 'stemmer'

export const WORD = /[\p{L}\p{N}_$]+/gu

/** Words a query may hold that say nothing about the page wanted. */
export const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'to',
  'of',
  'in',
  'on',
  'for',
  'and',
  'or',
  'is',
  'are',
  'was',
  'be',
  'by',
  'at',
  'as',
  'from',
  'into',
  'how',
  'do',
  'does',
  'i',
  'me',
  'my',
  'we',
  'our',
  'you',
  'your',
  'with',
  'what',
  'when',
  'why',
  'which',
  'can',
  'it',
  'its',
  'this',
  'that',
  'these',
  'those',
  'there',
  'should',
  'would',
  'tanstack',
])

const stems = new Map<string, string>()

/** The Porter stem of a lower-case English word; other words (identifiers, numbers, short words) come back as they are. */
export function stem(word: string): string {
  if (word.length < 3 || !isLowerAscii(word)) return word
  let found = stems.get(word)
  if (found === undefined) {
    found = stemmer(word)
    // The docs' vocabulary is bounded; a flood of made-up words is not kept.
    if (stems.size < 200_000) stems.set(word, found)
  }
  return found
}

function isLowerAscii(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i)
    if (c < 97 || c > 122) return false
  }
  return true
}

/** An identifier: a capital letter after its first character (`useQuery`, `QueryClient`). */
export function isIdentifier(word: string): boolean {
  for (let i = 1; i < word.length; i++) {
    const c = word.charCodeAt(i)
    if (c >= 65 && c <= 90) return true
  }
  return false
}

/** The index term of one word. */
export function termOf(word: string): string {
  return isIdentifier(word) ? word.toLowerCase() : stem(word.toLowerCase())
}

/** The index terms of a text. */
export function tokenize(text: string): string[] {
  const words = text.match(WORD) ?? []
  return words.map(termOf)
}

/** The words of a query as typed, without stop words (unless the query is nothing else). */
export function queryWords(query: string): string[] {
  const words = query.match(WORD) ?? []
  const meaningful = words.filter((word) => !STOP_WORDS.has(word.toLowerCase()))
  return meaningful.length ? meaningful : words
}

/** The terms of a query: as `tokenize`, without stop words (unless the query is nothing else). */
export function queryTerms(query: string): string[] {
  return queryWords(query).map(termOf)
}
