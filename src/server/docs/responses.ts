import { compareParamOf } from '~/lib/changes/compare-param'
import { docsRootOf, withoutMarkdownExtension } from '~/lib/docs/address'
import { snapshot } from '~/server/content/snapshot'
import { ContentPathError, ContentUnavailableError } from '~/server/content/types'
import { findLibrary, libraries } from '~/site/libraries'
import { isKnownVersion, resolveBranch } from '~/site/versions'
import { getConfig } from '~/server/config'
import { docPageHeaders } from '~/lib/cache-policy'
import { WorkRefused, workRefusedResponse } from '~/server/http/work-scheduler'
import { getDocMarkdown } from './doc-page'
import { llmsStream, type LlmsKind } from './llms'
import { DOC_UNAVAILABLE_NOTICE } from './unavailable'
import { libraryCopy } from '~/site/libraries/copy'

function notFound(message: string): Response {
  return new Response(`${message}\n`, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

export type DocParams = { libraryId: string; version: string; page: string; framework?: string }

/**
 * A doc page's Markdown twin, the one entry for both doc routes (the request middleware in
 * src/start.ts, see markdown-negotiation.ts): the page itself, or with `?compare=v4` the diff of
 * its Markdown against that version, which `compared` answers (changes/responses.ts; passed in
 * by the edge, since changes/ reads docs/ and not the other way round).
 */
export async function docMarkdownResponse(
  params: DocParams,
  request: Request,
  compared: (params: DocParams, compare: string) => Promise<Response>,
): Promise<Response> {
  const compare = compareParamOf(new URL(request.url).searchParams)
  return compare ? compared(params, compare) : rawDocResponse(params)
}

/**
 * A doc page as Markdown — its `….md` URL, or its own URL asked with `Accept: text/markdown`
 * (markdown-negotiation.ts) — for readers and tools that want the source, with the doc page's
 * cache policy: the title and the canonical URL first, then the
 * page as written (sections and `replace` applied).
 */
export async function rawDocResponse(params: DocParams): Promise<Response> {
  const library = findLibrary(params.libraryId)
  if (!library || !isKnownVersion(library, params.version)) return notFound('No such docs')
  try {
    const twin = await getDocMarkdown({ ...params, page: withoutMarkdownExtension(params.page) })
    if (twin) {
      const url = new URL(twin.canonical, getConfig().SITE_URL).href
      return new Response(`# ${twin.title}\n\nURL: ${url}\n\n${twin.markdown}\n`, {
        headers: { 'content-type': 'text/markdown; charset=utf-8', ...docPageHeaders({ unavailable: false }) },
      })
    }
  } catch (error) {
    if (error instanceof ContentPathError) return notFound('No such doc')
    if (error instanceof ContentUnavailableError) {
      return new Response(`> ${DOC_UNAVAILABLE_NOTICE}\n`, {
        headers: { 'content-type': 'text/markdown; charset=utf-8', ...docPageHeaders({ unavailable: true }) },
      })
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

/** Images referenced by docs, read from the library's repository at the version's current commit. */
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
    // Read at the commit the version's pages are rendered from, like everything else.
    const content = await snapshot(library.repo, resolveBranch(library, params.version))
    const bytes = await content?.readFile(path)
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

/** `/llms.txt`: the libraries, each with its own llms files and where its docs start. */
export async function llmsTxtResponse(siteName: string, siteUrl: string): Promise<Response> {
  const lines = [
    `# ${siteName}`,
    '',
    `> Documentation of the ${siteName} open-source libraries. Every page is also available as Markdown: add .md to its URL, or ask for text/markdown.`,
    '',
  ]
  for (const library of libraries) {
    const url = (path: string) => new URL(path, siteUrl).href
    lines.push(`## ${siteName} ${library.name}`, '', libraryCopy(library.id).description, '')
    lines.push(`- [Pages of the ${library.name} docs](${url(`/${library.id}/llms.txt`)}): every page with a one-line description`)
    lines.push(`- [The whole ${library.name} docs](${url(`/${library.id}/llms-full.txt`)}): every page in one Markdown file`)
    lines.push(`- [Docs](${url(`/${library.id}/latest/docs`)})`, '')
  }
  return new Response(lines.join('\n'), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300' } })
}

/** `/{library}/llms.txt` and `/{library}/llms-full.txt`, streamed. */
export async function libraryLlmsResponse(libraryId: string, kind: LlmsKind): Promise<Response> {
  const library = findLibrary(libraryId)
  if (!library) return notFound(`Library with id "${libraryId}" not found`)
  const config = getConfig()
  try {
    const stream = await llmsStream(library, kind, config.SITE_NAME, config.SITE_URL)
    if (!stream) return notFound(`The ${library.name} docs could not be found`)
    return new Response(stream, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300' } })
  } catch (error) {
    if (error instanceof WorkRefused) return workRefusedResponse(error)
    if (!(error instanceof ContentUnavailableError)) throw error
    return new Response(`${DOC_UNAVAILABLE_NOTICE}\n`, {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '60' },
    })
  }
}
