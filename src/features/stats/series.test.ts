import { describe, expect, it } from 'vitest'
import { binKey, binSeries, chartPoints, defaultBinning, relativeGrowth, shareOfBaseline, sumDaily, tableRow, trimUnknown } from './series'

const daily = (start: string, counts: (number | null)[]) => ({ start, counts })

describe('summing a group', () => {
  it('adds packages day by day, over the union of their days', () => {
    const sum = sumDaily([daily('2024-01-01', [1, 2, 3]), daily('2024-01-02', [10, 20, null])])
    expect(sum).toEqual({ start: '2024-01-01', counts: [1, 12, 23, null] })
    expect(sumDaily([])).toBeUndefined()
  })

  it('trims unknown days at the ends', () => {
    expect(trimUnknown(daily('2024-01-01', [null, 1, null, 2, null]))).toEqual({ start: '2024-01-02', counts: [1, null, 2] })
  })
})

describe('binning', () => {
  it.each([
    ['7-days', 'daily'],
    ['30-days', 'daily'],
    ['365-days', 'weekly'],
    ['1825-days', 'monthly'],
    ['all-time', 'monthly'],
  ] as const)('bins %s %s by default', (range, binning) => {
    expect(defaultBinning(range)).toBe(binning)
  })

  it.each([
    ['2024-01-07', 'weekly', '2024-01-01'], // a Sunday: its week began on the Monday before
    ['2024-01-08', 'weekly', '2024-01-08'], // a Monday
    ['2024-02-29', 'monthly', '2024-02-01'],
    ['2024-12-31', 'yearly', '2024-01-01'],
    ['2024-12-31', 'daily', '2024-12-31'],
  ] as const)('keys %s in its %s bin, %s (weeks by their Monday, months and years by their first day)', (day, binning, key) => {
    expect(binKey(day, binning)).toBe(key)
  })

  it('sums weeks and marks the cut first and unfinished last week as partial', () => {
    // Wednesday 2024-01-03 to Wednesday 2024-01-17: 5 days, a full week, 3 days.
    const counts = Array.from({ length: 15 }, (_, i) => i + 1)
    const bins = binSeries(daily('2024-01-03', counts), 'weekly')
    expect(bins.map((b) => [b.key, b.value, b.partial])).toEqual([
      ['2024-01-01', 1 + 2 + 3 + 4 + 5, true],
      ['2024-01-08', 6 + 7 + 8 + 9 + 10 + 11 + 12, false],
      ['2024-01-15', 13 + 14 + 15, true],
    ])
    expect(bins[2]!.first).toBe('2024-01-15')
    expect(bins[2]!.last).toBe('2024-01-17')
  })

  it('knows how long months and leap years are', () => {
    const feb = binSeries(daily('2024-02-01', new Array(29).fill(1)), 'monthly')
    expect(feb).toEqual([{ key: '2024-02-01', first: '2024-02-01', last: '2024-02-29', value: 29, partial: false }])
    const year = binSeries(daily('2023-01-01', new Array(365).fill(2)), 'yearly')
    expect(year[0]!.partial).toBe(false)
    expect(binSeries(daily('2024-01-01', new Array(365).fill(2)), 'yearly')[0]!.partial).toBe(true)
  })
})

describe('relative and baseline maths', () => {
  const bins = (values: number[]) =>
    values.map((value, i) => ({ key: `2024-01-0${i + 1}`, first: `2024-01-0${i + 1}`, last: `2024-01-0${i + 1}`, value, partial: false }))

  it('measures growth from the first bin with downloads', () => {
    expect(relativeGrowth(bins([0, 100, 150, 50]))).toEqual([-1, 0, 0.5, -0.5])
    expect(relativeGrowth(bins([0, 0]))).toEqual([null, null])
  })

  it('divides by the baseline bin of the same period', () => {
    expect(shareOfBaseline(bins([50, 300, 7]), bins([100, 200, 0]))).toEqual([0.5, 1.5, null])
  })
})

describe('chart points', () => {
  const react = { label: 'react', color: '#00f', daily: daily('2024-01-01', [10, 20, 30, 40]) }
  const late = { label: 'late', color: '#f00', daily: daily('2024-01-01', [0, 0, 5, 10]) }

  it('draws absolute daily values on dates and marks the partial bin', () => {
    const points = chartPoints([react], { binning: 'daily', viewMode: 'absolute', alignStartDates: false })
    expect(points.map((p) => p.y)).toEqual([10, 20, 30, 40])
    expect(points[0]!.x).toEqual(new Date('2024-01-01T00:00:00Z'))
    const weekly = chartPoints([react], { binning: 'weekly', viewMode: 'absolute', alignStartDates: false })
    expect(weekly).toHaveLength(1)
    expect(weekly[0]!.partial).toBe(true)
  })

  it('shows relative growth, a share of the baseline, and both together', () => {
    const relative = chartPoints([react], { binning: 'daily', viewMode: 'relative', alignStartDates: false })
    expect(relative.map((p) => p.y)).toEqual([0, 1, 2, 3])
    const baseline = daily('2024-01-01', [10, 10, 10, 10])
    const share = chartPoints([react], { binning: 'daily', viewMode: 'absolute', baseline, alignStartDates: false })
    expect(share.map((p) => p.y)).toEqual([1, 2, 3, 4])
    const both = chartPoints([react], { binning: 'daily', viewMode: 'relative', baseline: daily('2024-01-01', [10, 20, 10, 20]), alignStartDates: false })
    expect(both.map((p) => p.y)).toEqual([0, 0, 2, 1])
  })

  it('leaves out a first bin the range cuts short, keeping a partial last one', () => {
    // Wednesday 2024-01-03 to Wednesday 2024-01-17.
    const mid = { label: 'mid', color: '#0f0', daily: daily('2024-01-03', new Array(15).fill(1)) }
    const points = chartPoints([mid], { binning: 'weekly', viewMode: 'absolute', alignStartDates: false })
    expect(points.map((p) => [p.key, p.y, p.partial])).toEqual([
      ['2024-01-08', 7, false],
      ['2024-01-15', 3, true],
    ])
  })

  it('aligns series on their first day with downloads', () => {
    const points = chartPoints([react, late], { binning: 'daily', viewMode: 'absolute', alignStartDates: true })
    expect(points.filter((p) => p.series === 'react').map((p) => [p.x, p.y])).toEqual([
      [0, 10],
      [1, 20],
      [2, 30],
      [3, 40],
    ])
    expect(points.filter((p) => p.series === 'late').map((p) => [p.x, p.y])).toEqual([
      [0, 5],
      [1, 10],
    ])
  })
})

describe('table row', () => {
  it('gives the total, the last bin and the change between the last two complete bins', () => {
    // Monday 2024-01-01 .. Wednesday 2024-01-17: two full weeks and a partial one.
    const counts = [...new Array(7).fill(10), ...new Array(7).fill(20), 5, 5, 5]
    const row = tableRow('react', '#00f', daily('2024-01-01', counts), 'weekly')
    expect(row.total).toBe(70 + 140 + 15)
    // "Last week" is the last complete one; the week being counted is shown apart, as "so far".
    expect(row.lastComplete).toMatchObject({ key: '2024-01-08', value: 140, partial: false })
    expect(row.current).toMatchObject({ key: '2024-01-15', value: 15, partial: true })
    // The change compares the last complete week with the complete week before it.
    expect(row.previous).toMatchObject({ key: '2024-01-01', value: 70 })
    expect(row.change).toBe(1)
    // A range ending on a period's last day has no week "so far".
    const whole = tableRow('react', '#00f', daily('2024-01-01', counts.slice(0, 14)), 'weekly')
    expect(whole.current).toBeUndefined()
    expect(whole.lastComplete).toMatchObject({ key: '2024-01-08', value: 140 })
  })
})
