/**
 * The page to suggest for a doc URL that found none: the nearest existing page of the same
 * library and framework, by how alike the paths are (the last segment weighs most, so a page
 * moved to another folder is found) and, when given, by the search index's ranking of the
 * missed path's words. No suggestion when nothing is close enough: a wrong one is worse.
 */
import { distance } from 'fastest-levenshtein'
import { splitFrameworkPage, withoutFramework } from '~/lib/docs/address'

export type SuggestionCandidate = { page: string; framework: string | null }

export type SuggestionInput = {
  /** The path after `/docs/` that was asked for. */
  requested: string
  /** The version's pages (the page list). */
  pages: readonly SuggestionCandidate[]
  /** The version's frameworks, the library's first first. */
  frameworks: readonly string[]
  /** Pages the search index ranks best for the missed path's words, best first. */
  searchRanked?: readonly string[]
}

export type Suggestion = { page: string; score: number }

/** Below this, no page is suggested. Set on the suggestion test set (suggest-corpus.test.ts). */
export const MIN_SCORE = 0.6

/** Lower case, no `.md`/`.html`, no `index`/`README` page, no surrounding or doubled slashes. */
export function normalizeMissedPath(path: string): string {
  return path
    .toLowerCase()
    .replace(/[?#].*$/, '')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.(md|mdx|html?)$/, '')
    .replace(/(^|\/)(index|readme)$/, '')
}

function similarity(a: string, b: string): number {
  if (a === b) return 1
  const longest = Math.max(a.length, b.length)
  return longest === 0 ? 1 : 1 - distance(a, b) / longest
}

function words(segment: string): Set<string> {
  return new Set(
    segment
      .split(/[-_.\s]+|(?<=[a-z])(?=[A-Z])/)
      .map((w) => w.toLowerCase())
      .filter(Boolean),
  )
}

function overlap(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0
  let shared = 0
  for (const word of a) if (b.has(word)) shared++
  return shared / Math.max(a.size, b.size)
}

/** How alike two page paths (framework part removed) are, 0 to 1. */
export function pathSimilarity(requested: string, candidate: string): number {
  const want = requested.split('/')
  const have = candidate.toLowerCase().split('/')
  const slugWant = want.at(-1) ?? ''
  const slugHave = have.at(-1) ?? ''
  const slug = Math.max(similarity(slugWant, slugHave), overlap(words(slugWant), words(slugHave)))
  const folder = similarity(want.slice(0, -1).join('/'), have.slice(0, -1).join('/'))
  return Math.max(similarity(requested, candidate.toLowerCase()), 0.75 * slug + 0.25 * folder)
}

export function suggestPage(input: SuggestionInput): Suggestion | undefined {
  const requested = normalizeMissedPath(input.requested)
  if (!requested) return undefined
  const asked = splitFrameworkPage(requested)
  // A framework the version lacks (swapped in the URL) is read as the library's first one.
  const framework = asked && input.frameworks.includes(asked.framework) ? asked.framework : input.frameworks[0]
  const rest = asked ? asked.rest : requested
  const ranked = new Map((input.searchRanked ?? []).slice(0, 5).map((page, index) => [page, index]))
  let best: Suggestion | undefined
  for (const candidate of input.pages) {
    if (candidate.framework !== null && candidate.framework !== framework) continue
    const own = candidate.framework === null ? candidate.page : withoutFramework(candidate.page)
    let score = pathSimilarity(rest, own)
    const rank = ranked.get(candidate.page)
    if (rank !== undefined) score += 0.15 * (1 - rank / 5)
    // Ties go to the framework's own page over a neutral one, then to the shorter path.
    if (candidate.framework !== null) score += 0.001
    if (!best || score > best.score || (score === best.score && candidate.page.length < best.page.length)) best = { page: candidate.page, score }
  }
  return best && best.score >= MIN_SCORE ? { page: best.page, score: Math.min(1, Math.round(best.score * 1000) / 1000) } : undefined
}
