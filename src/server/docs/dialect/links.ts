/**
 * Relative links and images of a doc: `.md` links become site routes, other repository files
 * link to GitHub, relative images are served from the site's asset route for the version.
 * The Markdown pipeline's link step (src/server/markdown/links.ts) calls these as its hooks.
 */
import { posix } from 'node:path'

export type LinkContext = {
  /** Repository path of the page being rendered, e.g. `docs/framework/react/guides/queries.md`. */
  currentFile: string
  /** The library's docs folder in the repository, e.g. `docs` or `docs/router`. */
  docsRoot: string
  /** Site path of the docs folder, e.g. `/query/latest/docs`. */
  docsBase: string
  repo: string
  branch: string
  /** Site path prefix that serves repository files (images) of this library version. */
  assetBase: string
  /** Whether a repository path (without `.md`) is a page of the page list; used to read ambiguous links. */
  isPage?: (pathWithoutExtension: string) => boolean
}

const imageExtensions = /\.(png|jpe?g|gif|svg|webp|avif)$/i

function splitSuffix(href: string): { path: string; suffix: string } {
  const index = href.search(/[?#]/)
  return index < 0 ? { path: href, suffix: '' } : { path: href.slice(0, index), suffix: href.slice(index) }
}

function isExternalOrAnchor(href: string): boolean {
  return href === '' || href.startsWith('#') || href.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(href)
}

function joinInRepo(base: string, relative: string): string | undefined {
  const resolved = posix.normalize(posix.join(base, relative))
  if (resolved.startsWith('..') || posix.isAbsolute(resolved)) return undefined
  return resolved
}

/**
 * The repository path a relative link points at, or undefined when it leaves the repository.
 * Links are relative to the page's folder. Docs written for a site that served pages as
 * folders (`…/guides/queries/`) have extension-less links relative to the page itself; when
 * only that reading names an existing page, it wins.
 */
function resolveInRepo(context: LinkContext, relative: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURI(relative)
  } catch {
    return undefined
  }
  const fromFolder = joinInRepo(posix.dirname(context.currentFile), decoded)
  if (posix.extname(decoded) || !context.isPage) return fromFolder
  if (fromFolder && context.isPage(fromFolder)) return fromFolder
  const fromPage = joinInRepo(context.currentFile.replace(/\.mdx?$/, ''), decoded)
  if (fromPage && context.isPage(fromPage)) return fromPage
  return fromFolder
}

/**
 * A relative link in a doc → a site route when it points at a page inside the docs folder
 * (`.md` dropped, query and hash kept), or the file on GitHub when it points elsewhere in the
 * repository. Absolute URLs, site paths and in-page anchors are kept (undefined).
 */
export function rewriteDocLink(href: string, context: LinkContext): string | undefined {
  // Older docs link to their own pages as `/docs/…`, relative to the docs folder.
  if (href.startsWith('/docs/')) return `${context.docsBase}${href.slice('/docs'.length)}`
  if (isExternalOrAnchor(href)) return undefined
  const { path, suffix } = splitSuffix(href)
  const target = resolveInRepo(context, path)
  if (!target) return `https://github.com/${context.repo}/tree/${context.branch}`
  const root = context.docsRoot.replace(/\/$/, '')
  const withoutExtension = target.replace(/\.mdx?$/, '')
  const isPage = /\.mdx?$/.test(target) || !posix.extname(target)
  if (isPage && (withoutExtension === root || withoutExtension.startsWith(`${root}/`))) {
    const inside = withoutExtension
      .slice(root.length)
      .replace(/^\/+/, '')
      .replace(/\/(index|README)$/i, '')
    return `${context.docsBase}${inside ? `/${inside}` : ''}${suffix}`
  }
  if (imageExtensions.test(target)) return `${context.assetBase}/${target}${suffix}`
  return `https://github.com/${context.repo}/blob/${context.branch}/${target}${suffix}`
}

/** A relative image → the site's asset route for this library version; others kept. */
export function rewriteDocImage(src: string, context: LinkContext): string | undefined {
  if (isExternalOrAnchor(src)) return undefined
  const { path, suffix } = splitSuffix(src)
  const target = resolveInRepo(context, path)
  if (!target) return undefined
  return `${context.assetBase}/${target.split('/').map(encodeURIComponent).join('/')}${suffix}`
}
