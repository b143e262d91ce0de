/** The part of the configuration the browser may see. */
import type { ServerConfig } from './index'

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

export function publicConfigOf(config: ServerConfig): PublicConfig {
  return {
    siteName: config.SITE_NAME,
    siteUrl: config.SITE_URL,
    gtmId: config.GTM_ID,
    routerDevtools: config.NODE_ENV === 'development',
    ads:
      config.ADS_PROVIDER === 'gpt' && config.ADS_UNIT_PREFIX !== undefined
        ? { provider: 'gpt', scriptUrl: config.ADS_SCRIPT_URL, unitPrefix: config.ADS_UNIT_PREFIX }
        : { provider: 'house' },
    sponsorUrl: `https://github.com/sponsors/${config.GITHUB_SPONSORS_LOGIN}`,
    supportContactEmail: config.SUPPORT_CONTACT_EMAIL,
    exampleSandboxes: config.EXAMPLE_SANDBOXES,
    search:
      config.SEARCH_BACKEND === 'algolia'
        ? {
            backend: 'algolia',
            appId: config.ALGOLIA_APP_ID ?? '',
            apiKey: config.ALGOLIA_SEARCH_KEY ?? '',
            indexName: config.SITE_NAME,
            host: config.ALGOLIA_HOST,
            timeoutMs: config.ALGOLIA_TIMEOUT_MS,
          }
        : { backend: 'embedded', appId: 'site', apiKey: 'search-only', indexName: config.SITE_NAME },
  }
}
