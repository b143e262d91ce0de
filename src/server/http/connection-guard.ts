/**
 * Bounds on connections, below the app: how long a connection may take to send a request's
 * headers and then its body, how many connections one client address may hold open, how many
 * all addresses together may hold (a new connection past it closes the one that has waited
 * longest for a request), and
 * `Connection: close` on every answer once the server is stopping (so kept-alive clients go
 * away instead of sending more work into the grace period).
 *
 * Node's own `headersTimeout` and `requestTimeout` are checked every 30 s and default to 60 s
 * and 300 s: a slow upload held its connection for 329 s. The bodies this site accepts are at
 * most 64 KiB, so a few seconds each is ample. The guard is fed the server's connections and
 * requests (see `src/server/nitro/connections.ts`) and keeps one timer per connection.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { clientGroupOf } from './client-address'

export type ConnectionLimits = {
  headersTimeoutMs: number
  bodyTimeoutMs: number
  /** Open connections per client address; 0 counts none (behind a proxy, every connection is the proxy's). */
  maxPerAddress: number
  /**
   * Open connections of all addresses together. The server itself refuses past it before a
   * connection costs anything (Node's `server.maxConnections`, set by the plugin). A little
   * before it, the guard makes room for each new connection by closing the one that has waited
   * longest for its first request (a flood's connections send none; a reader's sends its request
   * at once), and only when there is none, the kept-alive one idle longest: a flood from many
   * addresses cannot keep readers out. With every connection busy, the new one is closed.
   */
  maxConnections: number
  /**
   * How long the server keeps an idle kept-alive connection open (server-timeouts.ts). After an
   * answer the next request's headers get that long and `headersTimeoutMs` more: a client that
   * saw the answer late (its own event loop busy) and then reused the connection within the
   * promised idle time is answered, not sent a 408; an idle connection is closed by the server
   * without a 408. 0: the headers deadline counts from the answer.
   */
  keepAliveIdleMs?: number
}

/**
 * Of `maxConnections`, the share kept free for connections accepted while those the guard closes
 * to make room are still closing: past the rest, each new connection closes the oldest waiting one.
 */
const CLOSING_HEADROOM = 1 / 16

const TIMED_OUT =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 22\r\n\r\nThe request timed out\n'

export class ConnectionGuard {
  private readonly open = new Map<string, number>()
  private readonly timers = new WeakMap<Socket, ReturnType<typeof setTimeout>>()
  private stopping = false
  /** Answers not yet started, so a stop can still make them close their connections. */
  private readonly unanswered = new Set<ServerResponse>()
  /** Connections refused (per-address cap, all busy at the bound), closed to make room, dropped by the server past the bound, and requests timed out. */
  readonly counts = { refused: 0, evicted: 0, dropped: 0, timedOut: 0 }
  /** Connections counted against the global bound, open now. */
  private readonly counted = new Set<Socket>()
  /**
   * Connections waiting for a request, longest waiting first: new ones that have sent none yet
   * (what a flood opens), then kept-alive ones between answers (a reader's, which go last).
   */
  private readonly waitingForFirst = new Set<Socket>()
  private readonly waitingForNext = new Set<Socket>()
  /** Requests being answered per connection. */
  private readonly answering = new WeakMap<Socket, number>()
  /** Requests whose answer has not ended yet, and who waits for there to be none. */
  private inFlight = 0
  private idle: (() => void)[] = []

  constructor(private readonly limits: ConnectionLimits) {}

  /** From now on every answer closes its connection. */
  stop(): void {
    this.stopping = true
    for (const response of this.unanswered) response.shouldKeepAlive = false
    this.unanswered.clear()
  }

  /** Resolves once no request is in flight (the shutdown's `drain` phase). */
  drained(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve()
    return new Promise((resolve) => this.idle.push(resolve))
  }

  /** Requests being answered now. */
  get requestsInFlight(): number {
    return this.inFlight
  }

  /**
   * A new connection: counted against its address (closed at once past the cap) and the global
   * bound (room made, or closed at once), and given time to send headers.
   */
  connected(socket: Socket): void {
    if (this.limits.maxPerAddress > 0) {
      const address = clientGroupOf(socket.remoteAddress ?? 'unknown')
      const held = this.open.get(address) ?? 0
      if (held >= this.limits.maxPerAddress) return this.refuse(socket)
      this.open.set(address, held + 1)
      socket.once('close', () => {
        const left = (this.open.get(address) ?? 1) - 1
        if (left > 0) this.open.set(address, left)
        else this.open.delete(address)
      })
    }
    if (this.counted.size >= this.limits.maxConnections * (1 - CLOSING_HEADROOM) && !this.makeRoom()) return this.refuse(socket)
    this.counted.add(socket)
    this.waitingForFirst.add(socket)
    socket.once('close', () => {
      this.counted.delete(socket)
      this.waitingForFirst.delete(socket)
      this.waitingForNext.delete(socket)
      this.clear(socket)
    })
    this.await(socket, this.limits.headersTimeoutMs, () => true)
  }

  private refuse(socket: Socket): void {
    this.counts.refused++
    socket.destroy()
  }

  /** Closes the connection that has waited longest for its first request, else for its next; false when every one is busy. */
  private makeRoom(): boolean {
    const oldest = this.waitingForFirst.values().next()
    const socket = oldest.done ? this.waitingForNext.values().next().value : oldest.value
    if (!socket) return false
    this.waitingForFirst.delete(socket)
    this.waitingForNext.delete(socket)
    this.counted.delete(socket)
    this.counts.evicted++
    socket.destroy()
    return true
  }

  /** A request's headers are in: its body gets its own time; the next request on the connection, after this answer, its own. */
  requested(request: IncomingMessage, response: ServerResponse, socket: Socket): void {
    this.inFlight++
    this.waitingForFirst.delete(socket)
    this.waitingForNext.delete(socket)
    this.answering.set(socket, (this.answering.get(socket) ?? 0) + 1)
    response.once('close', () => {
      const left = (this.answering.get(socket) ?? 1) - 1
      this.answering.set(socket, left)
      // Kept alive: it waits for its next request, as the newest of those waiting.
      if (left === 0 && !socket.destroyed && this.counted.has(socket)) this.waitingForNext.add(socket)
    })
    // 'close' comes once per answer, whether it was sent in full or its connection broke.
    response.once('close', () => {
      if (--this.inFlight > 0) return
      const waiting = this.idle
      this.idle = []
      for (const resolve of waiting) resolve()
    })
    if (this.stopping) response.shouldKeepAlive = false
    else {
      this.unanswered.add(response)
      const forget = () => this.unanswered.delete(response)
      response.once('finish', forget)
      response.once('close', forget)
    }
    this.await(socket, this.limits.bodyTimeoutMs, () => !request.complete && !response.headersSent)
    // Idle kept-alive connections are closed by the server's keep-alive timeout and its grace
    // (server-timeouts.ts); this one catches a next request whose headers trickle in.
    response.once('finish', () => {
      if (!socket.destroyed) this.await(socket, (this.limits.keepAliveIdleMs ?? 0) + this.limits.headersTimeoutMs, () => true)
    })
  }

  /** Connections counted against the global bound, open now. */
  get openTotal(): number {
    return this.counted.size
  }

  /** Connections open per address now, for tests. */
  openCount(address: string): number {
    return this.open.get(clientGroupOf(address)) ?? 0
  }

  private await(socket: Socket, ms: number, stillWaiting: () => boolean): void {
    this.clear(socket)
    const timer = setTimeout(() => {
      this.timers.delete(socket)
      // Due timers run before the sockets are read: after the event loop was held past the
      // deadline, a request that came in time is still unread. The check waits for this turn's
      // reads, in which such a request arrives and sets its own timer.
      setImmediate(() => {
        if (this.timers.has(socket) || !stillWaiting() || socket.destroyed) return
        this.counts.timedOut++
        if (socket.writable) socket.end(TIMED_OUT)
        setTimeout(() => socket.destroy(), 1000).unref()
      })
    }, ms)
    timer.unref()
    this.timers.set(socket, timer)
  }

  private clear(socket: Socket): void {
    clearTimeout(this.timers.get(socket))
    this.timers.delete(socket)
  }
}
