/**
 * How long the supervisor waits before starting the server again after it died: half a second
 * the first time, doubling while the server keeps dying soon after its start (at most 30 s), and
 * back to half a second once a server has run for a minute.
 */
export class RestartBackoff {
  private failures = 0

  constructor(private readonly options: { firstMs: number; maxMs: number; stableMs: number } = { firstMs: 500, maxMs: 30_000, stableMs: 60_000 }) {}

  /** The wait before the next start, after a server that ran `uptimeMs` died. */
  delayAfter(uptimeMs: number): number {
    if (uptimeMs >= this.options.stableMs) this.failures = 0
    const delay = Math.min(this.options.maxMs, this.options.firstMs * 2 ** this.failures)
    this.failures++
    return delay
  }
}

/** How a process ended, in words for the log and the dashboard. */
export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  if (signal === 'SIGABRT' || code === 134) return `${signal ? `signal ${signal}` : `exit code ${code}`} (V8 aborts so when the heap is exhausted)`
  return signal ? `signal ${signal}` : `exit code ${code ?? 'unknown'}`
}
