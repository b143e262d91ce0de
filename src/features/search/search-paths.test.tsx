// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { renderHook } from '@testing-library/react'
import {
  contextLevel,
  didYouMeanOf,
  distinguishingLabels,
  frameworkOfUrl,
  nextFocus,
  offersAllLibraries,
  ownHostTarget,
  preselectedFilters,
  routeToState,
  searchFrameworkPreference,
  stateToRoute,
} from './search-paths'
import { hasSearchState } from './search-entry'
import { isSearchHotkey, useSearch } from './search-context'

describe('search dialog helpers', () => {
  it('preselects the library from the first segment and the framework after /framework/', () => {
    expect(preselectedFilters('/query/latest/docs/framework/react/overview')).toEqual({ library: 'query', framework: 'react' })
    expect(preselectedFilters('/router/v1/docs/guide')).toEqual({ library: 'router', framework: undefined })
    expect(preselectedFilters('/blog/some-post')).toEqual({ library: undefined, framework: undefined })
    expect(preselectedFilters('/form/latest/docs/framework/cobol/x')).toEqual({ library: 'form', framework: undefined })
  })

  it('shows copies of a page in the stored framework of the reader, else in the most read one (React)', () => {
    expect(searchFrameworkPreference('vue')).toBe('vue')
    // A framework outside the catalogue that the reader chose in the docs is still theirs.
    expect(searchFrameworkPreference('alpine')).toBe('alpine')
    // No choice yet: React, not the first framework alphabetically (Angular).
    expect(searchFrameworkPreference(null)).toBe('react')
    expect(searchFrameworkPreference(undefined)).toBe('react')
    expect(searchFrameworkPreference('')).toBe('react')
    expect(searchFrameworkPreference('"><script>')).toBe('react')
  })

  it('finds the framework of a hit URL for its badge', () => {
    expect(frameworkOfUrl('/query/latest/docs/framework/vue/guides/queries#keys')).toBe('vue')
    expect(frameworkOfUrl('/query/latest/docs/guides/caching')).toBeUndefined()
  })

  it('navigates in-app only on the own host', () => {
    expect(ownHostTarget('/query/latest/docs/overview#intro', 'https://site.test')).toEqual({ to: '/query/latest/docs/overview', hash: 'intro' })
    expect(ownHostTarget('https://site.test/a', 'https://site.test')).toEqual({ to: '/a', hash: undefined })
    expect(ownHostTarget('https://elsewhere.test/a', 'https://site.test')).toBeUndefined()
  })

  it('moves the focus clamped to the list, with Home and End', () => {
    expect(nextFocus('ArrowDown', 0, 3)).toBe(1)
    expect(nextFocus('ArrowDown', 2, 3)).toBe(2)
    expect(nextFocus('ArrowUp', 0, 3)).toBe(0)
    expect(nextFocus('Home', 2, 3)).toBe(0)
    expect(nextFocus('End', 0, 3)).toBe(2)
    expect(nextFocus('ArrowDown', 0, 0)).toBeUndefined()
    expect(nextFocus('a', 0, 3)).toBeUndefined()
  })

  it('leaves Home and End to the caret while typing, and jumps with them once the list is in use or with Ctrl', () => {
    expect(nextFocus('Home', 2, 5, false)).toBeUndefined()
    expect(nextFocus('End', 2, 5, false)).toBeUndefined()
    expect(nextFocus('End', 2, 5, false, true)).toBe(4)
    expect(nextFocus('Home', 2, 5, true)).toBe(0)
    expect(nextFocus('ArrowDown', 2, 5, false)).toBe(3)
  })

  it('writes the search state to the address and reads it back', () => {
    expect(stateToRoute({ query: 'useQuery', refinementList: { library: ['query'], framework: ['react'] }, page: 2 })).toEqual({
      q: 'useQuery',
      library: 'query',
      framework: 'react',
      page: 2,
    })
    expect(stateToRoute({ query: '', refinementList: { library: ['query'] } })).toEqual({})
    expect(routeToState({ q: 'useQuery', library: 'query', page: '3' })).toEqual({ query: 'useQuery', refinementList: { library: ['query'] }, page: 3 })
    expect(routeToState({ library: 'query' })).toBeUndefined()
    expect(routeToState({ q: 'x'.repeat(600) })!.query).toHaveLength(512)
    expect(hasSearchState('?q=caching&library=query')).toBe(true)
    expect(hasSearchState('?path=src/main.tsx')).toBe(false)
  })

  it('offers all libraries when a chosen library finds few pages', () => {
    expect(offersAllLibraries('createFileRoute', 'query', 0)).toBe(true)
    expect(offersAllLibraries('createFileRoute', 'query', 2)).toBe(true)
    expect(offersAllLibraries('useQuery', 'query', 12)).toBe(false)
    expect(offersAllLibraries('useQuery', undefined, 0)).toBe(false)
    expect(offersAllLibraries(' ', 'query', 0)).toBe(false)
  })

  it('labels hits with alike titles by library and section path', () => {
    const hit = (url: string, lvl1: string, lvl0 = 'Query') => ({ url, hierarchy: { lvl0, lvl1 } })
    expect(
      distinguishingLabels([
        hit('/query/latest/docs/framework/react/reference/useQuery#a', 'useQuery'),
        hit('/query/latest/docs/framework/react/reference/functions/useQuery', 'useQuery'),
        hit('/query/latest/docs/framework/react/guides/caching', 'Caching'),
      ]),
    ).toEqual(['Query · reference', 'Query · reference › functions', undefined])
  })

  it('recognises Ctrl+K and Cmd+K', () => {
    const key = { key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false }
    expect(isSearchHotkey({ ...key, ctrlKey: true })).toBe(true)
    expect(isSearchHotkey({ ...key, metaKey: true })).toBe(true)
    expect(isSearchHotkey(key)).toBe(false)
    expect(isSearchHotkey({ ...key, key: 'j', ctrlKey: true })).toBe(false)
  })

  it('throws the catalogue error when useSearch is used outside its provider', () => {
    expect(() => renderHook(() => useSearch())).toThrow('useSearch must be used within a SearchProvider')
  })
})

describe('did you mean', () => {
  it('reads the suggestion of the raw answer, and nothing from an answer without one', () => {
    expect(didYouMeanOf({ _rawResults: [{ nbHits: 0, didYouMean: 'pagination' }] })).toBe('pagination')
    expect(didYouMeanOf({ _rawResults: [{ nbHits: 0 }] })).toBeUndefined()
    expect(didYouMeanOf({ _rawResults: [{ didYouMean: 3 }] })).toBeUndefined()
    expect(didYouMeanOf(undefined)).toBeUndefined()
  })
})

describe('contextLevel', () => {
  const hierarchy = { lvl1: 'useQuery', lvl2: 'Options', lvl3: 'subscribed', lvl4: null, lvl5: null, lvl6: null }
  const none = { matchLevel: 'none' }
  const full = { matchLevel: 'full' }

  it('shows no heading when the query matched the page’s title and no heading below it', () => {
    expect(contextLevel({ hierarchy, _highlightResult: { hierarchy: { lvl1: full, lvl2: none, lvl3: none } } })).toBeUndefined()
  })

  it('shows the deepest heading the query matched, one line only', () => {
    expect(contextLevel({ hierarchy, _highlightResult: { hierarchy: { lvl1: full, lvl2: none, lvl3: full } } })).toBe('lvl3')
    expect(contextLevel({ hierarchy, _highlightResult: { hierarchy: { lvl1: none, lvl2: full, lvl3: none } } })).toBe('lvl2')
  })

  it('shows the deepest heading when only the section’s text matched', () => {
    expect(contextLevel({ hierarchy, _highlightResult: { hierarchy: { lvl1: none, lvl2: none, lvl3: none } } })).toBe('lvl3')
    expect(contextLevel({ hierarchy: { lvl1: 'Overview' } })).toBeUndefined()
  })
})
