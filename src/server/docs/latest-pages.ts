import { docsBase } from '~/lib/docs/paths'
import { buildNavigation, sidebarFor } from '~/lib/docs/sidebar'
import type { Library } from '~/site/types'
import { LATEST } from '~/site/versions'
import { loadPageList } from './page-list'

export type LatestDocPage = { section: string; label: string; href: string }

/**
 * The pages of a library's latest docs, from its page list: `'sidebar'` gives the pages the
 * sidebar shows for the first framework, labelled and grouped like it; `'all'` gives every page
 * of every framework (for the sitemap). A version that cannot be read gives none.
 */
export async function latestDocPages(library: Library, which: 'sidebar' | 'all'): Promise<LatestDocPage[]> {
  const list = await loadPageList(library, LATEST).catch(() => undefined)
  if (!list) return []
  const base = docsBase(library.id, LATEST)
  if (which === 'all') return list.pages.map((page) => ({ section: 'Docs', label: page.page, href: `${base}/${page.page}` }))
  const pages = new Map<string, LatestDocPage>()
  for (const section of sidebarFor(buildNavigation(list, base), list.frameworks[0])) {
    for (const item of section.items) {
      if (item.external || item.href.includes('/examples/') || pages.has(item.href)) continue
      pages.set(item.href, { section: section.label, label: item.label, href: item.href })
    }
  }
  return [...pages.values()]
}
