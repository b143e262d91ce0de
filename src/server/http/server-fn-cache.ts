import { getRequestUrl, setResponseHeaders } from '@tanstack/react-start/server'
import { docsCacheHeaders, pendingChecksHeaders, uncachedHeaders } from '~/lib/cache-policy'

/**
 * The cache headers of a server function's own answer (a client navigation's `GET /_serverFn/…`).
 * When the function runs inside a page render, the page's route decides in its `headers()`, so
 * a cacheable answer sets nothing there. An answer that must not be kept (the notice standing in
 * for content whose source is down) says so on the page too: a page that ends in a not-found view
 * has no route `headers()` that could. A doc whose code checks are pending is kept briefly, as its page is.
 */
export function cacheServerFnAnswer(cacheable: boolean, options: { checksPending?: boolean } = {}) {
  if (!cacheable) return setResponseHeaders(new Headers(uncachedHeaders))
  if (!getRequestUrl().pathname.startsWith('/_serverFn/')) return
  setResponseHeaders(new Headers(options.checksPending ? pendingChecksHeaders : docsCacheHeaders))
}
