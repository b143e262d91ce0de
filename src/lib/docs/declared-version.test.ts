import { describe, expect, it } from 'vitest'
import { declaredMajor, parseManifest } from './declared-version'

/** Published manifests of packages released together, at one version. */
const releasedAt = (version: string, ...names: string[]) => names.map((name) => ({ name, version }))

describe('declaredMajor', () => {
  it('takes the main package’s major when side packages of the monorepo lead (Query 5 with Svelte and Vue devtools at 6)', () => {
    const manifests = [
      { name: 'root', private: true },
      ...releasedAt('5.102.0', '@tanstack/query-core', '@tanstack/react-query'),
      ...releasedAt('6.1.39', '@tanstack/svelte-query', '@tanstack/svelte-query-devtools', '@tanstack/vue-query-devtools'),
      { name: '@tanstack/query-test-utils', version: '0.0.0' },
    ]
    expect(declaredMajor(manifests, ['@tanstack/query-core', '@tanstack/react-query', '@tanstack/svelte-query'])).toBe('v5')
    // The main package's own major decides even when it is not the first manifest read.
    expect(declaredMajor(manifests.toReversed(), ['@tanstack/query-core', '@tanstack/svelte-query'])).toBe('v5')
  })

  it('a library in a repository it shares with another: its own main package (Start 1.x beside Router 1.x and a 0.x plugin)', () => {
    const manifests = [
      { name: '@tanstack/react-router', version: '1.170.31' },
      { name: '@tanstack/react-start', version: '1.168.48' },
      { name: '@tanstack/react-start-rsc', version: '0.1.47' },
      { name: '@tanstack/eslint-plugin-start', version: '0.1.0' },
    ]
    expect(declaredMajor(manifests, ['@tanstack/react-start', '@tanstack/solid-start'])).toBe('v1')
  })

  it('a branch per major declares its own major (Query’s v4 branch)', () => {
    expect(declaredMajor(releasedAt('4.44.0', '@tanstack/query-core', '@tanstack/react-query'), ['@tanstack/query-core'])).toBe('v4')
  })

  it('ignores semantic-release placeholders (Query’s v3 branch declares 1.0.0-semantic-release)', () => {
    expect(declaredMajor([{ name: 'react-query', version: '1.0.0-semantic-release' }], ['@tanstack/query-core'])).toBeUndefined()
  })

  it('without the main package: the major most published manifests share, not the highest', () => {
    const manifests = [
      { name: 'a', version: '5.1.0' },
      { name: 'b', version: '5.2.0' },
      { name: 'c', version: '6.0.0' },
    ]
    expect(declaredMajor(manifests, ['x'])).toBe('v5')
  })

  it('takes the major of the library’s own packages over the other manifests', () => {
    const manifests = [
      { name: 'root', private: true, version: '1.0.0' },
      ...releasedAt('9.1.2', '@tanstack/table-core', '@tanstack/react-table'),
      { name: 'some-helper', version: '12.0.0' },
    ]
    expect(declaredMajor(manifests, ['@tanstack/table-core', '@tanstack/react-table'])).toBe('v9')
  })

  it('falls back to published manifests, then to any versioned one', () => {
    expect(
      declaredMajor(
        [
          { name: 'a', version: '3.2.0' },
          { name: 'b', private: true, version: '7.0.0' },
        ],
        ['x'],
      ),
    ).toBe('v3')
    expect(declaredMajor([{ name: 'b', private: true, version: '7.0.0' }], ['x'])).toBe('v7')
  })

  it('reads prerelease versions and ignores placeholders and non-versions', () => {
    expect(declaredMajor([{ name: 'x', version: '2.0.0-beta.3' }], ['x'])).toBe('v2')
    expect(
      declaredMajor(
        [
          { name: 'x', version: '0.0.0' },
          { name: 'y', version: 'workspace:*' },
          { name: 'z', version: 4 },
        ],
        ['x'],
      ),
    ).toBeUndefined()
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
