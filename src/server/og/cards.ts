/**
 * Social cards as the route serves them: kept by content (an LRU cache bounded in bytes), at
 * most OG_MAX_CONCURRENT drawn at once with OG_MAX_QUEUED more waiting, and beyond that a
 * `CardsBusyError` (429): drawing one costs tens of milliseconds of CPU, so a stream of new
 * titles must not be able to occupy the server.
 */
import { memoryShare } from '~/server/memory-plan'
import { LRUCache } from 'lru-cache'
import { getConfig } from '~/server/config'
import { chargeWork } from '~/server/http/work-scheduler'
import { ConcurrencyLimit } from '~/server/npm/limit'
import { cardKey } from './card-key'
import type { CardInput } from './render'

export class CardsBusyError extends Error {
  constructor() {
    super('Too many social cards are being drawn right now')
    this.name = 'CardsBusyError'
  }
}

export class CardRenderer {
  private readonly cache: LRUCache<string, Buffer>
  private readonly inflight = new Map<string, Promise<Buffer>>()
  private readonly drawing: ConcurrencyLimit

  constructor(
    private readonly draw: (input: CardInput) => Promise<Buffer>,
    private readonly limits: { maxConcurrent: number; maxQueued: number; cacheBytes: number },
  ) {
    this.cache = new LRUCache({ maxSize: limits.cacheBytes, sizeCalculation: (png) => Math.max(1, png.length) })
    this.drawing = new ConcurrencyLimit(limits.maxConcurrent)
  }

  /** The card's PNG: from memory, from a drawing already under way, or drawn now if there is room. */
  card(input: CardInput): Promise<Buffer> {
    const key = cardKey(input)
    const kept = this.cache.get(key)
    if (kept) return Promise.resolve(kept)
    const pending = this.inflight.get(key)
    if (pending) return pending
    if (this.drawing.load >= this.limits.maxConcurrent + this.limits.maxQueued) return Promise.reject(new CardsBusyError())
    const job = this.drawing
      .run(() => this.draw(input))
      .then((png) => {
        this.cache.set(key, png)
        return png
      })
    this.inflight.set(key, job)
    const forget = () => this.inflight.delete(key)
    job.then(forget, forget)
    return job
  }
}

let shared: CardRenderer | undefined

export function cardRenderer(): CardRenderer {
  const config = getConfig()
  // A draw holds the event loop while it runs: it takes its turn with other clients' work.
  // The drawing code (satori, its fonts: some 10 MB of heap) is loaded with the first card drawn, not at start.
  const draw = async (input: CardInput) => (await import('./render')).renderCard(input)
  shared ??= new CardRenderer((input) => chargeWork(() => draw(input), { kind: 'card' }), {
    maxConcurrent: config.OG_MAX_CONCURRENT,
    maxQueued: config.OG_MAX_QUEUED,
    cacheBytes: memoryShare('socialCards'),
  })
  return shared
}
