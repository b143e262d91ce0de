import { describe, expect, it } from 'vitest'
import { DAY_MS, estimateTotal, ratePerMs, tickIntervalMs } from './tick'

const through = '2026-11-20'
const endOfDay = Date.parse('2026-11-21T00:00:00Z')

describe('download counter estimate', () => {
  it('shows the counted total at the end of the counted day', () => {
    expect(estimateTotal({ total: 1_000, lastDay: 86_400, through }, endOfDay)).toBe(1_000)
  })

  it('adds the last day downloads at their measured pace', () => {
    // 86 400 a day is one a second.
    expect(estimateTotal({ total: 1_000, lastDay: 86_400, through }, endOfDay + 90_000)).toBe(1_090)
    expect(estimateTotal({ total: 1_000, lastDay: 86_400, through }, endOfDay + 12 * 3_600_000)).toBe(1_000 + 43_200)
  })

  it('never runs faster than the measured rate, nor past one day ahead', () => {
    const base = { total: 5_000, lastDay: 1_000, through }
    for (const elapsed of [1, 1_000, 60_000, 3_600_000, DAY_MS, 3 * DAY_MS]) {
      const added = estimateTotal(base, endOfDay + elapsed) - base.total
      expect(added).toBeLessThanOrEqual(ratePerMs(1_000) * elapsed)
      expect(added).toBeLessThanOrEqual(1_000)
    }
    expect(estimateTotal(base, endOfDay + 5 * DAY_MS)).toBe(6_000)
  })

  it('is the plain total before the counted day ends, without a day or without a rate', () => {
    expect(estimateTotal({ total: 7, lastDay: 1_000, through }, endOfDay - 5_000)).toBe(7)
    expect(estimateTotal({ total: 7, lastDay: 1_000, through: null }, endOfDay + 5_000)).toBe(7)
    expect(estimateTotal({ total: 7, lastDay: 0, through }, endOfDay + 5_000)).toBe(7)
    expect(estimateTotal({ total: 7, lastDay: Number.NaN, through }, endOfDay + 5_000)).toBe(7)
  })

  it('grows monotonically', () => {
    const base = { total: 10, lastDay: 3_000_000, through }
    let previous = 0
    for (let t = 0; t < 100_000; t += 777) {
      const value = estimateTotal(base, endOfDay + t)
      expect(value).toBeGreaterThanOrEqual(previous)
      previous = value
    }
  })

  it('ticks about as often as one more download is expected, within bounds', () => {
    expect(tickIntervalMs(86_400)).toBe(1_000)
    expect(tickIntervalMs(86_400_000)).toBe(50)
    expect(tickIntervalMs(10)).toBe(5_000)
    expect(tickIntervalMs(0)).toBe(5_000)
  })
})
