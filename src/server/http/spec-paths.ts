/**
 * Addresses the spec gives with a trailing slash (SPEC §2: `/stats/npm/`). The router knows its
 * routes without the slash and would answer such an address with a redirect; the edge hands it
 * the path without the slash instead, so the spec's address answers at once (a GET, the query
 * string kept).
 */
const SLASHED_ROUTES = new Set(['/stats/npm/'])

/** The request the app renders for `request`: the same one, but for a slashed spec address the path without its slash. */
export function withSpecPath(request: Request): Request {
  if (request.method !== 'GET' && request.method !== 'HEAD') return request
  const url = new URL(request.url)
  if (!SLASHED_ROUTES.has(url.pathname)) return request
  url.pathname = url.pathname.slice(0, -1)
  return new Request(url, { method: request.method, headers: request.headers, signal: request.signal })
}
