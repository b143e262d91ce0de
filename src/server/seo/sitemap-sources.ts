import { latestDocPages } from '~/server/docs/latest-pages'
import { libraries } from '~/site/libraries'
import type { SitemapUrl } from './sitemap'

/**
 * URL lists added to /sitemap.xml besides the pages the site always has and the blog posts:
 * every doc page of each library's latest version, the pages of every framework included.
 */
export async function extraSitemapUrls(): Promise<SitemapUrl[][]> {
  return Promise.all(libraries.map(async (library) => (await latestDocPages(library, 'all')).map((page): SitemapUrl => ({ loc: page.href }))))
}
