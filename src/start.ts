import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import { inPageHtmlAdapter } from '~/lib/in-page-html'
import { isBadInputError } from '~/lib/validation'

/** Bad input to any server function is answered with its 4xx status instead of a 200. */
const badInputStatus = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    if (isBadInputError(error)) setResponseStatus(error.status)
    throw error
  }
})

/**
 * Server functions refuse cross-site calls: a browser names the calling site in
 * `Sec-Fetch-Site` or `Origin`, and anything but this origin gets a 403. Calls that carry
 * neither come from scripts, not browsers (a browser always names the caller), so a page on
 * another site cannot make one; they are let through.
 */
const sameOriginServerFns = createCsrfMiddleware({
  filter: (ctx) => ctx.handlerType === 'serverFn',
  allowRequestsWithoutOriginCheck: true,
})

export const startInstance = createStart(() => ({
  requestMiddleware: [sameOriginServerFns],
  functionMiddleware: [badInputStatus],
  serializationAdapters: [inPageHtmlAdapter],
}))
