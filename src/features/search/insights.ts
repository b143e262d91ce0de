/**
 * Click and view events of the search dialog, sent by Algolia's own Insights client
 * (search-insights). The embedded backend stores them for the dashboard (click-through rate);
 * a real Algolia application gets them at its Insights API. The client sends with `sendBeacon`,
 * so a click that navigates away still lands. It sets no cookie: the token is ours, per tab.
 */
import insights from 'search-insights'

export type SearchBackendConfig = { backend: 'embedded' | 'algolia'; appId: string; apiKey: string; indexName: string; host?: string }

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

/** Where the Insights client posts `/1/events`: the site's own endpoint, a configured Algolia host, or Algolia's default. */
export function insightsHost(config: SearchBackendConfig, origin: string): string | undefined {
  if (config.backend === 'embedded') return `${origin}/api/search`
  return config.host ? config.host.replace(/\/+$/, '') : undefined
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

export type InsightsSender = (events: InsightsEvent[]) => void

/**
 * Sends events through the Insights client set up for the backend; a failed send is dropped.
 * The client is one per page (the package's own), so the latest set-up is the one in force.
 */
export function insightsSender(config: SearchBackendConfig, origin: string, userToken: string): InsightsSender {
  insights('init', { appId: config.appId, apiKey: config.apiKey, host: insightsHost(config, origin), userToken, anonymousUserToken: false, useCookie: false })
  return (events) => {
    if (!events.length) return
    void Promise.resolve(insights('sendEvents', events)).catch(() => undefined)
  }
}
