/**
 * Expensive work takes fair turns across clients instead of being refused per client.
 *
 * One piece of work runs at a time (they all run on the one event loop, so two at once would only
 * interleave); the next starts after the loop has had a turn, so a cheap request waits for at most
 * one piece. Waiting pieces are ordered by start-time fair queuing: each client has a virtual
 * clock that advances by what its work cost the server, and the piece with the earliest virtual
 * start goes next. A client that asks for a lot gets its share when others are waiting and the
 * whole server when nobody else is; a reader who asks for one page goes ahead of a crawler's
 * backlog. Cost is the main thread's busy time during the piece (not its wall-clock time, which
 * grows with everyone else's load).
 *
 * Work is refused only when the server is saturated: when the time a new piece would wait (the
 * pieces that would go before it, times the measured spacing of piece starts while work queues —
 * which includes everything else the server does meanwhile) is over `maxWaitMs`, and then only
 * for a client with more pieces waiting than a browser opens connections: the client with the
 * most queued work reaches that first, since its pieces start latest, and a reader or a polite
 * crawler is never refused for its parallelism, only kept waiting. Preloads (a link
 * hovered, not clicked) are a lower class: they run only when no other work waits, and one that
 * has waited `maxWaitMs` for that is refused, so a preload never delays a click nor waits long.
 */

import { performance } from 'node:perf_hooks'

export type WorkClass = 'normal' | 'preload'

export class WorkRefused extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    readonly reason: 'busy' | 'preload',
  ) {
    super(reason === 'busy' ? 'The server is busy' : 'The server is busy; a preload waits for readers first')
  }
}

type Waiter = {
  client: string
  start: number
  estimateMs: number
  kind: string
  workClass: WorkClass
  /** The request the piece is for: a client's waiting requests, not pieces, are what a browser's connections bound. */
  request: object | undefined
  seq: number
  resolve: (grant: WorkGrant) => void
  reject: (error: unknown) => void
}

/** A running piece: `done` ends its turn and charges what it cost. */
export type WorkGrant = { done: () => void }

export type FairQueueOptions = {
  /** The longest wait a new piece may expect before it is refused. */
  maxWaitMs: number
  /** Pieces that may wait at once, whatever their cost (memory). */
  maxWaiting?: number
  now?: () => number
  /** The main thread's busy milliseconds so far (event-loop utilisation); cost is its growth during a piece. */
  busyMs?: () => number
  /** The event loop's recent busy share, 0 to 1, and the window it covers (see `LoadMeter`). */
  load?: { share: () => number; windowMs: number }
  /** Starts the next piece once the event loop has gone round, after `restMs`. */
  defer?: (next: () => void, restMs: number) => void
}

/** A first guess of a piece's cost, and of the spacing of starts, before any has been measured. */
const FIRST_ESTIMATE_MS = 100
/** Weight of the newest measurement in a running estimate. */
const ESTIMATE_WEIGHT = 0.2
/**
 * A piece starts only while the event loop's busy share over the last half second is at most this;
 * above it, the piece waits until the share can have come down (at most `MAX_REST_MS`). The busy
 * time counts everything the loop did — the pieces, and what the requests around them do outside
 * a turn (parsing, encoding, rendering the page around a doc) — so expensive work as a whole never
 * takes the whole loop, and a cheap request always finds it free soon.
 */
const BUSY_SHARE = 0.7
const MAX_REST_MS = 250
/** Requests a client may always have waiting, whatever the wait: the connections a browser opens to one host. */
const ALWAYS_ADMITTED = 6

export class FairQueue {
  private readonly maxWaitMs: number
  private readonly maxWaiting: number
  private readonly now: () => number
  private readonly busyMs: () => number
  private readonly defer: (next: () => void, restMs: number) => void
  private readonly load: { share: () => number; windowMs: number }
  /** Whether the next piece's start is already scheduled. */
  private nextScheduled = false
  private closed = false
  private readonly waiting: Waiter[] = []
  private readonly preloads: Waiter[] = []
  /** Each client's virtual finish time: where its next piece starts, unless the server's clock is past it. */
  private readonly finish = new Map<string, number>()
  /** The server's virtual clock: the start of the piece running, or of the last one. */
  private virtualNow = 0
  private running: { client: string; kind: string; startedAt: number; busyAt: number; estimateMs: number } | undefined
  private sequence = 0
  /** Estimated cost (busy time) per kind of work, learnt as pieces finish. */
  private readonly estimates = new Map<string, number>()
  /**
   * Estimated time between two pieces' starts while work queues, a running mean; when the last
   * such start was. A mean, not a median: the wait of n pieces is n times the mean spacing, and a
   * median of the latest nine (tried, against one slow piece skewing the forecast) read the
   * skewed spacings of a loaded server low, admitted work that then waited up to 16 s, and
   * doubled twenty readers' p95.
   */
  private spacingMs = FIRST_ESTIMATE_MS
  private lastQueuedStartAt: number | undefined
  readonly counts = { served: 0, refused: 0, preloadsRefused: 0 }

  constructor(options: FairQueueOptions) {
    this.maxWaitMs = options.maxWaitMs
    this.maxWaiting = options.maxWaiting ?? 1000
    this.now = options.now ?? (() => performance.now())
    this.busyMs = options.busyMs ?? mainThreadBusyMs
    this.defer = options.defer ?? ((next, restMs) => (restMs > 0 ? setTimeout(next, restMs) : setImmediate(next)))
    this.load = options.load ?? sharedLoadMeter()
  }

  /**
   * Waits for the client's turn for a piece of `kind`; rejects with `WorkRefused` when the server
   * is saturated. A piece whose `signal` aborts while it waits (its reader went away) leaves the
   * queue and rejects with the signal's reason.
   */
  take(client: string, kind = 'work', workClass: WorkClass = 'normal', signal?: AbortSignal, request?: object): Promise<WorkGrant> {
    if (this.closed) return Promise.reject(new WorkRefused(1, 'busy'))
    const estimateMs = this.estimateOf(kind)
    if (workClass === 'preload') return this.takeForPreload(client, kind, estimateMs, signal)
    const start = Math.max(this.virtualNow, this.finish.get(client) ?? 0)
    if (!this.running && !this.waiting.length && !this.nextScheduled && this.restMs() === 0)
      return Promise.resolve(this.begin({ client, kind, start, estimateMs }))
    const wait = this.expectedWaitMs(start)
    if (this.saturatedFor(wait, this.waitingOf(client, request))) {
      this.counts.refused++
      return Promise.reject(new WorkRefused(retryAfterSeconds(wait), 'busy'))
    }
    if (this.waiting.length >= this.maxWaiting && !this.shedLatestAfter(start)) {
      this.counts.refused++
      return Promise.reject(new WorkRefused(retryAfterSeconds(wait), 'busy'))
    }
    this.finish.set(client, start + estimateMs)
    return new Promise<WorkGrant>((resolve, reject) => {
      const waiter: Waiter = { client, start, estimateMs, kind, workClass, request, seq: this.sequence++, resolve, reject }
      this.waiting.push(waiter)
      if (!this.running) this.scheduleNext()
      if (!signal) return
      const leave = () => {
        const at = this.waiting.indexOf(waiter)
        if (at < 0) return
        this.waiting.splice(at, 1)
        this.finish.set(client, (this.finish.get(client) ?? 0) - estimateMs)
        reject(signal.reason)
      }
      if (signal.aborted) leave()
      else signal.addEventListener('abort', leave, { once: true })
    })
  }

  /** A preload waits behind every other piece, for at most `maxWaitMs`. */
  private takeForPreload(client: string, kind: string, estimateMs: number, signal: AbortSignal | undefined): Promise<WorkGrant> {
    if (!this.running && !this.waiting.length && !this.preloads.length && !this.nextScheduled && this.restMs() === 0)
      return Promise.resolve(this.begin({ client, kind, start: this.virtualNow, estimateMs }))
    if (this.preloads.length >= this.maxWaiting) {
      this.counts.preloadsRefused++
      return Promise.reject(new WorkRefused(retryAfterSeconds(this.maxWaitMs), 'preload'))
    }
    return new Promise<WorkGrant>((resolve, reject) => {
      const waiter: Waiter = {
        client,
        start: this.virtualNow,
        estimateMs,
        kind,
        workClass: 'preload',
        request: undefined,
        seq: this.sequence++,
        resolve,
        reject,
      }
      this.preloads.push(waiter)
      if (!this.running) this.scheduleNext()
      const leave = (reason: unknown) => {
        const at = this.preloads.indexOf(waiter)
        if (at < 0) return
        this.preloads.splice(at, 1)
        clearTimeout(timer)
        reject(reason)
      }
      const timer = setTimeout(() => {
        this.counts.preloadsRefused++
        leave(new WorkRefused(retryAfterSeconds(this.maxWaitMs), 'preload'))
      }, this.maxWaitMs)
      timer.unref?.()
      waiter.resolve = (grant) => {
        clearTimeout(timer)
        resolve(grant)
      }
      if (signal?.aborted) leave(signal.reason)
      else signal?.addEventListener('abort', () => leave(signal.reason), { once: true })
    })
  }

  /**
   * Admits work that runs outside the queue's turns (a streamed answer's parts): refused as a
   * queued piece of the client's would be, otherwise admitted at once.
   */
  admitNow(client: string, workClass: WorkClass = 'normal'): void {
    if (!this.running && !this.waiting.length) return
    if (workClass === 'preload') {
      this.counts.preloadsRefused++
      throw new WorkRefused(1, 'preload')
    }
    const wait = this.expectedWaitMs(Math.max(this.virtualNow, this.finish.get(client) ?? 0))
    if (this.saturatedFor(wait, this.waitingOf(client))) {
      this.counts.refused++
      throw new WorkRefused(retryAfterSeconds(wait), 'busy')
    }
  }

  /**
   * The server is stopping: every waiting piece is refused, and every later one. Work queued under
   * load would otherwise keep the event loop busy past the shutdown's deadline, for answers whose
   * connections the shutdown is about to close.
   */
  close(): void {
    this.closed = true
    for (const waiter of [...this.waiting.splice(0), ...this.preloads.splice(0)]) {
      this.counts.refused++
      waiter.reject(new WorkRefused(1, 'busy'))
    }
  }

  /** Charges work the client caused outside a turn: its next pieces start that much later. */
  charge(client: string, costMs: number): void {
    this.finish.set(client, Math.max(this.virtualNow, this.finish.get(client) ?? 0) + Math.max(0, costMs))
  }

  /** Whether a client with `waiting` requests waiting is refused a piece that would wait `wait`: over the bound, past a browser's connections. */
  private saturatedFor(wait: number, waiting: number): boolean {
    return wait > this.maxWaitMs && waiting >= ALWAYS_ADMITTED
  }

  /** The time a piece starting at virtual `start` would wait: the running piece's rest and every piece due before it. */
  private expectedWaitMs(start: number): number {
    let ahead = 0
    for (const waiter of this.waiting) if (waiter.start <= start) ahead++
    const runningRest = this.running ? Math.max(0, this.spacingMs - (this.now() - this.running.startedAt)) : 0
    return runningRest + ahead * this.spacingMs
  }

  /** The client's requests with a piece waiting, besides `request` (a piece with no request counts as one). */
  private waitingOf(client: string, request?: object): number {
    const requests = new Set<unknown>()
    let anonymous = 0
    for (const waiter of this.waiting) {
      if (waiter.client !== client || (request && waiter.request === request)) continue
      if (waiter.request) requests.add(waiter.request)
      else anonymous++
    }
    return requests.size + anonymous
  }

  /** Pieces waiting now, for the dashboard and tests. */
  get queued(): number {
    return this.waiting.length
  }

  private estimateOf(kind: string): number {
    return this.estimates.get(kind) ?? FIRST_ESTIMATE_MS
  }

  private begin(piece: { client: string; kind: string; start: number; estimateMs: number }): WorkGrant {
    this.virtualNow = Math.max(this.virtualNow, piece.start)
    if ((this.finish.get(piece.client) ?? 0) < piece.start + piece.estimateMs) this.finish.set(piece.client, piece.start + piece.estimateMs)
    const startedAt = this.now()
    if (this.lastQueuedStartAt !== undefined) this.spacingMs += ESTIMATE_WEIGHT * (startedAt - this.lastQueuedStartAt - this.spacingMs)
    const running = { client: piece.client, kind: piece.kind, startedAt, busyAt: this.busyMs(), estimateMs: piece.estimateMs }
    this.running = running
    let ended = false
    return {
      done: () => {
        if (ended) return
        ended = true
        const wallMs = Math.max(0, this.now() - running.startedAt)
        const costMs = Math.min(wallMs, Math.max(0, this.busyMs() - running.busyAt))
        this.learn(running.kind, costMs)
        // The client's clock moves by what the piece cost, not by the guess made when it queued.
        this.finish.set(running.client, (this.finish.get(running.client) ?? 0) + costMs - running.estimateMs)
        this.counts.served++
        this.running = undefined
        this.forgetIdleClients()
        // The spacing is measured only between starts of pieces that waited for one another.
        const queued = this.waiting.length > 0
        this.lastQueuedStartAt = queued ? running.startedAt : undefined
        if (queued || this.preloads.length) this.scheduleNext()
      },
    }
  }

  private scheduleNext(): void {
    if (this.nextScheduled) return
    this.nextScheduled = true
    this.defer(() => {
      this.nextScheduled = false
      this.next()
    }, this.restMs())
  }

  private next(): void {
    if (this.running) return
    if (!this.waiting.length) {
      const preload = this.preloads.shift()
      if (preload) preload.resolve(this.begin(preload))
      return
    }
    let best = 0
    for (let i = 1; i < this.waiting.length; i++) {
      const a = this.waiting[i]!
      const b = this.waiting[best]!
      if (a.start < b.start || (a.start === b.start && a.seq < b.seq)) best = i
    }
    const [waiter] = this.waiting.splice(best, 1)
    waiter!.resolve(this.begin(waiter!))
  }

  /** Makes room by refusing the waiting piece that would start last, if it starts after `start`. */
  private shedLatestAfter(start: number): boolean {
    let latest = -1
    for (let i = 0; i < this.waiting.length; i++) if (latest < 0 || this.waiting[i]!.start > this.waiting[latest]!.start) latest = i
    if (latest < 0 || this.waiting[latest]!.start <= start) return false
    const [shed] = this.waiting.splice(latest, 1)
    this.counts.refused++
    shed!.reject(new WorkRefused(retryAfterSeconds(this.expectedWaitMs(shed!.start)), 'busy'))
    return true
  }

  /** How long the loop rests before the next piece: the time for its recent busy share to come down to `BUSY_SHARE`. */
  private restMs(): number {
    const share = this.load.share()
    if (share <= BUSY_SHARE) return 0
    return Math.min(MAX_REST_MS, this.load.windowMs * (share / BUSY_SHARE - 1))
  }

  private learn(kind: string, costMs: number): void {
    const previous = this.estimates.get(kind)
    this.estimates.set(kind, previous === undefined ? costMs : previous + ESTIMATE_WEIGHT * (costMs - previous))
  }

  /** Clocks at or behind the server's carry no debt: drop them so the map holds only active clients. */
  private forgetIdleClients(): void {
    if (this.finish.size < 1000) return
    for (const [client, at] of this.finish) if (at <= this.virtualNow) this.finish.delete(client)
  }
}

function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000))
}

/** Milliseconds the main thread has been busy since the process started. */
function mainThreadBusyMs(): number {
  return performance.eventLoopUtilization().active
}

/** The event loop's busy share over about the last `windowMs`, from samples taken every `everyMs`. */
class LoadMeter {
  private readonly samples: { at: number; busyMs: number }[] = []

  constructor(
    readonly windowMs = 500,
    everyMs = 100,
  ) {
    setInterval(() => this.sample(), everyMs).unref()
  }

  share(): number {
    const now = this.reading()
    const first = this.samples[0] ?? now
    const span = now.at - first.at
    return span > 0 ? (now.busyMs - first.busyMs) / span : 0
  }

  private reading() {
    return { at: performance.now(), busyMs: mainThreadBusyMs() }
  }

  private sample(): void {
    const latest = this.reading()
    this.samples.push(latest)
    while (this.samples.length > 1 && latest.at - this.samples[0]!.at > this.windowMs) this.samples.shift()
  }
}

let loadMeter: LoadMeter | undefined
function sharedLoadMeter(): LoadMeter {
  loadMeter ??= new LoadMeter()
  return loadMeter
}
