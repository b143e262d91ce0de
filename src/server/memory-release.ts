/**
 * Gives back to the system the heap V8 grew under load, once the server rests.
 *
 * Under many concurrent renders V8 grows its heap far past what the server keeps alive, and it
 * shrinks it only under pressure: on a machine with room to spare, a server that served a burst
 * holds hundreds of megabytes of garbage while idle. Every window of `MEMORY_RELEASE_IDLE_SECONDS`
 * the event loop's utilization is read; after a window of work, the first idle window runs one
 * thorough collection, which hands the empty heap pages back. It takes a few hundred
 * milliseconds on a loaded search index, so it runs only after the loop has had next to nothing
 * to do for a whole window: a request that arrives during it waits that long, once.
 */
import { performance } from 'node:perf_hooks'
import v8 from 'node:v8'
import { runInNewContext } from 'node:vm'
import { onShutdown } from './lifecycle'

/** A window whose event loop was busy at least this share of the time counts as work. */
export const BUSY_UTILIZATION = 0.05
/** A window busy less than this share of the time counts as rest. */
export const IDLE_UTILIZATION = 0.01

export type ReleaseState = { workedSinceCollection: boolean }

/** What to do after a window with the given event loop utilization (0–1). */
export function afterWindow(state: ReleaseState, utilization: number): { collect: boolean; state: ReleaseState } {
  if (utilization >= BUSY_UTILIZATION) return { collect: false, state: { workedSinceCollection: true } }
  if (state.workedSinceCollection && utilization < IDLE_UTILIZATION) return { collect: true, state: { workedSinceCollection: false } }
  return { collect: false, state }
}

type GcFunction = (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void

/**
 * V8's most thorough collection: the one it runs before giving up for lack of memory, which also
 * hands its pooled empty pages back to the system (a regular full collection keeps them, so the
 * resident size barely moves). Node offers `gc` only with `--expose-gc`; when the server was not
 * started with that flag, the flag is set at run time (Node does not promise that for every V8
 * flag; the test beside this file checks that this one works on the Node in use).
 */
export function fullCollection(): () => void {
  let gc = (globalThis as { gc?: GcFunction }).gc
  if (typeof gc !== 'function') {
    v8.setFlagsFromString('--expose-gc')
    gc = runInNewContext('gc') as GcFunction
  }
  return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' })
}

/**
 * Starts watching; `windowSeconds` 0 turns it off. `collect` is V8's collection unless a test
 * passes its own. Returns a function that stops it.
 */
export function startMemoryRelease(windowSeconds: number, collect?: () => void): () => void {
  if (windowSeconds <= 0) return () => {}
  const release = collect ?? fullCollection()
  let state: ReleaseState = { workedSinceCollection: false }
  let last = performance.eventLoopUtilization()
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization()
    const next = afterWindow(state, performance.eventLoopUtilization(now, last).utilization)
    last = now
    state = next.state
    if (next.collect) release()
  }, windowSeconds * 1000)
  timer.unref()
  const stop = () => clearInterval(timer)
  onShutdown('memory release', stop, 'signal')
  return stop
}
