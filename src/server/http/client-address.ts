import { isIPv4, isIPv6 } from 'node:net'

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

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part counts as two). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase()
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.split('::') as [string, string | undefined]
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : [])
  const front = parse(head)
  const back = tail === undefined ? [] : parse(tail)
  const groups = tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back]
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : undefined
}

/**
 * The unit every per-client limit counts: an IPv4 address, or an IPv6 address's /64 network.
 * One subscriber usually holds a whole /64 and can pick any address in it, so limits per IPv6
 * address would multiply by 2^64. IPv4 addresses written as IPv6 (`::ffff:a.b.c.d`) are IPv4.
 */
export function clientGroupOf(address: string): string {
  const bare = address.replace(/^\[|\](:\d+)?$/g, '').replace(/%.*$/, '')
  if (isIPv4(bare)) return bare
  if (!isIPv6(bare)) return address
  const groups = ipv6Groups(bare)
  if (!groups) return address
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/**
 * The network a client address belongs to, wider than `clientGroupOf`: an IPv4 address's /24,
 * an IPv6 address's /48 (a site's usual allocation, holding 65,536 /64s). Sign-in's account
 * slowdown throttles by it: a guesser spreading over the /64s of one allocation is one source.
 */
export function sourceNetworkOf(address: string): string {
  const group = clientGroupOf(address)
  if (isIPv4(group)) return `${group.split('.').slice(0, 3).join('.')}.0/24`
  const v6 = /^([0-9a-f]+:[0-9a-f]+:[0-9a-f]+):[0-9a-f]+::\/64$/.exec(group)
  return v6 ? `${v6[1]}::/48` : group
}

/**
 * The client of a request as the per-client limits count it (`ip` is the socket's peer as the
 * server runtime gave it): its address, an IPv6 one grouped by its /64.
 */
export function clientAddressOf(request: Request, hops: number): string {
  return clientGroupOf(clientAddressFrom(request.headers.get('x-forwarded-for'), (request as Request & { ip?: string }).ip, hops))
}
