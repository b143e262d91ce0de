import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { withFramePolicy } from '~/server/http/frame-policy'
import { correctServerFnStatus, rejectMalformedServerFnCall } from '~/server/http/server-fn-guard'

export default createServerEntry({
  async fetch(request) {
    const rejection = await rejectMalformedServerFnCall(request)
    if (rejection) return withFramePolicy(request, rejection)
    return withFramePolicy(request, await correctServerFnStatus(request, await handler.fetch(request)))
  },
})
