import { XMLBuilder } from 'fast-xml-parser'
import type { BlogPostSummary } from '~/lib/blog'
import { libraries } from '~/site/libraries'

export type SitemapUrl = { loc: string; lastmod?: string }

/** Pages of the site that exist whatever the content: listed in every sitemap. */
export const staticSitemapPaths = ['/', '/blog', '/learn', '/ethos', '/support', '/dedicated-support', '/terms', '/privacy'] as const

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true, suppressBooleanAttributes: false })

/**
 * Every URL of the sitemap: home and static pages, each library's landing page, the blog
 * posts, then any `extra` lists (the docs feature passes every doc page of the latest
 * versions here). Paths become absolute URLs on `siteUrl`; duplicates are dropped.
 */
export function siteSitemapUrls(siteUrl: string, posts: readonly BlogPostSummary[], ...extra: SitemapUrl[][]): SitemapUrl[] {
  const absolute = (loc: string) => new URL(loc, siteUrl).href
  const urls: SitemapUrl[] = [
    ...staticSitemapPaths.map((path) => ({ loc: path })),
    ...libraries.map((library) => ({ loc: `/${library.id}/latest` })),
    ...posts.map((post) => ({ loc: `/blog/${post.slug}`, lastmod: post.published })),
    ...extra.flat(),
  ]
  const seen = new Set<string>()
  const unique: SitemapUrl[] = []
  for (const url of urls) {
    const loc = absolute(url.loc)
    if (seen.has(loc)) continue
    seen.add(loc)
    unique.push(url.lastmod ? { loc, lastmod: url.lastmod } : { loc })
  }
  return unique
}

/** A sitemaps.org 0.9 document. */
export function buildSitemapXml(urls: readonly SitemapUrl[]): string {
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    urlset: { '@_xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9', url: urls },
  }) as string
}

/** robots.txt: everything may be crawled except server-function calls; names the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /_serverFn/', '', `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`, ''].join('\n')
}
