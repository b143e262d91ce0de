/**
 * The child process's side of background.ts: checks the frameworks of one library version at the
 * commit the server asked for and stores each framework's results. Loaded only in that child (by
 * a dynamic import), so the compiler never enters the server's own process.
 */
import { setPriority } from 'node:os'
import { loadPageList } from '~/server/content/page-list'
import { findLibrary } from '~/site/libraries'
import type { SnippetCheckDone, SnippetCheckJob } from './background'
import { checkVersion } from './library-check'
import { loadFrameworkCheck, saveFrameworkCheck } from './results-store'

/** The lowest scheduling priority (Unix `nice` 19): a machine's cores go to the readers' requests first. */
const BACKGROUND_NICENESS = 19

export async function runSnippetCheckJob(job: SnippetCheckJob): Promise<SnippetCheckDone> {
  // Before the checker's worker processes start: they take their priority from this one.
  setPriority(BACKGROUND_NICENESS)
  const started = performance.now()
  const library = findLibrary(job.libraryId)
  if (!library) throw new Error(`Unknown library ${job.libraryId}`)
  const list = await loadPageList(library, job.version)
  // Results are stored by commit: a branch that moved since is checked at its new commit next time.
  if (list?.contentId !== job.commit) throw new Error(`${library.id} ${job.version} moved from ${job.commit.slice(0, 12)} before its check`)
  const stored = (framework: string) => loadFrameworkCheck(library.id, job.commit, framework)
  const checks = await checkVersion({ library, version: job.version, list, frameworks: job.frameworks, onFramework: saveFrameworkCheck, stored })
  const provisional = checks.filter((check) => check.retryAfter)
  return {
    frameworks: checks.length,
    blocks: checks.reduce((sum, check) => sum + check.blocks.length, 0),
    ms: performance.now() - started,
    ...(provisional.length
      ? { provisional: provisional.map((check) => check.framework), retryAfter: provisional.map((check) => check.retryAfter!).sort()[0] }
      : {}),
  }
}
