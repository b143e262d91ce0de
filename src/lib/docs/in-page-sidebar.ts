import { createSerializationAdapter } from '@tanstack/react-router'
import type { SidebarItem, SidebarSection } from './sidebar'

/**
 * The docs sidebar a server-rendered page already carries in its markup. Sent again inside the
 * hydration data it was the largest part of it (the Queries guide: 9.6 KB of 14.8), and too far
 * from the markup for gzip to share. A loader running on the server wraps the sections in
 * `InPageSidebar`; the serializer sends only a marker, and the browser reads the sections back
 * from the sidebar the server rendered (`Sidebar.tsx`), before anything changes it — as
 * `in-page-html.ts` does for a doc's HTML.
 */
export class InPageSidebar {
  /** Known on the server; in the browser, filled in by the first read. */
  constructor(public sections?: SidebarSection[]) {}
}

/** Sections as data (from a server function) or as the page's own markup. */
export type SidebarSource = SidebarSection[] | InPageSidebar

export const inPageSidebarAdapter = createSerializationAdapter({
  key: 'in-page-sidebar',
  test: (value): value is InPageSidebar => value instanceof InPageSidebar,
  toSerializable: () => 0,
  fromSerializable: () => new InPageSidebar(),
})

/** The marks Sidebar.tsx puts in its markup for `readSidebarMarkup`. */
const sidebarMarkup = {
  nav: 'data-sidebar',
  section: 'data-sidebar-section',
  collapsedByDefault: 'data-collapsed-by-default',
  external: 'data-external',
  badge: 'data-badge',
} as const

/** The sections as `Sidebar` rendered them: labels, links, badges and how each section folds. */
export function readSidebarMarkup(nav: Element): SidebarSection[] {
  return [...nav.querySelectorAll(`[${sidebarMarkup.section}]`)].map((section) => {
    const heading = section.firstElementChild
    const items = [...section.querySelectorAll('a[href]')].map((anchor): SidebarItem => {
      const item: SidebarItem = { label: anchor.firstChild?.textContent ?? '', href: anchor.getAttribute('href') ?? '' }
      const badge = anchor.querySelector(`[${sidebarMarkup.badge}]`)?.textContent
      if (badge) item.badge = badge
      if (anchor.hasAttribute(sidebarMarkup.external)) item.external = true
      return item
    })
    return {
      label: heading?.textContent ?? '',
      items,
      collapsible: heading?.tagName === 'BUTTON',
      defaultCollapsed: section.hasAttribute(sidebarMarkup.collapsedByDefault),
    }
  })
}

/** The sections; the first read of page-carried ones in the browser takes them from the page and keeps them. */
export function sectionsOf(source: SidebarSource): SidebarSection[] {
  if (Array.isArray(source)) return source
  if (source.sections === undefined && typeof document !== 'undefined') {
    const nav = document.querySelector(`[${sidebarMarkup.nav}]`)
    source.sections = nav ? readSidebarMarkup(nav) : []
  }
  return source.sections ?? []
}

/** In a loader: on the server the sections travel in the markup only; in the browser they stay as they came. */
export function inPageSidebar(sections: SidebarSection[]): SidebarSource {
  return import.meta.env.SSR ? new InPageSidebar(sections) : sections
}
