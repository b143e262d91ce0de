import { describe, expect, it } from 'vitest'
import { afterFailure, retryAfterSeconds } from './rate-limit'

const rule = { limit: 3, windowMs: 60_000 }

describe('login failure windows', () => {
  it('allows tries until the limit, then asks to wait for the end of the window', () => {
    let window = undefined as ReturnType<typeof afterFailure> | undefined
    for (let i = 0; i < 3; i++) {
      expect(retryAfterSeconds(window, rule, 1_000 + i)).toBe(0)
      window = afterFailure(window, rule, 1_000 + i)
    }
    expect(window).toEqual({ failures: 3, windowStart: 1_000 })
    expect(retryAfterSeconds(window, rule, 31_000)).toBe(30)
    expect(retryAfterSeconds(window, rule, 60_999)).toBe(1)
  })
  it('starts a new window once the old one is over', () => {
    const full = { failures: 9, windowStart: 0 }
    expect(retryAfterSeconds(full, rule, 60_000)).toBe(0)
    expect(afterFailure(full, rule, 60_000)).toEqual({ failures: 1, windowStart: 60_000 })
  })
})
