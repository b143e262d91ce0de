import { z } from 'zod'
import { configDomain, numberWithin, optionalText, wholeNumber } from './values'

export const upstreamsDomain = configDomain(
  'npm, live figures and sponsors',
  "The outside services behind the statistics, the home page's live figures and the sponsors list.",
  {
    NPM_DOWNLOADS_API: z.url().default('https://api.npmjs.org').describe("npm's downloads API, for `/stats/npm/`"),
    NPM_REGISTRY: z.url().default('https://registry.npmjs.org').describe("npm's registry: package creation dates (all-time range) and package search"),
    NPM_REFRESH_SECONDS: wholeNumber(0, Number.MAX_SAFE_INTEGER, 3600).describe(
      'how long to wait before asking npm again for recent days it had not published yet',
    ),
    NPM_TIMEOUT_MS: wholeNumber(100, 120_000, 10_000).describe(
      'time allowed for one npm answer, retries included; past it the stored days are shown with a notice',
    ),
    NPM_UPSTREAM_BUDGET_PER_MINUTE: wholeNumber(1, 100_000, 60).describe(
      'requests to npm one client address may cause per minute through the statistics; past it the stored days are shown with a notice (stored days cost nothing)',
    ),
    NPM_NEW_PACKAGES_PER_MINUTE: wholeNumber(1, 100_000, 30).describe(
      'packages the statistics have not stored yet that may be added per minute, by all clients together (each costs npm requests and stays in the database); past it such a package answers 429 with `Retry-After`, while stored packages are still served',
    ),
    NPM_MAX_PACKAGES: wholeNumber(1, 10_000_000, 2000).describe(
      'packages the statistics keep in the database; past it the least recently viewed are removed with their daily counts',
    ),
    LIVE_STATS_REFRESH_SECONDS: wholeNumber(0, 86_400, 600).describe(
      "how often the home page's live figures (npm downloads, stars, contributors) are collected in the background; `0` never collects and serves what the database holds",
    ),
    LIVE_STATS_HEARTBEAT_SECONDS: numberWithin(1, 300, 15).describe(
      'interval of the comment lines that keep `/api/live/stats` connections open through proxies',
    ),
    LIVE_STATS_MAX_CONNECTIONS: wholeNumber(1, 1_000_000, 1000).describe('live-figure streams open at once in all; past it 503 with `Retry-After: 30`'),
    LIVE_STATS_MAX_CONNECTIONS_PER_ADDRESS: wholeNumber(1, 100_000, 8).describe(
      'live-figure streams one client address may hold open; past it 503 with `Retry-After: 30`',
    ),
    SPONSORS_FILE: z
      .string()
      .default('content/sponsors.json')
      .describe("the local sponsors list; with GitHub Sponsors on, its entries override GitHub's (same login) or add sponsors GitHub does not know"),
    GITHUB_SPONSORS_TOKEN: optionalText.describe(
      'a GitHub token; when set, sponsors come from the GitHub Sponsors GraphQL API (public sponsorships only) merged with `SPONSORS_FILE`',
    ),
    GITHUB_SPONSORS_LOGIN: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{1,39}$/, 'a GitHub user or organization login')
      .default('tanstack')
      .describe('the sponsored GitHub account (user or organization); also the "Become a sponsor" link'),
    GITHUB_GRAPHQL_URL: z.url().default('https://api.github.com/graphql').describe('the GitHub GraphQL endpoint (GitHub Enterprise, or a local fake in tests)'),
    GITHUB_SPONSORS_TIMEOUT_MS: wholeNumber(100, 60_000, 5000).describe(
      'time allowed for the whole sponsors listing, every page included; past it the last good list is served',
    ),
    SPONSORS_CACHE_SECONDS: wholeNumber(0, 86_400, 300).describe(
      'how long the sponsors list is kept in memory before it is fetched again; pages keep showing the kept list while the new one loads, and after a failure the last good list is served and the source asked again after at most a minute',
    ),
  },
)
