import { XMLBuilder } from 'fast-xml-parser'
import { formatAuthors, type BlogPostSummary } from '~/lib/blog'

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true, suppressBooleanAttributes: false })

/** RFC 822 date of a post's publication day (midday UTC, so no reader shows the day before). */
function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toUTCString()
}

/** The blog's RSS 2.0 feed, newest post first, with absolute links. */
export function buildRssFeed(posts: readonly BlogPostSummary[], site: { siteUrl: string; siteName: string }): string {
  const url = (path: string) => new URL(path, site.siteUrl).href
  const feed = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    rss: {
      '@_version': '2.0',
      '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
      '@_xmlns:dc': 'http://purl.org/dc/elements/1.1/',
      channel: {
        title: `${site.siteName} Blog`,
        link: url('/blog'),
        description: `News, releases and guides from the ${site.siteName} libraries.`,
        language: 'en',
        'atom:link': { '@_href': url('/blog/rss.xml'), '@_rel': 'self', '@_type': 'application/rss+xml' },
        ...(posts[0] ? { lastBuildDate: rfc822(posts[0].published) } : {}),
        item: posts.map((post) => ({
          title: post.title,
          link: url(`/blog/${post.slug}`),
          guid: { '@_isPermaLink': 'true', '#text': url(`/blog/${post.slug}`) },
          description: post.description,
          pubDate: rfc822(post.published),
          'dc:creator': formatAuthors(post.authors),
        })),
      },
    },
  }
  return builder.build(feed) as string
}
