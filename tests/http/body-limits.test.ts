import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRequest } from '../hardening/raw-request'
import { AUTH_FNS } from '../support/auth'
import { startBuiltServer, type RunningServer } from '../support/server'
import { servingPid } from '../support/server-process'
import { serverFnId } from '../support/server-fn'
import { postStreamedBody, residentBytes } from '../support/streamed-body'

const MB = 1024 * 1024

describe('bodies are limited while they stream in', () => {
  let server: RunningServer
  let dir: string
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-body-limits-'))
    server = await startBuiltServer({
      DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
      SEARCH_INDEX_DIR: path.join(dir, 'search'),
      LIVE_STATS_REFRESH_SECONDS: '0',
    })
  })
  afterAll(async () => {
    await server?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  const endpoints: [string, string, Record<string, string>][] = [
    ['search queries', '/api/search/1/indexes/*/queries', {}],
    ['one search', '/api/search/1/indexes/TanStack/query', {}],
    ['search events', '/api/search/1/events', { origin: 'http://localhost:3000' }],
    ['a server function', `/_serverFn/${serverFnId('src/features/layout/root-data.functions.ts', 'setThemeFn')}`, { 'x-tsr-serverFn': 'true' }],
    ['sign-in', `/_serverFn/${serverFnId(AUTH_FNS, 'signInFn')}`, { 'x-tsr-serverFn': 'true' }],
  ]

  // The server stops reading at the limit and closes the connection after its 413: a sender
  // that is still writing may see the reset before it reads the answer.
  it.each(endpoints)('%s refuses a 40 MB body long before it is sent', async (_name, endpoint, headers) => {
    const answer = await postStreamedBody(server.url, endpoint, { totalBytes: 40 * MB, headers })
    expect([413, 'reset']).toContain(answer.status)
    expect(answer.sentBytes).toBeLessThan(20 * MB)
  })

  it.each(endpoints)('%s answers 413 to a body over its limit sent whole', async (_name, endpoint, headers) => {
    // A connection of its own: one whose body was refused unread is not reused.
    const response = await rawRequest(server.url, {
      method: 'POST',
      path: endpoint,
      headers: { 'content-type': 'application/json', ...headers },
      body: `{"x":"${'a'.repeat(300 * 1024)}"}`,
      timeoutMs: 10_000,
    })
    expect(response.status).toBe(413)
  })

  it('three 100 MB uploads at once leave the memory where it was', async () => {
    const pid = servingPid(server.process.pid!)
    // The search index is built first, so its own memory is not counted.
    await rawRequest(server.url, {
      method: 'POST',
      path: '/api/search/1/indexes/*/queries',
      body: JSON.stringify({ requests: [{ indexName: 'TanStack', params: '' }] }),
      timeoutMs: 60_000,
    })
    const before = await residentBytes(pid)
    const answers = await Promise.all([0, 1, 2].map(() => postStreamedBody(server.url, '/api/search/1/indexes/*/queries', { totalBytes: 100 * MB })))
    for (const answer of answers) expect(answer.sentBytes).toBeLessThan(20 * MB)
    expect((await residentBytes(pid)) - before).toBeLessThan(60 * MB)
  })

  it('answers 400, not 503, to JSON nested too deep', async () => {
    // Deep, and still within the body's size: the depth is what is refused.
    const deep = `{"requests":[{"indexName":"TanStack","params":${'{"a":'.repeat(8_000)}1${'}'.repeat(8_000)}}]}`
    const response = await rawRequest(server.url, {
      method: 'POST',
      path: '/api/search/1/indexes/*/queries',
      headers: { 'content-type': 'application/json' },
      body: deep,
      timeoutMs: 10_000,
    })
    expect(response.status).toBe(400)
    expect(JSON.parse(response.body.toString()).message).toMatch(/nested/)
  })
})
