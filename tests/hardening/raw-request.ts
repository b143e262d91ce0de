import { request } from 'node:http'

export type RawResponse = { status: number; body: Buffer; contentType: string; headers: Record<string, string | undefined>; ms: number }

const MAX_BODY_BYTES = 8 * 1024 * 1024

/**
 * One HTTP request whose path goes on the wire exactly as written (no normalisation of `..`
 * or percent-escapes, unlike fetch). Rejects on a connection error or after `timeoutMs`.
 */
export function rawRequest(
  baseUrl: string,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string; timeoutMs: number },
): Promise<RawResponse> {
  const url = new URL(baseUrl)
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : Buffer.from(options.body)
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: options.path,
        method: options.method,
        headers: { ...options.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size <= MAX_BODY_BYTES) chunks.push(chunk)
        })
        response.on('end', () => {
          clearTimeout(timer)
          const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]))
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks),
            contentType: String(response.headers['content-type'] ?? ''),
            headers,
            ms: performance.now() - started,
          })
        })
        response.on('error', (error) => {
          clearTimeout(timer)
          reject(error)
        })
      },
    )
    const timer = setTimeout(() => req.destroy(new Error(`no complete answer within ${options.timeoutMs} ms`)), options.timeoutMs)
    req.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    req.end(body)
  })
}
