import { describe, expect, it } from 'vitest'
import { DEFAULT_HEIGHT, defaultGroups, parseStatsSearch } from './search-params'

describe('stats search parameters', () => {
  it('fills the defaults of the specification', () => {
    const search = parseStatsSearch({})
    expect(search).toEqual({ packages: defaultGroups, range: '365-days', alignStartDates: false, height: 400 })
    expect(search.packages[0]).toEqual({ packages: ['react'], color: '#3b82f6' })
    expect(search.packages[1]!.packages).toEqual(['@tanstack/query-core', '@tanstack/react-query'])
  })

  it('keeps valid values', () => {
    const search = parseStatsSearch({
      packages: [{ packages: ['swr'], color: '#00AA00' }, { packages: ['@tanstack/react-table'] }],
      range: 'all-time',
      baseline: 'swr',
      viewMode: 'relative',
      binningOption: 'monthly',
      alignStartDates: true,
      height: 640,
    })
    expect(search).toEqual({
      packages: [
        { packages: ['swr'], color: '#00aa00' },
        { packages: ['@tanstack/react-table'], color: null },
      ],
      range: 'all-time',
      baseline: 'swr',
      viewMode: 'relative',
      binningOption: 'monthly',
      alignStartDates: true,
      height: 640,
    })
  })

  it('falls back to the default of each bad value without failing', () => {
    const search = parseStatsSearch({
      packages: 'react',
      range: '12-days',
      baseline: '../etc/passwd',
      viewMode: 'sideways',
      binningOption: 'hourly',
      alignStartDates: 'perhaps',
      height: 'tall',
    })
    expect(search).toEqual({ packages: defaultGroups, range: '365-days', alignStartDates: false, height: DEFAULT_HEIGHT })
    expect(parseStatsSearch({ height: 5 }).height).toBe(DEFAULT_HEIGHT)
    expect(parseStatsSearch({ height: 1e9 }).height).toBe(DEFAULT_HEIGHT)
    expect(parseStatsSearch(null).range).toBe('365-days')
  })

  it('drops broken groups, bad names, duplicates and bad colours but keeps the rest', () => {
    const search = parseStatsSearch({
      packages: [{ packages: ['react', 'react', 'Not A Name', 42] , color: 'red' }, { packages: [] }, 'junk', { color: '#ffffff' }],
    })
    expect(search.packages).toEqual([{ packages: ['react'], color: null }])
  })

  it('reads booleans written as strings and an empty list as no groups', () => {
    expect(parseStatsSearch({ alignStartDates: 'true' }).alignStartDates).toBe(true)
    expect(parseStatsSearch({ packages: [] }).packages).toEqual([])
  })
})
