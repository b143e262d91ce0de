import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { correctServerFnStatus, rejectMalformedServerFnCall } from '~/server/http/server-fn-guard'

export default createServerEntry({
  async fetch(request) {
    const rejection = await rejectMalformedServerFnCall(request)
    if (rejection) return rejection
    return correctServerFnStatus(request, await handler.fetch(request))
  },
})
