/**
 * The snippet verdicts of the commits the site serves now, for the dashboard's docs-check panel:
 * the stored results (results-store.ts) of each library's versions at their current commits, for
 * every framework, summarised by results-summary.ts. Reads files only; never checks anything.
 * Server-only.
 */
import { docsRootOf } from '~/lib/docs/address'
import { snapshot } from '~/server/content/snapshot'
import { loadFrameworkCheck } from '~/server/snippets/results-store'
import { summarizeSnippetChecks, type SnippetLibrarySummary } from '~/server/snippets/results-summary'
import type { FrameworkCheck } from '~/server/snippets/library-check'
import { latestMajorOf } from '~/server/docs/doc-page'
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
  const summaries = summarizeSnippetChecks(checks, {
    repoOf: (id) => findLibrary(id)?.repo,
    docsRootOf: (id) => {
      const library = findLibrary(id)
      return library ? docsRootOf(library) : 'docs'
    },
    maxFailures: DASHBOARD_SNIPPET_FAILURES,
  })
  // The checks name the latest branch by the catalogue's version; readers know it by the major its
  // main package declares, as the docs' version select and the landing page say it.
  return Promise.all(
    summaries.map(async (summary) => {
      const library = findLibrary(summary.libraryId)
      if (!library) return summary
      const latestMajor = await latestMajorOf(library)
      const named = (version: string) => (version === library.latestVersion ? latestMajor : version)
      return {
        ...summary,
        runs: summary.runs.map((run) => ({ ...run, version: named(run.version) })),
        failures: summary.failures.map((failure) => ({ ...failure, version: named(failure.version) })),
      }
    }),
  )
}
