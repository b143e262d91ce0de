import { describe, expect, it } from 'vitest'
import { blockKey, claimCheckerOf, isDue, limitRetryAfter, MAX_LIMIT_RETRY_SECONDS, retryAfterFrom, reusableVerdicts } from './provisional'

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

describe('blocks stopped by a limit', () => {
  it('are checked again after the retry interval, doubled each round that meets a limit again, at most a day', () => {
    expect(limitRetryAfter(now, 600, 1)).toBe('2026-11-27T05:10:00.000Z')
    expect(limitRetryAfter(now, 600, 2)).toBe('2026-11-27T05:20:00.000Z')
    expect(limitRetryAfter(now, 600, 3)).toBe('2026-11-27T05:40:00.000Z')
    expect(limitRetryAfter(now, 600, 20)).toBe(retryAfterFrom(now, MAX_LIMIT_RETRY_SECONDS))
  })

  it("keep every verdict of the provisional check but the skipped blocks', which are checked again", () => {
    const checked = { file: 'a.md', line: 3, hash: 'h1', verdict: { verdict: 'checked' } }
    const overLimit = { file: 'a.md', line: 9, hash: 'h2', verdict: { verdict: 'skipped', limit: 'time' } }
    const fails = { file: 'b.md', line: 3, hash: 'h3', verdict: { verdict: 'fails' } }
    const kept = reusableVerdicts([checked, overLimit, fails])
    expect([...kept.keys()]).toEqual([blockKey(checked), blockKey(fails)])
    // A block whose text changed at the same place is not the same block.
    expect(kept.has(blockKey({ ...checked, hash: 'other' }))).toBe(false)
    expect(reusableVerdicts(undefined).size).toBe(0)
  })
})
