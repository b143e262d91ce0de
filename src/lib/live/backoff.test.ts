import { describe, expect, it } from 'vitest'
import { backoffMs } from './backoff'

describe('reconnect backoff', () => {
  it('doubles from the base up to the cap', () => {
    const fixed = { random: () => 0 }
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffMs(n, fixed))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000])
    expect(backoffMs(100, fixed)).toBe(30_000)
  })

  it('takes at most the jitter share off', () => {
    expect(backoffMs(3, { random: () => 1, jitter: 0.25 })).toBe(3_000)
    expect(backoffMs(3, { random: () => 0.5, jitter: 0.25 })).toBe(3_500)
  })
})
