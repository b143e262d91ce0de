import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { memoryShare } from '~/server/memory-plan'
import { getConfig } from '~/server/config'
import { abandonedBodies, isClientGone } from '~/server/http/body'
import { withClientGoneSignal } from '~/server/http/client-gone'
import { withCompression } from '~/server/http/compression'
import { refuseOverlongRedirect } from '~/server/http/long-redirects'
import { PageCache, pageResponse } from '~/server/http/page-cache'
import { withSiteRelativeLocation } from '~/server/http/redirect-location'
import { cspSourcesFromConfig, newNonce, withSecurityHeaders, type SecurityContext } from '~/server/http/security-headers'
import { rejectMalformedServerFnCall, SERVER_FN_LIMITS, withBufferedBody } from '~/server/http/server-fn-guard'
import { withoutCookiesForSharedCache } from '~/server/http/shared-cache'
import { withSpecPath } from '~/server/http/spec-paths'
import { isQueriedPage, readWholeHtml } from '~/server/http/queried-pages'
import {
  asRefused,
  chargeSpent,
  chargeWork,
  closeWorkScope,
  openWorkScope,
  runInWorkScope,
  WorkRefused,
  workRefusedResponse,
} from '~/server/http/work-scheduler'
import { prepareIndexAfterStart, searchIndexComplete } from '~/server/search/index-store'
import { startSnippetChecksAfterStart } from '~/server/snippets/background'
import { countDocRead } from '~/server/health/read-counter'

prepareIndexAfterStart()
startSnippetChecksAfterStart({ searchIndexComplete })

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
    pages: new PageCache({ maxBytes: memoryShare('pages'), maxAgeMs: config.REF_TTL_MS, keyOnEncoding: config.COMPRESSION }),
  }
}

/** The app's answer, rendered with `nonce` on every inline script; a reader gone away ends it quietly (client-gone.ts). */
async function render(request: Request, nonce: string): Promise<Response> {
  const appRequest = withClientGoneSignal(withoutCookiesForSharedCache(withSpecPath(request)))
  const rendered = await handler.fetch(appRequest, { context: { nonce } })
  return withSiteRelativeLocation(request, refuseOverlongRedirect(rendered))
}

const site = {
  async fetch(incoming: Request): Promise<Response> {
    const config = getConfig()
    edge ??= setUp()
    const { security } = edge
    // Every answer leaves through here, rendered or kept: the security headers are set one way.
    const answer = (request: Request, response: Response, nonce = newNonce()) => withSecurityHeaders(request, response, security(nonce))
    const request = await withBufferedBody(incoming, SERVER_FN_LIMITS.maxBytes)
    if (request instanceof Response) return answer(incoming, request)
    const rejection = await rejectMalformedServerFnCall(request)
    if (rejection) return answer(request, rejection)

    const key = edge.pages.keyOf(request)
    // A kept page goes out with the nonce it was rendered with (its scripts carry it); one being
    // rendered for another request is waited for rather than rendered again.
    const kept = key === undefined ? undefined : (edge.pages.get(key) ?? (await edge.pages.inFlight(key)))
    if (kept) return answer(request, pageResponse(kept, 'hit'), kept.nonce)

    const nonce = newNonce()
    // Expensive work below takes this request's client's turn (src/server/http/work-scheduler.ts).
    // A doc page whose rendering was refused because the server is saturated shows "One moment"
    // inside the site and is answered 429 here; any other answer the refusal broke becomes the
    // bare "One moment" page.
    // A page asked for with a query string waits for its client's turn and is charged its time
    // (see queried-pages.ts). It renders after the turn, not inside it: the render joins other
    // requests' work in flight, which needs turns of its own, so holding the turn through it could
    // wait for ever.
    const rendered = async () => {
      if (!isQueriedPage(request)) return render(request, nonce)
      await chargeWork(() => undefined, { kind: 'page' })
      const started = performance.now()
      const page = await readWholeHtml(await render(request, nonce))
      chargeSpent(performance.now() - started)
      return page
    }
    const finished = async () => {
      const work = openWorkScope(request)
      const refusal = (refused: WorkRefused) => workRefusedResponse(refused, request.headers.get('accept')?.includes('text/html') ? 'html' : 'text')
      let response: Response
      try {
        response = await runInWorkScope(work, rendered)
      } catch (error) {
        if (!(error instanceof WorkRefused) || work.refused !== error) throw error
        response = refusal(error)
      } finally {
        closeWorkScope(work)
      }
      if (work.refused && (response.status >= 500 || (response.status >= 300 && response.status < 400))) {
        await response.body?.cancel()
        response = refusal(work.refused)
      } else if (work.refused && response.status === 200 && response.headers.get('content-type')?.startsWith('text/html')) {
        // The app showed its "One moment" view (the docs shell kept): the status says so too.
        response = asRefused(response, work.refused)
      }
      return config.COMPRESSION ? withCompression(request, response) : response
    }
    try {
      const response = key === undefined ? await finished() : await edge.pages.renderOnce(key, finished, nonce)
      return answer(request, response, nonce)
    } catch (error) {
      // The client went away mid-upload: nobody reads an answer, and nothing here failed.
      if (!isClientGone(request, error)) throw error
      abandonedBodies.count++
      return new Response(null, { status: 400 })
    }
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
