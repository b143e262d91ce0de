import { describe, expect, it } from 'vitest'
import { OG_TITLE_MAX } from '~/lib/og'
import { cardRequest } from './request'

const site = { siteName: 'Acme', siteUrl: 'https://acme.dev' }

describe('card requests', () => {
  it('reads the library, title and label', () => {
    const card = cardRequest('query.png', new URLSearchParams({ title: '  Hello\n world ', label: 'Blog' }), site)
    expect(card).toMatchObject({ title: 'Hello world', label: 'Blog', siteName: 'Acme', siteHost: 'acme.dev' })
    expect(card?.library?.id).toBe('query')
  })

  it('falls back to the tagline or the site name without a title, and cuts long ones', () => {
    expect(cardRequest('router.png', new URLSearchParams(), site)?.title).toMatch(/\w/)
    expect(cardRequest('site.png', new URLSearchParams(), site)).toMatchObject({ title: 'Acme', library: undefined })
    expect(cardRequest('site.png', new URLSearchParams({ title: 'x'.repeat(999) }), site)?.title).toHaveLength(OG_TITLE_MAX)
  })

  it.each(['jquery.png', 'query.svg', 'query', '../query.png', 'Query.png', 'a/query.png', ''])('refuses %j', (splat) => {
    expect(cardRequest(splat, new URLSearchParams(), site)).toBeUndefined()
  })
})
