import { Script } from 'node:vm'

/**
 * Keeps V8's memory reducer able to see that the server is idle, so that it gives the heap back
 * to the system after a burst of requests (`docs/performance.md`, "Memory").
 *
 * V8 13.6 (Node 24) starts its memory-reducing collections only while the allocation rates it
 * tracks are low, and it reads an embedder (cppgc) allocation rate of exactly 0 as the highest
 * possible. Since V8 change 5935313 ("Use exponential decay for allocation speed") that rate is
 * exactly 0 in any process that has not allocated on the C++ heap for about 100 s, which is a
 * plain Node server most of the time: the reducer then reports "high alloc" every 8 s while the
 * server sits idle, and 100 MB of empty heap stays resident until some later collection.
 *
 * In Node the `vm` module allocates on that heap; compiling a one-character script every
 * `intervalMs` (well under 100 s) keeps the rate positive and tiny, which V8 reads as idle. The
 * collections themselves stay V8's decision. Remove this once Node ships a V8 that floors the
 * rate again (check with `--trace-memory-reducer --trace-mutator-utilization`: "Embedder mutator
 * utilization = 0.000 (mutator_speed=0, …)" while idle is the fault).
 */
export function startMemoryReducerNudge(intervalMs = 30_000): () => void {
  const nudge = () => void new Script('0')
  nudge()
  const timer = setInterval(nudge, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
