import type { Server } from 'node:http'

/**
 * The idle time a kept-alive connection is promised: the server sends it as `Keep-Alive:
 * timeout=5`, and a client that reads the hint (Node's fetch: the hint less 2 s) stops reusing
 * the connection well before it.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000
/**
 * How much longer than promised the server keeps an idle connection open before closing it.
 * The close is a timer on the event loop, and Node runs due timers before it reads the sockets:
 * after the loop was held for a few seconds (a long render, a collection), a request a client
 * sent within the promised time was still unread in the socket when the timer closed it, and
 * the client saw its request reset. Node's own margin is 1 s; with this one the loop must be
 * held for over 12 s before a client that reads the hint meets a closed connection.
 */
export const KEEP_ALIVE_GRACE_MS = 10_000

export type ServerTimeouts = { headersTimeoutMs: number; bodyTimeoutMs: number; maxConnections: number }

/** The Node server's own limits: the connection guard's backstop, and the kept-alive connections' idle time. */
export function applyServerTimeouts(server: Server, limits: ServerTimeouts): void {
  // Node's own checks are the guard's backstop (connection-guard.ts), later than it: they run
  // before the sockets are read, so after the event loop was held past them they would answer
  // 408 to a request that came in time and waits unread; the guard looks after the reads.
  server.headersTimeout = limits.headersTimeoutMs + limits.bodyTimeoutMs
  server.requestTimeout = limits.headersTimeoutMs + 2 * limits.bodyTimeoutMs
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  // Node 24.6 and later; older versions ignore it and keep their 1 s.
  ;(server as Server & { keepAliveTimeoutBuffer?: number }).keepAliveTimeoutBuffer = KEEP_ALIVE_GRACE_MS
  // Past the global bound Node closes a connection as it accepts it, before it becomes a
  // socket with a parser: the cheapest refusal there is, so a flood cannot stall the loop.
  server.maxConnections = limits.maxConnections
}
