import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './redirect'

const BASE = 'http://site.invalid'

/** Paths built from the pieces that confuse URL parsers: dots, slashes, backslashes, escapes. */
const trickyPath = fc
  .array(fc.constantFrom('/', '.', '..', '//', '\\', '%2f', '%2e', '%5c', 'host', 'evil.example', ':', '@', '?', '#', ' ', '\t', 'a'), { maxLength: 12 })
  .map((parts) => parts.join(''))

const anyInput = fc.oneof(
  trickyPath,
  fc.string(),
  fc.webUrl(),
  fc.webPath(),
  trickyPath.map((p) => `/${p}`),
)

describe('safeRedirectPath (properties)', () => {
  it.each(['/.//evil.example', '/./\\evil.example', '/a/..//evil.example'])('refuses %s, which a browser would read as another host', (path) => {
    expect(safeRedirectPath(path)).toBe('/dashboard')
  })

  it('always gives a path on this site, never one a browser reads as another origin', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const result = safeRedirectPath(input)
        expect(result.startsWith('/')).toBe(true)
        expect(result.startsWith('//')).toBe(false)
        expect(result.startsWith('/\\')).toBe(false)
        expect(new URL(result, BASE).origin).toBe(BASE)
        // A browser resolving it against any page of the site stays on the site.
        expect(new URL(result, `${BASE}/some/page`).origin).toBe(BASE)
      }),
      { numRuns: 2000 },
    )
  })

  it('is stable: a result passed through again comes back unchanged', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const once = safeRedirectPath(input)
        expect(safeRedirectPath(once)).toBe(once)
      }),
      { numRuns: 2000 },
    )
  })

  it('keeps ordinary site paths as they are', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`
        fc.pre(path !== '/login')
        expect(safeRedirectPath(path)).toBe(path)
      }),
    )
  })
})
