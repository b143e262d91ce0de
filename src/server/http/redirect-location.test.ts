import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { siteRelativeLocation, withSiteRelativeLocation } from './redirect-location'

const REQUEST = 'http://attacker.example/x/'

describe('siteRelativeLocation', () => {
  it('turns a location on the requested host into its path', () => {
    expect(siteRelativeLocation('http://attacker.example/x/', REQUEST)).toBe('/x/')
    expect(siteRelativeLocation('http://attacker.example/evil.example/?a=1#b', REQUEST)).toBe('/evil.example/?a=1#b')
    expect(siteRelativeLocation('http://attacker.example//evil.example/', REQUEST)).toBe('/evil.example/')
  })
  it('leaves paths and other sites alone', () => {
    expect(siteRelativeLocation('/query/latest', REQUEST)).toBe('/query/latest')
    expect(siteRelativeLocation('https://cottonbureau.com/people/tanstack', REQUEST)).toBe('https://cottonbureau.com/people/tanstack')
  })
  it('never gives a location a browser reads as another origin', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.constantFrom('', '/', '//', '/\\', '/./'), (path, prefix) => {
        const location = siteRelativeLocation(`http://attacker.example${prefix}${path}`, REQUEST)
        if (location.startsWith('http')) return
        expect(new URL(location, 'http://site.invalid/a/').origin).toBe('http://site.invalid')
      }),
    )
  })
})

describe('withSiteRelativeLocation', () => {
  it('rewrites redirects only', () => {
    const redirect = withSiteRelativeLocation(new Request(REQUEST), Response.redirect('http://attacker.example/x', 308))
    expect(redirect.headers.get('location')).toBe('/x')
    const page = new Response('ok', { headers: { location: 'http://attacker.example/y' } })
    expect(withSiteRelativeLocation(new Request(REQUEST), page).headers.get('location')).toBe('http://attacker.example/y')
  })
})
