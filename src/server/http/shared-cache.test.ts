import { describe, expect, it } from 'vitest'
import { withoutCookiesForSharedCache } from './shared-cache'

describe('requests for pages kept by shared caches', () => {
  it('reach the app without cookies', () => {
    const request = new Request('http://localhost/sponsors-embed?x=1', { headers: { cookie: 'theme=dark', accept: 'text/html' } })
    const stripped = withoutCookiesForSharedCache(request)
    expect(stripped.headers.get('cookie')).toBeNull()
    expect(stripped.headers.get('accept')).toBe('text/html')
    expect(stripped.url).toBe(request.url)
  })

  it('leave every other request as it is', () => {
    const request = new Request('http://localhost/terms', { headers: { cookie: 'theme=dark' } })
    expect(withoutCookiesForSharedCache(request)).toBe(request)
  })
})
