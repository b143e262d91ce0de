import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './redirect'

describe('safeRedirectPath', () => {
  it('keeps paths on this site with their query and hash', () => {
    expect(safeRedirectPath('/dashboard')).toBe('/dashboard')
    expect(safeRedirectPath('/query/latest/docs?x=1#a')).toBe('/query/latest/docs?x=1#a')
  })
  it('refuses other origins and odd shapes', () => {
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'dashboard', '', '/\tx', '/login', undefined, 42]) {
      expect(safeRedirectPath(bad)).toBe('/dashboard')
    }
  })
  it('uses the given fallback', () => {
    expect(safeRedirectPath('//x', '/')).toBe('/')
  })
})
