/**
 * The connection guard on a real server socket, with clients on loopback aliases
 * (127.0.0.2… answer on Linux without setup): what one address and all of them may hold.
 */
import { connect, createServer, type Server, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectionGuard, CROWDED_SHARE_PER_ADDRESS, crowdedShare } from './connection-guard'

let server: Server | undefined
const clients: Socket[] = []

afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  server = undefined
})

async function guardedServer(limits: { maxPerAddress: number; maxConnections: number }): Promise<{ guard: ConnectionGuard; port: number }> {
  const guard = new ConnectionGuard({ headersTimeoutMs: 60_000, bodyTimeoutMs: 60_000, ...limits })
  server = createServer((socket) => guard.connected(socket))
  server.maxConnections = limits.maxConnections
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return { guard, port: typeof address === 'object' && address ? address.port : 0 }
}

/** Opens a connection from `from`; resolves whether the server still holds it a moment after. */
function opens(port: number, from: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from })
    clients.push(socket)
    socket.on('error', () => resolve(false))
    socket.on('close', () => resolve(false))
    socket.on('connect', () => setTimeout(() => resolve(!socket.destroyed), 100))
  })
}

describe('crowdedShare', () => {
  it('is unbounded below three quarters, then shrinks from the crowded share to none', () => {
    expect(crowdedShare(0, 1000)).toBe(Infinity)
    expect(crowdedShare(749, 1000)).toBe(Infinity)
    expect(crowdedShare(750, 1000)).toBe(CROWDED_SHARE_PER_ADDRESS)
    expect(crowdedShare(875, 1000)).toBe(CROWDED_SHARE_PER_ADDRESS / 2)
    expect(crowdedShare(1000, 1000)).toBe(0)
  })
})

describe('ConnectionGuard', () => {
  it('closes connections of one address past its cap', async () => {
    const { guard, port } = await guardedServer({ maxPerAddress: 3, maxConnections: 1000 })
    const held = []
    for (let n = 0; n < 5; n++) held.push(await opens(port, '127.0.0.2'))
    expect(held).toEqual([true, true, true, false, false])
    expect(guard.openCount('127.0.0.2')).toBe(3)
    expect(await opens(port, '127.0.0.3')).toBe(true)
  })

  it('keeps the last quarter of the global bound for addresses holding few: a flood of many addresses stops in it, a new reader gets in', async () => {
    const { guard, port } = await guardedServer({ maxPerAddress: 64, maxConnections: 64 })
    // Twelve addresses open six connections each, one round at a time, as a flood spreads.
    const flood = Array.from({ length: 12 }, (_, n) => `127.0.0.${n + 10}`)
    let held = 0
    for (let round = 0; round < 6; round++) for (const from of flood) if (await opens(port, from)) held++
    // 48 (three quarters) came in freely; past it each address needs fewer than its shrinking share.
    expect(held).toBeGreaterThanOrEqual(48)
    expect(held).toBeLessThan(64)
    expect(guard.openTotal).toBe(held)
    // A reader with no connection still gets in, and a second one of its own.
    expect(await opens(port, '127.0.0.200')).toBe(true)
    expect(await opens(port, '127.0.0.200')).toBe(true)
  })

  it('lets the server refuse past the global bound before the guard sees the connection', async () => {
    const { guard, port } = await guardedServer({ maxPerAddress: 0, maxConnections: 4 })
    const held = []
    for (let n = 0; n < 6; n++) held.push(await opens(port, `127.0.0.${n + 20}`))
    expect(held).toEqual([true, true, true, true, false, false])
    expect(guard.openTotal).toBe(4)
  })
})
