/**
 * One budget of expensive work per client, charged by every way in that runs the search engine
 * or renders (search API, MCP tools, llms files, social cards, doc pages rendered on a cold
 * cache), so work that costs the same is bounded the same whichever door it comes through.
 *
 * The currency is milliseconds of work, measured around the work itself: a 16-word search
 * that takes 400 ms costs 400 times a cached one. Each client has a bucket that refills at
 * `msPerMinute` a minute up to `burstMs`; work starts only while the bucket holds something
 * (the last piece may take it below zero, a debt the refill pays back first), and a client runs
 * at most `maxConcurrent` pieces at once. Past either, the work is refused with the seconds
 * until it would be admitted. Buckets live in an LRU cache, so a flood of clients cannot grow
 * memory; a client pushed out starts with a full bucket, which costs the flood more than it gains.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { LRUCache } from 'lru-cache'
import { getConfig } from '~/server/config'
import { clientAddressOf } from './client-address'

export class WorkRefused extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    readonly reason: 'concurrent' | 'spent',
  ) {
    super(reason === 'concurrent' ? 'Too much work at once from this client' : 'This client has used its share of the server for now')
  }
}

type Bucket = { balance: number; at: number; running: number }

export type WorkBudgetLimits = { msPerMinute: number; burstMs: number; maxConcurrent: number; maxClients?: number }

/** Admitted work: `add` charges time as it is spent, `end` frees the client's slot. */
export type WorkTicket = { add: (spentMs: number) => void; end: () => void }

export class WorkBudget {
  private readonly buckets: LRUCache<string, Bucket>
  private readonly refillPerMs: number

  constructor(
    readonly limits: WorkBudgetLimits,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.buckets = new LRUCache({ max: limits.maxClients ?? 10_000 })
    this.refillPerMs = limits.msPerMinute / 60_000
  }

  private bucketOf(client: string): Bucket {
    const now = this.now()
    let bucket = this.buckets.get(client)
    if (!bucket) {
      bucket = { balance: this.limits.burstMs, at: now, running: 0 }
      this.buckets.set(client, bucket)
    } else {
      bucket.balance = Math.min(this.limits.burstMs, bucket.balance + (now - bucket.at) * this.refillPerMs)
      bucket.at = now
    }
    return bucket
  }

  /** Admits one piece of work for the client, or throws `WorkRefused` with the seconds to wait. */
  admit(client: string): WorkTicket {
    const bucket = this.bucketOf(client)
    if (bucket.running >= this.limits.maxConcurrent) throw new WorkRefused(1, 'concurrent')
    if (bucket.balance <= 0) throw new WorkRefused(Math.max(1, Math.ceil((1 - bucket.balance) / this.refillPerMs / 1000)), 'spent')
    bucket.running++
    let ended = false
    return {
      add: (spentMs) => {
        this.bucketOf(client).balance -= Math.max(0, spentMs)
      },
      end: () => {
        if (ended) return
        ended = true
        const current = this.bucketOf(client)
        current.running = Math.max(0, current.running - 1)
      },
    }
  }

  /** Runs `work` for the client, charging the time it took (also when it fails); throws `WorkRefused`. */
  async run<T>(client: string, work: () => T | Promise<T>): Promise<T> {
    const ticket = this.admit(client)
    const started = this.now()
    try {
      return await work()
    } finally {
      ticket.add(this.now() - started)
      ticket.end()
    }
  }

  /** Charges work that ran without being admitted (its answer's encoding, say). */
  admitted(client: string, spentMs: number): void {
    this.bucketOf(client).balance -= Math.max(0, spentMs)
  }

  /** What a client has left, for tests and the dashboard. */
  balanceOf(client: string): number {
    return this.bucketOf(client).balance
  }
}

/**
 * Expensive work takes turns across all clients: one piece runs at a time, and the next starts
 * only after the event loop has had a turn (`setImmediate`), so a cheap request that arrived
 * meanwhile waits for at most one piece of work, never for every client's pieces back to back.
 */
export class WorkTurns {
  private running = false
  private readonly queue: (() => void)[] = []

  constructor(readonly maxWaiting = 512) {}

  /** Resolves when it is the caller's turn; false when too many wait already. */
  async take(): Promise<boolean> {
    if (!this.running) {
      this.running = true
      return true
    }
    if (this.queue.length >= this.maxWaiting) return false
    await new Promise<void>((resolve) => this.queue.push(resolve))
    return true
  }

  /** Ends the caller's turn; the next waiter starts once the event loop has gone round. */
  give(): void {
    const next = this.queue.shift()
    if (!next) {
      this.running = false
      return
    }
    setImmediate(next)
  }

  get waiting(): number {
    return this.queue.length
  }
}

const TURNS_KEY = Symbol.for('site.work-turns')

function workTurns(): WorkTurns {
  const store = globalThis as typeof globalThis & { [TURNS_KEY]?: WorkTurns }
  store[TURNS_KEY] ??= new WorkTurns()
  return store[TURNS_KEY]
}

const KEY = Symbol.for('site.work-budget')

/** The server's budget, built from the configuration on first use (shared by every bundle). */
export function workBudget(): WorkBudget {
  const store = globalThis as typeof globalThis & { [KEY]?: WorkBudget }
  if (!store[KEY]) {
    const config = getConfig()
    store[KEY] = new WorkBudget({ msPerMinute: config.CLIENT_WORK_MS_PER_MINUTE, burstMs: config.CLIENT_WORK_BURST_MS, maxConcurrent: config.CLIENT_MAX_CONCURRENT_WORK })
  }
  return store[KEY]
}

/**
 * The request being handled, as the edge (`src/server.ts`) opens it for everything below: whose
 * work it is, whether that work is already being charged (nested charges count once), and the
 * refusal, if work was refused, so the edge can answer 429 where a page would have failed.
 */
type WorkScope = { client: string; charging: boolean; inTurn?: boolean; refused?: WorkRefused; request: { done: boolean } }
const scopes = new AsyncLocalStorage<WorkScope>()

export function openWorkScope(request: Request): WorkScope {
  return { client: clientAddressOf(request, getConfig().TRUST_PROXY), charging: false, request: { done: false } }
}

/**
 * The request has been answered: work it started that goes on (a timer, a background build
 * begun on its first visit) is no longer its client's.
 */
export function closeWorkScope(scope: WorkScope): void {
  scope.request.done = true
}

/** Runs `work` as nobody's (background jobs: index builds, the docs check): never charged or refused. */
export function outsideWorkScope<T>(work: () => T): T {
  return scopes.exit(work)
}

export function runInWorkScope<T>(scope: WorkScope, run: () => T): T {
  return scopes.run(scope, run)
}

/** The client whose work runs now; undefined outside a request (index builds, scripts). */
export function currentWorkClient(): string | undefined {
  return scopes.getStore()?.client
}

/**
 * Runs expensive work charged to the client of the current request; outside a request it just
 * runs. Throws `WorkRefused` (also kept for the edge). Work inside charged work is not charged
 * again. `turn` (the default) makes the work take its turn with all other clients' (see
 * `WorkTurns`): for leaf work only, which never waits for other charged work, since a piece
 * holding the turn that waited for one queued behind it would wait for ever. Work made of
 * several pieces (an MCP request) passes `turn: false`, and its pieces take turns.
 */
export async function chargeWork<T>(work: () => T | Promise<T>, { turn = true }: { turn?: boolean } = {}): Promise<T> {
  const scope = scopes.getStore()
  if (!scope || scope.inTurn || scope.request.done) return work()
  let ticket: WorkTicket | undefined
  if (!scope.charging) {
    try {
      ticket = workBudget().admit(scope.client)
    } catch (error) {
      if (error instanceof WorkRefused) scope.refused = error
      throw error
    }
  }
  const turns = workTurns()
  if (turn && !(await turns.take())) {
    ticket?.end()
    const refused = new WorkRefused(1, 'concurrent')
    scope.refused = refused
    throw refused
  }
  const started = performance.now()
  try {
    return await scopes.run({ ...scope, charging: true, inTurn: turn }, work)
  } finally {
    ticket?.add(performance.now() - started)
    ticket?.end()
    if (turn) turns.give()
  }
}

/** Charges time already spent on the current request's behalf (no admission: the work is done). */
export function chargeSpent(spentMs: number): void {
  const scope = scopes.getStore()
  if (!scope || scope.charging || scope.request.done) return
  workBudget().admitted(scope.client, spentMs)
}

/** Whether `refused` refused the current request's own work (not work it joined). */
export function workRefusedHere(refused: WorkRefused): boolean {
  return scopes.getStore()?.refused === refused
}

/**
 * Admits work that goes on after the answer has started (a streamed body): refused like
 * `chargeWork`; the caller adds each part's time and ends the ticket when the stream ends.
 * Undefined outside a request.
 */
export function admitStreamedWork(): WorkTicket | undefined {
  const scope = scopes.getStore()
  if (!scope || scope.charging || scope.request.done) return undefined
  try {
    return workBudget().admit(scope.client)
  } catch (error) {
    if (error instanceof WorkRefused) scope.refused = error
    throw error
  }
}

/**
 * The answer to refused work: 429 with `Retry-After`, as JSON, plain text, or (for a reader's
 * page) a small page that says so and loads the page again once the wait is over.
 */
export function workRefusedResponse(refused: WorkRefused, shape: 'json' | 'text' | 'html' = 'text', headers: Record<string, string> = {}): Response {
  const message = `${refused.message}: try again in ${refused.retryAfterSeconds} s.`
  const body = shape === 'json' ? JSON.stringify({ message, status: 429 }) : shape === 'html' ? busyPage(refused.retryAfterSeconds) : `${message}\n`
  const type = { json: 'application/json', text: 'text/plain', html: 'text/html' }[shape]
  return new Response(body, {
    status: 429,
    headers: {
      'content-type': `${type}; charset=utf-8`,
      'cache-control': 'no-store',
      'retry-after': String(refused.retryAfterSeconds),
      ...headers,
    },
  })
}

/** A page without scripts or outside styles (it passes the site's CSP as it stands). */
function busyPage(seconds: number): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${seconds}">
<meta name="robots" content="noindex">
<title>One moment</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#111827;background:#fff}@media (prefers-color-scheme:dark){body{color:#f3f4f6;background:#030712}}</style>
</head>
<body>
<h1>One moment</h1>
<p>This address has asked the server for a lot of pages that had to be prepared just now. This page loads again by itself in ${seconds} s.</p>
</body>
</html>
`
}
