import { docsBase } from '~/lib/docs/address'
import { loadPageList } from '~/server/content/page-list'
import { libraries } from '~/site/libraries'
import { LATEST } from '~/site/versions'
import type { SitemapUrl } from './sitemap'

/**
 * URL lists added to /sitemap.xml besides the pages the site always has and the blog posts:
 * every page of each library's latest docs, from its page list. Framework URLs served from a
 * framework-neutral file are left out: their canonical URL is the neutral page's.
 */
export async function extraSitemapUrls(): Promise<SitemapUrl[][]> {
  return Promise.all(
    libraries.map(async (library) => {
      const list = await loadPageList(library, LATEST).catch(() => undefined)
      if (!list) return []
      const base = docsBase(library.id, LATEST)
      return list.pages
        .filter((page) => page.framework === null || page.file.startsWith(`${list.docsRoot}/framework/`))
        .map((page): SitemapUrl => ({ loc: `${base}/${page.page}` }))
    }),
  )
}
