/**
 * Which requests get a doc page as Markdown instead of HTML: the page's `….md` URL, and its own
 * URL asked with `Accept: text/markdown`. Decided once, for both doc routes (`docs/$` and
 * `docs/framework/$framework/$`), by the request middleware in `src/start.ts`.
 */
import { findLibrary } from '~/site/libraries'
import { prefersMarkdown } from '~/server/http/accept'

export type MarkdownDocRequest = { libraryId: string; version: string; page: string; framework?: string }

function decodedSegments(path: string): string[] | undefined {
  try {
    return path.split('/').map(decodeURIComponent)
  } catch {
    return undefined
  }
}

/**
 * The doc page a GET asks for as Markdown, by the identity the doc routes give it; undefined
 * for every other request (other routes, a framework's landing or examples, HTML readers).
 */
export function markdownDocRequest(request: Request): MarkdownDocRequest | undefined {
  if (request.method !== 'GET') return undefined
  const match = /^\/([^/]+)\/([^/]+)\/docs\/(.+)$/.exec(new URL(request.url).pathname)
  if (!match) return undefined
  const segments = decodedSegments(match[3]!)
  const [libraryId, version] = [match[1]!, match[2]!]
  if (!segments || !findLibrary(libraryId)) return undefined
  let identity: MarkdownDocRequest = { libraryId, version, page: segments.join('/') }
  if (segments[0] === 'framework') {
    const [, framework, ...page] = segments
    // `framework/{framework}` is the framework's landing, `…/examples/…` the example viewer.
    if (!framework || page.length === 0 || page[0] === 'examples') return undefined
    identity = { libraryId, version, framework, page: page.join('/') }
  }
  return identity.page.endsWith('.md') || prefersMarkdown(request) ? identity : undefined
}
