/**
 * The snippet checker behind a guard: it runs in a child process (check-worker.ts), one per type
 * source and framework, so the types are loaded once for many blocks. Each block has a limit of
 * the child's CPU time (thread-cpu.ts; wall time only as a ceiling, for a process starved for
 * long) and the child a heap limit (`--max-old-space-size`); a block that passes either is
 * `skipped` with the reason and the limit, the child is stopped and a fresh one checks the blocks
 * that remain. A hostile block (deep type recursion, a huge union) thus costs at most the limit
 * and never holds up `docs:check`. A process, not a worker thread: a thread's heap limit is kept
 * only on a best-effort basis, and a large allocation past it aborts the whole process that
 * started the thread (Node.js issue 47224); a child that runs out of heap ends alone.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { CHECK_WORKER_ENV, CHECK_WORKER_KIND, checkWorkerUrl, workerStart, type WorkerReply, type WorkerRequest, type WorkerStart } from './check-worker'
import type { BlockInPage, FrameworkSetup } from './checker'
import { threadCpuMs, watchCpuLimit, type LimitClock } from './thread-cpu'
import type { TypeSource } from './type-source'
import type { SnippetBlock, SnippetVerdict } from './types'

export type CheckLimits = {
  /** The most CPU time a block may take to check, in milliseconds. */
  blockMs: number
  /** The worker's heap (`--max-old-space-size`). */
  memoryMb: number
  /**
   * The heap in use after a block past which the worker is retired and the next block starts a
   * fresh one; default `RETIRE_AT_SHARE` of `memoryMb`.
   */
  retireAtMb?: number
  /** The most CPU time a worker may take to load the types before its first block; default max(60 s, 6 × blockMs). */
  startMs?: number
}

/**
 * Wall time a block or the types' loading may take, as a multiple of its CPU limit: past it the
 * work is stopped even if its thread was starved of CPU (a provisional verdict, library-check.ts).
 */
export const WALL_LIMIT_FACTOR = 6

/**
 * A worker's heap grows with the blocks it checks (each block's program, and what the compiler
 * keeps between them: docs/features/checked-code.md, "Memory"). Retired once three quarters of
 * its heap is live after a block (measured after a full collection), it is replaced before the
 * next block could run out, so a block is skipped for memory only when it needs more than the
 * last quarter, and the heap bounds one block rather than the pile of a library version's
 * blocks. (At half, a worker of 256 MB was live past it after nearly every block of Router's:
 * its types and two programs, the last one kept for reuse, and its types loaded again each time.)
 */
export const RETIRE_AT_SHARE = 0.75

export type WorkerChecker = {
  checkBlock: (block: BlockInPage, earlier?: SnippetBlock | SnippetBlock[]) => Promise<SnippetVerdict>
  close: () => Promise<void>
  /** How many worker processes were started so far. */
  workersStarted: () => number
}

/**
 * How a worker process starts: on the chunk check-worker.ts was bundled into (the server's build,
 * which needs no TypeScript loader), or on check-worker.ts itself through tsx's loader when it
 * runs from source (scripts, tests).
 */
function workerEntry(): { entry: string; loader: string[] } {
  const entry = fileURLToPath(checkWorkerUrl)
  if (!entry.endsWith('.ts')) return { entry, loader: [] }
  // tsx's loader by its address, as the process may start in a folder that has no tsx.
  return { entry, loader: ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href] }
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`

export function timeLimitReason(ms: number, clock: LimitClock = 'cpu'): string {
  return clock === 'cpu' ? `took more than ${seconds(ms)} of CPU time to check` : `took longer than ${seconds(ms)} to check`
}

export function memoryLimitReason(mb: number): string {
  return `needed more than ${mb} MB to check`
}

/**
 * The worker's young generation, as V8's semi-space. Left to V8, it is sized from the machine's
 * memory, committed as soon as the compiler allocates fast, as it does. The checker's programs
 * live for a block or for the whole worker, so a small nursery costs no measurable time and keeps
 * about 100 MB off each worker's RSS (docs/features/checked-code.md, "Memory").
 */
const WORKER_SEMI_SPACE_MB = 8

/** How a process that ran out of heap ends: V8 aborts it. */
const isOutOfMemoryExit = (code: number | null, signal: NodeJS.Signals | null) => signal === 'SIGABRT' || code === 134

/** Why the types could not be loaded within a limit. */
type OverLimit = { reason: string; limit: 'time' | 'memory' }

type Outcome = { kind: 'reply'; reply: WorkerReply } | { kind: 'time'; clock: LimitClock; ms: number } | { kind: 'memory' } | { kind: 'exit'; message: string }

class LimitedWorker {
  private readonly child: ChildProcess
  private waiting?: (outcome: Outcome) => void
  private ended?: Outcome
  /** The worker's main thread's stat file (its first message), for its CPU time. */
  private statFile?: string

  constructor(start: WorkerStart, memoryMb: number) {
    const { entry, loader } = workerEntry()
    this.child = fork(entry, [], {
      // --expose-gc: the worker collects before it tells how much heap its live data take (check-worker.ts).
      execArgv: [...loader, `--max-old-space-size=${memoryMb}`, `--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`, '--expose-gc'],
      env: { ...process.env, [CHECK_WORKER_ENV]: CHECK_WORKER_KIND },
      // Structured clone, as the type source holds maps.
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    })
    this.child.on('message', (reply: WorkerReply) => {
      if (reply.type === 'thread') this.statFile = reply.statFile
      else this.settle({ kind: 'reply', reply })
    })
    // Once the process started, its exit says how it ended (a message sent as it ran out of heap fails too).
    this.child.on('error', (error: Error) => this.child.pid === undefined && this.end({ kind: 'exit', message: error.stack ?? error.message }))
    this.child.on('exit', (code, signal) =>
      this.end(
        isOutOfMemoryExit(code, signal) ? { kind: 'memory' } : { kind: 'exit', message: `the checker's worker exited with ${signal ?? `code ${code}`}` },
      ),
    )
    this.child.send(start)
  }

  /**
   * The next reply, or why there will be none within `ms` of the worker's CPU time (counted
   * from the thread's start when it has no request: the types' loading).
   */
  next(ms: number, request?: WorkerRequest): Promise<Outcome> {
    if (this.ended) return Promise.resolve(this.ended)
    return new Promise((resolve) => {
      const since = request ? threadCpuMs(this.statFile) : 0
      const cpuSpentMs = () => {
        const now = threadCpuMs(this.statFile)
        return now === undefined || since === undefined ? undefined : now - since
      }
      const stop = watchCpuLimit({ cpuSpentMs, limitMs: ms, wallLimitMs: ms * WALL_LIMIT_FACTOR }, (clock, limitMs) =>
        this.settle({ kind: 'time', clock, ms: limitMs }),
      )
      this.waiting = (outcome) => {
        stop()
        resolve(outcome)
      }
      if (request) this.child.send(request)
    })
  }

  async terminate(): Promise<void> {
    this.ended ??= { kind: 'exit', message: 'terminated' }
    if (this.child.exitCode !== null || this.child.signalCode !== null) return
    const exited = new Promise((resolve) => this.child.once('exit', resolve))
    this.child.kill('SIGKILL')
    await exited
  }

  private end(outcome: Outcome) {
    if (this.ended) return
    this.ended = outcome
    this.settle(outcome)
  }

  private settle(outcome: Outcome) {
    const waiting = this.waiting
    this.waiting = undefined
    waiting?.(outcome)
  }
}

export function createWorkerChecker(source: TypeSource, setup: FrameworkSetup, limits: CheckLimits): WorkerChecker {
  const startMs = limits.startMs ?? Math.max(60_000, 6 * limits.blockMs)
  const retireAtMb = limits.retireAtMb ?? limits.memoryMb * RETIRE_AT_SHARE
  let current: LimitedWorker | undefined
  let workerCount = 0
  /** Set when the types alone pass a limit: every block would, so none is tried again. */
  let cannotStart: OverLimit | undefined
  let nextId = 0

  const skipped = (reason: string) => ({ verdict: 'skipped', reason }) as const

  async function discard() {
    const worker = current
    current = undefined
    await worker?.terminate()
  }

  async function started(): Promise<LimitedWorker | OverLimit> {
    if (current) return current
    const worker = new LimitedWorker(workerStart(source, setup), limits.memoryMb)
    current = worker
    workerCount++
    const outcome = await worker.next(startMs)
    if (outcome.kind === 'reply' && outcome.reply.type === 'ready') return worker
    await discard()
    if (outcome.kind === 'time')
      return {
        reason:
          outcome.clock === 'cpu'
            ? `its types took more than ${seconds(outcome.ms)} of CPU time to load`
            : `its types took longer than ${seconds(outcome.ms)} to load`,
        limit: 'time',
      }
    if (outcome.kind === 'memory') return { reason: `its types needed more than ${limits.memoryMb} MB to load`, limit: 'memory' }
    throw new Error(
      `The snippet checker could not start: ${outcome.kind === 'exit' ? outcome.message : outcome.reply.type === 'error' ? outcome.reply.message : outcome.reply.type}`,
    )
  }

  async function checkBlock(block: BlockInPage, earlier?: SnippetBlock | SnippetBlock[]): Promise<SnippetVerdict> {
    if (cannotStart) return { ...skipped(cannotStart.reason), limit: cannotStart.limit }
    const worker = await started()
    if (!(worker instanceof LimitedWorker)) {
      cannotStart = worker
      return { ...skipped(worker.reason), limit: worker.limit }
    }
    const id = nextId++
    const outcome = await worker.next(limits.blockMs, { id, block, earlier })
    if (outcome.kind === 'reply' && outcome.reply.type === 'verdict' && outcome.reply.id === id) {
      if (outcome.reply.heapUsedMb > retireAtMb) await discard()
      return outcome.reply.verdict
    }
    await discard()
    if (outcome.kind === 'time') return { ...skipped(timeLimitReason(outcome.ms, outcome.clock)), limit: 'time' }
    if (outcome.kind === 'memory') return { ...skipped(memoryLimitReason(limits.memoryMb)), limit: 'memory' }
    throw new Error(
      `The snippet checker failed on a block: ${outcome.kind === 'exit' ? outcome.message : outcome.reply.type === 'error' ? outcome.reply.message : 'an unexpected reply'}`,
    )
  }

  return { checkBlock, close: discard, workersStarted: () => workerCount }
}
