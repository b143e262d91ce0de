import { describe, expect, it } from 'vitest'
import { fetchWithRetry, NpmUnavailableError } from './upstream'

/** A fetch that never answers, as npm does when it hangs; it gives up only when aborted. */
const hangingFetch = ((_url: string, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
  })) as typeof fetch

describe('fetchWithRetry against a hanging npm', () => {
  it('gives up within the deadline, retries and waits included', async () => {
    const started = Date.now()
    const attempt = fetchWithRetry(
      'http://npm.invalid/react',
      { retries: 3, baseDelayMs: 50, maxDelayMs: 100, timeoutMs: 15_000, deadlineMs: 400 },
      hangingFetch,
    )
    await expect(attempt).rejects.toBeInstanceOf(NpmUnavailableError)
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('still retries a failed attempt while time is left', async () => {
    let calls = 0
    const flaky = (async () => (++calls === 1 ? new Response('busy', { status: 503 }) : Response.json({ ok: true }))) as typeof fetch
    const response = await fetchWithRetry(
      'http://npm.invalid/react',
      { retries: 3, baseDelayMs: 10, maxDelayMs: 10, timeoutMs: 1_000, deadlineMs: 5_000 },
      flaky,
    )
    expect(response.status).toBe(200)
    expect(calls).toBe(2)
  })
})
