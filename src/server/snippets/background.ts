/**
 * The server's background check of the docs' code blocks (`SNIPPET_CHECKS=background`), never on
 * a request: a while after the start, and then every SNIPPET_REFRESH_SECONDS, it reads each
 * library's refs and checks every library version whose current commit lacks stored verdicts for
 * one of its frameworks, the latest versions of all libraries first. One library version at a
 * time, in a child process (child-job.ts) that runs library-check.ts and stores its results with
 * results-store.ts, so the server's memory and event loop stay with the readers. Instances on
 * one database take a claim per library, commit and checker version (claims.ts) and check it once.
 */
import { existsSync } from 'node:fs'
import { hostname } from 'node:os'
import { randomUUID } from 'node:crypto'
import { answerParent, childJob, isChildJobProcess, startChildJob } from '~/server/child-job'
import { getConfig } from '~/server/config'
import { getDatabase } from '~/server/db'
import { loadPageList } from '~/server/docs/page-list'
import { onShutdown } from '~/server/lifecycle'
import { findLibrary, libraries } from '~/site/libraries'
import type { Library } from '~/site/types'
import { CHECKER_VERSION } from './checker-version'
import { claimIsFree, finishClaim, readClaim, releaseClaim, renewClaim, takeClaim, type ClaimKey } from './claims'
import { filesByFramework } from './files'
import { resultsFile } from './results-store'

/** The kind of child job that checks one library version. */
const JOB_KIND = 'snippet-check'

export type SnippetCheckJob = { libraryId: string; version: string; commit: string; frameworks: string[] }
export type SnippetCheckDone = { frameworks: number; blocks: number; ms: number }

/** Every library's latest version first (what most readers read), then the other versions, library by library. */
export function versionsToCheck(catalogue: readonly { id: string; latestVersion: string; availableVersions: readonly string[] }[]): { libraryId: string; version: string }[] {
  const latest = catalogue.map((library) => ({ libraryId: library.id, version: library.latestVersion }))
  const others = catalogue.flatMap((library) => library.availableVersions.filter((version) => version !== library.latestVersion).map((version) => ({ libraryId: library.id, version })))
  return [...latest, ...others]
}

/** The frameworks of a commit with no stored verdicts: what a check of it must do. */
export function frameworksMissing(frameworks: Iterable<string>, stored: (framework: string) => boolean): string[] {
  return [...frameworks].filter((framework) => !stored(framework))
}

/**
 * The checking process's own thread reads pages and stores results: a small young generation
 * (V8 would give it up to 128 MB of new space on a large machine) keeps its RSS to what it holds.
 * Its checker's worker threads have theirs set by worker-checker.ts.
 */
const CHECK_PROCESS_ARGV = ['--max-semi-space-size=8']

/** This instance's name in the claims. */
const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`

type State = { stopped: boolean; lastSummary?: string; holding?: ClaimKey; timer?: ReturnType<typeof setTimeout>; failed: Set<string>; waitingFor: Set<string> }
const state: State = { stopped: false, failed: new Set(), waitingFor: new Set() }

onShutdown(
  'snippet-checks',
  async () => {
    state.stopped = true
    clearTimeout(state.timer)
    // The check being cut short (child-job.ts kills its process): the next instance to start, or
    // this one restarted, takes it at once rather than after the claim expires.
    const held = state.holding
    if (held) await releaseClaim(await getDatabase(), held, owner)
  },
  'signal',
)

const keyText = (key: ClaimKey) => `${key.libraryId}@${key.commit}`

type Outcome = 'stored' | 'checked' | 'waiting' | 'failed' | 'none'

/** One library version: its missing frameworks checked here, in a child, under the claim; or left to the instance that holds it. */
async function checkTarget(library: Library, version: string): Promise<Outcome> {
  const list = await loadPageList(library, version).catch(() => undefined)
  if (!list) return 'none'
  const key: ClaimKey = { libraryId: library.id, commit: list.contentId, checker: CHECKER_VERSION }
  const missingHere = () => frameworksMissing(filesByFramework(list, library).keys(), (framework) => existsSync(resultsFile(library.id, list.contentId, framework)))
  let frameworks = missingHere()
  if (frameworks.length === 0) return 'stored'
  if (state.failed.has(keyText(key))) return 'failed'
  const config = getConfig()
  const holdMs = config.SNIPPET_CLAIM_SECONDS * 1000
  const database = await getDatabase()
  const claim = await readClaim(database, key)
  if (claim?.doneAt) {
    // Done by another instance: its files may have landed since they were looked for.
    frameworks = missingHere()
    if (frameworks.length === 0) return 'stored'
    // Still missing: this instance's SNIPPET_RESULTS_DIR is not the one the check wrote to, so it
    // checks the commit for itself (without a claim: the shared one says the check was done).
    console.log(`[snippets] ${library.id} ${version} (${list.contentId.slice(0, 12)}) was checked by ${claim.owner}, but its results are not in ${config.SNIPPET_RESULTS_DIR}: checking it here`)
  } else if (!claimIsFree(claim, new Date()) || !(await takeClaim(database, key, owner, holdMs))) {
    if (!state.waitingFor.has(keyText(key))) console.log(`[snippets] ${library.id} ${version} (${list.contentId.slice(0, 12)}) is being checked by another instance; its results are read when they land`)
    state.waitingFor.add(keyText(key))
    return 'waiting'
  }
  state.waitingFor.delete(keyText(key))
  const job: SnippetCheckJob = { libraryId: library.id, version, commit: list.contentId, frameworks }
  if (!claim?.doneAt) state.holding = key
  const renew = claim?.doneAt ? undefined : setInterval(() => void renewClaim(database, key, owner, holdMs).catch(() => undefined), holdMs / 3)
  renew?.unref()
  try {
    const child = startChildJob<SnippetCheckDone>(import.meta.url, JOB_KIND, job, {}, CHECK_PROCESS_ARGV)
    console.log(`[snippets] checking ${library.id} ${version} (${list.contentId.slice(0, 12)}) in process ${child.pid}: ${frameworks.join(', ')}`)
    const done = await child.result
    if (!claim?.doneAt) await finishClaim(database, key, owner)
    console.log(`[snippets] ${library.id} ${version} checked: ${done.blocks} blocks in ${done.frameworks} framework(s), ${Math.round(done.ms)} ms`)
    return 'checked'
  } catch (error) {
    // Not retried by this instance until the commit moves; its claim expires for the others.
    state.failed.add(keyText(key))
    if (!state.stopped) console.error(`[snippets] ${library.id} ${version}: the check failed:`, error instanceof Error ? error.message : error)
    return 'failed'
  } finally {
    clearInterval(renew)
    state.holding = undefined
  }
}

/** One pass over every library version, one at a time; its counts are logged when they change. */
async function checkAll(): Promise<void> {
  const counts: Record<Exclude<Outcome, 'none'>, number> = { stored: 0, checked: 0, waiting: 0, failed: 0 }
  for (const { libraryId, version } of versionsToCheck(libraries)) {
    if (state.stopped) return
    const library = findLibrary(libraryId)
    if (!library) continue
    try {
      const outcome = await checkTarget(library, version)
      if (outcome === 'checked') counts.stored++
      if (outcome !== 'none') counts[outcome]++
    } catch (error) {
      counts.failed++
      console.error(`[snippets] ${libraryId} ${version}:`, error instanceof Error ? error.message : error)
    }
  }
  const summary = `${counts.stored} library version(s) with stored results, ${counts.checked} checked here, ${counts.waiting} being checked by another instance, ${counts.failed} failed`
  if (summary !== state.lastSummary) console.log(`[snippets] pass done: ${summary}`)
  state.lastSummary = summary
}

function schedule(delayMs: number) {
  if (state.stopped) return
  state.timer = setTimeout(() => {
    void checkAll().finally(() => schedule(getConfig().SNIPPET_REFRESH_SECONDS * 1000))
  }, delayMs)
  state.timer.unref()
}

/** Starts the background checks SNIPPET_CHECK_START_SECONDS after the server's start (with SNIPPET_CHECKS=background). */
export function startSnippetChecksAfterStart(): void {
  if (getConfig().SNIPPET_CHECKS !== 'background' || isChildJobProcess()) return
  schedule(getConfig().SNIPPET_CHECK_START_SECONDS * 1000)
}

const job = childJob<SnippetCheckJob>(JOB_KIND)
if (job) {
  answerParent(
    async () => (await import('./background-job')).runSnippetCheckJob(job),
    async () => {
      const { getContentSource } = await import('~/server/content')
      await getContentSource().close?.()
    },
  )
}
