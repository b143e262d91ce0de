/**
 * The server's background check of the docs' code blocks (`SNIPPET_CHECKS=background`), never on
 * a request: a while after the start, and then every SNIPPET_REFRESH_SECONDS (each pass once the
 * embedded search index is not being built: the build gets the cores first), it reads each
 * library's refs and checks every library version whose current commit lacks stored verdicts for
 * one of its frameworks, or holds provisional ones that are due again (a failed install of its
 * types, provisional.ts), the latest versions of all libraries first. One library version at a
 * time, in a child process (child-job.ts) that runs library-check.ts and stores its results with
 * results-store.ts, so the server's memory and event loop stay with the readers. Instances on
 * one database take a claim per library, commit and checker version (claims.ts), and one per
 * retry round of provisional results, and check each once.
 */
import { hostname } from 'node:os'
import { randomUUID } from 'node:crypto'
import { answerParent, childJob, isChildJobProcess, startChildJob } from '~/server/child-job'
import { getConfig } from '~/server/config'
import { getDatabase } from '~/server/db'
import { CODE_CHECK_PART, heapFlags } from '~/server/memory-limit'
import { loadPageList, type LoadedPageList } from '~/server/content/page-list'
import { onShutdown } from '~/server/lifecycle'
import { findLibrary, libraries } from '~/site/libraries'
import type { Library } from '~/site/types'
import { CHECKER_VERSION } from './checker-version'
import { claimIsFree, finishClaim, readClaim, releaseClaim, renewClaim, takeClaim, type ClaimKey } from './claims'
import { filesByFramework } from './files'
import { claimCheckerOf, isDue } from './provisional'
import { forgetFrameworkCheck, storedCheckState } from './results-store'

/** The kind of child job that checks one library version. */
const JOB_KIND = 'snippet-check'

export type SnippetCheckJob = { libraryId: string; version: string; commit: string; frameworks: string[] }
export type SnippetCheckDone = {
  frameworks: number
  blocks: number
  ms: number
  /** Frameworks stored provisionally (their types could not be installed), checked again after `retryAfter`. */
  provisional?: string[]
  retryAfter?: string
}

/** Every library's latest version first (what most readers read), then the other versions, library by library. */
export function versionsToCheck(
  catalogue: readonly { id: string; latestVersion: string; availableVersions: readonly string[] }[],
): { libraryId: string; version: string }[] {
  const latest = catalogue.map((library) => ({ libraryId: library.id, version: library.latestVersion }))
  const others = catalogue.flatMap((library) =>
    library.availableVersions.filter((version) => version !== library.latestVersion).map((version) => ({ libraryId: library.id, version })),
  )
  return [...latest, ...others]
}

/** The frameworks of a commit with no stored verdicts: what a check of it must do. */
export function frameworksMissing(frameworks: Iterable<string>, stored: (framework: string) => boolean): string[] {
  return [...frameworks].filter((framework) => !stored(framework))
}

/**
 * The checking process reads pages and the types and stores results, with the heap of the code
 * check's part of the memory plan (`CODE_CHECK_PART` in memory-limit.ts) and a small young
 * generation (V8 would give it up to 128 MB of new space on a large machine). Its checker's
 * worker processes have theirs set by worker-checker.ts.
 */
const CHECK_PROCESS_ARGV = heapFlags(CODE_CHECK_PART.checkingHeapMb)

/**
 * How long an instance's claim on a commit's check holds without being renewed (it renews it
 * every third of this while it checks); past it another instance takes the check over.
 */
const CLAIM_HOLD_MS = 10 * 60_000

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

const keyText = (key: ClaimKey) => `${key.libraryId}@${key.commit}@${key.checker}`

type Outcome = 'stored' | 'checked' | 'waiting' | 'failed' | 'none'

/**
 * The frameworks of a library version to check now: those with no stored results, and those
 * whose stored results are provisional and due again (provisional.ts), with what is stored.
 */
async function frameworksDue(library: Library, list: LoadedPageList): Promise<{ due: string[]; stored: Map<string, { retryAfter?: string } | undefined> }> {
  const now = new Date()
  const all = [...filesByFramework(list, library).keys()]
  const stored = new Map(await Promise.all(all.map(async (framework) => [framework, await storedCheckState(library.id, list.contentId, framework)] as const)))
  return { due: frameworksMissing(all, (framework) => !isDue(stored.get(framework), now)), stored }
}

/** One library version: its due frameworks checked here, in a child, under the claim; or left to the instance that holds it. */
async function checkTarget(library: Library, version: string): Promise<Outcome> {
  const list = await loadPageList(library, version).catch(() => undefined)
  if (!list) return 'none'
  const { due, stored } = await frameworksDue(library, list)
  let frameworks = due
  if (frameworks.length === 0) return 'stored'
  // A retry of provisional results has a claim of its own: the commit's first claim is done.
  const key: ClaimKey = {
    libraryId: library.id,
    commit: list.contentId,
    checker: claimCheckerOf(
      CHECKER_VERSION,
      frameworks.map((framework) => stored.get(framework)),
    ),
  }
  const again = key.checker !== CHECKER_VERSION ? ' (again: its types could not be installed before)' : ''
  if (state.failed.has(keyText(key))) return 'failed'
  const config = getConfig()
  const holdMs = CLAIM_HOLD_MS
  const database = await getDatabase()
  const claim = await readClaim(database, key)
  if (claim?.doneAt) {
    // Done by another instance: its files may have landed since they were looked for.
    frameworks = (await frameworksDue(library, list)).due
    if (frameworks.length === 0) return 'stored'
    // Still due: this instance's SNIPPET_RESULTS_DIR is not the one the check wrote to, so it
    // checks the commit for itself (without a claim: the shared one says the check was done).
    console.log(
      `[snippets] ${library.id} ${version} (${list.contentId.slice(0, 12)}) was checked by ${claim.owner}, but its results are not in ${config.SNIPPET_RESULTS_DIR}: checking it here`,
    )
  } else if (!claimIsFree(claim, new Date()) || !(await takeClaim(database, key, owner, holdMs))) {
    if (!state.waitingFor.has(keyText(key)))
      console.log(
        `[snippets] ${library.id} ${version} (${list.contentId.slice(0, 12)}) is being checked by another instance; its results are read when they land`,
      )
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
    console.log(`[snippets] checking ${library.id} ${version} (${list.contentId.slice(0, 12)}) in process ${child.pid}: ${frameworks.join(', ')}${again}`)
    const done = await child.result
    // The child wrote the files: this process's pages read them now, not when their cache entry expires.
    for (const framework of frameworks) forgetFrameworkCheck(library.id, list.contentId, framework)
    if (!claim?.doneAt) await finishClaim(database, key, owner)
    const retry = done.provisional?.length
      ? `; ${done.provisional.join(', ')}: provisional (types not installed or a block over a limit), checked again after ${done.retryAfter}`
      : ''
    console.log(`[snippets] ${library.id} ${version} checked: ${done.blocks} blocks in ${done.frameworks} framework(s), ${Math.round(done.ms)} ms${retry}`)
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

/** How often a pass held back by the search index's build looks again, and for how long at most it waits. */
const SEARCH_BUILD_POLL_MS = 2_000
const SEARCH_BUILD_MAX_WAIT_MS = 15 * 60_000

/**
 * Whether the embedded search index is being built (at a cold start, or a library's new commit),
 * as the server's start tells (src/server.ts). Readers search while it builds and find only part
 * of the docs; a check only adds verdicts to pages that read well without them, so it leaves the
 * machine's cores to the build.
 */
let searchIndexComplete: () => boolean = () => true

async function searchIndexBuilding(): Promise<boolean> {
  if (getConfig().SEARCH_BACKEND !== 'embedded') return false
  // A failure to tell must not end the checks: the pass runs.
  try {
    return !searchIndexComplete()
  } catch {
    return false
  }
}

function schedule(delayMs: number, waitedMs = 0) {
  if (state.stopped) return
  state.timer = setTimeout(() => {
    void searchIndexBuilding().then((building) => {
      if (building && waitedMs < SEARCH_BUILD_MAX_WAIT_MS) return schedule(SEARCH_BUILD_POLL_MS, waitedMs + SEARCH_BUILD_POLL_MS)
      if (waitedMs > 0) console.log(`[snippets] waited ${Math.round(waitedMs / 1000)} s for the search index to be built`)
      void checkAll().finally(() => schedule(getConfig().SNIPPET_REFRESH_SECONDS * 1000))
    })
  }, delayMs)
  state.timer.unref()
}

/** Starts the background checks SNIPPET_CHECK_START_SECONDS after the server's start (with SNIPPET_CHECKS=background). */
export function startSnippetChecksAfterStart(search: { searchIndexComplete: () => boolean }): void {
  if (getConfig().SNIPPET_CHECKS !== 'background' || isChildJobProcess()) return
  searchIndexComplete = search.searchIndexComplete
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
