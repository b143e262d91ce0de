import { describe, expect, it } from 'vitest'
import { rawRequest } from '../hardening/raw-request'
import { baseUrl, get } from '../support/http'

describe('the security-header step keeps what a route decided', () => {
  it('serves a repository SVG with its own sandboxing policy, not the site-wide one', async () => {
    const response = await get('/docs-assets/query/latest/docs/assets/flow.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toMatch(/(^|;\s*)sandbox(;|$)/)
    expect(policy).toMatch(/default-src 'none'/)
    // The framing rule every answer carries is added to the route's own policy, not put in its place.
    expect(policy).toMatch(/frame-ancestors 'none'/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('redirects never name the host a request claims', () => {
  it.each(['//attacker.example/x/', '//attacker.example/', '/query/', '/blog/'])('%s', async (path) => {
    const response = await rawRequest(baseUrl(), { method: 'GET', path, headers: { host: 'attacker.example' }, timeoutMs: 10_000 })
    expect(response.status).toBeGreaterThanOrEqual(300)
    expect(response.status).toBeLessThan(400)
    const location = response.headers.location ?? ''
    expect(location).not.toMatch(/^[a-z]+:/i)
    expect(location).not.toMatch(/^\/[\\/]/)
    expect(location.startsWith('/')).toBe(true)
    expect(new URL(location, 'http://site.invalid/a/b').origin).toBe('http://site.invalid')
  })
})
