/**
 * Every configuration variable of the server, read once from the environment and validated.
 * The README lists each one with its default; add new ones here and there together.
 */
import { z } from 'zod'

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes')

const configSchema = z.object({
  NODE_ENV: z.string().default('production'),
  SITE_NAME: z.string().trim().min(1).default('TanStack'),
  SITE_URL: z.url().default('http://localhost:3000'),
  GTM_ID: optionalText,
  MERCH_URL: z.url().default('https://cottonbureau.com/people/tanstack'),
  ROUTER_DEVTOOLS: flag,
  SPONSORS_FILE: z.string().default('content/sponsors.json'),
  CONTENT_SOURCE: z.enum(['local', 'github']).default('local'),
  CONTENT_DIR: z.string().default('content/repos'),
  GITHUB_TOKEN: optionalText,
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  GITHUB_RAW_URL: z.url().default('https://raw.githubusercontent.com'),
  GITHUB_CONTENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  CONTENT_SYNC_REMOTE: z.string().default('https://github.com'),
  DOCS_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(48),
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  COMPRESSION: flag,
  REF_TTL_MS: z.coerce.number().int().nonnegative().default(3000),
  BLOG_DIR: z.string().trim().min(1).default('content/blog'),
  BLOG_DRAFTS: flag,
  DATABASE_URL: z
    .string()
    .trim()
    .default('file:./data/site.db')
    .refine((v) => /^(file:|postgres:\/\/|postgresql:\/\/|libsql:\/\/)/.test(v), 'must start with file:, postgres:// or libsql://'),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  NPM_DOWNLOADS_API: z.url().default('https://api.npmjs.org'),
  NPM_REGISTRY: z.url().default('https://registry.npmjs.org'),
  NPM_REFRESH_SECONDS: z.coerce.number().int().min(0).default(3600),
  NPM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  NPM_UPSTREAM_BUDGET_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  STATS_MAX_PACKAGES: z.coerce.number().int().min(1).max(120).default(12),
  GITHUB_SPONSORS_TOKEN: optionalText,
  GITHUB_SPONSORS_LOGIN: z.string().trim().regex(/^[A-Za-z0-9-]{1,39}$/, 'a GitHub user or organization login').default('tanstack'),
  GITHUB_GRAPHQL_URL: z.url().default('https://api.github.com/graphql'),
  GITHUB_SPONSORS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  SPONSORS_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  ADS_PROVIDER: z.enum(['house', 'gpt', '']).optional().transform((v) => (v === 'gpt' ? 'gpt' : 'house')),
  ADS_SCRIPT_URL: z.url().default('https://securepubads.g.doubleclick.net/tag/js/gpt.js'),
  ADS_UNIT_PREFIX: z.string().trim().regex(/^\/[\w./-]+$/, 'an ad unit path such as /1234567/site').optional(),
  SUPPORT_CONTACT_EMAIL: z.email().default('support@tanstack.com'),
  EXAMPLE_SANDBOXES: z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
    .optional()
    .transform((v) => v === undefined || v === '' || v === '1' || v === 'true' || v === 'yes'),
  LIVE_STATS_REFRESH_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  LIVE_STATS_HEARTBEAT_SECONDS: z.coerce.number().min(1).max(300).default(15),
  LIVE_STATS_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  LIVE_STATS_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(8),
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  GITHUB_OAUTH_AUTHORIZE_URL: z.url().default('https://github.com/login/oauth/authorize'),
  GITHUB_OAUTH_TOKEN_URL: z.url().default('https://github.com/login/oauth/access_token'),
  ADMIN_GITHUB_LOGINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((login) => login.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[A-Za-z0-9-]{1,39}$/, 'a comma-separated list of GitHub logins'))),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(20),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /**
   * How many proxies in front of the site append to X-Forwarded-For: off (0), `1`/`true` (one),
   * or a count. The client is the entry that many places from the right.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined || ['', '0', 'false', 'no'].includes(v) ? '0' : ['true', 'yes'].includes(v) ? '1' : v))
    .pipe(z.string().regex(/^\d+$/, 'off, 1 or a number of proxies').transform(Number).pipe(z.number().int().min(0).max(10))),
  OG_MAX_CONCURRENT: z.coerce.number().int().min(1).max(64).default(2),
  OG_MAX_QUEUED: z.coerce.number().int().min(0).max(10_000).default(8),
  OG_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(32),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(60).default(8),
  SEARCH_MAX_BODY_BYTES: z.coerce.number().int().min(1024).max(16 * 1024 * 1024).default(64 * 1024),
  SERVER_FN_MAX_BODY_BYTES: z.coerce.number().int().min(1024).max(16 * 1024 * 1024).default(64 * 1024),
  JSON_MAX_DEPTH: z.coerce.number().int().min(4).max(1000).default(32),
  SEARCH_EVENTS_ORIGINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.url().transform((url) => new URL(url).origin))),
  SEARCH_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  SEARCH_EVENTS_MAX_PER_REQUEST: z.coerce.number().int().min(1).max(1000).default(20),
  SEARCH_EVENTS_MAX_BODY_BYTES: z.coerce.number().int().min(1024).max(1024 * 1024).default(16 * 1024),
  SEARCH_EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  SEARCH_EVENTS_MAX_ROWS: z.coerce.number().int().min(1000).max(100_000_000).default(100_000),
  SEARCH_BACKEND: z.enum(['embedded', 'algolia', '']).optional().transform((v) => (v === 'algolia' ? 'algolia' : 'embedded')),
  SEARCH_INDEX_DIR: z.string().trim().min(1).default('data/search'),
  SEARCH_REFRESH_MS: z.coerce.number().int().min(0).default(5000),
  SEARCH_LIBRARIES: optionalText,
  MCP_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  ALGOLIA_APP_ID: optionalText,
  ALGOLIA_SEARCH_KEY: optionalText,
  ALGOLIA_ADMIN_KEY: optionalText,
  ALGOLIA_HOST: optionalText,
  ALGOLIA_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
}).superRefine((config, context) => {
  if (config.SEARCH_BACKEND === 'algolia' && (!config.ALGOLIA_APP_ID || !config.ALGOLIA_SEARCH_KEY)) {
    context.addIssue({ code: 'custom', path: ['ALGOLIA_APP_ID'], message: 'ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY are required when SEARCH_BACKEND is algolia' })
  }
  if (config.ADS_PROVIDER === 'gpt' && !config.ADS_UNIT_PREFIX) {
    context.addIssue({ code: 'custom', path: ['ADS_UNIT_PREFIX'], message: 'required when ADS_PROVIDER is gpt' })
  }
})

export type ServerConfig = z.infer<typeof configSchema>

function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const parsed = configSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`Invalid configuration in the environment:\n${problems}`)
  }
  return parsed.data
}

let cached: ServerConfig | undefined

export function getConfig(): ServerConfig {
  cached ??= readConfig(process.env)
  return cached
}

/** How ad slots are filled: house ads from the catalogue, or a Google Publisher Tag network. */
export type AdsConfig = { provider: 'house' } | { provider: 'gpt'; scriptUrl: string; unitPrefix: string }

/** The part of the configuration the browser may see. */
export type PublicConfig = {
  siteName: string
  siteUrl: string
  gtmId?: string
  routerDevtools: boolean
  ads: AdsConfig
  sponsorUrl: string
  supportContactEmail: string
  /** Whether example pages may embed and link to online sandboxes (StackBlitz, CodeSandbox). */
  exampleSandboxes: boolean
  search: SearchPublicConfig
  /** The most packages one npm statistics view compares. */
  statsMaxPackages: number
}

/** Where the search dialog sends its queries: the site's own endpoint, or an Algolia application. */
export type SearchPublicConfig = {
  backend: 'embedded' | 'algolia'
  appId: string
  apiKey: string
  indexName: string
  host?: string
  /** With Algolia: how long the dialog waits for an answer before it shows its error state. */
  timeoutMs?: number
}

export function getPublicConfig(): PublicConfig {
  const config = getConfig()
  return {
    siteName: config.SITE_NAME,
    siteUrl: config.SITE_URL,
    gtmId: config.GTM_ID,
    routerDevtools: config.ROUTER_DEVTOOLS || config.NODE_ENV === 'development',
    ads:
      config.ADS_PROVIDER === 'gpt' && config.ADS_UNIT_PREFIX !== undefined
        ? { provider: 'gpt', scriptUrl: config.ADS_SCRIPT_URL, unitPrefix: config.ADS_UNIT_PREFIX }
        : { provider: 'house' },
    sponsorUrl: `https://github.com/sponsors/${config.GITHUB_SPONSORS_LOGIN}`,
    supportContactEmail: config.SUPPORT_CONTACT_EMAIL,
    exampleSandboxes: config.EXAMPLE_SANDBOXES,
    statsMaxPackages: config.STATS_MAX_PACKAGES,
    search:
      config.SEARCH_BACKEND === 'algolia'
        ? { backend: 'algolia', appId: config.ALGOLIA_APP_ID ?? '', apiKey: config.ALGOLIA_SEARCH_KEY ?? '', indexName: config.SITE_NAME, host: config.ALGOLIA_HOST, timeoutMs: config.ALGOLIA_TIMEOUT_MS }
        : { backend: 'embedded', appId: 'site', apiKey: 'search-only', indexName: config.SITE_NAME },
  }
}

export { readConfig as parseConfigForTest }
