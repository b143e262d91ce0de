/**
 * The snippet verdicts of the commits the site serves now, for the dashboard's docs-check panel:
 * the stored results (results-store.ts) of each library's versions at their current commits, for
 * every framework, summarised by results-summary.ts. Reads files only; never checks anything.
 * Server-only.
 */
import { docsRootOf } from '~/lib/docs/paths'
import { snapshot } from '~/server/content/snapshot'
import { loadFrameworkCheck } from '~/server/snippets/results-store'
import { summarizeSnippetChecks, type SnippetLibrarySummary } from '~/server/snippets/results-summary'
import type { FrameworkCheck } from '~/server/snippets/library-check'
import { findLibrary, libraries } from '~/site/libraries'
import { resolveBranch } from '~/site/versions'

/** Failures listed per library on the dashboard; the rest are counted, and `docs:check --snippets` lists them all. */
export const DASHBOARD_SNIPPET_FAILURES = 20

export async function storedSnippetChecks(): Promise<SnippetLibrarySummary[]> {
  const checks: FrameworkCheck[] = []
  for (const library of libraries) {
    for (const version of library.availableVersions) {
      // A repository the site cannot read now has no current commit to show results for.
      const content = await snapshot(library.repo, resolveBranch(library, version)).catch(() => undefined)
      if (!content) continue
      for (const framework of library.frameworks) {
        const check = await loadFrameworkCheck(library.id, content.id, framework)
        if (check) checks.push(check)
      }
    }
  }
  return summarizeSnippetChecks(checks, {
    repoOf: (id) => findLibrary(id)?.repo,
    docsRootOf: (id) => {
      const library = findLibrary(id)
      return library ? docsRootOf(library) : 'docs'
    },
    maxFailures: DASHBOARD_SNIPPET_FAILURES,
  })
}
