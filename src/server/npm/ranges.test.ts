import { describe, expect, it } from 'vitest'
import { denseCounts, MAX_DAYS_PER_REQUEST, mergeDaily, missingRanges, splitRange } from './ranges'
import { addDays, daysBetween } from '~/lib/stats/days'

describe('splitRange', () => {
  it('keeps a short range whole', () => {
    expect(splitRange({ start: '2024-01-01', end: '2024-01-07' })).toEqual([{ start: '2024-01-01', end: '2024-01-07' }])
  })

  it('cuts a long range into consecutive pieces npm accepts, covering every day once', () => {
    const parts = splitRange({ start: '2015-01-10', end: '2024-12-31' })
    expect(parts[0]!.start).toBe('2015-01-10')
    expect(parts.at(-1)!.end).toBe('2024-12-31')
    for (const [i, part] of parts.entries()) {
      expect(daysBetween(part.start, part.end) + 1).toBeLessThanOrEqual(MAX_DAYS_PER_REQUEST)
      if (i > 0) expect(part.start).toBe(addDays(parts[i - 1]!.end, 1))
    }
    const total = parts.reduce((sum, p) => sum + daysBetween(p.start, p.end) + 1, 0)
    expect(total).toBe(daysBetween('2015-01-10', '2024-12-31') + 1)
  })

  it('splits exactly at the limit, across a leap day', () => {
    expect(splitRange({ start: '2024-02-27', end: '2024-03-02' }, 2)).toEqual([
      { start: '2024-02-27', end: '2024-02-28' },
      { start: '2024-02-29', end: '2024-03-01' },
      { start: '2024-03-02', end: '2024-03-02' },
    ])
  })

  it('gives nothing for an empty range', () => {
    expect(splitRange({ start: '2024-01-02', end: '2024-01-01' })).toEqual([])
  })
})

describe('missingRanges', () => {
  it('finds the gaps at the start, middle and end', () => {
    const stored = new Set(['2024-01-03', '2024-01-04', '2024-01-07'])
    expect(missingRanges({ start: '2024-01-01', end: '2024-01-09' }, stored)).toEqual([
      { start: '2024-01-01', end: '2024-01-02' },
      { start: '2024-01-05', end: '2024-01-06' },
      { start: '2024-01-08', end: '2024-01-09' },
    ])
  })

  it('is empty when every day is stored', () => {
    expect(missingRanges({ start: '2024-01-01', end: '2024-01-02' }, new Set(['2024-01-01', '2024-01-02']))).toEqual([])
  })
})

describe('mergeDaily and denseCounts', () => {
  it('merges overlapping answers by day in order, the later one winning', () => {
    const merged = mergeDaily(
      [
        { day: '2024-01-02', downloads: 2 },
        { day: '2024-01-01', downloads: 1 },
      ],
      [
        { day: '2024-01-02', downloads: 20 },
        { day: '2024-01-03', downloads: 3 },
      ],
    )
    expect(merged).toEqual([
      { day: '2024-01-01', downloads: 1 },
      { day: '2024-01-02', downloads: 20 },
      { day: '2024-01-03', downloads: 3 },
    ])
  })

  it('lays counts out one per day with null for unknown days', () => {
    const counts = denseCounts({ start: '2024-01-01', end: '2024-01-04' }, [
      { day: '2023-12-31', downloads: 9 },
      { day: '2024-01-01', downloads: 1 },
      { day: '2024-01-03', downloads: 0 },
    ])
    expect(counts).toEqual([1, null, 0, null])
  })
})
