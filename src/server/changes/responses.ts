import { compareParamOf } from '~/lib/changes/compare-param'
import { ContentPathError, ContentUnavailableError } from '~/server/content/types'
import { rawDocResponse } from '~/server/docs/responses'
import { compareDocMarkdown } from './compare'

type DocParams = { libraryId: string; version: string; page: string; framework?: string }

const diffHeaders = { 'content-type': 'text/x-diff; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate', 'CDN-Cache-Control': 'public, max-age=300', Vary: 'Accept', 'X-Robots-Tag': 'noindex' }

function text(status: number, body: string): Response {
  return new Response(`${body}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'X-Robots-Tag': 'noindex' } })
}

/** A doc's Markdown: the page itself, or with `?compare=v4` the unified diff of its Markdown between the two versions. */
export async function docMarkdownResponse(params: DocParams, request: Request): Promise<Response> {
  const compare = compareParamOf(new URL(request.url).searchParams)
  if (!compare) return rawDocResponse(params)
  try {
    const result = await compareDocMarkdown({ ...params, page: params.page.replace(/\.md$/, '') }, compare)
    if (result.kind === 'patch') return new Response(result.patch, { headers: diffHeaders })
    if (result.kind === 'invalid') return text(400, result.message)
    if (result.kind === 'missing') return text(404, result.closest ? `${result.message} The closest page there: ${result.closest}.md` : result.message)
    return text(404, 'No such doc')
  } catch (error) {
    if (error instanceof ContentPathError) return text(404, 'No such doc')
    if (error instanceof ContentUnavailableError) return new Response('The docs could not be read from their source just now.\n', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'retry-after': '60' } })
    throw error
  }
}
