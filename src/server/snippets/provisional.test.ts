import { describe, expect, it } from 'vitest'
import { claimCheckerOf, isDue, retryAfterFrom } from './provisional'

const now = new Date('2026-11-27T05:00:00.000Z')

describe('provisional results: when a stored check is due again', () => {
  it('is due when nothing is stored, never when a final result is stored', () => {
    expect(isDue(undefined, now)).toBe(true)
    expect(isDue({}, now)).toBe(false)
  })

  it('is due once its retry time has come, not before', () => {
    expect(isDue({ retryAfter: '2026-11-27T05:00:01.000Z' }, now)).toBe(false)
    expect(isDue({ retryAfter: '2026-11-27T05:00:00.000Z' }, now)).toBe(true)
    expect(isDue({ retryAfter: '2026-11-27T04:50:00.000Z' }, now)).toBe(true)
    // A stored time that does not parse would keep it provisional for ever.
    expect(isDue({ retryAfter: 'soon' }, now)).toBe(true)
  })

  it('sets the retry time the configured interval after the check', () => {
    expect(retryAfterFrom(now, 600)).toBe('2026-11-27T05:10:00.000Z')
    expect(isDue({ retryAfter: retryAfterFrom(now, 600) }, new Date('2026-11-27T05:09:59.000Z'))).toBe(false)
    expect(isDue({ retryAfter: retryAfterFrom(now, 600) }, new Date('2026-11-27T05:10:00.000Z'))).toBe(true)
  })
})

describe('the claim of a check', () => {
  it("is the commit's own while a framework was never checked", () => {
    expect(claimCheckerOf('snippets-4', [undefined])).toBe('snippets-4')
    expect(claimCheckerOf('snippets-4', [undefined, { retryAfter: '2026-11-27T04:50:00.000Z' }])).toBe('snippets-4')
  })

  it('names the retry round by the earliest retry time, whatever the order the frameworks come in', () => {
    const react = { retryAfter: '2026-11-27T04:50:00.000Z' }
    const vue = { retryAfter: '2026-11-27T04:55:00.000Z' }
    expect(claimCheckerOf('snippets-4', [react, vue])).toBe('snippets-4 retry 2026-11-27T04:50:00.000Z')
    expect(claimCheckerOf('snippets-4', [vue, react])).toBe('snippets-4 retry 2026-11-27T04:50:00.000Z')
    // A round that failed again stored a later time: a new round, a new claim.
    expect(claimCheckerOf('snippets-4', [{ retryAfter: '2026-11-27T05:10:00.000Z' }])).not.toBe(claimCheckerOf('snippets-4', [react]))
  })
})
