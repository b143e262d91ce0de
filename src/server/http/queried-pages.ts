/**
 * Pages asked for with a query string. A page's render is kept by the origin page cache (and a
 * CDN) under its address, query included, so every new query string renders the page again —
 * the whole React page around a doc that is already rendered and cached. Query strings are
 * endless: many addresses each sending new ones made every reader's page take seconds while
 * none of that work was charged. The edge lets such a page start only in its client's fair turn
 * (`chargeWork`, kind `page`: refused when the server is saturated), then renders it outside the
 * turn — a render joins other requests' work in flight, which needs turns of its own, and a page
 * holding the turn through it waited for ever (a fuzz run's four connections stalled 20 s) — and
 * charges the client the time it took to read its whole HTML. The page without a query string is
 * the one readers and crawlers share, kept after its first render.
 */

/** Paths that are not pages: API routes, server functions, and files (`/llms.txt`, `/og/….png`, `….md`). */
const NOT_A_PAGE = /^\/(?:api|_serverFn|assets|docs-assets|og)(?:\/|$)|\.[a-z0-9]+$/i

/** Whether `request` renders a page for an address with a query string. */
export function isQueriedPage(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const url = new URL(request.url)
  return url.search.length > 1 && !NOT_A_PAGE.test(url.pathname) && !request.headers.has('x-tsr-serverfn')
}

/** `response` with its HTML read whole, so the time to render it all falls inside the caller's turn. */
export async function readWholeHtml(response: Response): Promise<Response> {
  if (!response.body || !/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) return response
  const body = await response.arrayBuffer()
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
}
