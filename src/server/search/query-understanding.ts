/**
 * What a query asks for, before any text is matched:
 * - library and framework words are facets, not text: "pagination table" is Table's pagination,
 *   "vue query devtools" is Query's devtools for Vue. A framework word anywhere in a query of
 *   several words is a facet (but in a comparison, where it names a side); a library word is one at either end of the query (where readers put
 *   a product's name), so "read the url query string" keeps its "query";
 * - the intent: a single identifier (`useQuery`, `QueryClient`, `createFileRoute`) wants its
 *   reference page, anything else (a common noun, a phrase) the guide about it;
 * - whether it asks about migrating between versions (then migration guides may come first);
 * - the synonyms that apply to its words (phrases of `SYNONYMS`, acronyms the docs spell out).
 * Pure: the engine passes the libraries and frameworks it holds.
 */
import type { Intent } from './question'
import { STOP_WORDS, WORD, isIdentifier, termOf } from './text'

export type FacetVocabulary = {
  /** A library's id or name, lower-cased → the library id. */
  libraries: ReadonlyMap<string, string>
  /** Framework values (`react`, `vue`…). */
  frameworks: ReadonlySet<string>
}

/** One part of a query's text: the words must all match, or those of one of the alternatives. */
export type Slot = { words: string[]; alternatives: string[][] }

export type UnderstoodQuery = {
  /** The words matched as text, in order, grouped where a synonym applies. */
  slots: Slot[]
  /** Every text word, in order (alternatives not included). */
  words: string[]
  /** The facet words read from the query. */
  library?: string
  framework?: string
  /** The words taken as facets (they still count for a title that names them). */
  facetWords: string[]
  /** A single identifier: its reference page first. */
  identifier: boolean
  /** The query asks about migrating, upgrading or changes between versions. */
  migration: boolean
  /** What a question asks for (`readQuestion`), set by the engine; none for keywords. */
  intent?: Intent
  /** Index terms of the docs' names the words stand for (`associations.ts`), with their weights; set by the engine for questions. */
  associated?: { term: string; weight: number }[]
}

const MIGRATION_TERMS = new Set(['migrat', 'upgrad', 'changelog', 'break', 'deprec'].map(termOf))

/**
 * Identifier shapes: camelCase or PascalCase (`useQuery`, `QueryClient`, `Outlet`: a word typed
 * alone with a capital), or `use…`/`create…` written in lower case.
 */
export function looksLikeIdentifier(word: string): boolean {
  return isIdentifier(word) || /^[A-Z][a-z]/.test(word) || /^(use|create)[a-z]{3,}$/.test(word)
}

export function understandQuery(
  query: string,
  facets: FacetVocabulary,
  synonyms: (phrase: string[]) => string[][] = () => [],
  options: { verbFirst?: boolean; intent?: Intent } = {},
): UnderstoodQuery {
  const all = (query.match(WORD) ?? []).filter((word) => !STOP_WORDS.has(word.toLowerCase()))
  let words = all.length ? all : (query.match(WORD) ?? [])
  const facetWords: string[] = []
  let framework: string | undefined
  let library: string | undefined
  // The verb of a how-to ("start loading", "react to a change", "store the token") is no facet.
  const verb = options.verbFirst ? words[0] : undefined
  // A framework named in a comparison is one of the things compared ("tanstack router vs react router", "solid or react"), not a filter.
  if (words.length > 1 && options.intent !== 'comparison') {
    const at = words.findIndex((word) => word !== verb && facets.frameworks.has(word.toLowerCase()))
    if (at >= 0) {
      framework = words[at]!.toLowerCase()
      facetWords.push(words[at]!)
      words = words.filter((_, n) => n !== at)
    }
  }
  if (words.length > 1) {
    for (const at of [0, words.length - 1]) {
      if (words[at] === verb) continue
      const id = facets.libraries.get(words[at]!.toLowerCase())
      if (!id) continue
      library = id
      facetWords.push(words[at]!)
      words = words.filter((_, n) => n !== at)
      break
    }
  }
  const terms = words.map(termOf)
  return {
    slots: slotsOf(words, synonyms),
    words,
    library,
    framework,
    facetWords,
    identifier: words.length === 1 && looksLikeIdentifier(words[0]!),
    migration: terms.some((term) => MIGRATION_TERMS.has(term) || /^v\d+$/.test(term)),
  }
}

/** Groups the words where a synonym's phrase (of one to three words) starts, longest first. */
function slotsOf(words: string[], synonyms: (phrase: string[]) => string[][]): Slot[] {
  const slots: Slot[] = []
  for (let at = 0; at < words.length;) {
    let taken = false
    for (let length = Math.min(3, words.length - at); length >= 1 && !taken; length--) {
      const phrase = words.slice(at, at + length)
      const alternatives = synonyms(phrase.map((word) => word.toLowerCase()))
      if (!alternatives.length) continue
      slots.push({ words: phrase, alternatives })
      at += length
      taken = true
    }
    if (!taken) slots.push({ words: [words[at]!], alternatives: [] })
    if (!taken) at++
  }
  return slots
}

/**
 * The synonym lookup of a set of pairs: a phrase (lower-cased words) → the other phrases it
 * stands for, compared by index terms so any word form applies ("infinite scrolling").
 */
export function synonymLookup(pairs: Iterable<readonly [string, string]>): (phrase: string[]) => string[][] {
  const byKey = new Map<string, string[][]>()
  const key = (words: string[]) =>
    words
      .filter((word) => !STOP_WORDS.has(word))
      .map(termOf)
      .join(' ')
  const add = (from: string, to: string) => {
    const k = key(from.split(' '))
    const list = byKey.get(k) ?? []
    if (!list.some((words) => words.join(' ') === to)) list.push(to.split(' '))
    byKey.set(k, list)
  }
  for (const [a, b] of pairs) {
    add(a, b)
    add(b, a)
  }
  return (phrase) => byKey.get(key(phrase)) ?? []
}
