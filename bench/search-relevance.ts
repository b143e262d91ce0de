/**
 * Scores a search function on a relevance set: hit@1, hit@3 and mean reciprocal rank of the
 * expected page among the hits (a hit's page is its URL without the anchor), searched as the
 * dialog searches from the home page (no filter but the version) and from a framework page of the
 * expected page's library (that library and the page's framework preselected; React for a
 * framework-neutral page).
 */
import type { FilterGroup } from '../src/server/search/engine'

export type Where = 'home page' | 'framework page'
export type Search = (query: string, filters: FilterGroup[], prefer?: string) => string[]

const test = (attribute: string, value: string) => [{ attribute, value, negate: false }]

/** The framework a reader of the expected page has chosen: the one in its URL, else React. */
export function frameworkOf(expected: string): string {
  return /\/docs\/framework\/([^/]+)\//.exec(expected)?.[1] ?? 'react'
}

export const libraryOf = (expected: string) => expected.split('/')[1]!

export function filtersFrom(where: Where, expected: string): FilterGroup[] {
  const filters = [test('version', 'latest')]
  if (where === 'framework page') filters.push(test('library', libraryOf(expected)), test('framework', frameworkOf(expected)))
  return filters
}

export type Score = {
  where: Where
  queries: number
  hit1: number
  hit3: number
  mrr: number
  misses: { query: string; expected: string; rank: number; top: string[] }[]
}

/** Scores any set of queries that each expect one page (keyword and question sets alike). */
export function score(search: Search, queries: { query: string; expected: string }[], where: Where): Score {
  let hit1 = 0
  let hit3 = 0
  let reciprocal = 0
  const misses: Score['misses'] = []
  for (const q of queries) {
    const pages = search(q.query, filtersFrom(where, q.expected), where === 'framework page' ? frameworkOf(q.expected) : undefined).map(
      (url) => url.split('#')[0]!,
    )
    const rank = pages.indexOf(q.expected) + 1
    if (rank === 1) hit1++
    if (rank >= 1 && rank <= 3) hit3++
    if (rank >= 1) reciprocal += 1 / rank
    if (rank !== 1) misses.push({ query: q.query, expected: q.expected, rank, top: pages.slice(0, 3) })
  }
  const n = queries.length || 1
  return { where, queries: queries.length, hit1: hit1 / n, hit3: hit3 / n, mrr: reciprocal / n, misses }
}

export const percent = (n: number) => `${(n * 100).toFixed(1)} %`

/** One row of a relevance table: which set, searched from where, how many asked, and the scores. */
export function scoreRow(set: string, where: Where, label: string, asked: number, result: Score): Record<string, string> {
  return { set, from: where, asked: `${label} (${asked})`, 'hit@1': percent(result.hit1), 'hit@3': percent(result.hit3), MRR: result.mrr.toFixed(3) }
}

/** A page address as the miss tables show it: `query:guides/queries`. */
const shortUrl = (url: string) => url.replace(/^\/([^/]+)\/latest\/docs\//, '$1:')

/** The misses of one scored set as rows of the benches' miss table. */
export function missRows(set: string, where: Where, result: Score): Record<string, string | number>[] {
  return result.misses.map((miss) => ({
    set,
    from: where,
    query: miss.query,
    rank: miss.rank || '-',
    expected: shortUrl(miss.expected),
    'first hits': miss.top.map(shortUrl).join(', '),
  }))
}
