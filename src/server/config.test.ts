import { describe, expect, it } from 'vitest'
import { parseConfigForTest } from './config'

describe('configuration', () => {
  it('fills every default', () => {
    const config = parseConfigForTest({})
    expect(config.SITE_NAME).toBe('TanStack')
    expect(config.SITE_URL).toBe('http://localhost:3000')
    expect(config.GTM_ID).toBeUndefined()
    expect(config.ROUTER_DEVTOOLS).toBe(false)
  })

  it('reads the product name and flags', () => {
    const config = parseConfigForTest({ SITE_NAME: 'Acme', ROUTER_DEVTOOLS: '1', GTM_ID: ' ' })
    expect(config.SITE_NAME).toBe('Acme')
    expect(config.ROUTER_DEVTOOLS).toBe(true)
    expect(config.GTM_ID).toBeUndefined()
  })

  it('names the variable that is wrong', () => {
    expect(() => parseConfigForTest({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/)
    expect(() => parseConfigForTest({ ROUTER_DEVTOOLS: 'maybe' })).toThrow(/ROUTER_DEVTOOLS/)
  })
})

describe('sponsors and ads configuration', () => {
  it('defaults to the local sponsors file and house ads', () => {
    const config = parseConfigForTest({})
    expect(config.GITHUB_SPONSORS_TOKEN).toBeUndefined()
    expect(config.GITHUB_SPONSORS_LOGIN).toBe('tanstack')
    expect(config.GITHUB_GRAPHQL_URL).toBe('https://api.github.com/graphql')
    expect(config.GITHUB_SPONSORS_TIMEOUT_MS).toBe(5000)
    expect(config.SPONSORS_CACHE_SECONDS).toBe(300)
    expect(config.ADS_PROVIDER).toBe('house')
  })

  it('reads numbers and refuses a network provider without its ad unit path', () => {
    const config = parseConfigForTest({ GITHUB_SPONSORS_TIMEOUT_MS: '800', SPONSORS_CACHE_SECONDS: '0', ADS_PROVIDER: 'gpt', ADS_UNIT_PREFIX: '/123/site' })
    expect(config.GITHUB_SPONSORS_TIMEOUT_MS).toBe(800)
    expect(config.SPONSORS_CACHE_SECONDS).toBe(0)
    expect(config.ADS_PROVIDER).toBe('gpt')
    expect(() => parseConfigForTest({ ADS_PROVIDER: 'gpt' })).toThrow(/ADS_UNIT_PREFIX/)
    expect(() => parseConfigForTest({ ADS_PROVIDER: 'adsense' })).toThrow(/ADS_PROVIDER/)
    expect(() => parseConfigForTest({ GITHUB_SPONSORS_LOGIN: 'no spaces' })).toThrow(/GITHUB_SPONSORS_LOGIN/)
  })
})
