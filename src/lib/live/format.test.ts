import { describe, expect, it } from 'vitest'
import { updatedAgo } from './format'

describe('live figures formatting', () => {
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
