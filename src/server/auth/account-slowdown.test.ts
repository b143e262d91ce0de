import { describe, expect, it } from 'vitest'
import { AccountBusyError, AccountSlowdown } from './account-slowdown'

describe('AccountSlowdown', () => {
  const options = { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 8000, maxWaiting: 2, windowMs: 60_000 }

  it('lets the first failures through at once, then pauses each attempt longer, up to the most', () => {
    const slowdown = new AccountSlowdown(options)
    expect([0, 2, 3, 4, 5, 6, 9].map((failures) => slowdown.delayFor(failures))).toEqual([0, 0, 1000, 2000, 4000, 8000, 8000])
  })

  it('counts failures from every caller at one account (any case), serializes attempts past them, and a right password starts over', async () => {
    const pauses: number[] = []
    const slowdown = new AccountSlowdown(options, async (ms) => void pauses.push(ms))
    const wrong = async () => ({ ok: false, value: undefined })
    for (const name of ['admin', 'ADMIN', 'Admin']) await slowdown.attempt(name, wrong)
    expect(pauses).toEqual([])
    const order: number[] = []
    await Promise.all(
      [1, 2].map((n) =>
        slowdown.attempt('admin', async () => {
          order.push(n)
          return { ok: false, value: undefined }
        }),
      ),
    )
    expect(order).toEqual([1, 2])
    expect(pauses).toEqual([1000, 2000])
    expect(await slowdown.attempt('admin', async () => ({ ok: true, value: 'in' }))).toBe('in')
    expect(pauses).toEqual([1000, 2000, 4000])
    await slowdown.attempt('admin', wrong)
    expect(pauses).toEqual([1000, 2000, 4000])
  })

  it('refuses attempts past the most that may wait', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const slowdown = new AccountSlowdown({ ...options, freeFailures: 0 }, () => gate)
    const waiting = [1, 2].map(() => slowdown.attempt('admin', async () => ({ ok: false, value: 0 })))
    await expect(slowdown.attempt('admin', async () => ({ ok: false, value: 0 }))).rejects.toBeInstanceOf(AccountBusyError)
    release()
    await Promise.all(waiting)
  })

  it('throttles by source: a network that has not failed at the account gets in at once while guessers fill the queue', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const slowdown = new AccountSlowdown({ ...options, freeFailures: 0 }, () => gate)
    const wrong = async () => ({ ok: false, value: 'no' })
    // The guessers' first attempt from their network runs at once and fails; the next ones queue, then 429.
    expect(await slowdown.attempt('admin', wrong, 'attacker/48')).toBe('no')
    const queued = [1, 2].map(() => slowdown.attempt('admin', wrong, 'attacker/48'))
    await expect(slowdown.attempt('admin', wrong, 'attacker/48')).rejects.toBeInstanceOf(AccountBusyError)
    // The owner's network has no failure here: in at once, past the full queue.
    expect(await slowdown.attempt('admin', async () => ({ ok: true, value: 'in' }), 'owner/48')).toBe('in')

    // A second attempt from a network while its first is still running takes its turn.
    let finish!: () => void
    const running = slowdown.attempt(
      'other',
      () => new Promise<{ ok: boolean; value: string }>((resolve) => (finish = () => resolve({ ok: false, value: 'first' }))),
      'net/48',
    )
    const second = slowdown.attempt('other', wrong, 'net/48')
    finish()
    expect(await running).toBe('first')
    release()
    expect(await second).toBe('no')
    await Promise.all(queued)
  })

  it('does not start the count over for the guessers when the owner signs in from elsewhere', async () => {
    const pauses: number[] = []
    const slowdown = new AccountSlowdown({ ...options, freeFailures: 1 }, async (ms) => void pauses.push(ms))
    await slowdown.attempt('admin', async () => ({ ok: false, value: 0 }), 'attacker/48')
    await slowdown.attempt('admin', async () => ({ ok: true, value: 1 }), 'owner/48')
    await slowdown.attempt('admin', async () => ({ ok: false, value: 0 }), 'attacker/48')
    expect(pauses).toEqual([1000])
  })
})
