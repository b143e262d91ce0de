import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { getConfig } from '~/server/config'
import { withCompression } from '~/server/http/compression'
import { refuseOverlongRedirect } from '~/server/http/long-redirects'
import { PageCache, pageResponse } from '~/server/http/page-cache'
import { withSiteRelativeLocation } from '~/server/http/redirect-location'
import { cspSourcesFromConfig, newNonce, securityHeaderListForPage, withSecurityHeaders, type SecurityContext } from '~/server/http/security-headers'
import { rejectMalformedServerFnCall, withBufferedBody } from '~/server/http/server-fn-guard'
import { withoutCookiesForSharedCache } from '~/server/http/shared-cache'
import { prepareIndexAfterStart } from '~/server/search/index-store'
import { countDocRead } from '~/server/health/read-counter'

prepareIndexAfterStart()

/**
 * The HTTP edge: size and shape checks, the origin page cache, compression when configured,
 * security headers. Everything else is the app's (see docs/architecture.md, "Request walk").
 */
let edge: { security: (nonce: string) => SecurityContext; pages: PageCache } | undefined

function setUp() {
  const config = getConfig()
  const sources = cspSourcesFromConfig(config)
  return {
    security: (nonce: string) => ({ sources, nonce, trustProxy: config.TRUST_PROXY > 0 }),
    pages: new PageCache({ maxBytes: config.PAGE_CACHE_MB * 1024 * 1024, maxAgeMs: config.REF_TTL_MS, keyOnEncoding: config.COMPRESSION }),
  }
}

/** The app's answer, rendered with `nonce` on every inline script. */
async function render(request: Request, nonce: string): Promise<Response> {
  const appRequest = withoutCookiesForSharedCache(request)
  const rendered = await handler.fetch(appRequest, { context: { nonce } })
  return withSiteRelativeLocation(request, refuseOverlongRedirect(rendered))
}

const site = {
  async fetch(incoming: Request): Promise<Response> {
    const config = getConfig()
    edge ??= setUp()
    const limits = { maxBytes: config.SERVER_FN_MAX_BODY_BYTES, maxDepth: config.JSON_MAX_DEPTH }
    const request = await withBufferedBody(incoming, limits.maxBytes)
    if (request instanceof Response) return withSecurityHeaders(incoming, request, edge.security(newNonce()))
    const rejection = await rejectMalformedServerFnCall(request, limits)
    if (rejection) return withSecurityHeaders(request, rejection, edge.security(newNonce()))

    const key = edge.pages.keyOf(request)
    const kept = key === undefined ? undefined : edge.pages.get(key)
    // A kept page goes out with the nonce it was rendered with (its scripts carry it).
    if (kept) return pageResponse(kept, 'hit', securityHeaderListForPage(request, edge.security(kept.nonce)))

    const nonce = newNonce()
    let response = await render(request, nonce)
    if (config.COMPRESSION) response = await withCompression(request, response)
    if (key !== undefined) response = await edge.pages.store(key, response, nonce)
    return withSecurityHeaders(request, response, edge.security(nonce))
  },
}

export default createServerEntry({
  async fetch(incoming) {
    const response = await site.fetch(incoming)
    // Docs health: a read counted per library, channel and kind of reader (see health/read-counter.ts).
    countDocRead(incoming, response.status)
    return response
  },
})
