import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import { inPageSidebarAdapter } from '~/lib/docs/in-page-sidebar'
import { inPageHtmlAdapter } from '~/lib/in-page-html'
import { isBadInputError } from '~/lib/validation'
import { markdownDocRequest } from '~/server/docs/markdown-negotiation'
import { comparedMarkdownResponse } from '~/server/changes/responses'
import { docMarkdownResponse } from '~/server/docs/responses'

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

/**
 * A call naming no server function is a 404. The framework looks the id up before its own error
 * handling, so an unknown id is the one failure that leaves the server-function handler as a
 * thrown error (everything inside a function is answered by the framework); it would be a 500.
 * Reported upstream: see docs/architecture.md.
 */
const unknownServerFn = createMiddleware({ type: 'request' }).server(async ({ next, handlerType }) => {
  if (handlerType !== 'serverFn') return next()
  try {
    return await next()
  } catch (error) {
    if (error instanceof Response) throw error
    throw Response.json({ message: 'Unknown server function', status: 404 }, { status: 404 })
  }
})

/** A doc page asked for as Markdown (`….md`, `Accept: text/markdown`) is answered before the router renders HTML. */
const docMarkdown = createMiddleware({ type: 'request' }).server(async ({ next, request, handlerType }) => {
  const doc = handlerType === 'router' ? markdownDocRequest(request) : undefined
  return doc ? docMarkdownResponse(doc, request, comparedMarkdownResponse) : next()
})

export const startInstance = createStart(() => ({
  requestMiddleware: [sameOriginServerFns, unknownServerFn, docMarkdown],
  functionMiddleware: [badInputStatus],
  serializationAdapters: [inPageHtmlAdapter, inPageSidebarAdapter],
}))
