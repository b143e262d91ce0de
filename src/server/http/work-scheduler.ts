/**
 * Every way in that runs the search engine or renders (search API, MCP tools, llms files, social
 * cards, doc pages and compare views rendered on a cold cache) takes its turn through one fair
 * queue (`fair-queue.ts`), so work that costs the same is shared the same whichever door it comes
 * through, and a client is refused only when the server as a whole is saturated.
 *
 * A request's client is its address (an IPv6 one by its /64). The edge (`src/server.ts`) opens a
 * scope per request; `chargeWork` inside it waits for the client's turn. A refusal is kept on the
 * scope, so the edge can answer 429 where a page would have failed.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { getConfig } from '~/server/config'
import { onShutdown } from '~/server/lifecycle'
import { clientAddressOf } from './client-address'
import { ClientGone } from './client-gone'
import { FairQueue, WorkRefused, type WorkClass } from './fair-queue'

export { WorkRefused } from './fair-queue'

const QUEUE_KEY = Symbol.for('site.work-queue')

/** The server's queue, built from the configuration on first use (shared by every bundle). */
export function workQueue(): FairQueue {
  const store = globalThis as typeof globalThis & { [QUEUE_KEY]?: FairQueue }
  if (!store[QUEUE_KEY]) {
    const queue = new FairQueue({ maxWaitMs: getConfig().WORK_MAX_WAIT_MS })
    store[QUEUE_KEY] = queue
    onShutdown('work queue: waiting work refused', () => queue.close(), 'signal')
  }
  return store[QUEUE_KEY]
}

/**
 * The request being handled, as the edge opens it for everything below: whose work it is, whether
 * it is a preload (a link the reader hovered: `Purpose: prefetch` or `Sec-Purpose: prefetch`),
 * whether its work already takes a turn (nested work runs inside it), and the refusal, if any.
 */
type WorkScope = {
  client: string
  workClass: WorkClass
  signal?: AbortSignal
  charging: boolean
  inTurn?: boolean
  refused?: WorkRefused
  request: { done: boolean }
}
const scopes = new AsyncLocalStorage<WorkScope>()

/** Whether a request only prepares a page the reader may open (the router's preload on intent, a browser prefetch). */
function isPreload(request: Request): boolean {
  return [request.headers.get('purpose'), request.headers.get('sec-purpose')].some((value) => value?.toLowerCase().startsWith('prefetch'))
}

export function openWorkScope(request: Request): WorkScope {
  return {
    client: clientAddressOf(request, getConfig().TRUST_PROXY),
    workClass: isPreload(request) ? 'preload' : 'normal',
    signal: request.signal,
    charging: false,
    request: { done: false },
  }
}

/**
 * The request has been answered: work it started that goes on (a timer, a background build
 * begun on its first visit) is no longer its client's.
 */
export function closeWorkScope(scope: WorkScope): void {
  scope.request.done = true
}

/** Runs `work` as nobody's (background jobs: index builds, the docs check): never queued or refused. */
export function outsideWorkScope<T>(work: () => T): T {
  return scopes.exit(work)
}

export function runInWorkScope<T>(scope: WorkScope, run: () => T): T {
  return scopes.run(scope, run)
}

/** The client whose work runs now; undefined outside a request (index builds, scripts). */
export function currentWorkClient(): string | undefined {
  return scopes.getStore()?.client
}

/**
 * Runs expensive work in the current request's client's turn; outside a request it just runs.
 * Throws `WorkRefused` when the server is saturated (also kept for the edge). `kind` names the
 * work for the queue's estimate of how long it takes. `turn` (the default) is for leaf work,
 * which never waits for other queued work (a piece holding the turn that waited for one queued
 * behind it would wait for ever). Work made of several pieces (an MCP request, a social card)
 * passes `turn: false`, and its pieces take turns.
 */
export async function chargeWork<T>(work: () => T | Promise<T>, { turn = true, kind = 'work' }: { turn?: boolean; kind?: string } = {}): Promise<T> {
  const scope = scopes.getStore()
  if (!scope || scope.inTurn || scope.request.done) return work()
  if (!turn) return scopes.run({ ...scope, charging: true }, work)
  let grant: Awaited<ReturnType<FairQueue['take']>>
  try {
    grant = await workQueue().take(scope.client, kind, scope.workClass, scope.signal, scope.request)
  } catch (error) {
    if (error instanceof WorkRefused) {
      scope.refused = error
      throw error
    }
    // A reader who went away left the queue: an error the framework answers without printing.
    if (scope.signal?.aborted) throw new ClientGone()
    throw error
  }
  try {
    return await scopes.run({ ...scope, charging: true, inTurn: true }, work)
  } finally {
    grant.done()
  }
}

/** Charges time already spent on the current request's behalf outside a turn (encoding its answer, say). */
export function chargeSpent(spentMs: number): void {
  const scope = scopes.getStore()
  if (!scope || scope.charging || scope.request.done) return
  workQueue().charge(scope.client, spentMs)
}

/** Whether `refused` refused the current request's own work (not work it joined). */
export function workRefusedHere(refused: WorkRefused): boolean {
  return scopes.getStore()?.refused === refused
}

/**
 * Admits work that goes on after the answer has started (a streamed body): refused like
 * `chargeWork` when the server is saturated; the caller adds each part's time, charged to the
 * client. Undefined outside a request.
 */
export function admitStreamedWork(): { add: (spentMs: number) => void; end: () => void } | undefined {
  const scope = scopes.getStore()
  if (!scope || scope.charging || scope.request.done) return undefined
  const queue = workQueue()
  try {
    queue.admitNow(scope.client, scope.workClass)
  } catch (error) {
    if (error instanceof WorkRefused) scope.refused = error
    throw error
  }
  const client = scope.client
  return { add: (spentMs) => queue.charge(client, spentMs), end: () => {} }
}

/**
 * The answer to refused work: 429 with `Retry-After`, as JSON, plain text, or (for a reader's
 * page) a small page that says so and loads the page again once the wait is over.
 */
export function workRefusedResponse(refused: WorkRefused, shape: 'json' | 'text' | 'html' = 'text', headers: Record<string, string> = {}): Response {
  const message = `${refused.message}: try again in ${refused.retryAfterSeconds} s.`
  const body = shape === 'json' ? JSON.stringify({ message, status: 429 }) : shape === 'html' ? busyPage(refused.retryAfterSeconds) : `${message}\n`
  const type = { json: 'application/json', text: 'text/plain', html: 'text/html' }[shape]
  return new Response(body, {
    status: 429,
    headers: {
      'content-type': `${type}; charset=utf-8`,
      'cache-control': 'no-store',
      'retry-after': String(refused.retryAfterSeconds),
      ...headers,
    },
  })
}

/** A page the app rendered in place of refused work ("One moment" in the site's shell), answered as refused: 429, `Retry-After`, never kept. */
export function asRefused(rendered: Response, refused: WorkRefused): Response {
  const headers = new Headers(rendered.headers)
  headers.set('cache-control', 'no-store')
  headers.delete('cdn-cache-control')
  headers.set('retry-after', String(refused.retryAfterSeconds))
  return new Response(rendered.body, { status: 429, statusText: 'Too Many Requests', headers })
}

/** A page without scripts or outside styles (it passes the site's CSP as it stands). */
function busyPage(seconds: number): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${seconds}">
<meta name="robots" content="noindex">
<title>One moment</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#111827;background:#fff}@media (prefers-color-scheme:dark){body{color:#f3f4f6;background:#030712}}</style>
</head>
<body>
<h1>One moment</h1>
<p>The server is preparing many pages for readers just now. This page loads again by itself in ${seconds} s.</p>
</body>
</html>
`
}
