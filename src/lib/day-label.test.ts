import { describe, expect, it } from 'vitest'
import { dayLabel } from './day-label'

describe('dayLabel', () => {
  it('prints the UTC day the way English Intl does, whatever the local time zone', () => {
    const format = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    for (const iso of ['2026-11-21T17:45:41+00:00', '2026-01-01T00:30:00+02:00', '2024-02-29T23:59:59Z', '1999-12-31T12:00:00Z', '2026-07-04T00:00:00-11:00']) {
      const date = new Date(iso)
      expect(dayLabel(date), iso).toBe(format.format(date))
    }
  })
})
