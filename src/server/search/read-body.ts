/**
 * Reads a request body as text under limits checked while it arrives, before anything parses
 * it: at most `maxBytes` (a declared Content-Length over it is refused before reading), and at
 * most `maxDepth` levels of JSON arrays and objects (counted by a scanner that follows strings
 * and escapes, so a body of 100,000 brackets never reaches the parser).
 */

export class BodyLimitError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413,
  ) {
    super(message)
  }
}

export type BodyLimits = { maxBytes: number; maxDepth: number }

/** Tracks the nesting depth of a JSON text across chunks. */
export class JsonDepthScanner {
  depth = 0
  deepest = 0
  private inString = false
  private escaped = false

  /** Scans a chunk; returns false as soon as the depth passes `max`. */
  scan(chunk: string, max: number): boolean {
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i)
      if (this.inString) {
        if (this.escaped) this.escaped = false
        else if (c === 92 /* \ */) this.escaped = true
        else if (c === 34 /* " */) this.inString = false
        continue
      }
      if (c === 34) this.inString = true
      else if (c === 91 /* [ */ || c === 123 /* { */) {
        if (++this.depth > max) return false
        if (this.depth > this.deepest) this.deepest = this.depth
      } else if (c === 93 /* ] */ || c === 125 /* } */) this.depth--
    }
    return true
  }
}

export async function readBodyWithLimits(request: Request, limits: BodyLimits): Promise<string> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limits.maxBytes) {
    await request.body?.cancel().catch(() => undefined)
    throw new BodyLimitError(`Request body is too large: at most ${limits.maxBytes} bytes are allowed`, 413)
  }
  if (!request.body) return ''
  const reader = request.body.getReader()
  const decoder = new TextDecoder()
  const depth = new JsonDepthScanner()
  let bytes = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.byteLength
    if (bytes > limits.maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new BodyLimitError(`Request body is too large: at most ${limits.maxBytes} bytes are allowed`, 413)
    }
    const chunk = decoder.decode(value, { stream: true })
    if (!depth.scan(chunk, limits.maxDepth)) {
      await reader.cancel().catch(() => undefined)
      throw new BodyLimitError(`Request body is nested too deeply: at most ${limits.maxDepth} levels are allowed`, 400)
    }
    text += chunk
  }
  return text + decoder.decode()
}
