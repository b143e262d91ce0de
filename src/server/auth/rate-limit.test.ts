import { describe, expect, it } from 'vitest'
import { retryAfterSeconds } from './rate-limit'

const rule = { limit: 3, windowMs: 60_000 }

describe('sign-in attempt windows', () => {
  it('lets attempts through up to the limit, then asks to wait for the end of the window', () => {
    for (let attempts = 1; attempts <= 3; attempts++) expect(retryAfterSeconds({ attempts, windowStart: 1_000 }, rule, 1_500)).toBe(0)
    expect(retryAfterSeconds({ attempts: 4, windowStart: 1_000 }, rule, 31_000)).toBe(30)
    expect(retryAfterSeconds({ attempts: 4, windowStart: 1_000 }, rule, 60_999)).toBe(1)
  })
  it('lets an attempt through once the window is over', () => {
    expect(retryAfterSeconds({ attempts: 9, windowStart: 0 }, rule, 60_000)).toBe(0)
  })
})
