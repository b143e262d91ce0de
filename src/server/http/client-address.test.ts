import { describe, expect, it } from 'vitest'
import { readConfig } from '~/server/config'
import { clientAddressFrom, clientGroupOf, sourceNetworkOf } from './client-address'

describe('clientAddressFrom', () => {
  it('ignores X-Forwarded-For unless proxies are trusted', () => {
    expect(clientAddressFrom('1.1.1.1', '10.0.0.9', 0)).toBe('10.0.0.9')
    expect(clientAddressFrom(undefined, undefined, 0)).toBe('unknown')
  })
  it('takes the entry the trusted proxy appended, not the one the client wrote', () => {
    expect(clientAddressFrom('6.6.6.6, 203.0.113.7', '10.0.0.1', 1)).toBe('203.0.113.7')
    expect(clientAddressFrom('203.0.113.7', '10.0.0.1', 1)).toBe('203.0.113.7')
  })
  it('counts hops from the right with several proxies', () => {
    expect(clientAddressFrom('6.6.6.6, 203.0.113.7, 10.0.0.2', '10.0.0.1', 2)).toBe('203.0.113.7')
    expect(clientAddressFrom('203.0.113.7', '10.0.0.1', 3)).toBe('203.0.113.7')
    expect(clientAddressFrom('', '10.0.0.1', 1)).toBe('10.0.0.1')
  })
})

describe('TRUST_PROXY', () => {
  it('is off, on (one proxy) or a hop count', () => {
    expect(readConfig({}).TRUST_PROXY).toBe(0)
    expect(readConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(readConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1)
    expect(readConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(readConfig({ TRUST_PROXY: 'no' }).TRUST_PROXY).toBe(0)
    expect(() => readConfig({ TRUST_PROXY: 'sometimes' })).toThrow(/TRUST_PROXY/)
  })
})

describe('clientGroupOf', () => {
  it('keeps IPv4 addresses, IPv4 written as IPv6 included', () => {
    expect(clientGroupOf('203.0.113.7')).toBe('203.0.113.7')
    expect(clientGroupOf('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientGroupOf('::ffff:cb00:7107')).toBe('203.0.113.7')
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
  it('leaves what is not an address as it is', () => {
    expect(clientGroupOf('unknown')).toBe('unknown')
    expect(clientGroupOf('not:an:address::x')).toBe('not:an:address::x')
  })
})

describe('sourceNetworkOf', () => {
  it("is an IPv4 address's /24 and an IPv6 address's /48, whatever /64 inside it", () => {
    expect(sourceNetworkOf('203.0.113.7')).toBe('203.0.113.0/24')
    expect(sourceNetworkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24')
    expect(sourceNetworkOf('2001:db8:bad:1::1')).toBe('2001:db8:bad::/48')
    expect(sourceNetworkOf('2001:db8:bad:ffff:1:2:3:4')).toBe('2001:db8:bad::/48')
    expect(sourceNetworkOf(clientGroupOf('2001:db8:bad:7::9'))).toBe('2001:db8:bad::/48')
    expect(sourceNetworkOf('2001:db8:600d::1')).toBe('2001:db8:600d::/48')
    expect(sourceNetworkOf('unknown')).toBe('unknown')
  })
})
