import { describe, expect, it } from 'vitest'
import { parseConfigForTest } from '~/server/config'
import { clientAddressFrom } from './client-address'

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
    expect(parseConfigForTest({}).TRUST_PROXY).toBe(0)
    expect(parseConfigForTest({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(parseConfigForTest({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1)
    expect(parseConfigForTest({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(parseConfigForTest({ TRUST_PROXY: 'no' }).TRUST_PROXY).toBe(0)
    expect(() => parseConfigForTest({ TRUST_PROXY: 'sometimes' })).toThrow(/TRUST_PROXY/)
  })
})
