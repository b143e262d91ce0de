import { describe, expect, it } from 'vitest'
import { capPackages, DEFAULT_HEIGHT, defaultGroups, packageNamesOf, parseStatsSearch } from './search-params'

describe('stats search parameters', () => {
  it('fills the defaults of the specification', () => {
    const search = parseStatsSearch({})
    expect(search).toEqual({ packages: defaultGroups, range: '365-days', alignStartDates: false, height: 400 })
    expect(search.packages[0]).toEqual({ packages: ['react'], color: '#3b82f6' })
    expect(search.packages[1]!.packages).toEqual(['@tanstack/query-core', '@tanstack/react-query'])
  })

  it('keeps valid values', () => {
    const settings = { range: 'all-time', baseline: 'swr', viewMode: 'relative', binningOption: 'monthly', alignStartDates: true, height: 640 }
    const search = parseStatsSearch({ packages: [{ packages: ['swr'], color: '#00AA00' }, { packages: ['@tanstack/react-table'] }], ...settings })
    expect(search).toEqual({
      packages: [
        { packages: ['swr'], color: '#00aa00' },
        { packages: ['@tanstack/react-table'], color: null },
      ],
      ...settings,
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
      packages: [{ packages: ['react', 'react', 'Not A Name', 42], color: 'red' }, { packages: [] }, 'junk', { color: '#ffffff' }],
    })
    expect(search.packages).toEqual([{ packages: ['react'], color: null }])
  })

  it('reads booleans written as strings and an empty list as no groups', () => {
    expect(parseStatsSearch({ alignStartDates: 'true' }).alignStartDates).toBe(true)
    expect(parseStatsSearch({ packages: [] }).packages).toEqual([])
  })
})

describe('capPackages', () => {
  const groups = [{ packages: ['a', 'b', 'c'] }, { packages: ['b', 'd'] }, { packages: ['e'] }]
  it('keeps the first packages of the address up to the cap, and says how many went', () => {
    expect(capPackages({ packages: groups }, 3)).toEqual({ packages: [{ packages: ['a', 'b', 'c'] }, { packages: ['b'] }], baseline: undefined, dropped: 2 })
    expect(capPackages({ packages: groups }, 12).dropped).toBe(0)
  })
  it('counts a baseline outside the groups as one of the packages', () => {
    expect(capPackages({ packages: groups, baseline: 'z' }, 3)).toEqual({
      packages: [{ packages: ['a', 'b'] }, { packages: ['b'] }],
      baseline: 'z',
      dropped: 3,
    })
    expect(capPackages({ packages: groups, baseline: 'e' }, 2).baseline).toBeUndefined()
  })
  it('never lets more than the cap through', () => {
    const many = Array.from({ length: 12 }, (_, g) => ({ packages: Array.from({ length: 10 }, (_, n) => `p-${g}-${n}`) }))
    const capped = capPackages({ packages: many }, 12)
    expect(packageNamesOf(capped)).toHaveLength(12)
    expect(capped.dropped).toBe(108)
  })
})
