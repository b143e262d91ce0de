import { docsRootOf } from '~/lib/docs/paths'
import { docHref } from '~/lib/docs/sidebar'
import { loadDocsConfig } from '~/server/docs/service'
import { libraries } from '~/site/libraries'
import type { SitemapUrl } from './sitemap'

/**
 * URL lists added to /sitemap.xml besides the pages the site always has and the blog posts:
 * every doc page of each library's latest version, read from the docs configs (the pages of
 * each framework included). A library whose config cannot be read adds its docs index only.
 */
export async function extraSitemapUrls(): Promise<SitemapUrl[][]> {
  return Promise.all(
    libraries.map(async (library) => {
      const base = `/${library.id}/latest/docs`
      let config
      try {
        config = await loadDocsConfig(library.repo, library.latestBranch, docsRootOf(library))
      } catch {
        config = undefined
      }
      if (!config) return [{ loc: `${base}/${library.defaultDocs ?? 'overview'}` }]
      const paths = new Set<string>()
      for (const section of config.sections) {
        const children = [...section.children, ...(section.frameworks ?? []).flatMap((group) => group.children)]
        for (const child of children) {
          if (/^https?:/.test(child.to) || child.to.includes('/examples/')) continue
          paths.add(docHref(base, child.to))
        }
      }
      return [...paths].map((loc): SitemapUrl => ({ loc }))
    }),
  )
}
