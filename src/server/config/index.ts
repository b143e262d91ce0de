/**
 * Every configuration variable of the server, read once from the environment and validated:
 * one schema, composed from the domains in this folder (site, content, memory, load, search,
 * checked code, accounts, upstreams, feedback and docs health). Each variable carries its
 * description: `npm run docs:config` writes them into docs/configuration.md, one section per
 * domain, and a test fails when that page no longer matches this schema.
 */
import { z } from 'zod'
import { accountsDomain } from './accounts'
import { checkedCodeDomain } from './checked-code'
import { contentDomain } from './content'
import { loadDomain } from './load'
import { memoryDomain } from './memory'
import { observabilityDomain } from './observability'
import { checkSearchBackend, searchDomain } from './search'
import { checkAds, siteDomain } from './site'
import { publicConfigOf, type PublicConfig } from './public'
import { retiredVariableNotices } from './retired'
import { upstreamsDomain } from './upstreams'

/** The domains in the order docs/configuration.md shows them. */
export const CONFIG_DOMAINS = [
  siteDomain,
  contentDomain,
  memoryDomain,
  loadDomain,
  searchDomain,
  checkedCodeDomain,
  accountsDomain,
  upstreamsDomain,
  observabilityDomain,
]

export const configSchema = z
  .object({
    ...siteDomain.variables,
    ...contentDomain.variables,
    ...memoryDomain.variables,
    ...loadDomain.variables,
    ...searchDomain.variables,
    ...checkedCodeDomain.variables,
    ...accountsDomain.variables,
    ...upstreamsDomain.variables,
    ...observabilityDomain.variables,
  })
  .superRefine((config, context) => {
    checkSearchBackend(config, context)
    checkAds(config, context)
  })

export type ServerConfig = Omit<z.infer<typeof configSchema>, 'SITE_URL' | 'SNIPPET_CHECKS'> & { SITE_URL: string; SNIPPET_CHECKS: 'background' | 'off' }

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const parsed = configSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`Invalid configuration in the environment:\n${problems}`)
  }
  // A server started on another port links to itself there, not to port 3000.
  const port = /^\d{1,5}$/.test(env.PORT ?? '') ? env.PORT : '3000'
  const snippetChecks = parsed.data.SNIPPET_CHECKS ?? (parsed.data.NODE_ENV === 'production' ? 'background' : 'off')
  return { ...parsed.data, SITE_URL: parsed.data.SITE_URL ?? `http://localhost:${port}`, SNIPPET_CHECKS: snippetChecks }
}

let cached: ServerConfig | undefined

export function getConfig(): ServerConfig {
  if (cached) return cached
  cached = readConfig(process.env)
  for (const notice of retiredVariableNotices(process.env)) console.warn(notice)
  return cached
}

export function getPublicConfig(): PublicConfig {
  return publicConfigOf(getConfig())
}

export type { AdsConfig, PublicConfig, SearchPublicConfig } from './public'
