/**
 * `POST /api/search/1/events`: Insights click and view events, written to the database, so
 * taken only from pages of the site itself (or the origins SEARCH_EVENTS_ORIGINS lists), each
 * client address at most SEARCH_EVENTS_PER_MINUTE times a minute, within a size and a count
 * per request; anything else — another site's page, a script flooding the table — is refused
 * before the body is read. Old events are pruned as new ones arrive.
 */
import { getConfig } from '~/server/config'
import { getDatabase, type Database } from '~/server/db'
import { clientAddressOf } from '~/server/http/client-address'
import { ClientBudget } from '~/server/http/client-budget'
import { eventsBytes, parseEventsBody, pruneEvents, saveEvents } from './events'
import { answer, json, readJson } from './http'

/** The origins whose pages may send events: the site's own (as configured and as requested) and the configured list. */
export function eventOriginAllowed(request: Request, allowed: readonly string[]): boolean {
  const origin = request.headers.get('origin')
  if (origin) return origin === new URL(request.url).origin || allowed.includes(origin)
  // Without Origin, only a browser's own word that the page is the site's counts.
  return request.headers.get('sec-fetch-site') === 'same-origin'
}

/** What one request may carry (a page sends a few events at a time): more is a 422, a larger body a 413. */
const MAX_EVENTS_PER_REQUEST = 20
const MAX_EVENTS_BODY_BYTES = 16 * 1024

/**
 * The bounds of the stored events: by age, by rows and by bytes (their texts, and about 64 bytes
 * a row). Rows alone do not bound the table: an event names up to 20 record ids of up to 200
 * characters.
 */
const STORED_EVENTS = { retentionDays: 90, maxRows: 100_000, maxBytes: 32 * 1024 * 1024 }

let budget: ClientBudget | undefined

export type EventsRefusal = { status: 403 | 429; message: string; retryAfter?: number }

export function refuseEvents(request: Request): EventsRefusal | undefined {
  const config = getConfig()
  const allowed = [new URL(config.SITE_URL).origin, ...config.SEARCH_EVENTS_ORIGINS]
  if (!eventOriginAllowed(request, allowed)) return { status: 403, message: "Events are taken from the site's own pages only" }
  budget ??= new ClientBudget(config.SEARCH_EVENTS_PER_MINUTE, 60_000)
  const client = clientAddressOf(request, config.TRUST_PROXY)
  if (!budget.trySpend(client))
    return { status: 429, message: 'Too many events from this address; try again later', retryAfter: budget.retryAfterSeconds(client) }
  return undefined
}

/** The CORS header for a configured origin of another host; none for the site's own pages. */
export function eventsCorsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get('origin')
  return origin && getConfig().SEARCH_EVENTS_ORIGINS.includes(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {}
}

let lastPrune = 0
let bytesSincePrune = 0

/**
 * Old events go at most every ten minutes, or as soon as a tenth of the byte bound has arrived
 * since the last time, after a save, without holding its answer.
 */
function pruneNowAndThen(database: Database, savedBytes: number) {
  const now = Date.now()
  const { maxBytes, maxRows } = STORED_EVENTS
  bytesSincePrune += savedBytes
  if (now - lastPrune < 10 * 60_000 && bytesSincePrune < maxBytes / 10) return
  lastPrune = now
  bytesSincePrune = 0
  pruneEvents(database, { now, retentionMs: STORED_EVENTS.retentionDays * 86_400_000, maxRows, maxBytes }).catch((error: unknown) =>
    console.warn('[search] pruning events failed:', error instanceof Error ? error.message : error),
  )
}

/** POST /1/events: Insights click and view events, from the site's own pages, within per-client limits. */
export function handleEvents(request: Request): Promise<Response> {
  const cors = eventsCorsHeaders(request)
  const refusal = refuseEvents(request)
  if (refusal) {
    return Promise.resolve(
      json({ message: refusal.message, status: refusal.status }, refusal.status, refusal.retryAfter ? { 'Retry-After': String(refusal.retryAfter) } : {}, cors),
    )
  }
  return answer(async () => {
    const events = parseEventsBody(await readJson(request, MAX_EVENTS_BODY_BYTES), MAX_EVENTS_PER_REQUEST)
    const database = await getDatabase()
    await saveEvents(database, events)
    pruneNowAndThen(database, eventsBytes(events))
    return { status: 200, message: 'OK' }
  }, cors)
}

/** OPTIONS /1/events: only a configured origin of another host gets a preflight answer it can use. */
export function eventsPreflight(request: Request): Response {
  const cors = eventsCorsHeaders(request)
  if (!cors['Access-Control-Allow-Origin']) return new Response(null, { status: 204 })
  return new Response(null, {
    status: 204,
    headers: { ...cors, 'Access-Control-Allow-Methods': 'POST, OPTIONS', 'Access-Control-Allow-Headers': 'content-type', 'Access-Control-Max-Age': '86400' },
  })
}
