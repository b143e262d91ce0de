/**
 * What a library's repository holds at one version — its frameworks, pages and examples — worked
 * out from what was read there (the docs config, the Markdown files under the docs folder, the
 * folders under `examples/`). Pure: the server reads the repository (server/content/page-list.ts),
 * this decides what is a page. The catalogue only orders and labels; it never makes a page exist.
 */
import type { DocsConfig } from './config-schema'
import { exampleOfPage, frameworkPageKey, isMarkdownFile, normalizePage, splitFrameworkPage, withoutMarkdownExtension, type ExampleEntry } from './address'
import { frameworkOrder } from '~/site/frameworks'

/** One page of a version. `page` is the path after `/docs/`, as in its URL. */
export type DocPageEntry = {
  page: string
  /** The framework in the page's URL, or null for a framework-neutral page. */
  framework: string | null
  /** The repository file rendered for it. */
  file: string
}

export type { ExampleEntry }

export type PageList = {
  libraryId: string
  docsRoot: string
  /** Every framework the repository has at this version, in the catalogue's order first. */
  frameworks: string[]
  /**
   * Every page: each Markdown file under the docs folder, and the framework views of neutral
   * pages that the docs config links to. The site links to nothing else.
   */
  pages: DocPageEntry[]
  /** The same pages by `page`. */
  byPage: ReadonlyMap<string, DocPageEntry>
  examples: ExampleEntry[]
  config: DocsConfig | null
}

/** What was read from the repository at one commit, for `buildPageList`. */
export type RepositoryListing = {
  /** Repository paths of the Markdown files under the docs folder. */
  docFiles: string[]
  config: DocsConfig | null
  /** Folders two levels under `examples/`: `{ framework, name }` for `examples/{framework}/{name}`. */
  exampleFolders: ExampleEntry[]
}

export type CatalogueEntry = {
  id: string
  frameworks: readonly string[]
  defaultDocs?: string
  defaultExample?: string
}

export function isExternalLink(to: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//')
}

/** The frameworks a docs config names, lower-case, in order of first mention. */
export function configFrameworkValues(config: DocsConfig | null): string[] {
  const seen = new Set<string>()
  for (const section of config?.sections ?? []) for (const group of section.frameworks ?? []) seen.add(group.label.trim().toLowerCase())
  return [...seen].filter(Boolean)
}

function pageOfFile(docsRoot: string, file: string): string | undefined {
  const root = docsRoot.replace(/\/+$/, '')
  if (!file.startsWith(`${root}/`) || !isMarkdownFile(file)) return undefined
  return withoutMarkdownExtension(file.slice(root.length + 1))
}

/**
 * The page list of one version. Frameworks come from the config, the `framework/*` folders of
 * the docs and the `examples/*` folders (the last only for values the docs or the catalogue
 * know as frameworks, since old layouts keep examples directly under `examples/`).
 */
export function buildPageList(library: CatalogueEntry, docsRoot: string, listing: RepositoryListing): PageList {
  const byPage = new Map<string, DocPageEntry>()
  const docFrameworks: string[] = []
  for (const file of [...listing.docFiles].sort()) {
    const page = pageOfFile(docsRoot, file)
    if (!page) continue
    const framework = splitFrameworkPage(page)?.framework ?? null
    if (framework && !docFrameworks.includes(framework)) docFrameworks.push(framework)
    byPage.set(page, { page, framework, file })
  }
  const named = [...configFrameworkValues(listing.config), ...docFrameworks]
  const exampleFrameworks = listing.exampleFolders.map((e) => e.framework).filter((fw) => named.includes(fw) || frameworkOrder(fw) >= 0)
  const frameworks = orderFrameworks(library.frameworks, [...named, ...exampleFrameworks])
  const list: PageList = {
    libraryId: library.id,
    docsRoot,
    frameworks,
    pages: [],
    byPage,
    examples: listing.exampleFolders.filter((e) => frameworks.includes(e.framework)),
    config: listing.config,
  }
  // Framework views of neutral pages that the config links to (`framework/react/overview`
  // served from `overview.md`) are pages too: the sidebar links them.
  for (const to of configLinks(listing.config)) {
    const page = normalizePage(to)
    if (byPage.has(page)) continue
    const view = frameworkView(list, page)
    if (view) byPage.set(page, view)
  }
  list.pages = [...byPage.values()]
  return list
}

/** Frameworks in the catalogue's order, then the other known ones, then unknown values as found. */
export function orderFrameworks(catalogue: readonly string[], found: string[]): string[] {
  const unique = [...new Set(found.map((f) => f.toLowerCase()))]
  const rank = (fw: string) => {
    const inCatalogue = catalogue.indexOf(fw)
    if (inCatalogue >= 0) return inCatalogue
    const known = frameworkOrder(fw)
    return known >= 0 ? 100 + known : 1000 + unique.indexOf(fw)
  }
  return unique.sort((a, b) => rank(a) - rank(b))
}

/** Every `to` of a config, section and framework children alike, in config order. */
export function configLinks(config: DocsConfig | null): string[] {
  return (config?.sections ?? []).flatMap((section) => [
    ...section.children.map((child) => child.to),
    ...(section.frameworks ?? []).flatMap((group) => group.children.map((child) => child.to)),
  ])
}

function neutralPage(list: PageList, page: string): DocPageEntry | undefined {
  const entry = list.byPage.get(page)
  return entry?.framework === null ? entry : undefined
}

/** `framework/{fw}/{page}` read from the neutral `{page}` when the framework has no file of its own. */
function frameworkView(list: PageList, page: string): DocPageEntry | undefined {
  const split = splitFrameworkPage(page)
  if (!split || !list.frameworks.includes(split.framework)) return undefined
  const neutral = neutralPage(list, split.rest)
  return neutral ? { page, framework: split.framework, file: neutral.file } : undefined
}

const folderIndexNames = ['index', 'README', 'readme']

/**
 * The page a URL's path after `/docs/` names: a listed page, a folder's `index` or `README`
 * page, or a framework view of a neutral page for one of the version's frameworks.
 */
export function findPage(list: PageList, requested: string): DocPageEntry | undefined {
  const page = normalizePage(requested)
  if (!page) return undefined
  const exact = list.byPage.get(page)
  if (exact) return exact
  for (const index of folderIndexNames) {
    const folderPage = list.byPage.get(`${page}/${index}`)
    if (folderPage) return { ...folderPage, page }
  }
  const view = frameworkView(list, page)
  if (view) return view
  const split = splitFrameworkPage(page)
  if (split && list.frameworks.includes(split.framework)) {
    for (const index of folderIndexNames) {
      const folderView = frameworkView(list, `${page}/${index}`)
      if (folderView) return { ...folderView, page }
    }
  }
  return undefined
}

export function hasExample(list: PageList, framework: string, name: string): boolean {
  return list.examples.some((e) => e.framework === framework && e.name === name)
}

/** Whether a config link or docs path names something that exists: a page, an example, or an outside URL. */
export function linkExists(list: PageList, to: string): boolean {
  if (isExternalLink(to)) return true
  const page = normalizePage(to)
  const example = exampleOfPage(page)
  if (example) return hasExample(list, example.framework, example.name)
  return findPage(list, page) !== undefined
}

/**
 * The page `/docs` opens: the catalogue's default doc if this version has it, else the overview
 * (neutral, then for the first framework), else the config's first page, else the first page.
 */
export function defaultDocPage(list: PageList, library: CatalogueEntry): string | undefined {
  const candidates = [library.defaultDocs, 'overview', ...list.frameworks.map((fw) => frameworkPageKey(fw, 'overview'))]
  for (const candidate of candidates) {
    if (candidate && findPage(list, candidate)) return normalizePage(candidate)
  }
  const firstFramework = list.frameworks[0]
  for (const to of configLinksFor(list, firstFramework)) {
    if (isExternalLink(to) || exampleOfPage(normalizePage(to))) continue
    if (findPage(list, to)) return normalizePage(to)
  }
  return list.pages.find((p) => p.framework === null || p.framework === firstFramework)?.page ?? list.pages[0]?.page
}

function configLinksFor(list: PageList, framework: string | undefined): string[] {
  return (list.config?.sections ?? []).flatMap((section) => [
    ...section.children.map((child) => child.to),
    ...(section.frameworks ?? []).filter((group) => group.label.toLowerCase() === framework).flatMap((group) => group.children.map((child) => child.to)),
  ])
}

/**
 * The example the Examples button opens: the catalogue's default example for the framework if
 * it exists, else that framework's first example; the framework is the one asked for when it
 * has examples, else the first framework that has any. Undefined when there are none.
 */
export function defaultExample(list: PageList, library: CatalogueEntry, framework?: string): ExampleEntry | undefined {
  const withExamples = list.frameworks.filter((fw) => list.examples.some((e) => e.framework === fw))
  const chosen = framework && withExamples.includes(framework) ? framework : withExamples[0]
  if (!chosen) return undefined
  if (library.defaultExample && hasExample(list, chosen, library.defaultExample)) return { framework: chosen, name: library.defaultExample }
  return list.examples.filter((e) => e.framework === chosen).sort((a, b) => a.name.localeCompare(b.name))[0]
}
