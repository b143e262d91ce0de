/**
 * The snippet checker behind a guard: it runs in a `node:worker_threads` worker (the compiler's
 * program is plain JavaScript and lives in a worker as well as in a process, and a worker starts
 * faster and shares the parent's memory budget), one worker per type source and framework, so
 * the types are loaded once for many blocks. Each block has a limit of the worker thread's CPU
 * time (thread-cpu.ts; wall time only as a ceiling, for a thread starved for long) and the worker
 * a heap limit; a block that passes either is `skipped` with the reason and the limit, the worker
 * is terminated and a fresh one checks the blocks that remain. A hostile block (deep type
 * recursion, a huge union) thus costs at most the limit and never holds up `docs:check`.
 */
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { checkWorkerUrl, workerStart, type WorkerReply, type WorkerRequest, type WorkerStart } from './check-worker'
import type { BlockInPage, FrameworkSetup } from './checker'
import { threadCpuMs, watchCpuLimit, type LimitClock } from './thread-cpu'
import type { TypeSource } from './type-source'
import type { SnippetBlock, SnippetVerdict } from './types'

export type CheckLimits = {
  /** The most CPU time a block may take to check, in milliseconds. */
  blockMs: number
  /** The worker's heap (`resourceLimits.maxOldGenerationSizeMb`). */
  memoryMb: number
  /** The most CPU time a worker may take to load the types before its first block; default max(60 s, 6 × blockMs). */
  startMs?: number
}

/**
 * Wall time a block or the types' loading may take, as a multiple of its CPU limit: past it the
 * work is stopped even if its thread was starved of CPU (a provisional verdict, library-check.ts).
 */
export const WALL_LIMIT_FACTOR = 6

export type WorkerChecker = {
  checkBlock: (block: BlockInPage, earlier?: SnippetBlock | SnippetBlock[]) => Promise<SnippetVerdict>
  close: () => Promise<void>
}

/**
 * How a worker thread starts: on the chunk check-worker.ts was bundled into (the server's build,
 * which needs no TypeScript loader), or on check-worker.ts itself through tsx's ESM hooks when it
 * runs from source (scripts, tests).
 */
function workerEntry(): { entry: string; eval: boolean } {
  if (!checkWorkerUrl.endsWith('.ts')) return { entry: fileURLToPath(checkWorkerUrl), eval: false }
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href
  return { entry: `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(checkWorkerUrl)}) })`, eval: true }
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`

export function timeLimitReason(ms: number, clock: LimitClock = 'cpu'): string {
  return clock === 'cpu' ? `took more than ${seconds(ms)} of CPU time to check` : `took longer than ${seconds(ms)} to check`
}

export function memoryLimitReason(mb: number): string {
  return `needed more than ${mb} MB to check`
}

/**
 * The worker's young generation. Left to V8, it is sized from the machine's memory (up to 128 MB
 * of new space, committed as soon as the compiler allocates fast, as it does). The checker's
 * programs live for a block or for the whole worker, so a small nursery costs no measurable time
 * and keeps about 100 MB off the checking process's RSS (docs/features/checked-code.md, "Memory").
 */
const WORKER_YOUNG_GENERATION_MB = 32

/** Why the types could not be loaded within a limit. */
type OverLimit = { reason: string; limit: 'time' | 'memory' }

type Outcome = { kind: 'reply'; reply: WorkerReply } | { kind: 'time'; clock: LimitClock; ms: number } | { kind: 'memory' } | { kind: 'exit'; message: string }

class LimitedWorker {
  private readonly worker: Worker
  private waiting?: (outcome: Outcome) => void
  private ended?: Outcome
  /** The worker thread's stat file (its first message), for its CPU time. */
  private statFile?: string

  constructor(start: WorkerStart, memoryMb: number) {
    const { entry, eval: isCode } = workerEntry()
    this.worker = new Worker(entry, {
      eval: isCode,
      execArgv: [],
      workerData: start,
      resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
      stdout: false,
      stderr: false,
    })
    this.worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'thread') this.statFile = reply.statFile
      else this.settle({ kind: 'reply', reply })
    })
    this.worker.on('error', (error: Error & { code?: string }) => {
      this.end(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { kind: 'memory' } : { kind: 'exit', message: error.stack ?? error.message })
    })
    this.worker.on('exit', (code) => this.end({ kind: 'exit', message: `the checker's worker exited with code ${code}` }))
  }

  /**
   * The next reply, or why there will be none within `ms` of the worker thread's CPU time (counted
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
      if (request) this.worker.postMessage(request)
    })
  }

  async terminate(): Promise<void> {
    this.ended ??= { kind: 'exit', message: 'terminated' }
    await this.worker.terminate()
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
  let current: LimitedWorker | undefined
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
    if (outcome.kind === 'reply' && outcome.reply.type === 'verdict' && outcome.reply.id === id) return outcome.reply.verdict
    await discard()
    if (outcome.kind === 'time') return { ...skipped(timeLimitReason(outcome.ms, outcome.clock)), limit: 'time' }
    if (outcome.kind === 'memory') return { ...skipped(memoryLimitReason(limits.memoryMb)), limit: 'memory' }
    throw new Error(
      `The snippet checker failed on a block: ${outcome.kind === 'exit' ? outcome.message : outcome.reply.type === 'error' ? outcome.reply.message : 'an unexpected reply'}`,
    )
  }

  return { checkBlock, close: discard }
}
