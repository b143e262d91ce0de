import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { getConfig } from '~/server/config'
import { compressResponse } from '~/server/http/compression'
import { deferScriptsUntilPainted } from '~/server/http/deferred-scripts'
import { withDocPageCache } from '~/server/http/doc-page-cache'
import { refuseOverlongRedirect } from '~/server/http/long-redirects'
import { withSiteRelativeLocation } from '~/server/http/redirect-location'
import { cspSourcesFromConfig, newNonce, securityHeaderListForPage, withSecurityHeaders, type CspSources } from '~/server/http/security-headers'
import { correctServerFnStatus, rejectMalformedServerFnCall, withBufferedBody } from '~/server/http/server-fn-guard'
import { withoutCookiesForSharedCache } from '~/server/http/shared-cache'
import { prepareIndexAfterStart } from '~/server/search/index-store'

prepareIndexAfterStart()

let cspSources: CspSources | undefined

export default createServerEntry({
  async fetch(incoming) {
    const config = getConfig()
    cspSources ??= cspSourcesFromConfig(config)
    // One nonce per response: the router stamps it on every inline script it renders.
    const security = { sources: cspSources, nonce: newNonce(), trustProxy: config.TRUST_PROXY > 0 }
    const limits = { maxBytes: config.SERVER_FN_MAX_BODY_BYTES, maxDepth: config.JSON_MAX_DEPTH }
    const request = await withBufferedBody(incoming, limits.maxBytes)
    if (request instanceof Response) return withSecurityHeaders(incoming, request, security)
    const rejection = await rejectMalformedServerFnCall(request, limits)
    if (rejection) return withSecurityHeaders(request, rejection, security)
    const { response, fromCache } = await withDocPageCache(
      request,
      security.nonce,
      async () => {
        const appRequest = withoutCookiesForSharedCache(request)
        const rendered = await handler.fetch(appRequest, { context: { nonce: security.nonce } })
        return deferScriptsUntilPainted(withSiteRelativeLocation(request, refuseOverlongRedirect(await correctServerFnStatus(appRequest, rendered))))
      },
      () => securityHeaderListForPage(request, security),
    )
    // A cached page comes complete (security headers, encoding); touching it would slow it down.
    if (fromCache) return response
    return withSecurityHeaders(request, compressResponse(request, response), security)
  },
})
