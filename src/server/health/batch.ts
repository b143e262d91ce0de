/**
 * Writes gathered in memory and sent to the database together, so recording a page view, a
 * missed URL or a feedback item costs a request a map update, not a round trip. Items with the
 * same key merge (counts add up); the pending map is bounded, and what arrives while it is full
 * is dropped and counted, so a flood cannot grow memory. A failed write is logged and dropped.
 */
import { onShutdown } from '~/server/lifecycle'

export type BatchOptions<Item> = {
  name: string
  /** Most distinct keys held between two writes. */
  maxPending: number
  /** How long an item waits at most before it is written. */
  flushMs: number
  write: (items: Item[]) => Promise<void>
}

export class WriteBatch<Item> {
  private pending = new Map<string, Item>()
  private timer: ReturnType<typeof setTimeout> | undefined
  private writing: Promise<void> = Promise.resolve()
  /** Items refused because the pending map was full, since the process started. */
  dropped = 0
  /** Stopping: items are written as they come instead of waiting for the timer. */
  private closing = false

  constructor(private readonly options: BatchOptions<Item>) {
    // After the requests in flight are answered and before the database closes (src/server/lifecycle.ts).
    onShutdown(`batch:${options.name}`, () => this.close(), 'flush')
  }

  /** Writes what is pending and, from now on, every item as it comes (a request answered late in a shutdown). */
  close(): Promise<void> {
    this.closing = true
    return this.flush()
  }

  /** Adds an item, or merges it into the pending one of the same key; false when it was dropped. */
  add(key: string, item: Item, merge?: (pending: Item, added: Item) => void): boolean {
    const held = this.pending.get(key)
    if (held !== undefined && merge) merge(held, item)
    else if (held === undefined && this.pending.size >= this.options.maxPending) {
      this.dropped++
      return false
    } else this.pending.set(key, item)
    this.timer ??= setTimeout(() => void this.flush(), this.closing ? 0 : this.options.flushMs)
    this.timer.unref?.()
    return true
  }

  get size(): number {
    return this.pending.size
  }

  /** Writes what is pending now (after any write in progress). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    const items = [...this.pending.values()]
    this.pending = new Map()
    if (!items.length) return this.writing
    this.writing = this.writing.then(() =>
      this.options
        .write(items)
        .catch((error: unknown) => console.warn(`[${this.options.name}] ${items.length} items not written:`, error instanceof Error ? error.message : error)),
    )
    return this.writing
  }
}
