import { describe, expect, it } from 'vitest'
import { chartView } from './chart-view'

const settings = { viewMode: 'absolute', shareOf: undefined, binning: 'weekly', range: '365-days', alignStartDates: false } as const

describe('chartView', () => {
  it('draws downloads per bin, described with the range and every series', () => {
    expect(chartView(settings, ['react', '@tanstack/query-core + @tanstack/react-query'])).toEqual({
      yKind: 'count',
      yLabel: 'Downloads per week',
      aligned: false,
      description: 'Line chart of downloads per week over 1 year: react; @tanstack/query-core + @tanstack/react-query.',
    })
  })

  it('draws shares of the baseline once its counts are there', () => {
    expect(chartView({ ...settings, shareOf: 'react', binning: 'monthly' }, ['vue'])).toMatchObject({
      yKind: 'share',
      yLabel: 'Share of react',
      description: 'Line chart of share of react over 1 year: vue.',
    })
  })

  it('draws growth in the relative view, even with a baseline', () => {
    expect(chartView({ ...settings, viewMode: 'relative', shareOf: 'react', binning: 'daily', range: 'all-time' }, ['vue'])).toMatchObject({
      yKind: 'growth',
      yLabel: 'Growth from the first day',
      description: 'Line chart of growth from the first day over all time: vue.',
    })
  })

  it('counts days on x when the series are aligned at their first downloads', () => {
    expect(chartView({ ...settings, alignStartDates: true }, ['vue']).aligned).toBe(true)
  })
})
