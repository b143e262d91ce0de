import { frameworkDisplay, type FrameworkDisplay } from '~/site/frameworks'
import type { DocsConfig } from './config-schema'
import { normalizePage } from './address'
import { isExternalLink, linkExists, type PageList } from './page-list'

/** A sidebar link; `badge` and `external` are left out when empty, since the sidebar travels with every page. */
export type SidebarItem = { label: string; href: string; badge?: string; external?: true }
export type SidebarSection = { label: string; items: SidebarItem[]; collapsible: boolean; defaultCollapsed: boolean }

/** A config section with only the links that reach something, its framework children by framework. */
export type NavigationSection = {
  label: string
  collapsible: boolean
  defaultCollapsed: boolean
  items: SidebarItem[]
  byFramework: Record<string, SidebarItem[]>
}

/** What the docs layout needs to draw the sidebar and the selectors of one version. */
export type DocsNavigation = { frameworks: FrameworkDisplay[]; sections: NavigationSection[] }

/** `/query/latest/docs` + `framework/react/overview` → `/query/latest/docs/framework/react/overview`. */
export function docHref(docsBase: string, to: string): string {
  if (isExternalLink(to)) return to
  const hash = /#.*$/.exec(to)?.[0] ?? ''
  return `${docsBase}/${normalizePage(to)}${hash}`
}

/**
 * The navigation of a version: the config's sections with every link that names no page or
 * example of the repository left out, so the sidebar never links to a 404.
 */
export function buildNavigation(list: PageList, docsBase: string): DocsNavigation {
  const item = (child: DocsConfig['sections'][number]['children'][number]): SidebarItem[] => {
    if (!linkExists(list, child.to)) return []
    const link: SidebarItem = { label: child.label, href: docHref(docsBase, child.to) }
    if (child.badge) link.badge = child.badge
    if (isExternalLink(child.to)) link.external = true
    return [link]
  }
  const sections = (list.config?.sections ?? []).map((section) => ({
    label: section.label,
    collapsible: section.collapsible ?? false,
    defaultCollapsed: section.defaultCollapsed ?? false,
    items: section.children.flatMap(item),
    byFramework: Object.fromEntries(
      (section.frameworks ?? [])
        .map((group) => [group.label.trim().toLowerCase(), group.children.flatMap(item)] as const)
        .filter(([framework, items]) => items.length > 0 && list.frameworks.includes(framework)),
    ),
  }))
  return { frameworks: list.frameworks.map(frameworkDisplay), sections }
}

/** The sidebar for one framework: each section's own links, then its links for that framework. Empty sections are dropped. */
export function sidebarFor(navigation: DocsNavigation, framework: string | undefined): SidebarSection[] {
  return navigation.sections.flatMap((section) => {
    const items = [...section.items, ...((framework && section.byFramework[framework]) || [])]
    if (items.length === 0) return []
    return [{ label: section.label, items, collapsible: section.collapsible, defaultCollapsed: section.defaultCollapsed }]
  })
}

export type PrevNext = { prev?: SidebarItem; next?: SidebarItem }

/** The pages before and after `href` in sidebar order (examples and external links skipped). */
export function prevNext(sections: SidebarSection[], href: string): PrevNext {
  const pages = sections.flatMap((s) => s.items).filter((item) => !item.external && !item.href.includes('/examples/'))
  const index = pages.findIndex((item) => item.href === href)
  if (index < 0) return {}
  return { prev: pages[index - 1], next: pages[index + 1] }
}
