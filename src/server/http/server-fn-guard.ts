/**
 * Server-function calls whose payload cannot be decoded are refused here with a 400, before
 * the framework tries to decode them and answers a 500; bodies over their limit get a 413 as
 * soon as they cross it, whatever their type (see body.ts). Only sizes and shapes are checked:
 * a payload is decoded by seroval, the framework's own serializer, and a form body by the
 * platform's form parser. What the framework itself should answer differently is listed in
 * docs/architecture.md ("Reported upstream").
 */
import { fromJSON, SerovalMissingPluginError } from 'seroval'
import { BodyError, MAX_JSON_DEPTH, parseJsonWithin, readBodyBytes, type BodyLimits } from './body'

export const SERVER_FN_PREFIX = '/_serverFn/'
/** The largest body (and GET payload) of a server-function call, sign-in included, and its deepest JSON nesting. */
export const SERVER_FN_LIMITS: BodyLimits = { maxBytes: 64 * 1024, maxDepth: MAX_JSON_DEPTH }

/**
 * Whether a payload is a value seroval can decode. The envelope `{ t: node, f?: features, m?:
 * marked refs }` is checked first: a non-list `m` or non-number `f` throws outside seroval's own
 * error handling. Nodes of the framework's plugins (streams, form data) are left to the framework.
 */
function isSerializedPayload(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const envelope = value as { f?: unknown; m?: unknown }
  if (envelope.m !== undefined && !Array.isArray(envelope.m)) return false
  if (envelope.f !== undefined && typeof envelope.f !== 'number') return false
  try {
    fromJSON(value as Parameters<typeof fromJSON>[0])
    return true
  } catch (error) {
    return error instanceof SerovalMissingPluginError
  }
}

/** Whether a form body (multipart or URL-encoded) parses as one. */
async function isFormBody(request: Request): Promise<boolean> {
  try {
    await request.clone().formData()
    return true
  } catch {
    return false
  }
}

function badRequest(message: string, status = 400): Response {
  return new Response(JSON.stringify({ message, status }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  })
}

function parseJson(text: string, maxDepth: number): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: parseJsonWithin(text, maxDepth) }
  } catch {
    return { ok: false }
  }
}

/**
 * A server-function call with its body read, within `maxBytes`, into memory: a new request the
 * framework reads as it would the original (the connection's address and context carried
 * over), or a 413 as soon as the body crosses the limit. Reading the original itself, rather
 * than a copy, keeps a refused body's connection whole for the 413 to be delivered.
 */
export async function withBufferedBody(request: Request, maxBytes: number): Promise<Request | Response> {
  if (!request.body) return request
  const pathname = new URL(request.url).pathname
  // API bodies (search, events, MCP) too: read here, a client that leaves mid-upload is a quiet
  // 400 instead of an error the framework logs; each endpoint still applies its own, lower limit.
  const isApi = pathname.startsWith('/api/')
  if (!isApi && !pathname.startsWith(SERVER_FN_PREFIX)) return request
  let bytes: Uint8Array
  try {
    bytes = await readBodyBytes(request, maxBytes)
  } catch (error) {
    if (error instanceof BodyError) return badRequest(error.clientGone || isApi ? error.message : 'Payload too large', error.status)
    throw error
  }
  const copy = new Request(request.url, { method: request.method, headers: request.headers, body: bytes as BodyInit, signal: request.signal })
  for (const key of ['ip', 'context', 'runtime', 'waitUntil'] as const) {
    if (key in request) Object.defineProperty(copy, key, { value: (request as unknown as Record<string, unknown>)[key], configurable: true })
  }
  return copy
}

export async function rejectMalformedServerFnCall(request: Request, limits: BodyLimits = SERVER_FN_LIMITS): Promise<Response | undefined> {
  const url = new URL(request.url)
  if (!url.pathname.startsWith(SERVER_FN_PREFIX)) return undefined
  const id = url.pathname.slice(SERVER_FN_PREFIX.length)
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(id)) return badRequest('Unknown server function', 404)

  if (request.method === 'GET') {
    const payload = url.searchParams.get('payload')
    if (payload === null) return undefined
    if (payload.length > limits.maxBytes) return badRequest('Payload too large', 413)
    const parsed = parseJson(payload, limits.maxDepth)
    if (!parsed.ok || !isSerializedPayload(parsed.value)) return badRequest('Malformed server function payload')
    return undefined
  }

  if (request.body) {
    // A body within its limit is held by now (see withBufferedBody): reading a copy is cheap.
    const type = request.headers.get('content-type') ?? ''
    if (request.method !== 'POST') return undefined
    if (/multipart\/form-data|application\/x-www-form-urlencoded/.test(type)) {
      return (await isFormBody(request)) ? undefined : badRequest('Malformed server function payload')
    }
    if (!type.includes('application/json')) return undefined
    const text = await request.clone().text()
    if (text.trim() === '') return undefined
    const parsed = parseJson(text, limits.maxDepth)
    if (!parsed.ok || !isSerializedPayload(parsed.value)) return badRequest('Malformed server function payload')
  }
  return undefined
}
