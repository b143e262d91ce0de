import type { DocsConfig } from './config-schema'

export type SidebarItem = { label: string; href: string; badge?: string; external: boolean }
export type SidebarSection = { label: string; items: SidebarItem[]; collapsible: boolean; defaultCollapsed: boolean }

/** `/query/latest/docs` + `framework/react/overview` → `/query/latest/docs/framework/react/overview`. */
export function docHref(docsBase: string, to: string): string {
  if (/^https?:\/\//.test(to)) return to
  return `${docsBase}/${to.replace(/^\/+/, '').replace(/\.md$/, '')}`
}

/**
 * The sidebar for one framework: each section's own children, then the children listed
 * for that framework. Sections left empty are dropped.
 */
export function buildSidebar(config: DocsConfig, docsBase: string, framework: string | undefined): SidebarSection[] {
  return config.sections.flatMap((section) => {
    const frameworkChildren = framework ? (section.frameworks?.find((f) => f.label.toLowerCase() === framework)?.children ?? []) : []
    const items = [...section.children, ...frameworkChildren].map((child) => ({
      label: child.label,
      href: docHref(docsBase, child.to),
      badge: child.badge,
      external: /^https?:\/\//.test(child.to),
    }))
    if (items.length === 0) return []
    return [{ label: section.label, items, collapsible: section.collapsible ?? false, defaultCollapsed: section.defaultCollapsed ?? false }]
  })
}

/** The frameworks a config has pages for (lower-case values), in order of first mention. */
export function configFrameworks(config: DocsConfig): string[] {
  const seen = new Set<string>()
  for (const section of config.sections) for (const group of section.frameworks ?? []) if (group.children.length) seen.add(group.label.toLowerCase())
  return [...seen]
}

export type PrevNext = { prev?: SidebarItem; next?: SidebarItem }

/** The pages before and after `href` in sidebar order (examples and external links skipped). */
export function prevNext(sections: SidebarSection[], href: string): PrevNext {
  const pages = sections.flatMap((s) => s.items).filter((item) => !item.external && !item.href.includes('/examples/'))
  const index = pages.findIndex((item) => item.href === href)
  if (index < 0) return {}
  return { prev: pages[index - 1], next: pages[index + 1] }
}
