/**
 * Asks `probe` until it gives a value, every `intervalMs`, for at most `timeoutMs`; past that it
 * fails naming what it waited for and what `context` says (a server's log, for one).
 */
export async function pollUntil<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  { timeoutMs, intervalMs, context }: { timeoutMs: number; intervalMs: number; context?: () => string },
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = await probe()
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}${context ? `:\n${context()}` : ''}`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
