import { createServer, connect, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

export type FaultMode = 'pass' | 'down' | 'slow'

export type FaultProxy = {
  /** `127.0.0.1:<port>` of the proxy; the port stays the same whatever the mode. */
  host: string
  port: number
  mode: FaultMode
  /** pass: forward; down: nothing listens (connection refused); slow: accept, then hold every byte for `delayMs`. */
  setMode: (mode: FaultMode) => Promise<void>
  close: () => Promise<void>
}

/**
 * A TCP proxy in front of a local upstream (a fake HTTP service, a Postgres server) that can
 * make it unreachable or slow, and bring it back, at the same address.
 */
export async function startFaultProxy(target: { host?: string; port: number }, options: { delayMs?: number } = {}): Promise<FaultProxy> {
  const delayMs = options.delayMs ?? 60_000
  const sockets = new Set<Socket>()
  let mode: FaultMode = 'pass'
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const handle = (client: Socket) => {
    track(client)
    const open = () => {
      if (client.destroyed) return
      const upstream = connect(target.port, target.host ?? '127.0.0.1')
      track(upstream)
      client.pipe(upstream)
      upstream.pipe(client)
      upstream.on('close', () => client.destroy())
      client.on('close', () => upstream.destroy())
    }
    if (mode === 'slow') {
      client.pause()
      const timer = setTimeout(() => {
        client.resume()
        open()
      }, delayMs)
      client.on('close', () => clearTimeout(timer))
    } else open()
  }
  let server: Server = createServer(handle)
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
  await listen(0)
  const port = (server.address() as AddressInfo).port
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()))
  const dropAll = () => sockets.forEach((socket) => socket.destroy())

  const proxy: FaultProxy = {
    host: `127.0.0.1:${port}`,
    port,
    get mode() {
      return mode
    },
    setMode: async (next) => {
      if (next === mode) return
      const wasListening = mode !== 'down'
      mode = next
      dropAll()
      if (next === 'down' && wasListening) await stopListening()
      if (next !== 'down' && !wasListening) {
        server = createServer(handle)
        await listen(port)
      }
    },
    close: async () => {
      dropAll()
      if (mode !== 'down') await stopListening()
    },
  }
  return proxy
}
