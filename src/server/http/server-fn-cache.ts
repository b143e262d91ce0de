import { getRequestUrl, setResponseHeaders } from '@tanstack/react-start/server'
import { docsCacheHeaders, uncachedHeaders } from '~/lib/cache-policy'

/**
 * The cache headers of a server function's own answer (a client navigation's `GET /_serverFn/…`).
 * When the function runs inside a page render, the page's route decides in its `headers()`, so
 * a cacheable answer sets nothing there. An answer that must not be kept (the notice standing in
 * for content whose source is down) says so on the page too: a page that ends in a not-found view
 * has no route `headers()` that could.
 */
export function cacheServerFnAnswer(cacheable: boolean) {
  if (!cacheable) return setResponseHeaders(new Headers(uncachedHeaders))
  if (!getRequestUrl().pathname.startsWith('/_serverFn/')) return
  setResponseHeaders(new Headers(docsCacheHeaders))
}
