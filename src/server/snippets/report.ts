/**
 * `npm run docs:check -- --snippets`: every TypeScript block of the chosen libraries, versions
 * and frameworks checked, the verdict counts printed per library, version and framework, then
 * every failure as `library version framework docs/path.md:line  TS2339  message`. The results
 * are stored for the site (results-store.ts). Snippet failures are the repositories' problems.
 */
import { loadPageList } from '~/server/content/page-list'
import { libraries } from '~/site/libraries'
import { checkVersion, type FrameworkCheck } from './library-check'
import { retryNote } from './provisional'
import { saveFrameworkCheck } from './results-store'
import { countVerdicts as verdictCounts } from './results-summary'

export type SnippetCheckOptions = {
  libraries?: string[]
  versions?: string[]
  frameworks?: string[]
  onProgress?: (label: string) => void
}

export async function checkSnippets(options: SnippetCheckOptions): Promise<FrameworkCheck[]> {
  const results: FrameworkCheck[] = []
  for (const library of libraries) {
    if (options.libraries?.length && !options.libraries.includes(library.id)) continue
    for (const version of library.availableVersions) {
      if (options.versions?.length && !options.versions.includes(version)) continue
      const list = await loadPageList(library, version)
      if (!list) continue
      options.onProgress?.(`${library.id} ${version}`)
      for (const check of await checkVersion({ library, version, list, frameworks: options.frameworks })) {
        results.push(check)
        await saveFrameworkCheck(check)
      }
    }
  }
  return results
}

/** The report's lines: a table of counts, then one line per failing block (its first diagnostic's line). */
export function snippetReportLines(results: FrameworkCheck[]): string[] {
  const lines = ['library  version  framework  blocks  checked  fails  listing  fragment  skipped  checked with']
  for (const result of results) {
    const counts = verdictCounts(result.blocks)
    lines.push(
      [
        result.libraryId,
        result.version,
        result.framework,
        result.blocks.length,
        counts.checked,
        counts.fails,
        counts.listing,
        counts.fragment,
        counts.skipped,
        result.checkedWith ?? `skipped: ${result.skipped ?? ''}${result.retryAfter ? ` (${retryNote(result.retryAfter)})` : ''}`,
      ].join('  '),
    )
  }
  const failures = results.flatMap((result) =>
    result.blocks.flatMap((block) =>
      block.verdict.verdict === 'fails'
        ? block.verdict.diagnostics.map((diagnostic) => {
            const message = diagnostic.message.split('\n')[0]
            return `${result.libraryId} ${result.version} ${result.framework} ${block.file}:${block.line + diagnostic.line - 1}  TS${diagnostic.code}  ${message}`
          })
        : [],
    ),
  )
  if (failures.length > 0) lines.push('', `${failures.length} diagnostic(s) in blocks that do not compile:`, ...failures)
  return lines
}
