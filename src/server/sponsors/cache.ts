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

/**
 * A source kept in memory for `ttlMs`. Concurrent callers share one request; when the source
 * fails, the last good list is served (or the fallback, if there never was one).
 */
export class CachedSponsorsSource implements SponsorsSource {
  private value: Sponsor[] | undefined
  private expiresAt = 0
  private pending: Promise<Sponsor[]> | undefined
  private lastSuccessAt: number | undefined
  private lastError: { at: number; message: string } | undefined

  constructor(
    private readonly source: SponsorsSource,
    private readonly options: CachedSourceOptions,
  ) {}

  listSponsors(): Promise<Sponsor[]> {
    const now = this.options.now ?? Date.now
    if (this.value && now() < this.expiresAt) return Promise.resolve(this.value)
    this.pending ??= this.refresh().finally(() => (this.pending = undefined))
    return this.pending
  }

  /** When the source last answered and last failed (times in ms), and how many sponsors are kept. */
  status(): { lastSuccessAt?: number; lastError?: { at: number; message: string }; sponsors?: number } {
    return { lastSuccessAt: this.lastSuccessAt, lastError: this.lastError, sponsors: this.value?.length }
  }

  private async refresh(): Promise<Sponsor[]> {
    const now = this.options.now ?? Date.now
    try {
      this.value = await this.source.listSponsors()
      this.expiresAt = now() + this.options.ttlMs
      this.lastSuccessAt = now()
      return this.value
    } catch (error) {
      this.options.onError?.(error)
      this.lastError = { at: now(), message: error instanceof Error ? error.message : String(error) }
      this.expiresAt = now() + Math.min(this.options.retryAfterMs ?? 60_000, this.options.ttlMs || 60_000)
      if (this.value) return this.value
      const fallback = (await this.options.fallback?.()) ?? []
      return fallback
    }
  }
}
