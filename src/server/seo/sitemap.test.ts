import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import type { BlogPostSummary } from '~/lib/blog'
import { libraries } from '~/site/libraries'
import { buildSitemapXml, robotsTxt, siteSitemapUrls } from './sitemap'

const post = {
  slug: 'hello',
  title: 'Hello',
  description: 'd',
  published: '2026-03-02',
  authors: ['Ada'],
  draft: false,
  excerpt: '',
  readingMinutes: 1,
} satisfies BlogPostSummary

describe('sitemap', () => {
  it('lists home, static pages, every landing page, posts and extra lists as absolute URLs, once each', () => {
    const docs = [{ loc: '/query/latest/docs/framework/react/overview' }, { loc: '/blog/hello' }]
    const urls = siteSitemapUrls('https://example.dev', [post], docs)
    const locs = urls.map((u) => u.loc)
    expect(locs).toContain('https://example.dev/')
    expect(locs).toContain('https://example.dev/blog')
    expect(locs).toContain('https://example.dev/terms')
    for (const library of libraries) expect(locs).toContain(`https://example.dev/${library.id}/latest`)
    expect(locs).toContain('https://example.dev/query/latest/docs/framework/react/overview')
    expect(locs.filter((l) => l === 'https://example.dev/blog/hello')).toHaveLength(1)
    expect(urls.find((u) => u.loc.endsWith('/blog/hello'))?.lastmod).toBe('2026-03-02')
  })

  it('is a valid sitemaps.org document, parsed back', () => {
    const xml = buildSitemapXml(siteSitemapUrls('https://example.dev', [post], [{ loc: '/a?x=1&y=2' }]))
    expect(XMLValidator.validate(xml)).toBe(true)
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_' }).parse(xml)
    expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    const entries = doc.urlset.url as { loc: string; lastmod?: string }[]
    expect(entries.length).toBe(8 + libraries.length + 2)
    expect(entries).toContainEqual({ loc: 'https://example.dev/blog/hello', lastmod: '2026-03-02' })
    expect(entries.map((e) => e.loc)).toContain('https://example.dev/a?x=1&y=2')
    expect(xml).toContain('https://example.dev/a?x=1&amp;y=2')
  })
})

describe('robots.txt', () => {
  it('points crawlers at the sitemap', () => {
    expect(robotsTxt('https://example.dev')).toContain('Sitemap: https://example.dev/sitemap.xml')
    expect(robotsTxt('https://example.dev')).toMatch(/^User-agent: \*\nAllow: \//)
  })
})
