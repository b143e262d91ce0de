/**
 * Scores a search function on the relevance set: hit@1, hit@3 and mean reciprocal rank of the
 * expected page among the hits (a hit's page is its URL without the anchor), searched as the
 * dialog searches from the home page (no filter but the version) and from a React page of the
 * expected page's library (that library and React preselected).
 */
import type { FilterGroup } from '../src/server/search/engine'
import type { RelevanceQuery } from './search-queries'

export type Where = 'home page' | 'framework page'
export type Search = (query: string, filters: FilterGroup[], prefer?: string) => string[]

const test = (attribute: string, value: string) => [{ attribute, value, negate: false }]

export function filtersFrom(where: Where, expected: string): FilterGroup[] {
  const filters = [test('version', 'latest')]
  if (where === 'framework page') filters.push(test('library', expected.split('/')[1]!), test('framework', 'react'))
  return filters
}

export type Score = { where: Where; queries: number; hit1: number; hit3: number; mrr: number; misses: { query: string; rank: number; top: string[] }[] }

export function score(search: Search, queries: RelevanceQuery[], where: Where): Score {
  let hit1 = 0
  let hit3 = 0
  let reciprocal = 0
  const misses: Score['misses'] = []
  for (const q of queries) {
    const pages = search(q.query, filtersFrom(where, q.expected), where === 'framework page' ? 'react' : undefined).map((url) => url.split('#')[0]!)
    const rank = pages.indexOf(q.expected) + 1
    if (rank === 1) hit1++
    if (rank >= 1 && rank <= 3) hit3++
    if (rank >= 1) reciprocal += 1 / rank
    if (rank !== 1) misses.push({ query: q.query, rank, top: pages.slice(0, 3) })
  }
  return { where, queries: queries.length, hit1: hit1 / queries.length, hit3: hit3 / queries.length, mrr: reciprocal / queries.length, misses }
}

export const percent = (n: number) => `${(n * 100).toFixed(1)} %`
