/**
 * Open live-figure streams, capped in total and per client address: each holds a socket (a
 * file descriptor) for as long as the reader stays, so without a cap one client could take
 * them all. Counts exist only for clients with open streams, so the map is bounded by the total.
 */
export class ConnectionLimit {
  private total = 0
  private readonly perClient = new Map<string, number>()

  constructor(
    readonly maxTotal: number,
    readonly maxPerClient: number,
  ) {}

  /** A place for one more stream of `client`, with the function that gives it back; undefined when full. */
  acquire(client: string): (() => void) | undefined {
    const mine = this.perClient.get(client) ?? 0
    if (this.total >= this.maxTotal || mine >= this.maxPerClient) return undefined
    this.total++
    this.perClient.set(client, mine + 1)
    let released = false
    return () => {
      if (released) return
      released = true
      this.total--
      const left = (this.perClient.get(client) ?? 1) - 1
      if (left > 0) this.perClient.set(client, left)
      else this.perClient.delete(client)
    }
  }

  get open(): number {
    return this.total
  }

  get clients(): number {
    return this.perClient.size
  }
}
