import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { anonymousUserToken, clickEvent, insightsHost, insightsSender, viewEvent } from './insights'

describe('search insights events', () => {
  it("sends to the site endpoint, a configured Algolia host, or Algolia's default", () => {
    expect(insightsHost({ backend: 'embedded', appId: 'site', apiKey: 'search-only', indexName: 'Site' }, 'https://example.test')).toBe(
      'https://example.test/api/search',
    )
    expect(insightsHost({ backend: 'algolia', appId: 'APP', apiKey: 'KEY', indexName: 'Site' }, 'https://example.test')).toBeUndefined()
    expect(insightsHost({ backend: 'algolia', appId: 'A', apiKey: 'K', indexName: 'S', host: 'http://127.0.0.1:9/' }, 'https://x.test')).toBe(
      'http://127.0.0.1:9',
    )
  })

  it("posts the events to /1/events with the credentials in the query, as the site's endpoint and Algolia read them", async () => {
    const received: { url: string; body: string }[] = []
    const server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        received.push({ url: request.url ?? '', body })
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":200}')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const send = insightsSender({ backend: 'embedded', appId: 'site', apiKey: 'search-only', indexName: 'Site' }, origin, 'anonymous-1')
      const click = clickEvent({ index: 'Site', userToken: 'anonymous-1', queryID: 'q1', objectID: 'o7', position: 3, now: 5 })
      send([click])
      send([])
      await expect.poll(() => received.length).toBe(1)
      const url = new URL(received[0]!.url, origin)
      expect(url.pathname).toBe('/api/search/1/events')
      expect(url.searchParams.get('X-Algolia-Application-Id')).toBe('site')
      expect(url.searchParams.get('X-Algolia-API-Key')).toBe('search-only')
      expect(JSON.parse(received[0]!.body)).toEqual({ events: [click] })
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
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
