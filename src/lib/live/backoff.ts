/**
 * Wait before reconnection attempt `attempt` (1 for the first retry): doubling from `baseMs`,
 * capped at `maxMs`, with up to `jitter` of it taken off at random so clients spread out.
 */
export function backoffMs(attempt: number, options: { baseMs?: number; maxMs?: number; jitter?: number; random?: () => number } = {}): number {
  const { baseMs = 1_000, maxMs = 30_000, jitter = 0.2, random = Math.random } = options
  const exponent = Math.max(0, Math.min(attempt - 1, 30))
  const wait = Math.min(maxMs, baseMs * 2 ** exponent)
  return Math.round(wait * (1 - jitter * random()))
}
