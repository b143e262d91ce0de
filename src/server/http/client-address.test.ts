import { describe, expect, it } from 'vitest'
import { readConfig } from '~/server/config'
import { clientAddressFrom, clientGroupOf, sourceNetworkOf } from './client-address'

describe('clientAddressFrom', () => {
  it.each([
    ['ignores X-Forwarded-For unless proxies are trusted', '1.1.1.1', '10.0.0.9', 0, '10.0.0.9'],
    ['answers unknown without a peer address', undefined, undefined, 0, 'unknown'],
    ['takes the entry the trusted proxy appended, not the one the client wrote', '6.6.6.6, 203.0.113.7', '10.0.0.1', 1, '203.0.113.7'],
    ['takes the one entry behind one trusted proxy', '203.0.113.7', '10.0.0.1', 1, '203.0.113.7'],
    ['counts hops from the right with several proxies', '6.6.6.6, 203.0.113.7, 10.0.0.2', '10.0.0.1', 2, '203.0.113.7'],
    ['takes the leftmost entry when there are fewer entries than hops', '203.0.113.7', '10.0.0.1', 3, '203.0.113.7'],
    ['falls back to the socket address on an empty header', '', '10.0.0.1', 1, '10.0.0.1'],
  ])('%s', (_case, forwardedFor, peer, trustedHops, client) => {
    expect(clientAddressFrom(forwardedFor, peer, trustedHops)).toBe(client)
  })
})

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, 0],
    ['1', 1],
    ['true', 1],
    ['2', 2],
    ['no', 0],
  ])('is off, on (one proxy) or a hop count: %s → %i', (value, hops) => {
    expect(readConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toBe(hops)
  })

  it('refuses anything else', () => {
    expect(() => readConfig({ TRUST_PROXY: 'sometimes' })).toThrow(/TRUST_PROXY/)
  })
})

describe('clientGroupOf', () => {
  it.each(['203.0.113.7', '::ffff:203.0.113.7', '::ffff:cb00:7107'])('keeps IPv4 addresses, IPv4 written as IPv6 included: %s', (address) => {
    expect(clientGroupOf(address)).toBe('203.0.113.7')
  })

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const group = '2001:db8:1:2::/64'
    for (const address of ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:0:0:0:9', '[2001:db8:1:2::5]', '2001:db8:1:2::1%eth0']) {
      expect(clientGroupOf(address), address).toBe(group)
    }
    expect(clientGroupOf('2001:db8:1:3::1')).not.toBe(group)
    expect(clientGroupOf('::1')).toBe('0:0:0:0::/64')
    expect(clientGroupOf('2001:db8::1.2.3.4')).toBe('2001:db8:0:0::/64')
  })

  it.each(['unknown', 'not:an:address::x'])('leaves what is not an address as it is: %s', (text) => {
    expect(clientGroupOf(text)).toBe(text)
  })
})

describe('sourceNetworkOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['::ffff:203.0.113.9', '203.0.113.0/24'],
    ['2001:db8:bad:1::1', '2001:db8:bad::/48'],
    ['2001:db8:bad:ffff:1:2:3:4', '2001:db8:bad::/48'],
    [clientGroupOf('2001:db8:bad:7::9'), '2001:db8:bad::/48'],
    ['2001:db8:600d::1', '2001:db8:600d::/48'],
    ['unknown', 'unknown'],
  ])("is an IPv4 address's /24 and an IPv6 address's /48, whatever /64 inside it: %s → %s", (address, network) => {
    expect(sourceNetworkOf(address)).toBe(network)
  })
})
