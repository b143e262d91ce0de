/**
 * Turns for the child jobs that take the memory plan's child part as their heap (`heapBudget` in
 * memory-limit.ts): a long page's render (`docs/render-child.ts`) and the batches of the search
 * index build (`search/build-worker.ts`). One runs at a time, so the server's heap and its child's
 * stay within `MEMORY_LIMIT_MB` together. A reader waits for a render, nobody for the index
 * build, so a waiting render goes before a waiting batch: a reader waits at most for the child
 * already running.
 */
import { getConfig } from '~/server/config'
import { heapBudget } from '~/server/memory-limit'

export type TurnPriority = 'reader' | 'background'

export type Turns = <T>(priority: TurnPriority, work: () => Promise<T>) => Promise<T>

/** A gate that runs up to `atOnce` pieces of work at a time, readers' first, each kind in order. */
export function createTurns(atOnce = 1): Turns {
  let running = 0
  const waiting: Record<TurnPriority, (() => void)[]> = { reader: [], background: [] }
  return async (priority, work) => {
    if (running >= atOnce) await new Promise<void>((resolve) => waiting[priority].push(resolve))
    else running++
    try {
      return await work()
    } finally {
      // The turn passes straight to the next piece of work, or the slot is freed.
      const next = waiting.reader.shift() ?? waiting.background.shift()
      if (next) next()
      else running--
    }
  }
}

/** The server's turns for child jobs: one at a time, with the plan's child part as its heap. */
export const childJobTurn = createTurns(1)

/** The heap of a child job, in MB: the child jobs' part of `MEMORY_LIMIT_MB` in the memory plan. */
export function childJobHeapMb(): number {
  return heapBudget(getConfig().MEMORY_LIMIT_MB).childJobMb
}
