import { describe, expect, it } from 'vitest'
import { withSpecPath } from './spec-paths'

describe('spec addresses with a trailing slash', () => {
  it('renders /stats/npm/ as the route without the slash, keeping the query string and headers', () => {
    const request = new Request('http://site.test/stats/npm/?range=30-days', { headers: { cookie: 'theme=dark' } })
    const rendered = withSpecPath(request)
    expect(rendered.url).toBe('http://site.test/stats/npm?range=30-days')
    expect(rendered.headers.get('cookie')).toBe('theme=dark')
    expect(rendered.method).toBe('GET')
  })

  it('leaves every other address and method alone', () => {
    for (const url of ['http://site.test/stats/npm', 'http://site.test/query/latest/docs/', 'http://site.test/stats/npm//', 'http://site.test/stats/']) {
      const request = new Request(url)
      expect(withSpecPath(request)).toBe(request)
    }
    const post = new Request('http://site.test/stats/npm/', { method: 'POST', body: 'x' })
    expect(withSpecPath(post)).toBe(post)
  })
})
