import { describe, expect, it } from 'vitest'
import { breadcrumbTrail, docStructuredData, jsonLdText, siteStructuredData } from './structured-data'
import { querySidebar as sections } from '../../../tests/support/sidebar'

describe('breadcrumbs and structured data', () => {
  it('walks library › section › page, the section linking its first page', () => {
    const trail = breadcrumbTrail({
      libraryName: 'Query',
      libraryHref: '/query/latest',
      sections,
      pathname: '/query/latest/docs/framework/react/reference/useQuery/',
      title: 'useQuery',
    })
    expect(trail).toEqual([
      { name: 'Query', href: '/query/latest' },
      { name: 'API Reference', href: '/query/latest/docs/framework/react/reference/useQuery' },
      { name: 'useQuery', href: '/query/latest/docs/framework/react/reference/useQuery' },
    ])
    expect(
      breadcrumbTrail({ libraryName: 'Query', libraryHref: '/query/latest', sections, pathname: '/query/latest/docs/unlisted', title: 'Unlisted' }),
    ).toHaveLength(2)
  })

  it('describes the page with absolute URLs, as part of the site', () => {
    const trail = [
      { name: 'Query', href: '/query/latest' },
      { name: 'Caching', href: '/query/latest/docs/caching' },
    ]
    const blocks = docStructuredData({
      siteUrl: 'https://example.com',
      siteName: 'Libs',
      trail,
      title: 'Caching',
      canonical: '/query/latest/docs/caching',
      dateModified: '2026-11-24T06:00:00+00:00',
    })
    expect(blocks).toHaveLength(2)
    const [breadcrumbs, article] = blocks
    expect(breadcrumbs).toMatchObject({
      itemListElement: [{ position: 1 }, { '@type': 'ListItem', position: 2, name: 'Caching', item: 'https://example.com/query/latest/docs/caching' }],
    })
    expect(article).toMatchObject({
      '@type': 'TechArticle',
      headline: 'Caching',
      url: 'https://example.com/query/latest/docs/caching',
      dateModified: '2026-11-24T06:00:00+00:00',
      isPartOf: { '@type': 'WebSite', url: 'https://example.com/' },
    })
  })

  it('describes the site with the search action it answers', () => {
    expect(siteStructuredData({ siteUrl: 'https://example.com', siteName: 'Libs' })).toMatchObject({
      '@type': 'WebSite',
      name: 'Libs',
      url: 'https://example.com/',
      potentialAction: { target: { urlTemplate: 'https://example.com/?q={search_term_string}' } },
    })
  })

  it('escapes what could close the script element, and stays the same JSON', () => {
    const value = { headline: '</script><script>alert(1)</script> & \u2028' }
    const text = jsonLdText(value)
    expect(text).not.toMatch(/<|>/)
    expect(JSON.parse(text)).toEqual(value)
  })
})
