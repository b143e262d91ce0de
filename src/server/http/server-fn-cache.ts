import { getRequestUrl, setResponseHeaders } from '@tanstack/react-start/server'
import { docsCacheHeaders, uncachedHeaders } from '~/lib/cache-policy'

/**
 * The cache headers of a server function's own answer (a client navigation's `GET /_serverFn/…`).
 * When the function runs inside a page render, the page's route decides in its `headers()`,
 * so nothing is set here: a route's `headers()` is the only writer of a page's Cache-Control.
 */
export function cacheServerFnAnswer(cacheable: boolean) {
  if (!getRequestUrl().pathname.startsWith('/_serverFn/')) return
  setResponseHeaders(new Headers(cacheable ? docsCacheHeaders : uncachedHeaders))
}
