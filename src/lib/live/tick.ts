/**
 * The home page counter's estimate of the downloads so far: the counted total plus the last
 * complete day's downloads spread evenly over the time since the end of the counted day.
 * Never faster than that measured rate, and never more than one extra day's worth, since a
 * fresh count arrives before then.
 */
export const DAY_MS = 86_400_000

export type TickBase = {
  /** Downloads counted through the end of `through`. */
  total: number
  /** Downloads on the day `through`. */
  lastDay: number
  /** `YYYY-MM-DD` (UTC), the last day counted. */
  through: string | null
}

/** Downloads per millisecond at the last day's pace. */
export function ratePerMs(lastDay: number): number {
  return lastDay > 0 && Number.isFinite(lastDay) ? lastDay / DAY_MS : 0
}

export function estimateTotal(base: TickBase, nowMs: number): number {
  if (!base.through) return base.total
  const endOfCounted = Date.parse(`${base.through}T00:00:00Z`) + DAY_MS
  if (!Number.isFinite(endOfCounted)) return base.total
  const elapsed = Math.min(Math.max(0, nowMs - endOfCounted), DAY_MS)
  return base.total + Math.floor(ratePerMs(base.lastDay) * elapsed)
}

/** How long to wait before the displayed number changes by at least one (capped, for a smooth tick). */
export function tickIntervalMs(lastDay: number, minMs = 50, maxMs = 5_000): number {
  const rate = ratePerMs(lastDay)
  if (rate === 0) return maxMs
  return Math.min(maxMs, Math.max(minMs, Math.ceil(1 / rate)))
}
