/**
 * What the dashboard and the benchmark show of stored snippet results: per library, version and
 * framework the count of each verdict and the share the checker could judge (`checked` + `fails`),
 * and the failures with a link to the page and to the Markdown line on GitHub at the commit that
 * was checked. Pure: it is given the results, it reads nothing.
 */
import { docPathOf } from '~/lib/docs/address'
import { fileUrl } from '~/lib/issue-url'
import type { FrameworkCheck } from './library-check'
import { retryNote } from './provisional'
import type { SnippetVerdict } from './types'

export type VerdictCounts = Record<SnippetVerdict['verdict'], number>

export type SnippetFailure = {
  version: string
  framework: string
  /** The Markdown file and the line of the first diagnostic in it. */
  file: string
  line: number
  code: number
  message: string
  /** The page on the site (a path). */
  pageUrl: string
  /** The line on GitHub at the checked commit. */
  githubUrl: string
}

export type SnippetRun = {
  version: string
  framework: string
  commit: string
  checkedWith?: string
  skipped?: string
  /** Set when the skip is provisional (its types could not be installed): when it is tried again. */
  retryNote?: string
  counts: VerdictCounts
  blocks: number
  /** `checked` + `fails` over all blocks, 0–1; undefined without blocks. */
  coverage?: number
}

export type SnippetLibrarySummary = {
  libraryId: string
  runs: SnippetRun[]
  failures: SnippetFailure[]
  /** Failures left out past the cap. */
  moreFailures: number
}

export type SummaryContext = {
  /** `owner/name` of the library's repository, for GitHub links. */
  repoOf: (libraryId: string) => string | undefined
  /** The docs folder of the library's repository (`docs`, `docs/router`). */
  docsRootOf: (libraryId: string) => string
  /** Failures listed per library; the rest are counted. */
  maxFailures: number
}

export function countVerdicts(blocks: { verdict: SnippetVerdict }[]): VerdictCounts {
  const counts: VerdictCounts = { checked: 0, fails: 0, listing: 0, fragment: 0, skipped: 0 }
  for (const block of blocks) counts[block.verdict.verdict]++
  return counts
}

export function coverageOf(counts: VerdictCounts): number | undefined {
  // A listing compiles without checking the library: counted among the blocks, not as judged.
  const total = counts.checked + counts.fails + counts.listing + counts.fragment + counts.skipped
  return total ? (counts.checked + counts.fails) / total : undefined
}

/** The page a docs file renders: its path under the docs folder without `.md`. */
export function pageOfFile(docsRoot: string, file: string): string {
  const root = docsRoot.replace(/\/+$/, '')
  const relative = file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file
  return relative.replace(/\.md$/i, '')
}

/** In the order of the checks given (the server gives them by version, then framework). */
export function summarizeSnippetChecks(checks: FrameworkCheck[], context: SummaryContext): SnippetLibrarySummary[] {
  const byLibrary = new Map<string, FrameworkCheck[]>()
  for (const check of checks) byLibrary.set(check.libraryId, [...(byLibrary.get(check.libraryId) ?? []), check])
  return [...byLibrary].map(([libraryId, own]) => {
    const repo = context.repoOf(libraryId)
    const docsRoot = context.docsRootOf(libraryId)
    const failures: SnippetFailure[] = []
    for (const check of own) {
      for (const block of check.blocks) {
        if (block.verdict.verdict !== 'fails') continue
        const first = block.verdict.diagnostics[0]
        const line = block.line + (first ? first.line - 1 : 0)
        failures.push({
          version: check.version,
          framework: check.framework,
          file: block.file,
          line,
          code: first?.code ?? 0,
          message: (first?.message ?? '').split('\n')[0] ?? '',
          pageUrl: docPathOf(libraryId, check.version, pageOfFile(docsRoot, block.file)),
          githubUrl: repo ? `${fileUrl(repo, check.commit, block.file)}?plain=1#L${line}` : '',
        })
      }
    }
    const runs = own.map((check): SnippetRun => {
      const counts = countVerdicts(check.blocks)
      return {
        version: check.version,
        framework: check.framework,
        commit: check.commit,
        checkedWith: check.checkedWith,
        skipped: check.skipped,
        ...(check.retryAfter ? { retryNote: retryNote(check.retryAfter) } : {}),
        counts,
        blocks: check.blocks.length,
        coverage: coverageOf(counts),
      }
    })
    const cap = Math.max(0, context.maxFailures)
    return { libraryId, runs, failures: failures.slice(0, cap), moreFailures: Math.max(0, failures.length - cap) }
  })
}
