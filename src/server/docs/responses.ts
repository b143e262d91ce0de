import { docsRootOf } from '~/lib/docs/paths'
import { getContentSource } from '~/server/content'
import { ContentPathError, ContentUnavailableError } from '~/server/content/types'
import { findLibrary, libraries } from '~/site/libraries'
import { isKnownVersion, resolveBranch } from '~/site/versions'
import { getDocMarkdown } from './doc-page'
import { latestDocPages } from './latest-pages'
import { DOC_UNAVAILABLE_NOTICE } from './unavailable'

const docsHeaders = { 'Cache-Control': 'public, max-age=0, must-revalidate', 'CDN-Cache-Control': 'public, max-age=300' }

function notFound(message: string): Response {
  return new Response(`${message}\n`, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

/** `…/docs/{page}.md`: the page as Markdown, for readers and tools that want the source. */
export async function rawDocResponse(params: { libraryId: string; version: string; page: string; framework?: string }): Promise<Response> {
  const library = findLibrary(params.libraryId)
  if (!library || !isKnownVersion(library, params.version)) return notFound('No such docs')
  try {
    const markdown = await getDocMarkdown({ ...params, page: params.page.replace(/\.md$/, '') })
    if (markdown !== undefined) return new Response(markdown, { headers: { 'content-type': 'text/markdown; charset=utf-8', ...docsHeaders } })
  } catch (error) {
    if (error instanceof ContentPathError) return notFound('No such doc')
    if (error instanceof ContentUnavailableError) {
      return new Response(`> ${DOC_UNAVAILABLE_NOTICE}\n`, { headers: { 'content-type': 'text/markdown; charset=utf-8', 'Cache-Control': 'no-store', 'CDN-Cache-Control': 'no-store' } })
    }
    throw error
  }
  return notFound('No such doc')
}

const imageTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  avif: 'image/avif',
}

/** Images referenced by docs, read from the library's repository at the version's branch. */
export async function docAssetResponse(params: { libraryId: string; version: string; splat: string }): Promise<Response> {
  const library = findLibrary(params.libraryId)
  if (!library || !isKnownVersion(library, params.version)) return notFound('No such asset')
  const extension = /\.([a-z0-9]+)$/i.exec(params.splat)?.[1]?.toLowerCase()
  const type = extension ? imageTypes[extension] : undefined
  if (!type) return notFound('Only images are served here')
  const root = docsRootOf(library).split('/')[0] ?? 'docs'
  try {
    const path = params.splat
    if (!path.startsWith(`${root}/`)) return notFound('No such asset')
    const bytes = await getContentSource().readFile(library.repo, resolveBranch(library, params.version), path)
    if (!bytes) return notFound('No such asset')
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': type,
        'cache-control': 'public, max-age=3600',
        // An SVG opened directly may not run scripts.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'x-content-type-options': 'nosniff',
      },
    })
  } catch (error) {
    if (error instanceof ContentPathError) return notFound('No such asset')
    if (error instanceof ContentUnavailableError) return imageUnavailable()
    throw error
  }
}

/**
 * An image the content source cannot give right now (it was never read and the source is down
 * or slow): a small stand-in that says so, never stored, so the page around it stays whole and
 * the real image comes back once the source does.
 */
function imageUnavailable(): Response {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="60" viewBox="0 0 320 60" role="img" aria-label="Image not available right now">' +
    '<rect width="320" height="60" fill="#f3f4f6" stroke="#d1d5db"/>' +
    '<text x="160" y="35" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#374151">Image not available right now</text></svg>'
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
    },
  })
}

/** `/llms.txt`: every library and the pages of its latest docs, as Markdown links. */
export async function llmsTxtResponse(siteName: string, siteUrl: string): Promise<Response> {
  const lines = [`# ${siteName}`, '', `> Documentation of the ${siteName} open-source libraries. Every page is also available as Markdown by adding .md to its URL.`, '']
  // All libraries at once: with a slow content source the answer waits one time-out, not one per library.
  const pagesOf = await Promise.all(libraries.map((library) => latestDocPages(library, 'sidebar')))
  libraries.forEach((library, index) => {
    lines.push(`## ${siteName} ${library.name}`, '', library.description, '')
    for (const page of pagesOf[index] ?? []) lines.push(`- [${page.section}: ${page.label}](${siteUrl}${page.href}.md)`)
    lines.push('')
  })
  return new Response(lines.join('\n'), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300' } })
}
