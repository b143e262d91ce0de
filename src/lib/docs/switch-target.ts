/**
 * Where the version and framework selectors lead: the same page in the other version or
 * framework when it exists there, else the closest one — the first page of the same sidebar
 * section, else the version's default doc — with a notice saying the page is not there. Pure.
 */
import { buildNavigation, sidebarFor } from './sidebar'
import { frameworkPageKey, normalizePage, splitFrameworkPage } from './address'
import { defaultDocPage, findPage, type CatalogueEntry, type PageList } from './page-list'

export type SwitchRequest = {
  /** The page being read, as in its URL after `/docs/`. */
  page: string
  /** The framework to show (the selector's choice, or the current one on a version switch). */
  framework?: string
}

export type SwitchTarget = { page: string; exact: true } | { page: string; exact: false }

/** The sidebar section (label) that links `page` for a framework, if any. */
function sectionOf(list: PageList, page: string, framework: string | undefined): string | undefined {
  // Built on an empty base, the sidebar's hrefs are the pages themselves.
  for (const section of sidebarFor(buildNavigation(list, ''), framework)) {
    if (section.items.some((item) => !item.external && normalizePage(item.href) === page)) return section.label
  }
  return undefined
}

export function switchTarget(library: CatalogueEntry, from: PageList, to: PageList, request: SwitchRequest): SwitchTarget | undefined {
  const current = normalizePage(request.page)
  const inFramework = splitFrameworkPage(current)
  const framework = request.framework ?? inFramework?.framework
  const rest = inFramework?.rest ?? current
  const wanted = inFramework && framework && to.frameworks.includes(framework) ? frameworkPageKey(framework, rest) : rest
  for (const candidate of [wanted, rest]) {
    if (findPage(to, candidate)) return { page: candidate, exact: true }
  }
  const section = sectionOf(from, current, inFramework?.framework ?? framework)
  if (section) {
    const there = sidebarFor(buildNavigation(to, ''), framework).find((s) => s.label === section)
    const first = there?.items.find((item) => !item.external && !item.href.includes('/examples/') && findPage(to, normalizePage(item.href)))
    if (first) return { page: normalizePage(first.href), exact: false }
  }
  const fallback = defaultDocPage(to, library)
  return fallback ? { page: fallback, exact: false } : undefined
}
