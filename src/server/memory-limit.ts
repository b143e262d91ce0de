/**
 * The server bounds its own JavaScript heap and its child job's (`MEMORY_LIMIT_MB`, shared by
 * `heapBudget`), and so the resident memory of its processes together (`OUTSIDE_HEAP_MB`).
 *
 * What the server keeps alive is about 190 MB of heap at the end of a crawl of every page (the
 * search index, Shiki's grammars and their compiled expressions, the module code, the caches of
 * the memory plan; `docs/performance.md`, "Memory"). Everything else it holds under load is
 * garbage V8 has not collected yet: V8 sizes its heap from the machine (a limit of about 4 GB on
 * a machine with 16 GB or more), lets the young generation grow to 128 MB and the old one to
 * several times the live data before it collects, and hands the pages back to the system only
 * slowly after the load. Bounded, it collects sooner and the resident size stays near what is
 * alive.
 *
 * V8 reads its heap limits once, when the process starts (`v8.setFlagsFromString` afterwards
 * changes nothing), so the server entry starts the server as a child process with
 * `--max-old-space-size` and `--max-semi-space-size` and stays beside it as a small supervisor,
 * which passes signals on and starts the server again if it dies (`src/server/nitro/entry.ts`).
 */
import { childHeapMbFor, LONG_PAGE_SHOWN_BYTES } from './docs/page-size'

/** The young generation's share: V8 keeps two semi-spaces and a large-object space of one semi-space. */
const YOUNG_GENERATION_SEMI_SPACES = 3
/**
 * Semi-space size (MB) under a bound. Unbounded on a large machine V8 let each grow to 64 MB (a
 * young generation of 128 MB, nearly all garbage). Under load the young generation stays at its
 * largest, all of it resident: 8 MB (24 MB young) against 16 (48 MB) gives the old generation 24 MB
 * more of the same heap, which the server's 190 MB of live data need more (docs/performance.md,
 * "Memory": the soak's crawl and its collections with each).
 */
const SEMI_SPACE_MB = 8
/**
 * The child jobs' part of the limit: one child process at a time takes it as its heap, a long
 * page's render (`src/server/docs/render-child.ts`) or a batch of the search index build
 * (`src/server/search/build-worker.ts`), taking turns (`child-job-turns.ts`). The server's heap is
 * the rest: the heaps of the server and of its child add up to `MEMORY_LIMIT_MB`, and what each
 * process holds outside its heap is `OUTSIDE_HEAP_MB`, so the resident memory of the whole stays
 * within `MEMORY_LIMIT_MB` + `OUTSIDE_HEAP_ALLOWANCE_MB` by construction.
 *
 * The part is a fifth of the limit, and never less than a render child needs to show
 * `LONG_PAGE_SHOWN_BYTES` of a long page (`childHeapMbFor`), nor more than half the limit. At
 * the default 320 MB: the child 74 MB (a fifth would be 64, which shows 48 KB), the server 246,
 * whose live heap at the end of a crawl of every page is about 190 MB.
 */
export const CHILD_JOB_SHARE = 0.2
/** The most of the limit the child jobs take, whatever a long page needs: the server keeps the rest. */
const MAX_CHILD_JOB_SHARE = 0.5
/** A child job's heap when the limit is 0 (nothing bounded). */
const UNBOUNDED_CHILD_JOB_MB = 384

/**
 * What each process holds outside its JavaScript heap, in MB, as the memory bound counts it
 * (`residentMemory` in tests/support/server-process.ts; measured in docs/performance.md,
 * "Memory"). The server counts whole: Node's binary and libraries mapped from disk (about 56 MB),
 * memory the native code allocates (about 30 MB) and V8's own bookkeeping beside its heap. A child
 * and the supervisor count their private memory only.
 */
export const OUTSIDE_HEAP_MB = { server: 110, childJob: 30, supervisor: 10 } as const
/** What the server's processes may hold past `MEMORY_LIMIT_MB` together: the resident bound is the sum. */
export const OUTSIDE_HEAP_ALLOWANCE_MB = 150

/** `SNIPPET_WORKER_MEMORY_MB`'s default: the checker worker's heap. */
export const DEFAULT_CODE_CHECK_WORKER_MB = 256

/**
 * The background code check's part (`SNIPPET_CHECKS=background`, production's default), beside
 * the limit's parts: TypeScript's compiler with one framework's types and the library's sources
 * holds more before its first block than the whole child jobs' part (at the default limit, the
 * worker with the smallest heap its types load in, 128 MB, held 238 MB private; docs/performance.md,
 * "The code check's part"), so no piece of the check fits the turns of the render child and the
 * index build. It is a part of its own, named here and counted in the resident bound
 * (`residentBoundMb`): the checking process (background-job.ts: reads the pages and the types,
 * stores the verdicts, no compiler) with this heap, and one checker worker at a time with
 * `SNIPPET_WORKER_MEMORY_MB` (worker-checker.ts, retired once three quarters of its heap is live after a block).
 */
export const CODE_CHECK_PART = {
  /** The checking process's heap (its V8 flags, `heapFlags`). */
  checkingHeapMb: 128,
  /** What each process holds outside its heap, private memory as the bound counts it: the worker's is TypeScript's compiled code and the type source's copy. */
  outsideHeapMb: { checking: 40, worker: 120 },
} as const

/** The code check's part in MB for a worker heap of `workerHeapMb`: both processes' heaps and what they hold outside them. */
export function codeCheckPartMb(workerHeapMb: number): number {
  return CODE_CHECK_PART.checkingHeapMb + workerHeapMb + CODE_CHECK_PART.outsideHeapMb.checking + CODE_CHECK_PART.outsideHeapMb.worker
}

/**
 * The resident memory the server's processes stay within: `MEMORY_LIMIT_MB` and the allowance
 * outside the heaps, plus the code check's part when it runs (`codeCheckWorkerMb`: the worker's
 * heap; undefined with `SNIPPET_CHECKS=off`).
 */
export function residentBoundMb(limitMb: number, codeCheckWorkerMb?: number): number {
  return limitMb + OUTSIDE_HEAP_ALLOWANCE_MB + (codeCheckWorkerMb === undefined ? 0 : codeCheckPartMb(codeCheckWorkerMb))
}

export type HeapBudget = {
  /** The server's own heap (its V8 flags), and what its caches take their shares of (0: the limit is 0, nothing bounded). */
  serverHeapMb: number
  /** The heap of the one child job running at a time: a long page's render, or a batch of the index build. */
  childJobMb: number
}

/** How `MEMORY_LIMIT_MB` is shared between the server's heap and its child job's heap. */
export function heapBudget(limitMb: number): HeapBudget {
  if (limitMb <= 0) return { serverHeapMb: 0, childJobMb: UNBOUNDED_CHILD_JOB_MB }
  const wanted = Math.max(Math.round(limitMb * CHILD_JOB_SHARE), childHeapMbFor(LONG_PAGE_SHOWN_BYTES))
  const childJobMb = Math.min(wanted, Math.floor(limitMb * MAX_CHILD_JOB_SHARE))
  return { serverHeapMb: limitMb - childJobMb, childJobMb }
}

/** Set in the child's environment: it is the supervised server and must not start another. */
export const SUPERVISED_VARIABLE = 'SITE_SUPERVISED'

/** The V8 flags that keep the heap within `limitMb` (old generation and young together); none for 0. */
export function heapFlags(limitMb: number): string[] {
  if (limitMb <= 0) return []
  const semiSpaceMb = Math.max(1, Math.min(SEMI_SPACE_MB, Math.floor(limitMb / 16)))
  const oldSpaceMb = limitMb - YOUNG_GENERATION_SEMI_SPACES * semiSpaceMb
  return [`--max-old-space-size=${oldSpaceMb}`, `--max-semi-space-size=${semiSpaceMb}`]
}

const HEAP_FLAG = /^--max-(old|semi)-space-size(=|$)/

/**
 * The command line of the supervised server: the same script with the same Node options, plus the
 * heap flags of the server's part of the limit (`heapBudget`) unless the operator set a heap flag of their own (on the command line or
 * in NODE_OPTIONS, which the child inherits), which wins. Undefined in the supervised child itself.
 */
export function serverCommand(input: { limitMb: number; execArgv: readonly string[]; argv: readonly string[]; env: NodeJS.ProcessEnv }): string[] | undefined {
  if (input.env[SUPERVISED_VARIABLE] === '1') return undefined
  const operatorFlags = [...input.execArgv, ...(input.env.NODE_OPTIONS ?? '').split(/\s+/)].some((arg) => HEAP_FLAG.test(arg.replace(/_/g, '-')))
  return [...input.execArgv, ...(operatorFlags ? [] : heapFlags(heapBudget(input.limitMb).serverHeapMb)), ...input.argv.slice(1)]
}
