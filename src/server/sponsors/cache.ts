import { LRUCache } from 'lru-cache'
import type { Sponsor, SponsorsSource } from './types'

export type CachedSourceOptions = {
  ttlMs: number
  /** After a failure, how long the last good copy is served before the source is asked again. */
  retryAfterMs?: number
  /** Served when the source fails before it ever succeeded. */
  fallback?: () => Promise<Sponsor[]>
  now?: () => number
  onError?: (error: unknown) => void
}

type Kept = { sponsors: Sponsor[]; fromSource: boolean }

const KEY = 'sponsors'

/**
 * A source kept in memory for `ttlMs` (an lru-cache of one entry). Once a list is kept, callers
 * never wait for the source again: past `ttlMs` they get the kept list at once while one request
 * refreshes it, so a page always has the list in its first HTML. Concurrent callers share one
 * request; when the source fails, the last good list is served (or the fallback, if there never
 * was one) and the source is asked again after `retryAfterMs`.
 */
export class CachedSponsorsSource implements SponsorsSource {
  private readonly kept: LRUCache<typeof KEY, Kept>
  private lastSuccessAt: number | undefined
  private lastError: { at: number; message: string } | undefined

  constructor(source: SponsorsSource, options: CachedSourceOptions) {
    const now = options.now ?? Date.now
    // lru-cache keeps an entry while less than `ttl` has passed and reads a start time of 0 as
    // "no expiry": its clock runs 1 ms ahead and ttl is 1 ms short, so an entry is fresh for
    // exactly `ttlMs`, counted from any clock.
    const lifetime = (ms: number) => Math.max(1, ms - 1)
    this.kept = new LRUCache<typeof KEY, Kept>({
      max: 1,
      ttl: lifetime(options.ttlMs),
      ttlResolution: 0,
      perf: { now: () => now() + 1 },
      fetchMethod: async (_key, stale, fetch) => {
        try {
          const sponsors = await source.listSponsors()
          this.lastSuccessAt = now()
          return { sponsors, fromSource: true }
        } catch (error) {
          options.onError?.(error)
          this.lastError = { at: now(), message: error instanceof Error ? error.message : String(error) }
          fetch.options.ttl = lifetime(Math.min(options.retryAfterMs ?? 60_000, options.ttlMs || 60_000))
          if (stale?.fromSource) return stale
          return { sponsors: (await options.fallback?.()) ?? [], fromSource: false }
        }
      },
    })
  }

  async listSponsors(): Promise<Sponsor[]> {
    return (await this.kept.fetch(KEY, { allowStale: true }))?.sponsors ?? []
  }

  /** When the source last answered and last failed (times in ms), and how many sponsors are kept. */
  status(): { lastSuccessAt?: number; lastError?: { at: number; message: string }; sponsors?: number } {
    const kept = this.kept.get(KEY, { allowStale: true })
    return { lastSuccessAt: this.lastSuccessAt, lastError: this.lastError, sponsors: kept?.fromSource ? kept.sponsors.length : undefined }
  }
}
