import { describe, expect, it } from 'vitest'
import { anonymousUserToken, clickEvent, eventsUrl, viewEvent } from './insights'

describe('search insights events', () => {
  it('sends to the site endpoint, or to Algolia with the credentials in the query', () => {
    expect(eventsUrl({ backend: 'embedded', indexName: 'Site' }, 'https://example.test')).toBe('https://example.test/api/search/1/events')
    const algolia = new URL(eventsUrl({ backend: 'algolia', appId: 'APP', apiKey: 'KEY', indexName: 'Site' }, 'https://example.test'))
    expect(algolia.origin + algolia.pathname).toBe('https://insights.algolia.io/1/events')
    expect(algolia.searchParams.get('X-Algolia-Application-Id')).toBe('APP')
    expect(algolia.searchParams.get('X-Algolia-API-Key')).toBe('KEY')
    expect(eventsUrl({ backend: 'algolia', appId: 'A', apiKey: 'K', indexName: 'S', host: 'http://127.0.0.1:9/' }, 'https://x.test')).toMatch(/^http:\/\/127\.0\.0\.1:9\/1\/events\?/)
  })

  it('shapes a click with its query id and 1-based position', () => {
    expect(clickEvent({ index: 'Site', userToken: 'anonymous-1', queryID: 'q1', objectID: 'o7', position: 3, now: 5 })).toEqual({
      eventType: 'click',
      eventName: 'Hit Clicked',
      index: 'Site',
      userToken: 'anonymous-1',
      queryID: 'q1',
      objectIDs: ['o7'],
      positions: [3],
      timestamp: 5,
    })
    expect(clickEvent({ index: 'Site', userToken: 'u', objectID: 'o', position: 1, now: 1 })).not.toHaveProperty('queryID')
  })

  it('keeps a view to 20 distinct object ids and skips an empty one', () => {
    const ids = Array.from({ length: 30 }, (_, n) => `o${n % 25}`)
    expect(viewEvent({ index: 'Site', userToken: 'u', objectIDs: ids, now: 1 })!.objectIDs).toEqual(Array.from({ length: 20 }, (_, n) => `o${n}`))
    expect(viewEvent({ index: 'Site', userToken: 'u', objectIDs: [], now: 1 })).toBeUndefined()
  })

  it('reuses the tab session token and replaces a malformed one', () => {
    const store = new Map<string, string>()
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) }
    const first = anonymousUserToken(storage, () => 'abc')
    expect(first).toBe('anonymous-abc')
    expect(anonymousUserToken(storage, () => 'other')).toBe('anonymous-abc')
    store.set('search-user-token', '<script>')
    expect(anonymousUserToken(storage, () => 'new')).toBe('anonymous-new')
    expect(anonymousUserToken(undefined, () => 'x')).toBe('anonymous-x')
  })
})
