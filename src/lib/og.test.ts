import { describe, expect, it } from 'vitest'
import { OG_TITLE_MAX, ogImageUrl, siteUrlOf } from './og'

describe('ogImageUrl', () => {
  it('builds an absolute, encoded URL for a library or the site', () => {
    expect(ogImageUrl('https://example.dev', { title: 'Query & Router', library: 'query', label: 'Blog' })).toBe(
      'https://example.dev/og/query.png?title=Query+%26+Router&label=Blog',
    )
    expect(ogImageUrl('http://localhost:3000/', { title: 'Home' })).toBe('http://localhost:3000/og/site.png?title=Home')
  })

  it('shortens very long titles', () => {
    const url = new URL(ogImageUrl('https://example.dev', { title: 'x'.repeat(500) }))
    expect(url.searchParams.get('title')).toHaveLength(OG_TITLE_MAX)
  })

  it('reads the site URL from the root match', () => {
    expect(siteUrlOf([{ loaderData: { config: { siteUrl: 'https://example.dev' } } }])).toBe('https://example.dev')
    expect(siteUrlOf([])).toBe('')
  })
})
