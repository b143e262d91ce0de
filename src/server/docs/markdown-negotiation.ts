/**
 * Which requests get a doc page as Markdown instead of HTML: the page's `….md` URL, and its own
 * URL asked with `Accept: text/markdown`. Decided once, for both doc routes (`docs/$` and
 * `docs/framework/$framework/$`), by the request middleware in `src/start.ts`.
 */
import { docAddressOfPath, isFrameworkLandingOrExample, splitFrameworkPage } from '~/lib/docs/address'
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
  const address = docAddressOfPath(new URL(request.url).pathname)
  const segments = address && decodedSegments(address.page)
  if (!address || !segments || !findLibrary(address.libraryId)) return undefined
  const { libraryId, version } = address
  const page = segments.join('/')
  // `framework/{framework}` is the framework's landing, `…/examples/…` the example viewer.
  if (isFrameworkLandingOrExample(page)) return undefined
  const inFramework = splitFrameworkPage(page)
  const identity: MarkdownDocRequest = inFramework
    ? { libraryId, version, framework: inFramework.framework, page: inFramework.rest }
    : { libraryId, version, page }
  return identity.page.endsWith('.md') || prefersMarkdown(request) ? identity : undefined
}
