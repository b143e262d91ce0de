/**
 * Gzip for text responses when the client accepts it. Doc pages are large (highlighted code),
 * and a phone on a slow network should not download 300 KB where 40 KB will do. Event
 * streams are left alone: compressing them would hold events back.
 */
import { withEditedHeaders } from './edit-headers'

const compressibleType = /^(text\/(?!event-stream)|application\/(json|javascript|xml|rss\+xml|manifest\+json|x-tss-framed)|image\/svg\+xml)/

export function acceptsGzip(request: Request): boolean {
  const header = request.headers.get('accept-encoding') ?? ''
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';')
    const q = params.find((p) => p.trim().startsWith('q='))
    return name?.trim().toLowerCase() === 'gzip' && (!q || Number(q.trim().slice(2)) > 0)
  })
}

export function isCompressible(response: Response): boolean {
  if (!response.body || response.headers.has('content-encoding')) return false
  if (response.status < 200 || response.status === 204 || response.status === 206 || response.status === 304) return false
  const length = Number(response.headers.get('content-length') ?? 'NaN')
  if (Number.isFinite(length) && length < 1024) return false
  return compressibleType.test(response.headers.get('content-type') ?? '')
}

function withVary(headers: Headers) {
  const vary = headers.get('vary')
  if (!vary) headers.set('vary', 'Accept-Encoding')
  else if (!/accept-encoding/i.test(vary)) headers.set('vary', `${vary}, Accept-Encoding`)
}

/** The response gzipped as a stream (streamed HTML keeps streaming), when it is worth it. */
export function compressResponse(request: Request, response: Response): Response {
  if (!isCompressible(response)) return response
  if (!acceptsGzip(request)) return withEditedHeaders(response, withVary)
  const headers = new Headers(response.headers)
  withVary(headers)
  if (!response.body) return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  headers.set('content-encoding', 'gzip')
  headers.delete('content-length')
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), { status: response.status, statusText: response.statusText, headers })
}
