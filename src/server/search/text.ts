/**
 * How text becomes index terms, the same for records and queries: words of letters and digits,
 * lower-cased, with plain English words reduced to a light stem (`queries` → `query`,
 * `disabling` → `disabl`) so a guide is found by any form of its words. Identifiers
 * (`useQueries`, `QueryClient`: a capital after the first letter) are kept whole, so two APIs
 * never share a term.
 */

const WORD = /[\p{L}\p{N}_$]+/gu

/** Words a query may hold that say nothing about the page wanted. */
export const STOP_WORDS = new Set(['a', 'an', 'the', 'to', 'of', 'in', 'on', 'for', 'and', 'or', 'is', 'are', 'how', 'do', 'i', 'my', 'with', 'what', 'when', 'can', 'it'])

/** A light suffix stemmer for lower-case English words; other words come back as they are. */
export function stem(word: string): string {
  if (word.length < 4 || !isLowerAscii(word)) return word
  let w = word
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`
  else if (w.endsWith('ing') && w.length - 3 >= 4) w = w.slice(0, -3)
  else if (w.endsWith('ed') && w.length - 2 >= 4) w = w.slice(0, -2)
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1)
  if (w.endsWith('e') && w.length >= 5) w = w.slice(0, -1)
  return w
}

function isLowerAscii(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i)
    if (c < 97 || c > 122) return false
  }
  return true
}

/** An identifier: a capital letter after its first character (`useQuery`, `QueryClient`). */
function isIdentifier(word: string): boolean {
  for (let i = 1; i < word.length; i++) {
    const c = word.charCodeAt(i)
    if (c >= 65 && c <= 90) return true
  }
  return false
}

/** The index terms of a text. */
export function tokenize(text: string): string[] {
  const words = text.match(WORD) ?? []
  return words.map((word) => (isIdentifier(word) ? word.toLowerCase() : stem(word.toLowerCase())))
}

/** The terms of a query: as `tokenize`, without stop words (unless the query is nothing else). */
export function queryTerms(query: string): string[] {
  const terms = tokenize(query)
  const meaningful = terms.filter((term) => !STOP_WORDS.has(term))
  return meaningful.length ? meaningful : terms
}
