/**
 * `POST /api/feedback`: feedback on a doc page or one of its blocks, as JSON (tools) or as a
 * form (the page's own controls, which work before their script loads). JSON answers JSON;
 * a form is sent back to its page with `?feedback=sent`. Bad input is a 400 naming the field,
 * a flood from one address a 429 with `Retry-After`; nothing a reader sends is echoed back.
 * A form is taken from the site's own pages only (403 otherwise): another site could make its
 * visitors' browsers post one here, each visitor a new address. The JSON API stays open to
 * tools: a browser cannot send JSON across sites without a preflight, which gets no CORS answer.
 */
import { docPathOf, pageKeyWithin } from '~/lib/docs/address'
import { getConfig } from '~/server/config'
import { BodyError, readBodyText, readJsonBody } from '~/server/http/body'
import { clientAddressOf } from '~/server/http/client-address'
import { FeedbackPageError, feedbackInput, feedbackProblem, type FeedbackInput } from './feedback'
import { FeedbackFloodError, recordFeedback } from './service'

/** A comment is at most 1,000 characters; with the page's identity a body stays far below this. */
const MAX_BODY_BYTES = 16 * 1024

const noStore = { 'Cache-Control': 'no-store' }

function jsonAnswer(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...noStore, ...headers } })
}

/** A form's fields as the JSON input: `helpful` is "yes" or "no", empty fields are absent. */
export function formToInput(form: URLSearchParams): Record<string, unknown> {
  const input: Record<string, unknown> = {}
  for (const key of ['library', 'version', 'framework', 'page', 'block', 'comment']) {
    const value = form.get(key)
    if (value !== null && value !== '') input[key] = value
  }
  const helpful = form.get('helpful')
  if (helpful === 'yes') input.helpful = true
  else if (helpful === 'no') input.helpful = false
  else if (helpful) input.helpful = helpful
  return input
}

/**
 * Whether a form comes from a page of this site. A browser names the page's site in
 * `Sec-Fetch-Site` and its origin in `Origin` (every current browser sends both on a form
 * post); anything but this site's is refused. A post naming neither comes from a script, not a
 * browser, so no other site's page can make it; it is let through, as for server functions.
 */
export function formFromThisSite(request: Request, siteUrl: string): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site !== null) return site === 'same-origin'
  const origin = request.headers.get('origin')
  if (origin === null) return true
  return origin === new URL(request.url).origin || origin === new URL(siteUrl).origin
}

/**
 * The channel a piece of feedback came through. The page's controls post a form without script
 * and JSON with it; a browser marks a request its page sent to its own site `Sec-Fetch-Site:
 * same-origin`, which no script can change, so JSON sent so is the page's. JSON without it comes
 * from a tool calling the API (which could claim the header, but gains nothing by it).
 */
export function feedbackSourceOf(isForm: boolean, headers: Headers): 'page' | 'api' {
  return isForm || headers.get('sec-fetch-site') === 'same-origin' ? 'page' : 'api'
}

export const CROSS_SITE_FORM_MESSAGE = 'Feedback forms are taken from pages of this site only. Tools can send JSON (application/json) to this address.'

export async function handleFeedback(request: Request): Promise<Response> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  const isForm = type === 'application/x-www-form-urlencoded'
  if (type !== 'application/json' && !isForm) return jsonAnswer({ error: 'Send JSON (application/json) or a form (application/x-www-form-urlencoded).' }, 415)
  if (isForm && !formFromThisSite(request, getConfig().SITE_URL)) return refusal(true, 403, CROSS_SITE_FORM_MESSAGE)
  let body: unknown
  try {
    body = isForm
      ? formToInput(new URLSearchParams(await readBodyText(request, MAX_BODY_BYTES)))
      : await readJsonBody(request, { maxBytes: MAX_BODY_BYTES, maxDepth: 4 })
  } catch (error) {
    if (error instanceof BodyError) return jsonAnswer({ error: error.message }, error.status)
    throw error
  }
  const parsed = feedbackInput.safeParse(body)
  if (!parsed.success) return refusal(isForm, 400, `Invalid feedback. ${feedbackProblem(parsed.error)}`)
  const source = feedbackSourceOf(isForm, request.headers)
  try {
    const row = await recordFeedback(parsed.data, source, clientAddressOf(request, getConfig().TRUST_PROXY))
    if (isForm) return new Response(null, { status: 303, headers: { ...noStore, Location: `${pageHref(parsed.data)}?feedback=sent#page-feedback` } })
    return jsonAnswer(
      {
        id: row.id,
        library: row.libraryId,
        version: row.version,
        framework: row.framework,
        page: row.page,
        file: row.file,
        commit: row.commitSha,
        block: row.blockId,
      },
      201,
    )
  } catch (error) {
    if (error instanceof FeedbackFloodError) return refusal(isForm, 429, error.message, { 'Retry-After': String(error.retryAfter) })
    if (error instanceof FeedbackPageError) return refusal(isForm, 400, `Invalid feedback. page: ${error.message}`)
    throw error
  }
}

/** The page a form came from, rebuilt from its identity (never from a header the sender wrote). */
function pageHref(input: FeedbackInput): string {
  const page = input.page.replace(/^\/+/, '')
  const path = pageKeyWithin(input.framework, page)
  return docPathOf(encodeURIComponent(input.library), encodeURIComponent(input.version), path.split('/').map(encodeURIComponent).join('/'))
}

/** A refusal as JSON, or for a form as plain text a person can read (never HTML). */
function refusal(isForm: boolean, status: number, message: string, headers: Record<string, string> = {}): Response {
  if (!isForm) return jsonAnswer({ error: message }, status, headers)
  return new Response(`${message}\n`, {
    status,
    headers: { ...noStore, ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  })
}
