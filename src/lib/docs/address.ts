/**
 * The one place a doc address is formed and read. A doc is named three ways:
 *
 * - its URL, `/{library}/{version}/docs/{page key}` (with `.md` for its Markdown twin);
 * - its identity, `{ libraryId, version, framework?, page }`, what the doc routes know;
 * - its page key, the path after `/docs/`: `framework/{framework}/{page}` for a framework's
 *   page, else the page itself (`framework/{framework}/examples/{name}` for an example).
 */
import type { Library } from '~/site/types'

export type DocIdentity = { libraryId: string; version: string; framework?: string; page: string }
export type ExampleEntry = { framework: string; name: string }

const markdownExtension = /\.md$/i
const frameworkPage = /^framework\/([^/]+)\/(.+)$/
const frameworkPrefix = /^framework\/[^/]+\//
const exampleKey = /^framework\/([^/]+)\/examples\/(.+)$/
const docUrl = /^\/([^/]+)\/([^/]+)\/docs\/(.+?)\/?$/
const frameworkInUrl = /\/docs\/framework\/([^/#?]+)/

export function docsBase(libraryId: string, version: string): string {
  return `/${libraryId}/${version}/docs`
}

/** The site path of a page key: `/{library}/{version}/docs/{page}`. */
export function docPathOf(libraryId: string, version: string, page: string): string {
  return `${docsBase(libraryId, version)}/${page}`
}

/** The folder of a library's repository its docs are read from. */
export function docsRootOf(library: Library): string {
  return library.docsRoot ?? 'docs'
}

/** A page without the `.md` of its Markdown twin's URL. */
export function withoutMarkdownExtension(page: string): string {
  return page.replace(markdownExtension, '')
}

export function isMarkdownFile(path: string): boolean {
  return markdownExtension.test(path)
}

/** The page part of a config link or URL path: no query, hash, `.md` or surrounding slashes. */
export function normalizePage(to: string): string {
  return withoutMarkdownExtension(to.replace(/[?#].*$/, '').replace(/^\/+|\/+$/g, ''))
}

/** `framework/{framework}/{page}`: a framework's page key. */
export function frameworkPageKey(framework: string, page: string): string {
  return `framework/${framework}/${page}`
}

/** The page key an identity names (its page normalized, under its framework when it has one). */
export function pageKeyOf(identity: { framework?: string | null; page: string }): string {
  const page = normalizePage(identity.page)
  return identity.framework ? frameworkPageKey(identity.framework, page) : page
}

/** Like `pageKeyOf`, but a page that already names a framework (`framework/…`) is kept as it is. */
export function pageKeyWithin(framework: string | undefined, page: string): string {
  return framework && !page.startsWith('framework/') ? frameworkPageKey(framework, page) : page
}

/** `framework/react/guides/queries` → `{ framework: 'react', rest: 'guides/queries' }`; undefined for a neutral page. */
export function splitFrameworkPage(page: string): { framework: string; rest: string } | undefined {
  const match = frameworkPage.exec(page)
  return match ? { framework: match[1]!, rest: match[2]! } : undefined
}

/** A page key without its `framework/{framework}/` (the page a framework's copy is a view of). */
export function withoutFramework(page: string): string {
  return page.replace(frameworkPrefix, '')
}

/** `framework/react/examples/basic` → `{ framework: 'react', name: 'basic' }`. */
export function exampleOfPage(page: string): ExampleEntry | undefined {
  const match = exampleKey.exec(page)
  return match ? { framework: match[1]!, name: match[2]! } : undefined
}

/** A framework's landing (`framework/{framework}`) or an example's page: pages that are not docs. */
export function isFrameworkLandingOrExample(page: string): boolean {
  return /^framework(\/[^/]+)?$/.test(page) || /^framework\/[^/]+\/examples(\/|$)/.test(page)
}

export function exampleHref(libraryId: string, version: string, example: ExampleEntry): string {
  return docPathOf(libraryId, version, frameworkPageKey(example.framework, `examples/${example.name}`))
}

/** A framework's page (`…/docs/framework/{framework}/{page}`); without a page, its landing, with a closing slash. */
export function frameworkHref(libraryId: string, version: string, framework: string, page = ''): string {
  return docPathOf(libraryId, version, frameworkPageKey(framework, page))
}

/** The doc a site path names — `/{library}/{version}/docs/{page}` (no trailing slash) — or undefined for any other path. */
export function docAddressOfPath(pathname: string): { libraryId: string; version: string; page: string } | undefined {
  const match = docUrl.exec(pathname)
  return match ? { libraryId: match[1]!, version: match[2]!, page: match[3]! } : undefined
}

/** The page key of a doc path or URL (what follows `/docs/`, without query or hash); undefined when it names no doc. */
export function pageKeyOfHref(href: string): string | undefined {
  const at = href.indexOf('/docs/')
  return at < 0 ? undefined : href.slice(at + '/docs/'.length).split(/[?#]/)[0]
}

/** The framework a docs path or URL names (`…/docs/framework/{framework}…`), if any. */
export function frameworkInPath(pathname: string): string | undefined {
  return frameworkInUrl.exec(pathname)?.[1]
}

/** A doc URL without the `framework/{framework}/` of its page key (the same page across frameworks). */
export function withoutFrameworkInPath(url: string): string {
  return url.replace(/\/docs\/framework\/[^/]+\//, '/docs/')
}

/** The framework folder a repository file lies in (`…/framework/{framework}/…`), if any. */
export function frameworkFolderOf(relativeFile: string): string | undefined {
  return /\/framework\/([^/]+)\//.exec(relativeFile)?.[1]
}

/** Replaces the version segment, or the framework segment, of the current docs path. */
export function switchPath(pathname: string, change: { version?: string; framework?: string }): string {
  const segments = pathname.split('/')
  if (change.version) segments[2] = change.version
  if (change.framework) {
    const index = segments.indexOf('framework', 4)
    if (index > 0 && segments[index + 1]) segments[index + 1] = change.framework
  }
  return segments.join('/')
}
