import { describe, expect, it } from 'vitest'
import { parseConfigForTest } from './config'

describe('configuration', () => {
  it('fills every default', () => {
    const config = parseConfigForTest({})
    expect(config.SITE_NAME).toBe('TanStack')
    expect(config.SITE_URL).toBe('http://localhost:3000')
    // Unset, it follows the port the server listens on.
    expect(parseConfigForTest({ PORT: '4512' }).SITE_URL).toBe('http://localhost:4512')
    expect(parseConfigForTest({ PORT: '4512', SITE_URL: 'https://example.com' }).SITE_URL).toBe('https://example.com')
    expect(config.GTM_ID).toBeUndefined()
    expect(config.COMPRESSION).toBe(false)
    expect(config.BLOG_DIR).toBe('content/blog')
    expect(config.BLOG_DRAFTS).toBe(false)
  })

  it('checks code blocks in the background in production only, unless SNIPPET_CHECKS says otherwise', () => {
    expect(parseConfigForTest({}).SNIPPET_CHECKS).toBe('background')
    expect(parseConfigForTest({ NODE_ENV: 'production' }).SNIPPET_CHECKS).toBe('background')
    expect(parseConfigForTest({ NODE_ENV: 'development' }).SNIPPET_CHECKS).toBe('off')
    expect(parseConfigForTest({ NODE_ENV: 'production', SNIPPET_CHECKS: 'off' }).SNIPPET_CHECKS).toBe('off')
    expect(parseConfigForTest({ NODE_ENV: 'development', SNIPPET_CHECKS: 'background' }).SNIPPET_CHECKS).toBe('background')
    expect(() => parseConfigForTest({ SNIPPET_CHECKS: 'sometimes' })).toThrow(/SNIPPET_CHECKS/)
  })

  it('tries a failed install of the types again after ten minutes by default, after at least a second', () => {
    expect(parseConfigForTest({}).SNIPPET_RETRY_SECONDS).toBe(600)
    expect(parseConfigForTest({ SNIPPET_RETRY_SECONDS: '30' }).SNIPPET_RETRY_SECONDS).toBe(30)
    expect(() => parseConfigForTest({ SNIPPET_RETRY_SECONDS: '0' })).toThrow(/SNIPPET_RETRY_SECONDS/)
    expect(() => parseConfigForTest({ SNIPPET_RETRY_SECONDS: 'later' })).toThrow(/SNIPPET_RETRY_SECONDS/)
  })

  it('reads the blog folder and the drafts flag', () => {
    const config = parseConfigForTest({ BLOG_DIR: '/srv/posts', BLOG_DRAFTS: 'yes' })
    expect(config.BLOG_DIR).toBe('/srv/posts')
    expect(config.BLOG_DRAFTS).toBe(true)
    expect(() => parseConfigForTest({ BLOG_DRAFTS: 'sometimes' })).toThrow(/BLOG_DRAFTS/)
  })

  it('allows example sandboxes unless EXAMPLE_SANDBOXES turns them off', () => {
    expect(parseConfigForTest({}).EXAMPLE_SANDBOXES).toBe(true)
    expect(parseConfigForTest({ EXAMPLE_SANDBOXES: '0' }).EXAMPLE_SANDBOXES).toBe(false)
    expect(parseConfigForTest({ EXAMPLE_SANDBOXES: 'false' }).EXAMPLE_SANDBOXES).toBe(false)
    expect(parseConfigForTest({ EXAMPLE_SANDBOXES: '1' }).EXAMPLE_SANDBOXES).toBe(true)
    expect(() => parseConfigForTest({ EXAMPLE_SANDBOXES: 'maybe' })).toThrow(/EXAMPLE_SANDBOXES/)
  })

  it('reads the product name and flags', () => {
    const config = parseConfigForTest({ SITE_NAME: 'Acme', COMPRESSION: '1', GTM_ID: ' ' })
    expect(config.SITE_NAME).toBe('Acme')
    expect(config.COMPRESSION).toBe(true)
    expect(config.GTM_ID).toBeUndefined()
  })

  it('names the variable that is wrong', () => {
    expect(() => parseConfigForTest({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/)
    expect(() => parseConfigForTest({ COMPRESSION: 'maybe' })).toThrow(/COMPRESSION/)
  })
})

describe('database and npm configuration', () => {
  it('defaults to a SQLite file and the public npm endpoints', () => {
    const config = parseConfigForTest({})
    expect(config.DATABASE_URL).toBe('file:./data/site.db')
    expect(config.NPM_DOWNLOADS_API).toBe('https://api.npmjs.org')
    expect(config.NPM_REGISTRY).toBe('https://registry.npmjs.org')
    expect(config.NPM_REFRESH_SECONDS).toBe(3600)
  })

  it('accepts Postgres and refuses an unknown database scheme or a bad refresh time', () => {
    expect(parseConfigForTest({ DATABASE_URL: 'postgres://u:p@db/site' }).DATABASE_URL).toBe('postgres://u:p@db/site')
    expect(() => parseConfigForTest({ DATABASE_URL: 'mysql://db/site' })).toThrow(/DATABASE_URL/)
    expect(() => parseConfigForTest({ NPM_REFRESH_SECONDS: '-1' })).toThrow(/NPM_REFRESH_SECONDS/)
    expect(() => parseConfigForTest({ NPM_DOWNLOADS_API: 'nope' })).toThrow(/NPM_DOWNLOADS_API/)
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

  it('defaults to the embedded search and requires the Algolia credentials for the Algolia backend', () => {
    const config = parseConfigForTest({})
    expect(config).toMatchObject({ SEARCH_BACKEND: 'embedded', SEARCH_INDEX_DIR: 'data/search', SEARCH_REFRESH_MS: 5000 })
    expect(() => parseConfigForTest({ SEARCH_BACKEND: 'algolia' })).toThrow(/ALGOLIA_APP_ID/)
    expect(() => parseConfigForTest({ SEARCH_BACKEND: 'elastic' })).toThrow(/SEARCH_BACKEND/)
    expect(parseConfigForTest({ SEARCH_BACKEND: 'algolia', ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_KEY: 'key' }).SEARCH_BACKEND).toBe('algolia')
  })
})
