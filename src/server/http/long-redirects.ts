/**
 * Redirects repeat the request's path and search, re-encoded (a `/` in a search value becomes
 * `%2F`), so a long URL can come back as a Location header past what clients and proxies read
 * (Node's limit for all headers is 16 KiB): the reader gets a broken connection instead of an
 * answer. Such a redirect is answered with 414 URI Too Long instead.
 */
export const MAX_REDIRECT_LOCATION_LENGTH = 8 * 1024

export function refuseOverlongRedirect(response: Response): Response {
  if (response.status < 300 || response.status > 399) return response
  const location = response.headers.get('location')
  if (location === null || location.length <= MAX_REDIRECT_LOCATION_LENGTH) return response
  const headers = new Headers(response.headers)
  headers.delete('location')
  headers.set('content-type', 'text/plain; charset=utf-8')
  headers.set('cache-control', 'no-store')
  return new Response('The address is too long.', { status: 414, headers })
}
