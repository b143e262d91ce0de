import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import type { BlogPostSummary } from '~/lib/blog'
import { buildRssFeed } from './feed'

const summary = (slug: string, title: string, published: string, authors: string[]): BlogPostSummary => ({
  slug,
  title,
  description: `About ${title}`,
  published,
  authors,
  draft: false,
  excerpt: '',
  readingMinutes: 2,
})

const posts = [summary('b', 'Tips & <tricks>', '2026-03-02', ['Ada', 'Linus']), summary('a', 'First', '2026-01-01', ['Grace'])]

describe('RSS feed', () => {
  it('is well-formed RSS 2.0 with absolute links, escaped text and RFC 822 dates', () => {
    const xml = buildRssFeed(posts, { siteUrl: 'https://example.dev', siteName: 'Acme' })
    expect(XMLValidator.validate(xml)).toBe(true)
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_' }).parse(xml)
    expect(doc.rss['@_version']).toBe('2.0')
    const channel = doc.rss.channel
    expect(channel.title).toBe('Acme Blog')
    expect(channel.link).toBe('https://example.dev/blog')
    expect(channel['atom:link']['@_href']).toBe('https://example.dev/blog/rss.xml')
    expect(channel.item).toHaveLength(2)
    const [first, second] = channel.item
    expect(first.title).toBe('Tips & <tricks>')
    expect(first.guid['@_isPermaLink']).toBe('true')
    expect(first.link).toBe('https://example.dev/blog/b')
    expect(first.guid['#text']).toBe('https://example.dev/blog/b')
    expect(first.pubDate).toBe('Mon, 02 Mar 2026 12:00:00 GMT')
    expect(first['dc:creator']).toBe('Ada and Linus')
    expect(second.title).toBe('First')
    expect(xml).toContain('Tips &amp; &lt;tricks&gt;')
  })

  it('is still valid with no posts', () => {
    const xml = buildRssFeed([], { siteUrl: 'https://example.dev', siteName: 'Acme' })
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(new XMLParser().parse(xml).rss.channel.title).toBe('Acme Blog')
  })
})
