import { describe, expect, it } from 'vitest'
import { framePolicyFor, withFramePolicy } from './frame-policy'

const request = (path: string) => new Request(`http://localhost${path}`)

describe('frame policy', () => {
  it('lets any site frame the sponsors widget and nothing else', () => {
    expect(framePolicyFor('/sponsors-embed')).toEqual({ frameAncestors: '*', xFrameOptions: undefined })
    expect(framePolicyFor('/sponsors-embed/')).toEqual({ frameAncestors: '*', xFrameOptions: undefined })
    for (const path of ['/', '/query/latest', '/sponsors-embed/x', '/sponsors-embedded', '/_serverFn/abc', '/dedicated-support']) {
      expect(framePolicyFor(path), path).toEqual({ frameAncestors: "'none'", xFrameOptions: 'DENY' })
    }
  })

  it('sets both headers on a page and keeps status, body and other headers', async () => {
    const original = new Response('<html></html>', { status: 404, headers: { 'content-type': 'text/html', 'cache-control': 'no-store' } })
    const response = withFramePolicy(request('/terms?x=1'), original)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe('<html></html>')
  })

  it('opens the widget to every site and drops an X-Frame-Options set upstream', () => {
    const response = withFramePolicy(request('/sponsors-embed'), new Response('', { headers: { 'x-frame-options': 'SAMEORIGIN' } }))
    expect(response.headers.get('content-security-policy')).toBe('frame-ancestors *')
    expect(response.headers.has('x-frame-options')).toBe(false)
  })

  it('adds the directive to an existing policy, and leaves one that already decides framing', () => {
    const added = withFramePolicy(request('/'), new Response('', { headers: { 'content-security-policy': "default-src 'self';" } }))
    expect(added.headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors 'none'")
    const kept = withFramePolicy(request('/'), new Response('', { headers: { 'content-security-policy': "frame-ancestors 'self'" } }))
    expect(kept.headers.get('content-security-policy')).toBe("frame-ancestors 'self'")
  })

  it('works on a redirect, whose headers are immutable', () => {
    const response = withFramePolicy(request('/merch'), Response.redirect('https://example.com/', 301))
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('https://example.com/')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })
})
