import { describe, expect, it } from 'vitest'
import { compactNumber, fullNumber, updatedAgo } from './format'

describe('live figures formatting', () => {
  it('shortens large numbers', () => {
    expect(compactNumber(1_234)).toBe('1.2K')
    expect(compactNumber(5_200_000_000)).toBe('5.2B')
    expect(compactNumber(950)).toBe('950')
    expect(compactNumber(null)).toBe('–')
  })

  it('groups digits of the counter', () => {
    expect(fullNumber(1234567.4)).toBe('1,234,567')
  })

  it('says how old the figures are', () => {
    const now = Date.parse('2026-11-21T12:00:00Z')
    expect(updatedAgo('2026-11-21T09:00:00Z', now)).toBe('updated 3 hours ago')
    expect(updatedAgo('2026-11-21T11:59:30Z', now)).toBe('updated just now')
    expect(updatedAgo('2026-11-21T11:55:00Z', now)).toBe('updated 5 minutes ago')
    expect(updatedAgo('2026-11-20T11:00:00Z', now)).toBe('updated yesterday')
    expect(updatedAgo(null, now)).toBe('')
    expect(updatedAgo('not a date', now)).toBe('')
  })
})
