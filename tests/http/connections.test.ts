/**
 * Connections that hold the server without working it: headers or a body sent slowly, many
 * connections from one address, and kept-alive connections still sending work while the
 * server stops.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBuiltServer, type RunningServer } from '../support/server'
import { PRODUCTION_SHUTDOWN_ENV } from '../support/shutdown'

let server: RunningServer
let dir: string
let port: number

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-connections-'))
  server = await startBuiltServer({
    DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
    SEARCH_INDEX_DIR: path.join(dir, 'search'),
    SEARCH_LIBRARIES: 'query',
    HEADERS_TIMEOUT_SECONDS: '1',
    BODY_TIMEOUT_SECONDS: '2',
    MAX_CONNECTIONS_PER_ADDRESS: '6',
  })
  port = Number(new URL(server.url).port)
})

afterAll(async () => {
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
})

/** A raw connection whose answer (everything the server writes) and closing time are recorded. */
function open(): Promise<{ socket: Socket; received: () => string; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    let received = ''
    const socket = connect(port, '127.0.0.1')
    const started = performance.now()
    const closed = new Promise<number>((done) => socket.once('close', () => done(performance.now() - started)))
    socket.on('data', (chunk) => (received += chunk.toString()))
    socket.on('error', () => {})
    socket.once('connect', () => resolve({ socket, received: () => received, closed }))
    socket.once('error', reject)
  })
}

const within = <T>(promise: Promise<T>, ms: number) => Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))])

describe('slow senders', () => {
  it('answers 408 and closes a connection whose headers do not arrive in time', async () => {
    const connection = await open()
    connection.socket.write('GET / HTTP/1.1\r\nHost: x\r\n')
    const closedAfter = await within(connection.closed, 8_000)
    expect(closedAfter, 'still open after 8 s').toBeDefined()
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408/)
    connection.socket.destroy()
  }, 15_000)

  it('answers 408 and closes a connection whose body trickles in', async () => {
    const connection = await open()
    connection.socket.write(
      'POST /api/search/1/indexes/*/queries HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"requests":[',
    )
    // A byte a second: each write in time for an idle timeout, the whole far too slow.
    const drip = setInterval(() => connection.socket.writable && connection.socket.write(' '), 500)
    const closedAfter = await within(connection.closed, 10_000)
    clearInterval(drip)
    expect(closedAfter, 'still open after 10 s').toBeDefined()
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408/)
    connection.socket.destroy()
  }, 15_000)

  it('closes connections from one address past the cap as they open; the others are served', async () => {
    const connections = await Promise.all(Array.from({ length: 10 }, () => open()))
    const closedAtOnce = (await Promise.all(connections.map((c) => within(c.closed, 500)))).filter((ms) => ms !== undefined)
    // This process's own kept-alive connections count too: at least the four past six are closed.
    expect(closedAtOnce.length).toBeGreaterThanOrEqual(4)
    const open6 = connections.filter((c) => !c.socket.destroyed)
    const first = open6[0]!
    first.socket.write('GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n')
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(first.received()).toMatch(/^HTTP\/1\.1 200/)
    for (const c of connections) c.socket.destroy()
    // Closed connections are no longer counted.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await fetch(`${server.url}/robots.txt`)).status).toBe(200)
  }, 15_000)
})

describe('clients that go away', () => {
  it('are not logged as errors when they leave mid-upload', async () => {
    const before = server.output().length
    for (const target of ['/api/search/1/indexes/*/queries', '/api/mcp', `/_serverFn/${'0'.repeat(64)}`]) {
      const connection = await open()
      connection.socket.write(
        `POST ${target} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: 10000\r\n\r\n{"requests":[`,
      )
      await new Promise((resolve) => setTimeout(resolve, 300))
      connection.socket.destroy()
      await connection.closed
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await fetch(`${server.url}/robots.txt`)).status).toBe(200)
    const logged = server.output().slice(before)
    expect(logged).not.toMatch(/aborted|ECONNRESET|\n\s+at /)
  })
})

describe('stopping', () => {
  it('answers Connection: close once SIGTERM has come, so kept-alive clients stop sending work', async () => {
    const stopping = await startBuiltServer({
      ...PRODUCTION_SHUTDOWN_ENV,
      DATABASE_URL: `file:${path.join(dir, 'stopping.db')}`,
      SEARCH_INDEX_DIR: path.join(dir, 'stopping-search'),
      SEARCH_LIBRARIES: 'query',
    })
    try {
      const body = JSON.stringify({ requests: [{ indexName: 'TanStack', params: 'query=query' }] })
      const socket = connect(Number(new URL(stopping.url).port), '127.0.0.1')
      let received = ''
      socket.on('data', (chunk) => (received += chunk.toString()))
      socket.on('error', () => {})
      await new Promise((resolve) => socket.once('connect', resolve))
      // A request in flight when the signal comes: its body is still on the way.
      socket.write(
        `POST /api/search/1/indexes/*/queries HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
      )
      await new Promise((resolve) => setTimeout(resolve, 300))
      stopping.process.kill('SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 300))
      socket.write(body.slice(10))
      await within(new Promise((resolve) => socket.once('close', resolve)), 8_000)
      expect(received).toMatch(/^HTTP\/1\.1 200/)
      expect(received.split('\r\n\r\n')[0]).toMatch(/^connection: close$/im)
      socket.destroy()
    } finally {
      await stopping.stop()
    }
  }, 30_000)
})
