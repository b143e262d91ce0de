/**
 * Request bodies read with their limits enforced while the bytes arrive: a body past its
 * limit is refused with 413 as soon as the limit is crossed (or at once, when its declared
 * length says so), never after it has been held whole. A body streamed past its limit
 * is cancelled, which closes its connection (once read from, the runtime would go on reading it
 * into memory after the answer is out), so a sender that goes on writing without reading the
 * answer may see the connection reset rather than the 413. JSON is checked for its nesting depth
 * before it is parsed, so no handler walks a structure deep enough to exhaust the stack.
 */
export class BodyError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413,
    /** The client went away before its body arrived: nobody reads the answer, and nothing is wrong here. */
    readonly clientGone = false,
  ) {
    super(message)
    this.name = 'BodyError'
  }
}

/** Bodies whose senders went away mid-upload, counted instead of logged (a client's choice, not a fault). */
export const abandonedBodies = { count: 0 }

/** Whether `error` came of the client closing its connection while its request was read. */
export function isClientGone(request: Request, error: unknown): boolean {
  if (request.signal?.aborted) return true
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || message === 'aborted'
}

export type BodyLimits = { maxBytes: number; maxDepth: number }

/** The deepest nesting of arrays and objects a JSON body may have (the site's clients send at most 5 levels); deeper is a 400, counted before parsing. */
export const MAX_JSON_DEPTH = 32

const decoder = new TextDecoder()

function tooLarge(maxBytes: number): BodyError {
  return new BodyError(`Request body is too large: at most ${maxBytes} bytes`, 413)
}

/** The body's bytes, at most `maxBytes` of them; a longer body stops being read and throws a 413. */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  // Declared too long: refused unread. The runtime then drops what arrives of it without holding it.
  if (declared > maxBytes) throw tooLarge(maxBytes)
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>
    try {
      next = await reader.read()
    } catch (error) {
      if (!isClientGone(request, error)) throw error
      abandonedBodies.count++
      throw new BodyError('The client closed the connection before its body arrived', 400, true)
    }
    const { done, value } = next
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      reader.cancel().catch(() => {})
      throw tooLarge(maxBytes)
    }
    chunks.push(value)
  }
  if (chunks.length === 1) return chunks[0]!
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** The body as text (UTF-8), within `maxBytes`. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  return decoder.decode(await readBodyBytes(request, maxBytes))
}

/** The deepest nesting of arrays and objects in JSON text (brackets inside strings do not count). */
export function jsonDepth(text: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // backslash: the next character is escaped
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      depth++
      if (depth > deepest) deepest = depth
      if (deepest > stopAbove) return deepest
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return deepest
}

/** JSON text parsed, or a 400 for text that is not JSON or nests deeper than `maxDepth`. */
export function parseJsonWithin(text: string, maxDepth: number): unknown {
  if (!text.trim()) throw new BodyError('Invalid JSON body: empty', 400)
  if (jsonDepth(text, maxDepth) > maxDepth) throw new BodyError(`Invalid JSON body: nested deeper than ${maxDepth} levels`, 400)
  try {
    return JSON.parse(text)
  } catch {
    throw new BodyError('Invalid JSON body: malformed JSON', 400)
  }
}

/** The body parsed as JSON, within its size and depth limits. */
export async function readJsonBody(request: Request, limits: BodyLimits): Promise<unknown> {
  return parseJsonWithin(await readBodyText(request, limits.maxBytes), limits.maxDepth)
}
