import { defaultDocHref, docsRootOf } from '~/lib/docs/paths'
import { docHref } from '~/lib/docs/sidebar'
import type { Library } from '~/site/types'
import { loadDocsConfig } from './service'

export type LatestDocPage = { section: string; label: string; href: string }

/**
 * The pages of a library's latest docs as its config lists them (examples and external links
 * left out), for the frameworks given, or for every framework. A config that cannot be read
 * gives the default doc alone, so callers always have something to link.
 */
export async function latestDocPages(library: Library, frameworks: 'first' | 'all'): Promise<LatestDocPage[]> {
  const base = `/${library.id}/latest/docs`
  let config
  try {
    config = await loadDocsConfig(library.repo, library.latestBranch, docsRootOf(library))
  } catch {
    config = undefined
  }
  if (!config) return [{ section: 'Docs', label: 'Docs', href: defaultDocHref(library, 'latest') }]
  const first = library.frameworks[0]
  const pages = new Map<string, LatestDocPage>()
  for (const section of config.sections) {
    const groups = (section.frameworks ?? []).filter((group) => frameworks === 'all' || group.label.toLowerCase() === first)
    for (const child of [...section.children, ...groups.flatMap((group) => group.children)]) {
      if (/^https?:/.test(child.to) || child.to.includes('/examples/')) continue
      const href = docHref(base, child.to)
      if (!pages.has(href)) pages.set(href, { section: section.label, label: child.label, href })
    }
  }
  return [...pages.values()]
}
