/**
 * Who may post search events: pages of the site itself (or the origins SEARCH_EVENTS_ORIGINS
 * lists), each client address at most SEARCH_EVENTS_PER_MINUTE times a minute. Events are
 * written to the database, so anything else — another site's page, a script flooding the
 * table — is refused before the body is read.
 */
import { getConfig } from '~/server/config'
import { clientAddressOf } from '~/server/http/client-address'
import { ClientBudget } from '~/server/http/client-budget'

/** The origins whose pages may send events: the site's own (as configured and as requested) and the configured list. */
export function eventOriginAllowed(request: Request, allowed: readonly string[]): boolean {
  const origin = request.headers.get('origin')
  if (origin) return origin === new URL(request.url).origin || allowed.includes(origin)
  // Without Origin, only a browser's own word that the page is the site's counts.
  return request.headers.get('sec-fetch-site') === 'same-origin'
}

let budget: ClientBudget | undefined

export type EventsRefusal = { status: 403 | 429; message: string; retryAfter?: number }

export function refuseEvents(request: Request): EventsRefusal | undefined {
  const config = getConfig()
  const allowed = [new URL(config.SITE_URL).origin, ...config.SEARCH_EVENTS_ORIGINS]
  if (!eventOriginAllowed(request, allowed)) return { status: 403, message: 'Events are taken from the site\'s own pages only' }
  budget ??= new ClientBudget(config.SEARCH_EVENTS_PER_MINUTE, 60_000)
  const client = clientAddressOf(request, config.TRUST_PROXY)
  if (!budget.trySpend(client)) return { status: 429, message: 'Too many events from this address; try again later', retryAfter: budget.retryAfterSeconds(client) }
  return undefined
}

/** The CORS header for a configured origin of another host; none for the site's own pages. */
export function eventsCorsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get('origin')
  return origin && getConfig().SEARCH_EVENTS_ORIGINS.includes(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {}
}
