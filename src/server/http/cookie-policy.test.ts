import { describe, expect, it } from 'vitest'
import { cookieAttributes, type SiteCookie } from './cookie-policy'

const cookies: SiteCookie[] = ['session', 'oauth-flow', 'theme']

describe('cookie attributes', () => {
  it('keeps every cookie away from scripts and cross-site subrequests', () => {
    for (const cookie of cookies) {
      const attributes = cookieAttributes(cookie, 'http://localhost:3000')
      expect(attributes.httpOnly, cookie).toBe(true)
      expect(attributes.sameSite, cookie).toBe('lax')
    }
  })

  it('marks cookies Secure exactly when the site is served over https', () => {
    for (const cookie of cookies) {
      expect(cookieAttributes(cookie, 'https://libraries.example').secure, cookie).toBe(true)
      expect(cookieAttributes(cookie, 'http://localhost:3000').secure, cookie).toBe(false)
      expect(cookieAttributes(cookie, 'http://https.example').secure, cookie).toBe(false)
    }
  })

  it('scopes the session and theme to the whole site and the sign-in flow to its callback', () => {
    expect(cookieAttributes('session', 'https://s.example').path).toBe('/')
    expect(cookieAttributes('theme', 'https://s.example').path).toBe('/')
    expect(cookieAttributes('oauth-flow', 'https://s.example').path).toBe('/auth/')
  })
})
