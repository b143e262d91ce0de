import { z } from 'zod'
import { commaSeparated, configDomain, folder, oneOf, optionalText, wholeNumber } from './values'

export const searchDomain = configDomain('Search', 'The embedded index or Algolia, and the search events the dialog sends.', {
  SEARCH_BACKEND: oneOf(['embedded', 'algolia']).describe(
    "`embedded`: the dialog queries the site's own Algolia-compatible endpoint (`/api/search`); `algolia`: the dialog talks to an Algolia application directly",
  ),
  SEARCH_INDEX_DIR: folder('data/search').describe(
    'where the search index is kept: one `<library>.ndjson` file of sections and one `<library>.messages.json` of printed messages per library, `associations.json` and `index-snapshot.json` (the whole index), each with the content fingerprints it was made from, so a restart searches completely within seconds and only libraries whose docs moved are rebuilt',
  ),
  SEARCH_REFRESH_MS: wholeNumber(0, Number.MAX_SAFE_INTEGER, 5000).describe(
    'how often, at most, a search checks whether a docs ref moved; a change rebuilds the index in the background',
  ),
  SEARCH_LIBRARIES: optionalText.describe('comma-separated library ids to index (for tests and local work); unset, every library is indexed'),
  SEARCH_EVENTS_ORIGINS: commaSeparated(z.url().transform((url) => new URL(url).origin)).describe(
    "comma-separated origins besides the site's own whose pages may post search events (`/api/search/1/events`); every other origin gets a 403",
  ),
  SEARCH_EVENTS_PER_MINUTE: wholeNumber(1, 100_000, 60).describe('event requests one client address may make per minute; past it 429 with `Retry-After`'),
  ALGOLIA_APP_ID: optionalText.describe('Algolia application id; required with `SEARCH_BACKEND=algolia` (public, sent to the browser)'),
  ALGOLIA_SEARCH_KEY: optionalText.describe('Algolia search-only key; required with `SEARCH_BACKEND=algolia` (public, sent to the browser)'),
  ALGOLIA_ADMIN_KEY: optionalText.describe('Algolia admin key; lets `npm run search:index` push the records (never sent to the browser)'),
  ALGOLIA_HOST: optionalText.describe("another Algolia host (a local fake in tests); unset, the client uses Algolia's own hosts for `ALGOLIA_APP_ID`"),
  ALGOLIA_TIMEOUT_MS: wholeNumber(100, 60_000, 5000).describe(
    'with `SEARCH_BACKEND=algolia`: how long the search dialog waits for Algolia before it shows "The search is not available right now"',
  ),
})

/** The Algolia backend needs its application and its search key. */
export function checkSearchBackend(
  config: { SEARCH_BACKEND: 'embedded' | 'algolia'; ALGOLIA_APP_ID?: string; ALGOLIA_SEARCH_KEY?: string },
  context: z.RefinementCtx,
): void {
  if (config.SEARCH_BACKEND === 'algolia' && (!config.ALGOLIA_APP_ID || !config.ALGOLIA_SEARCH_KEY)) {
    context.addIssue({
      code: 'custom',
      path: ['ALGOLIA_APP_ID'],
      message: 'ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY are required when SEARCH_BACKEND is algolia',
    })
  }
}
