import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBuiltServer, type RunningServer } from '../support/server'

const event = (n = 0) => ({
  eventType: 'click',
  eventName: 'Hit Clicked',
  index: 'TanStack',
  userToken: `reader-${n}`,
  queryID: 'a'.repeat(32),
  objectIDs: ['query/latest/docs/guides/caching'],
  positions: [1],
})

describe('the search events endpoint', () => {
  let server: RunningServer
  let dir: string
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-events-'))
    server = await startBuiltServer({
      DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
      SEARCH_INDEX_DIR: path.join(dir, 'search'),
      SITE_URL: 'https://docs.example.org',
      SEARCH_EVENTS_ORIGINS: 'https://preview.example.org',
      SEARCH_EVENTS_PER_MINUTE: '8',
      TRUST_PROXY: '1',
    })
  })
  afterAll(async () => {
    await server?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  const send = (body: unknown, headers: Record<string, string>) =>
    fetch(`${server.url}/api/search/1/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  it('takes record ids as the dialog sends them, so stored events stay small in bytes', async () => {
    const client = { 'x-forwarded-for': '198.51.100.40', origin: 'https://docs.example.org' }
    const long = { ...event(), objectIDs: Array.from({ length: 20 }, (_, n) => `${'x'.repeat(490)}${n}`) }
    const refused = await send({ events: [long] }, client)
    expect(refused.status).toBe(422)
    expect(await refused.text()).toMatch(/objectIDs/)
    const markup = await send({ events: [{ ...event(), objectIDs: ['<img src=x onerror=alert(1)>'] }] }, client)
    expect(markup.status).toBe(422)
    const real = await send(
      { events: [{ ...event(), objectIDs: Array.from({ length: 20 }, (_, n) => `query/latest/docs/framework/react/guides/queries#section-${n}`) }] },
      client,
    )
    expect(real.status).toBe(200)
  })

  it('takes events from the site itself and the configured origins only', async () => {
    const client = { 'x-forwarded-for': '198.51.100.1' }
    expect((await send({ events: [event()] }, { ...client, origin: 'https://docs.example.org' })).status).toBe(200)
    expect((await send({ events: [event()] }, { ...client, origin: server.url })).status).toBe(200)
    expect((await send({ events: [event()] }, { ...client, origin: 'https://preview.example.org' })).status).toBe(200)
    expect((await send({ events: [event()] }, { ...client, 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    const foreign = await send({ events: [event()] }, { ...client, origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    expect((await send({ events: [event()] }, { ...client, 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await send({ events: [event()] }, client)).status).toBe(403)
  })

  it('caps the size of a request and the events in it', async () => {
    const client = { 'x-forwarded-for': '198.51.100.2', origin: server.url }
    expect((await send({ events: Array.from({ length: 50 }, (_, n) => event(n)) }, client)).status).toBe(422)
    expect((await send({ events: [event()], padding: 'x'.repeat(64 * 1024) }, client)).status).toBe(413)
  })

  it('limits each client per minute, with Retry-After', async () => {
    const client = { 'x-forwarded-for': '198.51.100.3', origin: server.url }
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await send({ events: [event(i)] }, client)).status)
    expect(statuses.slice(0, 8).every((s) => s === 200)).toBe(true)
    const limited = await send({ events: [event()] }, client)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another client is not affected.
    expect((await send({ events: [event()] }, { ...client, 'x-forwarded-for': '198.51.100.4' })).status).toBe(200)
  })
})
