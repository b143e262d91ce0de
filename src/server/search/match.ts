/**
 * Matching: the sections that match a query's words, each scored (text × ranking) and pushed as a
 * candidate, within the query's budget of index terms and postings.
 */
import type { Candidates, PageGroups } from './collapse'
import { NAME_FIELDS, type DocsIndex, type ScoreBuffers } from './docs-index'
import type { UnderstoodQuery } from './query-understanding'
import { passes, type FacetTallies, type FilterGroup, type RecordFacts } from './record-facts'
import { termOf } from './text'
import { MATCH_WEIGHT, QUERY_BUDGET, type WordTerms } from './word-terms'

/** How hard a section that misses words of the query is held back (its share of the query's words, to this power). */
const PARTIAL_MATCH_POWER = 2

/** What matching reads and the arrays it fills, kept by the engine between searches. */
export type MatchState = {
  index: DocsIndex
  wordTerms: WordTerms
  facts: ReadonlyMap<string, RecordFacts>
  /** Facts of the indexed sections by MiniSearch's short id. */
  factsByDoc: (RecordFacts | undefined)[]
  pageCount: number
  candidates: Candidates
  pageGroups: PageGroups
  buffers: ScoreBuffers
}

/** The query's terms, the index terms it matched (`strong`: those matched as written, by stem or cut), and what it walked. */
export type Matched = { terms: string[]; expanded: string[]; strong: ReadonlySet<string>; cost?: { terms: number; postings: number } }

/**
 * The sections that match the query's text and pass the filters, with their text scores: every
 * word (or one of its synonyms) through the index terms it stands for (`wordTerms`). The work
 * is bounded by postings: words are taken rarest first while their postings fit
 * `MAX_POSTINGS` (the rarest always, its terms trimmed to fit, on titles and headings only when
 * even it is too common); a word too common to fit says little and is left out, as is a word
 * that matches no term. A section that meets every word keeps its score; one that meets some is
 * held back by the rarity-weighted share of the words it and its page meet (no second search).
 */
export function match(
  state: MatchState,
  understood: UnderstoodQuery,
  filters: FilterGroup[],
  per: {
    tallies: FacetTallies
    rankOf: (terms: string[], strong: ReadonlySet<string>) => (facts: RecordFacts) => number
    preferenceOf: (facts: RecordFacts) => number
  },
): Matched {
  const strong = new Set<string>()
  const terms = understood.words.map(termOf)
  const { tallies } = per
  const candidates = state.candidates
  candidates.reset(Math.max(state.index.idLimit, state.facts.size))
  const addCandidate = (facts: RecordFacts, score: number, met: number) => {
    tallies.library[facts.libraryCode]!++
    tallies.framework[facts.frameworksCode]!++
    tallies.version[facts.versionCode]!++
    candidates.push(facts, score, met, per.preferenceOf(facts))
  }
  if (!understood.words.length) {
    for (const facts of state.facts.values()) if (passes(facts, filters)) addCandidate(facts, 0, 0)
    return { terms, expanded: [], strong }
  }
  const budget = { terms: QUERY_BUDGET.MAX_QUERY_TERMS, fuzzy: QUERY_BUDGET.MAX_FUZZY_TERMS }
  const lastWord = understood.words.length - 1
  type Word = { terms: [string, number, number][]; postings: number; bit: number; short: boolean; namesOnly?: boolean }
  const words: Word[] = []
  const wordOf = (word: string, last: boolean): Word => {
    const list = [...state.wordTerms.of(word, last, budget)].map(([term, weight]) => [term, weight, state.index.frequency(term)] as [string, number, number])
    // Within a word, the strongest terms first, then the rarest.
    list.sort((a, b) => b[1] - a[1] || a[2] - b[2])
    const entry = { terms: list, postings: list.reduce((sum, [, , postings]) => sum + postings, 0), bit: 0, short: last && word.length <= 2 }
    words.push(entry)
    return entry
  }
  let position = 0
  const slots = understood.slots.map((slot) => ({
    own: slot.words.map((word) => wordOf(word, position++ === lastWord)),
    alternatives: slot.alternatives.map((list) => list.map((word) => wordOf(word, false))),
  }))
  // Rarest first, within the postings budget; at most 31 words get a bit of the mask.
  let postings = 0
  let bits = 0
  for (const word of [...words].sort((a, b) => (a.terms[0]?.[2] ?? Infinity) - (b.terms[0]?.[2] ?? Infinity))) {
    if (!word.terms.length || bits >= 31) continue
    // One or two letters being typed say little: they cost a small budget, spent on the terms that fit it.
    const room = (word.short ? QUERY_BUDGET.SHORT_PREFIX_POSTINGS : QUERY_BUDGET.MAX_POSTINGS) - postings
    // The rarest word always counts (by its first term at least); another only when its first term fits.
    if (bits > 0 && word.terms[0]![2] > room) continue
    // The rarest word too common to walk in full ("query" alone, over ten libraries): matched on
    // titles and headings only, where a page about it names it; its mentions say little.
    if (word.terms[0]![2] > room && !word.short) {
      word.namesOnly = true
      word.terms = word.terms.map(([term, weight]) => [term, weight, state.index.frequency(term, NAME_FIELDS)] as [string, number, number])
    }
    let used = 0
    let fitting = word.terms.filter(([, , count], n) => ((n === 0 && !word.short) || used + count <= room ? ((used += count), true) : false))
    if (!fitting.length) {
      const rarest = word.terms.reduce((a, b) => (b[2] < a[2] ? b : a))
      fitting = [rarest]
      used = rarest[2]
    }
    word.terms = fitting
    word.postings = used
    postings += used
    word.bit = 1 << bits++
  }
  const expanded = new Set<string>()
  const cost = { terms: words.reduce((sum, word) => sum + (word.bit ? word.terms.length : 0), 0), postings }
  state.buffers.reset(state.index.idLimit)
  for (const word of words) {
    if (!word.bit) continue
    for (const [term, weight] of word.terms) {
      state.index.scoreTerm(term, weight, word.bit, state.buffers, word.namesOnly ? NAME_FIELDS : undefined)
      expanded.add(term)
      if (weight > MATCH_WEIGHT.prefixOfKnown) strong.add(term)
    }
  }
  // What the words stand for in the docs' own names (`associations.ts`): it only adds to sections
  // the words met (no bit of the mask), on titles and headings, within what the budget has left.
  let associated = 0
  for (const { term, weight } of understood.associated ?? []) {
    const count = state.index.frequency(term, NAME_FIELDS)
    if (!count || postings + associated + count > QUERY_BUDGET.MAX_POSTINGS) continue
    associated += count
    state.index.scoreTerm(term, weight, 0, state.buffers, NAME_FIELDS)
  }
  cost.postings += associated
  // A slot is met when all its taken words are (or all of one alternative's); a slot none of whose words was taken is left out.
  const maskOf = (list: Word[]) => list.reduce((mask, word) => mask | word.bit, 0)
  // What a slot says: the rarity of its rarest word (a common word met or missed says little).
  const total = Math.max(1, state.index.documentCount)
  const rarity = (list: Word[]) => Math.max(0, ...list.map((word) => Math.log(1 + total / (1 + (word.terms[0]?.[2] ?? 0)))))
  const tests = slots
    .map((slot) => ({
      own: slot.own.every((word) => word.bit) ? maskOf(slot.own) : 0,
      alternatives: slot.alternatives.filter((list) => list.every((word) => word.bit)).map(maskOf),
      // What the reader typed says how much the slot matters, not the rarest way to meet it.
      weight: rarity(slot.own),
    }))
    .filter((test) => test.own || test.alternatives.length)
  if (!tests.length) return { terms, expanded: [], strong, cost }
  const every = 2 ** tests.length - 1
  const metTests = (mask: number) => {
    let met = 0
    for (let n = 0; n < tests.length; n++) {
      const test = tests[n]!
      if (test.own && (mask & test.own) === test.own) met |= 1 << n
      else for (const alternative of test.alternatives) if ((mask & alternative) === alternative) met |= 1 << n
    }
    return met
  }
  const weightAll = tests.reduce((sum, test) => sum + test.weight, 0) || 1
  const coverageByMet = new Map<number, number>()
  const coverage = (met: number) => {
    if (met === every) return 1
    let share = coverageByMet.get(met)
    if (share === undefined) coverageByMet.set(met, (share = tests.reduce((sum, test, n) => (met & (1 << n) ? sum + test.weight : sum), 0) / weightAll))
    return share
  }
  const rankOf = per.rankOf(terms, strong)
  // The framework copies of a section rank alike: each is worked out once.
  const ranked = new Map<number, number>()
  const rank = (facts: RecordFacts) => {
    let factor = ranked.get(facts.rankCode)
    if (factor === undefined) ranked.set(facts.rankCode, (factor = rankOf(facts)))
    return factor
  }
  let partial = false
  const { scores, masks, touched, count } = state.buffers
  // Sections share a few masks: each is tested once.
  const metByMask = new Map<number, number>()
  for (let n = 0; n < count; n++) {
    const docId = touched[n]!
    const mask = masks[docId]!
    let met = metByMask.get(mask)
    if (met === undefined) metByMask.set(mask, (met = metTests(mask)))
    if (!met) continue
    const facts = state.factsByDoc[docId]
    if (!facts || !passes(facts, filters)) continue
    addCandidate(facts, scores[docId]! * rank(facts), met)
    if (met !== every) partial = true
  }
  if (partial) {
    // The words of a query may be spread over a page's sections: what the page as a whole meets.
    const pages = state.pageGroups
    pages.fit(state.pageCount)
    for (let n = 0; n < candidates.count; n++) pages.met[candidates.page[n]!]! |= candidates.met[n]!
    for (let n = 0; n < candidates.count; n++) {
      const met = candidates.met[n]!
      if (met === every) continue
      const blended = (coverage(met) + coverage(pages.met[candidates.page[n]!]!)) / 2
      candidates.score[n]! *= blended ** PARTIAL_MATCH_POWER
    }
    for (let n = 0; n < candidates.count; n++) pages.met[candidates.page[n]!] = 0
  }
  return { terms, expanded: [...expanded], strong, cost }
}
