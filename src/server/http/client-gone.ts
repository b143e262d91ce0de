/**
 * A reader who goes away before its page is answered (a closed tab, a client's timeout) aborts
 * the request's signal with Node's `Error: aborted` (ECONNRESET). Whatever awaited the signal then
 * throws that error, and the framework printed it as a failure, seven lines of stack for each
 * reader who gave up on a slow page. Here the app sees a signal whose reason is `ClientGone`,
 * an error with an HTTP status, which the framework answers (to nobody) without printing.
 */

/** 499 is the status proxies log for a client that closed its request. */
export class ClientGone extends Error {
  readonly status = 499
  readonly statusText = 'Client Closed Request'
  constructor() {
    super('The client closed the request before it was answered')
  }
}

/** A signal that aborts when `signal` does, with `ClientGone` as its reason. */
export function clientGoneSignal(signal: AbortSignal): AbortSignal {
  const controller = new AbortController()
  if (signal.aborted) controller.abort(new ClientGone())
  else signal.addEventListener('abort', () => controller.abort(new ClientGone()), { once: true })
  return controller.signal
}

/**
 * `request` with its signal's abort reason made `ClientGone`, its body (if any) taken along. Built
 * from its parts: the server's own request object is no `Request` of the platform's to copy.
 */
export function withClientGoneSignal(request: Request): Request {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null
  const init = {
    method: request.method,
    headers: request.headers,
    signal: clientGoneSignal(request.signal),
    ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
  }
  return new Request(request.url, init as RequestInit)
}
