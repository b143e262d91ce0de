/**
 * Pages that shared caches (CDNs) keep for everyone must not depend on who asked: their
 * requests reach the app without cookies, so a visitor's stored theme never ends up in the
 * copy a cache hands to others.
 */
export const SHARED_CACHE_PATHS = new Set(['/sponsors-embed', '/sponsors-embed/'])

export function withoutCookiesForSharedCache(request: Request): Request {
  if (!request.headers.has('cookie') || !SHARED_CACHE_PATHS.has(new URL(request.url).pathname)) return request
  const headers = new Headers(request.headers)
  headers.delete('cookie')
  // Built from parts: the server's own request objects cannot be cloned with `new Request(request)`.
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(request.url, {
    method: request.method,
    headers,
    signal: request.signal,
    ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
  } as RequestInit)
}
