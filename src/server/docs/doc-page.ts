/**
 * A doc page by its identity — (library, version, framework, page), exactly what the route
 * knows — resolved once against the repository's page list, then rendered. Also the other
 * answers the docs routes need from the same list: the navigation and the defaults.
 */
import { defaultDocPage, defaultExample, findPage, type DocPageEntry } from '~/lib/docs/page-list'
import { docPathOf, docsBase, exampleHref, pageKeyOf, withoutFramework, type DocIdentity } from '~/lib/docs/address'
import { buildNavigation, sidebarFor, type SidebarSection } from '~/lib/docs/sidebar'
import { switchTarget } from '~/lib/docs/switch-target'
import { ContentUnavailableError } from '~/server/content/types'
import { WorkRefused } from '~/server/http/work-scheduler'
import { findLibrary } from '~/site/libraries'
import type { Library } from '~/site/types'
import { frameworkDisplay, frameworkLabel, type FrameworkDisplay } from '~/site/frameworks'
import { isKnownVersion, isLatestVersion, LATEST } from '~/site/versions'
import { loadPageList, type LoadedPageList } from '~/server/content/page-list'
import { docPageMarkdown, renderDocPage, type RenderedDoc } from './service'
import { unavailableDoc } from './unavailable'

export type { DocIdentity }

/**
 * A page the version does not have, in a library and version that exist: what the missing-page
 * policy (health/doc-miss.ts) needs to answer it without reading anything again.
 */
export type DocMiss = {
  library: Library
  version: string
  list: LoadedPageList
  /** The page key asked for (`framework/{framework}/…` on a framework route). */
  page: string
  /** Set when the framework itself is not among the version's: the page cannot be there. */
  frameworkMissing?: string
  /** The version's default doc, when there is one other than the page asked for. */
  defaultHref: string | undefined
}

export type DocPageResult =
  /** `canonical`: the one URL of this content (see `canonicalPath`). */
  | { kind: 'doc'; doc: RenderedDoc; canonical: string }
  /** The page is there but failed to render: `href` is the version's default doc, which opens instead. */
  | { kind: 'failed'; href: string }
  | { kind: 'missing'; miss: DocMiss }
  /** No such library or version. */
  | { kind: 'not-found'; message: string }

type ListResult = { kind: 'list'; library: Library; list: LoadedPageList } | { kind: 'not-found'; message: string }

/** The library's page list at a version, or why there is none. */
export async function pageListOf(libraryId: string, version: string): Promise<ListResult> {
  const library = findLibrary(libraryId)
  if (!library) return { kind: 'not-found', message: `Library with id "${libraryId}" not found` }
  if (!isKnownVersion(library, version)) return { kind: 'not-found', message: `${library.name} has no version "${version}".` }
  const list = await loadPageList(library, version)
  if (!list) return { kind: 'not-found', message: `The ${library.name} docs for ${version} could not be found.` }
  return { kind: 'list', library, list }
}

/** Why a framework route has no page: the version has no docs for that framework. */
export function missingFrameworkMessage(library: Library, version: string, framework: string): string {
  return `${library.name} ${version} has no docs for ${frameworkLabel(framework)}.`
}

/**
 * The one URL of a page's content: a framework view of a neutral page is the neutral page, and
 * a page of an older version is the same page of the latest version when that one exists (so
 * search engines send readers to the current docs); otherwise the page's own URL.
 */
export async function canonicalPath(library: Library, version: string, list: LoadedPageList, entry: DocPageEntry): Promise<string> {
  const isView = entry.framework !== null && !entry.file.startsWith(`${list.docsRoot}/framework/`)
  const page = isView ? withoutFramework(entry.page) : entry.page
  if (isLatestVersion(library, version)) return docPathOf(library.id, LATEST, page)
  const latest = await loadPageList(library, LATEST).catch(() => undefined)
  const there = latest ? findPage(latest, entry.page) : undefined
  if (there) return docPathOf(library.id, LATEST, page)
  return docPathOf(library.id, version, page)
}

/** Where the docs of a version open (`/docs`), or undefined when the version has no page at all. */
export function defaultDocHref(library: Library, version: string, list: LoadedPageList): string | undefined {
  const page = defaultDocPage(list, library)
  return page ? docPathOf(library.id, version, page) : undefined
}

/**
 * The page a doc route shows, or why it cannot: a page the repository does not have is a
 * `missing` result, which the missing-page policy answers (health/doc-miss.ts); a page that
 * failed to render sends the reader to the version's default doc, when there is another one.
 */
export async function getDocPage(identity: DocIdentity): Promise<DocPageResult> {
  let found: ListResult
  try {
    found = await pageListOf(identity.libraryId, identity.version)
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error
    console.warn(`[docs] ${error.message}`)
    const library = findLibrary(identity.libraryId)!
    return {
      kind: 'doc',
      doc: unavailableDoc(library.repo, library.latestBranch, pageKeyOf(identity)),
      canonical: docPathOf(identity.libraryId, identity.version, pageKeyOf(identity)),
    }
  }
  if (found.kind === 'not-found') return found
  const { library, list } = found
  const page = pageKeyOf(identity)
  const fallback = defaultDocPage(list, library)
  const defaultHref = fallback && fallback !== page ? docPathOf(library.id, identity.version, fallback) : undefined
  const miss: DocMiss = { library, version: identity.version, list, page, defaultHref }
  if (identity.framework && !list.frameworks.includes(identity.framework)) return { kind: 'missing', miss: { ...miss, frameworkMissing: identity.framework } }
  const entry = findPage(list, page)
  if (!entry) return { kind: 'missing', miss }
  try {
    const doc = await renderDocPage(library, identity.version, list, entry)
    if (doc) return { kind: 'doc', doc, canonical: await canonicalPath(library, identity.version, list, entry) }
  } catch (error) {
    if (error instanceof ContentUnavailableError) {
      console.warn(`[docs] ${error.message}`)
      return { kind: 'doc', doc: unavailableDoc(library.repo, list.branch, entry.file), canonical: docPathOf(library.id, identity.version, entry.page) }
    }
    // The saturated server refused the render: the edge answers 429, the page is not missing.
    if (error instanceof WorkRefused) throw error
    // A page that cannot be rendered (broken front matter, say) opens the default doc instead.
    console.error(`[docs] ${library.id} ${identity.version} ${entry.file} failed to render:`, error)
    if (defaultHref) return { kind: 'failed', href: defaultHref }
    throw error
  }
  return { kind: 'missing', miss }
}

export type DocMarkdown = { title: string; markdown: string; canonical: string }

/** A page's Markdown twin (title, composed Markdown, canonical path), or undefined when the version has no such page. */
export async function getDocMarkdown(identity: DocIdentity): Promise<DocMarkdown | undefined> {
  const found = await pageListOf(identity.libraryId, identity.version)
  if (found.kind === 'not-found') return undefined
  if (identity.framework && !found.list.frameworks.includes(identity.framework)) return undefined
  const entry = findPage(found.list, pageKeyOf(identity))
  if (!entry) return undefined
  const composed = await docPageMarkdown(found.library, found.list, entry)
  if (!composed) return undefined
  return { ...composed, canonical: await canonicalPath(found.library, identity.version, found.list, entry) }
}

/** The sidebar of one framework (or of docs without frameworks). */
export type DocsSidebar = { framework: string | undefined; sections: SidebarSection[] }

export type DocsVersionInfo = {
  /** Every framework the repository has at this version. */
  frameworks: FrameworkDisplay[]
  /** The sidebar for the framework asked for, else the version's first framework. */
  sidebar: DocsSidebar
  configProblem: string | null
  /** Where `/docs` leads. */
  docsHref: string | undefined
  /** Where the Examples button leads (the default example of the first framework with examples). */
  examplesHref: string | undefined
  /** The major the latest branch documents (see `latestMajorOf`). */
  latestMajor: string
}

/**
 * The major `latest` stands for: what the latest branch's packages declare, else the catalogue's
 * `latestVersion` (a repository without manifests, or one that cannot be read just now).
 */
export async function latestMajorOf(library: Library, listOfVersion?: { version: string; list: LoadedPageList }): Promise<string> {
  const latest =
    listOfVersion && isLatestVersion(library, listOfVersion.version) ? listOfVersion.list : await loadPageList(library, LATEST).catch(() => undefined)
  return latest?.declaredVersion ?? library.latestVersion
}

/** The sidebar of a version for a framework it has, else for its first framework. */
export function sidebarOf(library: Library, version: string, list: LoadedPageList, framework?: string): DocsSidebar {
  const chosen = framework && list.frameworks.includes(framework) ? framework : list.frameworks[0]
  return { framework: chosen, sections: sidebarFor(buildNavigation(list, docsBase(library.id, version)), chosen) }
}

/**
 * The frameworks, one framework's sidebar and the defaults of a library at a version: the docs
 * layout's data and the landing page's. Only one sidebar travels with a page; the layout asks for
 * another (`getSidebar`) when the reader's framework is not the one sent.
 */
export async function getDocsVersionInfo(libraryId: string, version: string, framework?: string): Promise<DocsVersionInfo | { notFound: string }> {
  const found = await pageListOf(libraryId, version)
  if (found.kind === 'not-found') return { notFound: found.message }
  const { library, list } = found
  return {
    frameworks: list.frameworks.map(frameworkDisplay),
    sidebar: sidebarOf(library, version, list, framework),
    configProblem: list.configProblem,
    docsHref: defaultDocHref(library, version, list),
    examplesHref: defaultExampleHref(library, version, list),
    latestMajor: await latestMajorOf(library, { version, list }),
  }
}

/** One framework's sidebar of a version, or undefined when the version cannot be read. */
export async function getSidebar(libraryId: string, version: string, framework?: string): Promise<DocsSidebar | undefined> {
  const found = await pageListOf(libraryId, version)
  return found.kind === 'list' ? sidebarOf(found.library, version, found.list, framework) : undefined
}

/** The example an Examples link opens, preferring `framework` (see `defaultExample`). */
export function defaultExampleHref(library: Library, version: string, list: LoadedPageList, framework?: string): string | undefined {
  const example = defaultExample(list, library, framework)
  return example ? exampleHref(library.id, version, example) : undefined
}

/** Where a selector leads from `page` of `fromVersion` to `version` (and `framework`): see `switchTarget`. */
export async function switchTargetOf(request: {
  libraryId: string
  fromVersion: string
  version: string
  framework?: string
  page: string
}): Promise<{ href: string; exact: boolean } | undefined> {
  const [from, to] = await Promise.all([pageListOf(request.libraryId, request.fromVersion), pageListOf(request.libraryId, request.version)])
  if (to.kind === 'not-found') return undefined
  const target = switchTarget(to.library, from.kind === 'list' ? from.list : to.list, to.list, { page: request.page, framework: request.framework })
  return target ? { href: docPathOf(to.library.id, request.version, target.page), exact: target.exact } : undefined
}
