/**
 * Click and view events of the search dialog, in Algolia Insights' wire format. The embedded
 * backend stores them for the dashboard (click-through rate); a real Algolia application gets
 * them at its Insights API. Sent with `sendBeacon`, so a click that navigates away still lands.
 */

export type SearchBackendConfig =
  | { backend: 'embedded'; indexName: string }
  | { backend: 'algolia'; appId: string; apiKey: string; indexName: string; host?: string }

export type InsightsEvent = {
  eventType: 'click' | 'view'
  eventName: string
  index: string
  userToken: string
  queryID?: string
  objectIDs: string[]
  positions?: number[]
  timestamp: number
}

/** Algolia takes at most 20 object ids per event. */
const MAX_OBJECT_IDS = 20

export function eventsUrl(config: SearchBackendConfig, origin: string): string {
  if (config.backend === 'embedded') return `${origin}/api/search/1/events`
  // A beacon cannot send headers; Algolia also accepts the credentials as query parameters.
  const base = config.host ? config.host.replace(/\/+$/, '') : 'https://insights.algolia.io'
  const credentials = new URLSearchParams({ 'X-Algolia-Application-Id': config.appId, 'X-Algolia-API-Key': config.apiKey })
  return `${base}/1/events?${credentials}`
}

export function clickEvent(input: { index: string; userToken: string; queryID?: string; objectID: string; position: number; now: number }): InsightsEvent {
  return {
    eventType: 'click',
    eventName: 'Hit Clicked',
    index: input.index,
    userToken: input.userToken,
    ...(input.queryID ? { queryID: input.queryID } : {}),
    objectIDs: [input.objectID],
    positions: [input.position],
    timestamp: input.now,
  }
}

export function viewEvent(input: { index: string; userToken: string; objectIDs: string[]; now: number }): InsightsEvent | undefined {
  const objectIDs = [...new Set(input.objectIDs)].slice(0, MAX_OBJECT_IDS)
  if (!objectIDs.length) return undefined
  return { eventType: 'view', eventName: 'Hits Viewed', index: input.index, userToken: input.userToken, objectIDs, timestamp: input.now }
}

const TOKEN_KEY = 'search-user-token'

/** An anonymous token for this browser tab's session; it names no one and is never a cookie. */
export function anonymousUserToken(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, random: () => string): string {
  try {
    const known = storage?.getItem(TOKEN_KEY)
    if (known && /^anonymous-[\w-]{1,100}$/.test(known)) return known
    const token = `anonymous-${random()}`
    storage?.setItem(TOKEN_KEY, token)
    return token
  } catch {
    return `anonymous-${random()}`
  }
}

export function sendInsights(url: string, events: InsightsEvent[]): void {
  if (!events.length) return
  // text/plain keeps the request simple (no CORS preflight); both endpoints read the JSON body.
  const body = new Blob([JSON.stringify({ events })], { type: 'text/plain' })
  try {
    if (navigator.sendBeacon?.(url, body)) return
  } catch {
    // fall through to fetch
  }
  void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => undefined)
}
