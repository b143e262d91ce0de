import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { compressResponse } from '~/server/http/compression'
import { withDocPageCache } from '~/server/http/doc-page-cache'
import { withFramePolicy } from '~/server/http/frame-policy'
import { refuseOverlongRedirect } from '~/server/http/long-redirects'
import { correctServerFnStatus, rejectMalformedServerFnCall } from '~/server/http/server-fn-guard'
import { withoutCookiesForSharedCache } from '~/server/http/shared-cache'
import { prepareIndexAfterStart } from '~/server/search/index-store'

prepareIndexAfterStart()

export default createServerEntry({
  async fetch(request) {
    const rejection = await rejectMalformedServerFnCall(request)
    if (rejection) return withFramePolicy(request, rejection)
    const response = await withDocPageCache(request, async () => {
      const appRequest = withoutCookiesForSharedCache(request)
      return withFramePolicy(request, refuseOverlongRedirect(await correctServerFnStatus(appRequest, await handler.fetch(appRequest))))
    })
    return compressResponse(request, response)
  },
})
