import type { SitemapUrl } from './sitemap'

/**
 * Extension point: URL lists added to /sitemap.xml besides the pages the site always has and
 * the blog posts. The docs feature returns here every doc page of each library's latest
 * version, read from the docs configs (paths like "/query/latest/docs/overview").
 */
export async function extraSitemapUrls(): Promise<SitemapUrl[][]> {
  return []
}
