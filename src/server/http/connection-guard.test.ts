/**
 * The connection guard on a real HTTP server, with clients on loopback aliases (127.0.0.2…
 * answer on Linux without setup): what one address and all of them together may hold.
 */
import { createServer, type Server } from 'node:http'
import { connect, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectionGuard } from './connection-guard'

let server: Server | undefined
const clients: Socket[] = []

afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy()
  server?.closeAllConnections()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  server = undefined
})

/** An HTTP server fed to a guard as the plugin feeds it, answering `ok` to every request. */
async function guardedServer(limits: {
  maxPerAddress: number
  maxConnections: number
  headersTimeoutMs?: number
  keepAliveIdleMs?: number
}): Promise<{ guard: ConnectionGuard; port: number }> {
  const guard = new ConnectionGuard({ headersTimeoutMs: 60_000, bodyTimeoutMs: 60_000, ...limits })
  server = createServer({ keepAliveTimeout: 60_000 }, (request, response) => {
    guard.requested(request, response, request.socket)
    response.end('ok')
  })
  server.on('connection', (socket: Socket) => guard.connected(socket))
  server.maxConnections = limits.maxConnections
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return { guard, port: typeof address === 'object' && address ? address.port : 0 }
}

type Client = { socket: Socket; closed: () => boolean; received: () => string }

/** A connection from `from` that sends nothing (unless `request`), given a moment to be closed. */
function open(port: number, from: string, request?: string): Promise<Client> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from })
    clients.push(socket)
    let closed = false
    let received = ''
    const client = { socket, closed: () => closed, received: () => received }
    socket.on('data', (chunk) => (received += chunk.toString()))
    socket.on('error', () => {})
    socket.on('close', () => (closed = true))
    socket.on('connect', () => {
      if (request) socket.write(request)
      setTimeout(() => resolve(client), 50)
    })
  })
}

const GET = 'GET / HTTP/1.1\r\nHost: x\r\n\r\n'

describe('ConnectionGuard', () => {
  it('closes connections of one address past its cap', async () => {
    const { guard, port } = await guardedServer({ maxPerAddress: 3, maxConnections: 1000 })
    const held = []
    for (let n = 0; n < 5; n++) held.push(!(await open(port, '127.0.0.2')).closed())
    expect(held).toEqual([true, true, true, false, false])
    expect(guard.openCount('127.0.0.2')).toBe(3)
    expect((await open(port, '127.0.0.3')).closed()).toBe(false)
  })

  it('near the global bound, a new connection closes the one that has waited longest for a request: a flood of idle connections cannot keep a reader out', async () => {
    const { guard, port } = await guardedServer({ maxPerAddress: 64, maxConnections: 32 })
    // Twelve addresses open idle connections, round after round, far past the bound.
    const flood: Client[] = []
    for (let round = 0; round < 6; round++) for (let n = 0; n < 12; n++) flood.push(await open(port, `127.0.0.${n + 10}`))
    expect(guard.openTotal).toBeLessThanOrEqual(32)
    // The oldest went first: the last connections opened are the ones still held.
    expect(flood.slice(0, 30).every((c) => c.closed())).toBe(true)
    expect(flood.slice(-20).every((c) => !c.closed())).toBe(true)
    // A reader arriving is answered, and its kept-alive connection waits as the newest.
    const reader = await open(port, '127.0.0.200', GET)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(reader.received()).toMatch(/^HTTP\/1\.1 200/)
    // Thirty more idle ones: the reader's connection, now the longest idle, goes last.
    for (let n = 0; n < 30; n++) await open(port, `127.0.0.${(n % 12) + 10}`)
    expect(reader.closed()).toBe(false)
    expect(guard.counts.evicted).toBeGreaterThan(40)
  })

  it('closes a new connection when every one held is answering a request', async () => {
    const guard = new ConnectionGuard({ headersTimeoutMs: 60_000, bodyTimeoutMs: 60_000, maxPerAddress: 0, maxConnections: 4 })
    // Requests that are never answered: every connection stays busy.
    server = createServer((request, response) => guard.requested(request, response, request.socket))
    server.on('connection', (socket: Socket) => guard.connected(socket))
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as { port: number }).port
    const busy = []
    for (let n = 0; n < 4; n++) busy.push(await open(port, `127.0.0.${n + 20}`, GET))
    expect(busy.some((c) => c.closed())).toBe(false)
    expect((await open(port, '127.0.0.30')).closed()).toBe(true)
    expect(guard.counts.refused).toBe(1)
  })

  it('lets the server refuse past the global bound before the guard sees the connection', async () => {
    const { guard, port } = await guardedServer({ maxPerAddress: 0, maxConnections: 4 })
    server!.maxConnections = 2
    const held = []
    for (let n = 0; n < 4; n++) held.push(!(await open(port, `127.0.0.${n + 40}`)).closed())
    expect(held).toEqual([true, true, false, false])
    expect(guard.openTotal).toBe(2)
  })

  it('answers a request that came in time while the event loop was held past the headers deadline, and still times out a connection that sent nothing', async () => {
    const { guard, port } = await guardedServer({ maxPerAddress: 0, maxConnections: 1000, headersTimeoutMs: 300 })
    const silent = await open(port, '127.0.0.3')
    const socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' })
    clients.push(socket)
    let received = ''
    socket.on('data', (chunk) => (received += chunk.toString()))
    await new Promise((resolve) => socket.once('connect', resolve))
    await expect.poll(() => guard.openTotal).toBe(2)
    socket.write(GET)
    // Held past the deadline before the server has read the request, as by a long render.
    await new Promise<void>((resolve) =>
      setImmediate(() => {
        const until = Date.now() + 600
        while (Date.now() < until) {
          // The loop held.
        }
        resolve()
      }),
    )
    await expect.poll(() => received, { timeout: 2000 }).toMatch(/^HTTP\/1\.1 200/)
    await expect.poll(() => silent.received(), { timeout: 2000 }).toContain('HTTP/1.1 408')
    expect(guard.counts.timedOut).toBe(1)
  })

  it('after an answer, gives the next request the idle time and the headers deadline, and times out headers that trickle past both', async () => {
    const { guard, port } = await guardedServer({ maxPerAddress: 0, maxConnections: 1000, headersTimeoutMs: 300, keepAliveIdleMs: 500 })
    const late = await open(port, '127.0.0.2', GET)
    const trickling = await open(port, '127.0.0.3', GET)
    trickling.socket.write('GET / HTTP/1.1\r\n')
    // Past the headers deadline, within the idle time and the deadline: a late client's request is answered.
    await new Promise((resolve) => setTimeout(resolve, 600))
    late.socket.write(GET)
    await expect.poll(() => late.received().match(/HTTP\/1\.1 200/g)?.length, { timeout: 2000 }).toBe(2)
    await expect.poll(() => trickling.received(), { timeout: 2000 }).toContain('HTTP/1.1 408')
    expect(late.received()).not.toContain('408')
    expect(guard.counts.timedOut).toBe(1)
  })
})
