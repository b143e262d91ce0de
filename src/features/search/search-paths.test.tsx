// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { renderHook } from '@testing-library/react'
import { frameworkOfUrl, nextFocus, ownHostTarget, preselectedFilters } from './search-paths'
import { isSearchHotkey, useSearch } from './search-context'

describe('search dialog helpers', () => {
  it('preselects the library from the first segment and the framework after /framework/', () => {
    expect(preselectedFilters('/query/latest/docs/framework/react/overview')).toEqual({ library: 'query', framework: 'react' })
    expect(preselectedFilters('/router/v1/docs/guide')).toEqual({ library: 'router', framework: undefined })
    expect(preselectedFilters('/blog/some-post')).toEqual({ library: undefined, framework: undefined })
    expect(preselectedFilters('/form/latest/docs/framework/cobol/x')).toEqual({ library: 'form', framework: undefined })
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
