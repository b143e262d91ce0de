import { describe, expect, it } from 'vitest'
import { getLibrary } from './libraries'
import { isKnownVersion, resolveBranch, selectableVersions, versionChoices, versionLabel } from './versions'

describe('version → branch', () => {
  const query = getLibrary('query')

  it('maps latest and the latest version to the latest branch', () => {
    expect(resolveBranch(query, 'latest')).toBe('main')
    expect(resolveBranch(query, 'v5')).toBe('main')
  })

  it('maps any other version to a branch of its own name', () => {
    expect(resolveBranch(query, 'v4')).toBe('v4')
    expect(resolveBranch(query, 'v3')).toBe('v3')
  })

  it('refuses an empty version with the library name in the message', () => {
    expect(() => resolveBranch(query, '')).toThrow('Could not resolve version for Query')
    expect(() => resolveBranch(query, undefined)).toThrow('Could not resolve version for Query')
  })

  it('knows latest plus the available versions only', () => {
    expect(selectableVersions(query)).toEqual(['latest', 'v5', 'v4', 'v3'])
    expect(isKnownVersion(query, 'v4')).toBe(true)
    expect(isKnownVersion(query, 'v2')).toBe(false)
    expect(isKnownVersion(getLibrary('table'), 'v7')).toBe(false)
  })
})

describe('version labels read from the repository', () => {
  const table = { ...getLibrary('table'), latestVersion: 'v8', availableVersions: ['v8', 'v7'] }

  it('labels latest with the major its branch declares', () => {
    expect(versionLabel('latest', 'v9')).toBe('latest (v9)')
    expect(versionLabel('v7', 'v9')).toBe('v7')
  })

  it('drops the catalogue’s latest version from the choices when the branch declares another major', () => {
    expect(versionChoices(table, 'latest', 'v9')).toEqual(['latest', 'v7'])
    expect(versionChoices(table, 'latest', 'v8')).toEqual(['latest', 'v8', 'v7'])
    // Its URL still works, and the selector shows it while it is the version read.
    expect(versionChoices(table, 'v8', 'v9')).toEqual(['latest', 'v8', 'v7'])
  })
})
