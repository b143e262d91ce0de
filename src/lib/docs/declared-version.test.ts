import { describe, expect, it } from 'vitest'
import { declaredMajor, parseManifest } from './declared-version'

describe('declaredMajor', () => {
  it('takes the major of the library’s own packages over the other manifests', () => {
    const manifests = [
      { name: 'root', private: true, version: '1.0.0' },
      { name: '@tanstack/table-core', version: '9.1.2' },
      { name: '@tanstack/react-table', version: '9.1.2' },
      { name: 'some-helper', version: '12.0.0' },
    ]
    expect(declaredMajor(manifests, ['@tanstack/table-core', '@tanstack/react-table'])).toBe('v9')
  })

  it('falls back to published manifests, then to any versioned one', () => {
    expect(declaredMajor([{ name: 'a', version: '3.2.0' }, { name: 'b', private: true, version: '7.0.0' }], ['x'])).toBe('v3')
    expect(declaredMajor([{ name: 'b', private: true, version: '7.0.0' }], ['x'])).toBe('v7')
  })

  it('reads prerelease versions and ignores placeholders and non-versions', () => {
    expect(declaredMajor([{ name: 'x', version: '2.0.0-beta.3' }], ['x'])).toBe('v2')
    expect(declaredMajor([{ name: 'x', version: '0.0.0' }, { name: 'y', version: 'workspace:*' }, { name: 'z', version: 4 }], ['x'])).toBeUndefined()
    expect(declaredMajor([], ['x'])).toBeUndefined()
  })

  it('keeps 0.x majors: libraries before their first stable release say v0', () => {
    expect(declaredMajor([{ name: 'x', version: '0.15.1' }], ['x'])).toBe('v0')
  })
})

describe('parseManifest', () => {
  it('reads objects only', () => {
    expect(parseManifest('{"name":"x","version":"1.2.3"}')).toEqual({ name: 'x', version: '1.2.3' })
    expect(parseManifest('[1]')).toBeUndefined()
    expect(parseManifest('not json')).toBeUndefined()
  })
})
