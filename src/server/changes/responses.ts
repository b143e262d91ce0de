import { withoutMarkdownExtension } from '~/lib/docs/address'
import { ContentPathError, ContentUnavailableError } from '~/server/content/types'
import type { DocParams } from '~/server/docs/responses'
import { apiChangesOf } from './api-changes'
import { compareDocMarkdown } from './compare'
import { renameHints } from './renamed'

const diffHeaders = {
  'content-type': 'text/x-diff; charset=utf-8',
  'Cache-Control': 'public, max-age=0, must-revalidate',
  'CDN-Cache-Control': 'public, max-age=300',
  Vary: 'Accept',
  'X-Robots-Tag': 'noindex',
}

function text(status: number, body: string): Response {
  return new Response(`${body}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'X-Robots-Tag': 'noindex' } })
}

/** A doc's Markdown with `?compare=v4`: the unified diff of its Markdown between the two versions (see docs/responses.ts). */
export async function comparedMarkdownResponse(params: DocParams, compare: string): Promise<Response> {
  try {
    const result = await compareDocMarkdown({ ...params, page: withoutMarkdownExtension(params.page) }, compare)
    if (result.kind === 'patch') return new Response(result.patch, { headers: diffHeaders })
    if (result.kind === 'invalid') return text(400, result.message)
    if (result.kind === 'missing') return text(404, result.closest ? `${result.message} The closest page there: ${result.closest}.md` : result.message)
    return text(404, 'No such doc')
  } catch (error) {
    if (error instanceof ContentPathError) return text(404, 'No such doc')
    if (error instanceof ContentUnavailableError)
      return new Response('The docs could not be read from their source just now.\n', {
        status: 503,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'retry-after': '60' },
      })
    throw error
  }
}

const versionParam = /^[\w.-]{1,40}$/

/** The API changes of a library between two majors, as JSON (`/api/changes/{library}?from=v4`). */
export async function apiChangesJsonResponse(libraryId: string, search: URLSearchParams): Promise<Response> {
  const version = search.get('version') ?? 'latest'
  const from = search.get('from') ?? undefined
  const json = (status: number, body: unknown) =>
    new Response(`${JSON.stringify(body, null, 2)}\n`, {
      status,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(status === 200
          ? { 'Cache-Control': 'public, max-age=0, must-revalidate', 'CDN-Cache-Control': 'public, max-age=300' }
          : { 'Cache-Control': 'no-store' }),
      },
    })
  if (!versionParam.test(version) || (from !== undefined && !versionParam.test(from)))
    return json(400, { error: 'version and from are version names such as "latest" or "v4"' })
  try {
    const answer = await apiChangesOf(libraryId, version, from)
    if (!answer) return json(404, { error: `No docs for "${libraryId}" at "${version}"` })
    if (answer.kind === 'invalid') return json(400, { error: answer.message })
    const { changes, older, newer, library } = answer
    return json(200, {
      library: library.id,
      from: older.label,
      to: newer.label,
      renamed: changes.renamed.map((rename) => ({
        from: rename.from,
        to: rename.to,
        evidence: rename.evidence,
        guide: `${answer.newerDocs}/${rename.guide}`,
        ...(rename.fromPage ? { fromPage: `${answer.olderDocs}/${rename.fromPage}` } : {}),
        ...(rename.toPage ? { toPage: `${answer.newerDocs}/${rename.toPage}` } : {}),
      })),
      removed: changes.removed.map((name) => ({ name: name.name, page: `${answer.olderDocs}/${name.page}` })),
      noLongerDocumented: changes.undocumented.map((name) => ({ name: name.name, page: `${answer.olderDocs}/${name.page}` })),
      added: changes.added.map((name) => ({ name: name.name, page: `${answer.newerDocs}/${name.page}` })),
    })
  } catch (error) {
    if (error instanceof ContentUnavailableError) return json(503, { error: 'The docs could not be read from their source just now.' })
    throw error
  }
}

/** The renames whose old name is `q`, as JSON. */
export async function renameHintsResponse(search: URLSearchParams): Promise<Response> {
  const query = (search.get('q') ?? '').slice(0, 100)
  const library = search.get('library') ?? undefined
  const hints = library !== undefined && !/^[\w-]{1,40}$/.test(library) ? [] : await renameHints(query, library)
  return new Response(JSON.stringify({ hints }), {
    headers: { 'content-type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300', 'X-Robots-Tag': 'noindex' },
  })
}
