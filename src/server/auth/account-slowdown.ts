/**
 * Guesses at one account from many addresses: each address has its own limits, so without
 * this a thousand addresses get a thousand times the guesses. Past `freeFailures` failed
 * sign-ins at an account within the window, from anywhere, its attempts wait their turn one
 * at a time, each after a pause that doubles with every further failure (up to `maxDelayMs`):
 * the account's owner still gets in, seconds later, while guessing slows to one attempt per
 * pause across all addresses. At most `maxWaiting` attempts wait per account; more are 429.
 *
 * That queue is throttled by source, so it cannot lock the owner out: a source (a network:
 * IPv4 /24, IPv6 /48 — see `sourceNetworkOf`) that has not failed at the account within the
 * window is not put in the queue; its attempt runs at once, one at a time per source. A guesser
 * with many /64s of one network fills the queue and waits in it, while the owner with the right
 * password from anywhere else signs in at once, during the attack and after it. A guesser with
 * many networks gets one attempt at once per network, then the queue as before.
 * Kept in memory, bounded in accounts (an LRU) and in sources per account, per server process.
 */
import { LRUCache } from 'lru-cache'

export class AccountBusyError extends Error {
  constructor() {
    super('Too many sign-ins at this account are waiting. Try again in a minute.')
  }
}

type Account = {
  failures: number
  turn: Promise<void>
  waiting: number
  /** Sources with a failure at the account within the window: their attempts wait in the queue. */
  failedFrom: Set<string>
  /** Sources with an attempt running outside the queue: a second one waits in the queue. */
  running: Set<string>
}

/** Sources remembered per account; past it, every new source waits in the queue too. */
const MAX_SOURCES_PER_ACCOUNT = 1000

export class AccountSlowdown {
  private readonly accounts: LRUCache<string, Account>

  constructor(
    private readonly options: { freeFailures: number; baseDelayMs: number; maxDelayMs: number; maxWaiting: number; windowMs: number; maxAccounts?: number },
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {
    this.accounts = new LRUCache({ max: options.maxAccounts ?? 10_000, ttl: options.windowMs })
  }

  /** The pause before the next attempt at an account with this many failures. */
  delayFor(failures: number): number {
    const over = failures - this.options.freeFailures
    return over < 0 ? 0 : Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** over)
  }

  /**
   * Runs one attempt at `account` in its turn: at once while the account has few failures,
   * else after the others waiting and its pause. `attempt` says whether the password was right.
   * Throws `AccountBusyError` when too many attempts already wait (the caller answers 429).
   * `source`, the caller's network: one with no failure at the account runs at once (see above);
   * without it every attempt takes its turn.
   */
  async attempt<T>(account: string, attempt: () => Promise<{ ok: boolean; value: T }>, source?: string): Promise<T> {
    const key = account.toLowerCase()
    let state = this.accounts.get(key)
    if (!state) {
      state = { failures: 0, turn: Promise.resolve(), waiting: 0, failedFrom: new Set(), running: new Set() }
      this.accounts.set(key, state)
    }
    const current = state
    const run = async () => {
      const result = await attempt()
      if (result.ok) {
        // The owner's success clears its own network; the count starts over only once no other
        // network has failed here, so signing in during an attack does not free the guessers.
        if (source !== undefined) current.failedFrom.delete(source)
        if (current.failedFrom.size === 0) current.failures = 0
      } else {
        current.failures++
        if (source !== undefined && current.failedFrom.size < MAX_SOURCES_PER_ACCOUNT) current.failedFrom.add(source)
        this.accounts.set(key, current) // a failure starts the window again
      }
      return result.value
    }
    const fresh = source !== undefined && !current.failedFrom.has(source) && !current.running.has(source) && current.failedFrom.size < MAX_SOURCES_PER_ACCOUNT
    if (fresh) {
      current.running.add(source)
      try {
        return await run()
      } finally {
        current.running.delete(source)
      }
    }
    if (this.delayFor(current.failures) === 0 && current.waiting === 0) return run()
    if (current.waiting >= this.options.maxWaiting) throw new AccountBusyError()
    current.waiting++
    const previous = current.turn
    let done!: () => void
    current.turn = new Promise((resolve) => (done = resolve))
    try {
      await previous
      await this.sleep(this.delayFor(current.failures))
      return await run()
    } finally {
      current.waiting--
      done()
    }
  }
}
