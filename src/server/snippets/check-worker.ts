/**
 * The worker side of worker-checker.ts: a child process in which one snippet checker, made once
 * from the type source its first message carries, checks the blocks it is sent one at a time. It
 * warms up first (the `lib` files and the scope's exports parsed) so a block's time limit measures
 * the block only; its limits are counted in this process's main thread's CPU time, which the
 * parent reads (thread-cpu.ts).
 *
 * The process's entry is this module's own file: the TypeScript file under tsx (scripts, tests),
 * the chunk it was bundled into in the server's build (the background check). Loaded anywhere
 * else (its parent imports it for its address), it does nothing.
 */
import { getHeapStatistics } from 'node:v8'
import type { BlockInPage, FrameworkSetup, SnippetChecker } from './checker'
import type { TypeSource } from './type-source'
import { currentThreadStatFile } from './thread-cpu'
import type { SnippetBlock } from './types'

const WORKER_KIND = 'snippet-check-worker'
/** Set in the environment of the processes worker-checker.ts starts on this module. */
export const CHECK_WORKER_ENV = 'SNIPPET_CHECK_WORKER'

export type WorkerStart = { kind: typeof WORKER_KIND; source: TypeSource; setup: FrameworkSetup }
export type WorkerRequest = { id: number; block: BlockInPage; earlier?: SnippetBlock | SnippetBlock[] }
export type WorkerReply =
  /** Sent first: the worker's main thread's stat file, from which its CPU time is read while it works (thread-cpu.ts). */
  | { type: 'thread'; statFile?: string }
  | { type: 'ready' }
  /** `heapUsedMb`: the worker's heap in use after the block (`heapInUseMb`), for its retirement. */
  | { type: 'verdict'; id: number; verdict: ReturnType<SnippetChecker['checkBlock']>; heapUsedMb: number }
  | { type: 'error'; id?: number; message: string }

/** The address a worker process is started on. */
export const checkWorkerUrl = import.meta.url

export { WORKER_KIND as CHECK_WORKER_KIND }

export function workerStart(source: TypeSource, setup: FrameworkSetup): WorkerStart {
  return { kind: WORKER_KIND, source, setup }
}

/**
 * The heap in use after a block, in MB. Past half the heap's limit it is measured after a full
 * collection (the worker runs with `--expose-gc`), so the block's garbage does not retire a
 * worker whose live data still fit; below it, no collection is spent.
 */
function heapInUseMb(): number {
  const stats = getHeapStatistics()
  if (stats.used_heap_size > stats.heap_size_limit / 2) (globalThis as { gc?: () => void }).gc?.()
  return getHeapStatistics().used_heap_size / (1024 * 1024)
}

async function serve({ source, setup }: WorkerStart) {
  const reply = (message: WorkerReply) => process.send!(message)
  reply({ type: 'thread', statFile: currentThreadStatFile() })
  try {
    // The compiler is loaded here only, never in the thread that starts the worker (this module
    // is imported there for its address).
    const { createSnippetChecker } = await import('./checker')
    const checker = createSnippetChecker(source, setup)
    checker.scope()
    checker.checkBlock({ lang: 'ts', code: 'export {}', line: 1 })
    reply({ type: 'ready' })
    process.on('message', ({ id, block, earlier }: WorkerRequest) => {
      try {
        const verdict = checker.checkBlock(block, earlier)
        // A listing that compiles has hovers as a checked block's do; TypeDoc's text not compiled has none.
        const compiles = verdict.verdict === 'checked' || (verdict.verdict === 'listing' && verdict.compiled !== false)
        const hovers = compiles ? checker.hoversOfLastBlock({ namesDeclaredAny: verdict.rules.includes('undeclared-as-any') }) : undefined
        const heapUsedMb = heapInUseMb()
        reply({ type: 'verdict', id, verdict: compiles && hovers ? { ...verdict, hovers } : verdict, heapUsedMb })
      } catch (error) {
        reply({ type: 'error', id, message: (error as Error).stack ?? String(error) })
      }
    })
  } catch (error) {
    reply({ type: 'error', message: (error as Error).stack ?? String(error) })
  }
}

if (process.env[CHECK_WORKER_ENV] === WORKER_KIND && process.send) {
  // Gone with its parent: nothing else would stop it.
  process.on('disconnect', () => process.exit(0))
  process.once('message', (start: Partial<WorkerStart>) => {
    if (start.kind === WORKER_KIND) void serve(start as WorkerStart)
  })
}
