/**
 * What a link found on a doc page points at, in the site's own terms. Used by the docs checker
 * to decide how to check each link; pure.
 */
import { exampleOfPage } from './address'

export type LinkTarget =
  | { kind: 'external' }
  /** `#id` on the page itself. */
  | { kind: 'anchor'; hash: string }
  | { kind: 'doc'; libraryId: string; version: string; page: string; hash: string }
  | { kind: 'example'; libraryId: string; version: string; framework: string; name: string }
  | { kind: 'asset'; libraryId: string; version: string; path: string }
  /** The docs root of a version (`/query/latest/docs`), which opens its default doc. */
  | { kind: 'docs-index'; libraryId: string; version: string }
  | { kind: 'site'; path: string }

const SITE = 'http://site.invalid'

function decode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** Classifies `href` as found on the page at `pageUrl` (a site path). */
export function siteLinkTarget(href: string, pageUrl: string): LinkTarget {
  if (href.startsWith('#')) return { kind: 'anchor', hash: decode(href.slice(1)) }
  let url: URL
  try {
    url = new URL(href, new URL(pageUrl, SITE))
  } catch {
    return { kind: 'site', path: href }
  }
  if (url.origin !== SITE) return { kind: 'external' }
  const path = decode(url.pathname).replace(/\/+$/, '')
  const hash = decode(url.hash.slice(1))
  if (path === decode(new URL(pageUrl, SITE).pathname).replace(/\/+$/, '') && hash) return { kind: 'anchor', hash }
  const asset = /^\/docs-assets\/([^/]+)\/([^/]+)\/(.+)$/.exec(path)
  if (asset) return { kind: 'asset', libraryId: asset[1]!, version: asset[2]!, path: asset[3]! }
  const docs = /^\/([^/]+)\/([^/]+)\/docs(?:\/(.*))?$/.exec(path)
  if (docs) {
    const [, libraryId, version, page = ''] = docs as unknown as [string, string, string, string | undefined]
    if (!page) return { kind: 'docs-index', libraryId, version }
    const example = exampleOfPage(page)
    if (example) return { kind: 'example', libraryId, version, ...example }
    return { kind: 'doc', libraryId, version, page, hash }
  }
  return { kind: 'site', path: path || '/' }
}
