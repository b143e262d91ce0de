/**
 * Who is asking: the address of the connection's peer, or behind trusted proxies the address
 * the outermost of them received the request from. Each proxy appends the address it heard
 * from to `X-Forwarded-For`; entries to the left of those were written by the client and prove
 * nothing, so the client is the entry `hops` places from the right.
 */
export function clientAddressFrom(forwardedFor: string | null | undefined, peer: string | undefined, hops: number): string {
  if (hops > 0 && forwardedFor) {
    const entries = forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    // Fewer entries than proxies: the request skipped the outer ones, and the first is the nearest truth.
    const entry = entries[Math.max(0, entries.length - hops)]
    if (entry) return entry.slice(0, 100)
  }
  return peer ?? 'unknown'
}

/** The client of a request as the server runtime gave it (`ip` is the socket's peer). */
export function clientAddressOf(request: Request, hops: number): string {
  return clientAddressFrom(request.headers.get('x-forwarded-for'), (request as Request & { ip?: string }).ip, hops)
}
