import { describe, expect, it } from 'vitest'
import { CONFIG_DOMAINS, configSchema, readConfig } from './index'
import { RETIRED_VARIABLES, retiredVariableNotices } from './retired'

describe('configuration', () => {
  it('puts every variable in exactly one domain (a name in two would be read by one and silently lost by the other)', () => {
    const names = CONFIG_DOMAINS.flatMap((domain) => Object.keys(domain.variables))
    expect(names.length).toBe(new Set(names).size)
    expect(names.sort()).toEqual(Object.keys(configSchema.shape).sort())
  })

  it('fills every default', () => {
    const config = readConfig({})
    expect(config.SITE_NAME).toBe('TanStack')
    expect(config.SITE_URL).toBe('http://localhost:3000')
    // Unset, it follows the port the server listens on.
    expect(readConfig({ PORT: '4512' }).SITE_URL).toBe('http://localhost:4512')
    expect(readConfig({ PORT: '4512', SITE_URL: 'https://example.com' }).SITE_URL).toBe('https://example.com')
    expect(config.GTM_ID).toBeUndefined()
    expect(config.COMPRESSION).toBe(false)
    expect(config.BLOG_DIR).toBe('content/blog')
    expect(config.BLOG_DRAFTS).toBe(false)
  })

  it('checks code blocks in the background in production only, unless SNIPPET_CHECKS says otherwise', () => {
    expect(readConfig({}).SNIPPET_CHECKS).toBe('background')
    expect(readConfig({ NODE_ENV: 'production' }).SNIPPET_CHECKS).toBe('background')
    expect(readConfig({ NODE_ENV: 'development' }).SNIPPET_CHECKS).toBe('off')
    expect(readConfig({ NODE_ENV: 'production', SNIPPET_CHECKS: 'off' }).SNIPPET_CHECKS).toBe('off')
    expect(readConfig({ NODE_ENV: 'development', SNIPPET_CHECKS: 'background' }).SNIPPET_CHECKS).toBe('background')
    expect(() => readConfig({ SNIPPET_CHECKS: 'sometimes' })).toThrow(/SNIPPET_CHECKS/)
  })

  it('tries a failed install of the types again after ten minutes by default, after at least a second', () => {
    expect(readConfig({}).SNIPPET_RETRY_SECONDS).toBe(600)
    expect(readConfig({ SNIPPET_RETRY_SECONDS: '30' }).SNIPPET_RETRY_SECONDS).toBe(30)
    expect(() => readConfig({ SNIPPET_RETRY_SECONDS: '0' })).toThrow(/SNIPPET_RETRY_SECONDS/)
    expect(() => readConfig({ SNIPPET_RETRY_SECONDS: 'later' })).toThrow(/SNIPPET_RETRY_SECONDS/)
  })

  it('reads the blog folder and the drafts flag', () => {
    const config = readConfig({ BLOG_DIR: '/srv/posts', BLOG_DRAFTS: 'yes' })
    expect(config.BLOG_DIR).toBe('/srv/posts')
    expect(config.BLOG_DRAFTS).toBe(true)
    expect(() => readConfig({ BLOG_DRAFTS: 'sometimes' })).toThrow(/BLOG_DRAFTS/)
  })

  it('allows example sandboxes unless EXAMPLE_SANDBOXES turns them off', () => {
    expect(readConfig({}).EXAMPLE_SANDBOXES).toBe(true)
    expect(readConfig({ EXAMPLE_SANDBOXES: '0' }).EXAMPLE_SANDBOXES).toBe(false)
    expect(readConfig({ EXAMPLE_SANDBOXES: 'false' }).EXAMPLE_SANDBOXES).toBe(false)
    expect(readConfig({ EXAMPLE_SANDBOXES: '1' }).EXAMPLE_SANDBOXES).toBe(true)
    expect(() => readConfig({ EXAMPLE_SANDBOXES: 'maybe' })).toThrow(/EXAMPLE_SANDBOXES/)
  })

  it('reads the product name and flags', () => {
    const config = readConfig({ SITE_NAME: 'Acme', COMPRESSION: '1', GTM_ID: ' ' })
    expect(config.SITE_NAME).toBe('Acme')
    expect(config.COMPRESSION).toBe(true)
    expect(config.GTM_ID).toBeUndefined()
  })

  it('names the variable that is wrong', () => {
    expect(() => readConfig({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/)
    expect(() => readConfig({ COMPRESSION: 'maybe' })).toThrow(/COMPRESSION/)
  })
})

describe('database and npm configuration', () => {
  it('defaults to a SQLite file and the public npm endpoints', () => {
    const config = readConfig({})
    expect(config.DATABASE_URL).toBe('file:./data/site.db')
    expect(config.NPM_DOWNLOADS_API).toBe('https://api.npmjs.org')
    expect(config.NPM_REGISTRY).toBe('https://registry.npmjs.org')
    expect(config.NPM_REFRESH_SECONDS).toBe(3600)
  })

  it('accepts Postgres and refuses an unknown database scheme or a bad refresh time', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://u:p@db/site' }).DATABASE_URL).toBe('postgres://u:p@db/site')
    expect(() => readConfig({ DATABASE_URL: 'mysql://db/site' })).toThrow(/DATABASE_URL/)
    expect(() => readConfig({ NPM_REFRESH_SECONDS: '-1' })).toThrow(/NPM_REFRESH_SECONDS/)
    expect(() => readConfig({ NPM_DOWNLOADS_API: 'nope' })).toThrow(/NPM_DOWNLOADS_API/)
  })
})

describe('sponsors and ads configuration', () => {
  it('defaults to the local sponsors file and house ads', () => {
    const config = readConfig({})
    expect(config.GITHUB_SPONSORS_TOKEN).toBeUndefined()
    expect(config.GITHUB_SPONSORS_LOGIN).toBe('tanstack')
    expect(config.GITHUB_GRAPHQL_URL).toBe('https://api.github.com/graphql')
    expect(config.GITHUB_SPONSORS_TIMEOUT_MS).toBe(5000)
    expect(config.SPONSORS_CACHE_SECONDS).toBe(300)
    expect(config.ADS_PROVIDER).toBe('house')
  })

  it('reads numbers and refuses a network provider without its ad unit path', () => {
    const config = readConfig({ GITHUB_SPONSORS_TIMEOUT_MS: '800', SPONSORS_CACHE_SECONDS: '0', ADS_PROVIDER: 'gpt', ADS_UNIT_PREFIX: '/123/site' })
    expect(config.GITHUB_SPONSORS_TIMEOUT_MS).toBe(800)
    expect(config.SPONSORS_CACHE_SECONDS).toBe(0)
    expect(config.ADS_PROVIDER).toBe('gpt')
    expect(() => readConfig({ ADS_PROVIDER: 'gpt' })).toThrow(/ADS_UNIT_PREFIX/)
    expect(() => readConfig({ ADS_PROVIDER: 'adsense' })).toThrow(/ADS_PROVIDER/)
    expect(() => readConfig({ GITHUB_SPONSORS_LOGIN: 'no spaces' })).toThrow(/GITHUB_SPONSORS_LOGIN/)
  })

  it('defaults to the embedded search and requires the Algolia credentials for the Algolia backend', () => {
    const config = readConfig({})
    expect(config).toMatchObject({ SEARCH_BACKEND: 'embedded', SEARCH_INDEX_DIR: 'data/search', SEARCH_REFRESH_MS: 5000 })
    expect(() => readConfig({ SEARCH_BACKEND: 'algolia' })).toThrow(/ALGOLIA_APP_ID/)
    expect(() => readConfig({ SEARCH_BACKEND: 'elastic' })).toThrow(/SEARCH_BACKEND/)
    expect(readConfig({ SEARCH_BACKEND: 'algolia', ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_KEY: 'key' }).SEARCH_BACKEND).toBe('algolia')
  })

  it('names each retired variable an operator still sets, and none of the current ones', () => {
    expect(retiredVariableNotices({ SEARCH_EVENTS_MAX_MB: '8', JSON_MAX_DEPTH: '', SITE_NAME: 'Docs' })).toEqual([
      expect.stringMatching(/^SEARCH_EVENTS_MAX_MB is no longer a setting and is ignored/),
      expect.stringMatching(/^JSON_MAX_DEPTH is no longer a setting/),
    ])
    expect(retiredVariableNotices({ SITE_NAME: 'Docs', MEMORY_LIMIT_MB: '320' })).toEqual([])
    // A retired name must not be a setting again, or the notice would lie.
    for (const name of RETIRED_VARIABLES) expect(Object.keys(configSchema.shape)).not.toContain(name)
  })
})
