import { describe, expect, it } from 'vitest'
import { query } from '~/site/libraries/query'
import { comparableVersions, versionLabel, versionRank } from './versions'

describe('change versions', () => {
  it('offers every other major, with latest standing for the latest major', () => {
    expect(comparableVersions(query, 'latest')).toEqual(['v4', 'v3'])
    expect(comparableVersions(query, 'v5')).toEqual(['v4', 'v3'])
    expect(comparableVersions(query, 'v4')).toEqual(['latest', 'v3'])
  })
  it('names latest by its number and ranks newest first', () => {
    expect(versionLabel(query, 'latest')).toBe('v5')
    expect(versionRank(query, 'latest')).toBe(versionRank(query, 'v5'))
    expect(versionRank(query, 'v4')).toBeLessThan(versionRank(query, 'v3'))
  })
})
