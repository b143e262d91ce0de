import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { definePlugin } from 'nitro'
import { getConfig } from '~/server/config'
import { ConnectionGuard } from '~/server/http/connection-guard'
import { applyServerTimeouts, KEEP_ALIVE_GRACE_MS, KEEP_ALIVE_TIMEOUT_MS } from '~/server/http/server-timeouts'
import { onShutdown } from '~/server/lifecycle'

/**
 * Puts the connection guard (`src/server/http/connection-guard.ts`) on the server's
 * connections and requests. The server runtime creates the Node server out of reach of
 * plugins, so the guard listens on Node's diagnostics channels, which see every connection
 * the process accepts and every request it parses.
 */
export default definePlugin(() => {
  const config = getConfig()
  const guard = new ConnectionGuard({
    headersTimeoutMs: config.HEADERS_TIMEOUT_SECONDS * 1000,
    bodyTimeoutMs: config.BODY_TIMEOUT_SECONDS * 1000,
    // Behind a proxy every connection comes from the proxy: its own limit applies (docs/deployment.md).
    maxPerAddress: config.TRUST_PROXY > 0 ? 0 : config.MAX_CONNECTIONS_PER_ADDRESS,
    maxConnections: config.MAX_CONNECTIONS,
    keepAliveIdleMs: KEEP_ALIVE_TIMEOUT_MS + KEEP_ALIVE_GRACE_MS,
  })
  const configured = new WeakSet<Server>()
  /** The listening servers, to stop taking connections on the signal. */
  const servers = new Set<Server>()
  subscribe('net.server.socket', (message) => {
    const { socket } = message as { socket: Socket & { server?: Server } }
    const server = socket.server
    // Node's own checks stay as a backstop, after the guard's (server-timeouts.ts).
    if (server && !configured.has(server) && 'headersTimeout' in server) {
      configured.add(server)
      servers.add(server)
      applyServerTimeouts(server, {
        headersTimeoutMs: config.HEADERS_TIMEOUT_SECONDS * 1000,
        bodyTimeoutMs: config.BODY_TIMEOUT_SECONDS * 1000,
        maxConnections: config.MAX_CONNECTIONS,
      })
      server.on('drop', () => guard.counts.dropped++)
    }
    guard.connected(socket)
  })
  subscribe('http.server.request.start', (message) => {
    const { request, response, socket } = message as { request: IncomingMessage; response: ServerResponse; socket: Socket }
    guard.requested(request, response, socket)
  })
  onShutdown('connections: answers close them', () => guard.stop(), 'signal')
  // The runtime's graceful shutdown closes the server too (not under CI and TEST); closing it
  // here as well stops new connections in every case. Idle kept-alive connections close with it.
  onShutdown(
    'connections: no new ones',
    () => {
      for (const server of servers) if (server.listening) server.close()
    },
    'signal',
  )
  onShutdown('connections: requests in flight', () => guard.drained(), 'drain')
})
