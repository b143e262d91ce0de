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
  CONTENT_SYNC_REMOTE: z.string().default('https://github.com'),
  DOCS_CACHE_ENTRIES: z.coerce.number().int().positive().default(2000),
  REF_TTL_MS: z.coerce.number().int().nonnegative().default(3000),
  BLOG_DIR: z.string().trim().min(1).default('content/blog'),
  BLOG_DRAFTS: flag,
  DATABASE_URL: z
    .string()
    .trim()
    .default('file:./data/site.db')
    .refine((v) => /^(file:|postgres:\/\/|postgresql:\/\/|libsql:\/\/)/.test(v), 'must start with file:, postgres:// or libsql://'),
  NPM_DOWNLOADS_API: z.url().default('https://api.npmjs.org'),
  NPM_REGISTRY: z.url().default('https://registry.npmjs.org'),
  NPM_REFRESH_SECONDS: z.coerce.number().int().min(0).default(3600),
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

/** The part of the configuration the browser may see. */
export type PublicConfig = { siteName: string; siteUrl: string; gtmId?: string; routerDevtools: boolean }

export function getPublicConfig(): PublicConfig {
  const config = getConfig()
  return {
    siteName: config.SITE_NAME,
    siteUrl: config.SITE_URL,
    gtmId: config.GTM_ID,
    routerDevtools: config.ROUTER_DEVTOOLS || config.NODE_ENV === 'development',
  }
}

export { readConfig as parseConfigForTest }
