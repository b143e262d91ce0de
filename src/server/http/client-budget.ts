import { LRUCache } from 'lru-cache'

/**
 * A budget per client (an address) per window: each client may spend `limit` units in a
 * window that starts with its first spending. Windows live in an LRU cache bounded to
 * `maxClients`, so a flood of addresses cannot grow memory; a client pushed out by that many
 * others starts a new window, which costs the flood more than it gains.
 */
export class ClientBudget {
  private readonly windows: LRUCache<string, { spent: number }>

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    maxClients = 10_000,
  ) {
    this.windows = new LRUCache({ max: maxClients, ttl: windowMs, ttlAutopurge: false, updateAgeOnGet: false })
  }

  /** Spends `cost` of the client's budget; false (nothing spent) when that would pass the limit. */
  trySpend(client: string, cost = 1): boolean {
    const window = this.windows.get(client)
    const spent = window?.spent ?? 0
    if (spent + cost > this.limit) return false
    if (window) window.spent += cost
    else this.windows.set(client, { spent: cost })
    return true
  }

  /** Whole seconds until the client's window ends (at least 1). */
  retryAfterSeconds(client: string): number {
    const remaining = this.windows.getRemainingTTL(client)
    return Math.max(1, Math.ceil((Number.isFinite(remaining) && remaining > 0 ? remaining : this.windowMs) / 1000))
  }
}
