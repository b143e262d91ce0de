/**
 * Collapsing: the candidates of one query in reused arrays, and Algolia's `distinct` over them
 * (the framework copies and sections of a page become one hit).
 */
import type { RecordFacts } from './record-facts'

/**
 * The sections that matched one query, the candidates: each one's facts, score (text × ranking),
 * the slots of the query it meets, and what the later steps need of its facts (its page's number,
 * which framework copy it is), copied while its facts are at hand, so each later pass over
 * thousands of candidates reads these arrays alone. Candidate `n` is entry `n` of every array; the
 * first `count` are the current query's. The arrays are kept between searches: a query at ×3 has
 * thousands of candidates, and an object for each was most of the garbage a search left. Only
 * the hits of the page of results asked for become `EngineHit`s.
 */
export class Candidates {
  facts: (RecordFacts | undefined)[] = []
  score = new Float64Array(0)
  met = new Uint32Array(0)
  page = new Int32Array(0)
  preference = new Float64Array(0)
  count = 0

  /** Empties the list, with room for `size` candidates (at most one per short id). */
  reset(size: number) {
    // The last query's facts are let go (a library replaced since must not stay alive here).
    this.facts.fill(undefined, 0, this.count)
    this.count = 0
    if (this.score.length < size) {
      this.score = new Float64Array(size + 1024)
      this.met = new Uint32Array(size + 1024)
      this.page = new Int32Array(size + 1024)
      this.preference = new Float64Array(size + 1024)
    }
  }

  push(facts: RecordFacts, score: number, met: number, preference: number) {
    const n = this.count++
    this.facts[n] = facts
    this.score[n] = score
    this.met[n] = met
    this.page[n] = facts.pageCode
    this.preference[n] = preference
  }
}

/**
 * Per page (by its number): the slots of the query its sections meet together (`met`, for a
 * query some sections meet in part), and while the candidates are collapsed its item among the
 * hits (-1 for a page no candidate of the query is on), its best copy and its best score. Kept
 * between searches (a page's number is one of thousands); only the pages a query met are set back.
 */
export class PageGroups {
  met = new Uint32Array(0)
  item = new Int32Array(0)
  best = new Int32Array(0)
  score = new Float64Array(0)

  /** Room for `size` pages, all unmet. */
  fit(size: number) {
    if (this.item.length >= size) return
    this.met = new Uint32Array(size + 1024)
    this.item = new Int32Array(size + 1024).fill(-1)
    this.best = new Int32Array(size + 1024)
    this.score = new Float64Array(size + 1024)
  }
}

/** What can be a hit, as numbers `0…count - 1`: item `n` is candidate `which[n]`, with its final score `score[n]`. */
export type Ranked = { which: Int32Array; score: Float64Array; count: number }

/** Every candidate is a hit (`distinct` off), in the candidates' order. */
export function allCandidates(candidates: Candidates): Ranked {
  const which = new Int32Array(candidates.count)
  for (let n = 0; n < candidates.count; n++) which[n] = n
  return { which, score: candidates.score.subarray(0, candidates.count), count: candidates.count }
}

/**
 * The factor on a page that exists only in frameworks other than the preferred and the library's
 * first. A fifth: generated references give an API a page of its own in some frameworks
 * (Preact's `functions/HydrationBoundary`), whose title match outweighs the reader's framework's
 * section about the same API by three to four times.
 */
const OTHER_FRAMEWORK_ONLY = 0.2

/**
 * Algolia's `distinct` with the page as its key: the copies of a page (its sections, and its
 * framework and framework-neutral versions) become one hit, ranked by its best section and shown
 * as the best section of the copy in the preferred framework (see `copyPreference`). Pages come
 * in the order their first candidate came (ties keep that order).
 */
export function collapseCopies(candidates: Candidates, groups: PageGroups, pageCount: number): Ranked {
  groups.fit(pageCount)
  const pages: number[] = []
  for (let n = 0; n < candidates.count; n++) {
    const page = candidates.page[n]!
    const candidateScore = candidates.score[n]!
    if (groups.item[page] === -1) {
      groups.item[page] = pages.push(page) - 1
      groups.best[page] = n
      groups.score[page] = candidateScore
      continue
    }
    groups.score[page] = Math.max(groups.score[page]!, candidateScore)
    const best = groups.best[page]!
    if (
      candidates.preference[n]! > candidates.preference[best]! ||
      (candidates.preference[n] === candidates.preference[best] && candidateScore > candidates.score[best]!)
    )
      groups.best[page] = n
  }
  const which = new Int32Array(pages.length)
  const score = new Float64Array(pages.length)
  for (let item = 0; item < pages.length; item++) {
    const page = pages[item]!
    const best = groups.best[page]!
    which[item] = best
    // A page the reader cannot have in their framework (nor framework-neutral) comes after those they can.
    score[item] = candidates.preference[best]! > 0 ? groups.score[page]! : groups.score[page]! * OTHER_FRAMEWORK_ONLY
    groups.item[page] = -1
  }
  return { which, score, count: pages.length }
}
