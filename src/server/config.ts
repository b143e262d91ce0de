/**
 * Every configuration variable of the server, read once from the environment and validated.
 * Each carries its description: `npm run docs:config` writes them into docs/configuration.md,
 * and a test fails when that page no longer matches this schema.
 */
import { z } from 'zod'
import { DEFAULT_MEMORY_LIMIT_MB, DEFAULT_SHUTDOWN_TIMEOUT_SECONDS } from './supervisor-settings'

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes')

export const configSchema = z
  .object({
    NODE_ENV: z
      .string()
      .default('production')
      .describe('`development` (set by `npm run dev`) shows the router devtools panel on `/router…` pages; production builds have none'),
    SITE_NAME: z.string().trim().min(1).default('TanStack').describe('the product name: page titles, headings, search index name, feed titles'),
    SITE_URL: z
      .url()
      .optional()
      .describe(
        'the public address of the site, for absolute links; cookies are `Secure` when it is `https:`; unset: `http://localhost:` and the port the server listens on (`PORT`, 3000)',
      ),
    GTM_ID: optionalText.describe('tag-manager container id; the tag manager and its no-script frame load only when set'),
    MERCH_URL: z.url().default('https://cottonbureau.com/people/tanstack').describe('where `/merch` redirects (301)'),
    SPONSORS_FILE: z
      .string()
      .default('content/sponsors.json')
      .describe("the local sponsors list; with GitHub Sponsors on, its entries override GitHub's (same login) or add sponsors GitHub does not know"),
    CONTENT_SOURCE: z
      .enum(['local', 'github'])
      .default('local')
      .describe("where docs and examples are read: `local` (repositories in `CONTENT_DIR`) or `github` (GitHub's REST API and raw host, cached)"),
    CONTENT_DIR: z
      .string()
      .default('content/repos')
      .describe(
        'one entry per repository name (`query`, `router`, …): a git repository (bare, as `content:sync` makes it, or with a work tree) read at any branch or tag, or a plain folder serving every version',
      ),
    GITHUB_TOKEN: optionalText.describe(
      "a GitHub token: raises the API rate limit with `CONTENT_SOURCE=github`; with it the live figures take stars and contributors from GitHub's REST API, without it contributors are the distinct commit authors of the git repositories in `CONTENT_DIR` (no stars)",
    ),
    GITHUB_API_URL: z.url().default('https://api.github.com').describe("GitHub's REST API (GitHub Enterprise, or a local fake in tests)"),
    GITHUB_RAW_URL: z.url().default('https://raw.githubusercontent.com').describe("GitHub's raw file host"),
    GITHUB_CONTENT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(120_000)
      .default(10_000)
      .describe(
        "time allowed for one request to GitHub's API or raw host with `CONTENT_SOURCE=github`; past it the last known commit and the pages already read are served",
      ),
    CONTENT_SYNC_REMOTE: z
      .string()
      .default('https://github.com')
      .describe('where `npm run content:sync` clones from: a host (`<remote>/<owner>/<name>.git`) or a local folder holding `<owner>/<name>` repositories'),
    DOCS_CACHE_MB: z.coerce
      .number()
      .int()
      .min(1)
      .max(4096)
      .optional()
      .describe(
        'rendered doc pages kept in memory, in megabytes (least recently used go first); unset, 8 % of `MEMORY_LIMIT_MB` (the memory plan, `src/server/memory-plan.ts`)',
      ),
    PAGE_CACHE_MB: z.coerce
      .number()
      .int()
      .min(0)
      .max(4096)
      .optional()
      .describe(
        'whole pages the origin keeps for deployments without a CDN (those a route marks with `CDN-Cache-Control: public`, for at most `REF_TTL_MS`); `0` keeps none; unset, 4 % of `MEMORY_LIMIT_MB` (the memory plan). See `docs/architecture.md`',
      ),
    COMPRESSION: flag.describe("`1` gzips text answers (Hono's compress middleware), for a site served with no CDN or proxy in front to compress"),
    REF_TTL_MS: z.coerce
      .number()
      .int()
      .nonnegative()
      .default(3000)
      .describe(
        "how long a branch's resolved commit is reused before it is looked up again; rendered docs are cached by commit, so a new commit shows within this time",
      ),
    BLOG_DIR: z.string().trim().min(1).default('content/blog').describe('folder of the blog posts (`<slug>.md` with YAML front matter)'),
    BLOG_DRAFTS: flag.describe('`1` also lists posts whose front matter says `draft: true` (for previewing)'),
    DATABASE_URL: z
      .string()
      .trim()
      .default('file:./data/site.db')
      .refine((v) => /^(file:|postgres:\/\/|postgresql:\/\/|libsql:\/\/)/.test(v), 'must start with file:, postgres:// or libsql://')
      .describe(
        'the database: a SQLite file (its folder is created), or Postgres when it starts with `postgres://` (see Deployment); missing tables are created when the server first needs the database',
      ),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(120_000)
      .default(5000)
      .describe(
        'with Postgres: time allowed to open a connection (TCP, TLS and sign-in); past it the query fails and the page shows what it can without the database',
      ),
    NPM_DOWNLOADS_API: z.url().default('https://api.npmjs.org').describe("npm's downloads API, for `/stats/npm/`"),
    NPM_REGISTRY: z.url().default('https://registry.npmjs.org').describe("npm's registry: package creation dates (all-time range) and package search"),
    NPM_REFRESH_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .default(3600)
      .describe('how long to wait before asking npm again for recent days it had not published yet'),
    NPM_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(120_000)
      .default(10_000)
      .describe('time allowed for one npm answer, retries included; past it the stored days are shown with a notice'),
    NPM_UPSTREAM_BUDGET_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(60)
      .describe(
        'requests to npm one client address may cause per minute through the statistics; past it the stored days are shown with a notice (stored days cost nothing)',
      ),
    NPM_NEW_PACKAGES_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(30)
      .describe(
        'packages the statistics have not stored yet that may be added per minute, by all clients together (each costs npm requests and stays in the database); past it such a package answers 429 with `Retry-After`, while stored packages are still served',
      ),
    NPM_MAX_PACKAGES: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000_000)
      .default(2000)
      .describe('packages the statistics keep in the database; past it the least recently viewed are removed with their daily counts'),
    NPM_PACKAGE_UNVIEWED_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(3650)
      .default(30)
      .describe('days after which a package nobody viewed in the statistics is removed with its daily counts (it is fetched again when next asked for)'),
    STATS_MAX_PACKAGES: z.coerce
      .number()
      .int()
      .min(1)
      .max(120)
      .default(12)
      .describe('packages one `/stats/npm/` view compares (the page says so); an address naming more shows the first ones'),
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
    GITHUB_SPONSORS_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(60_000)
      .default(5000)
      .describe('time allowed for the whole sponsors listing, every page included; past it the last good list is served'),
    SPONSORS_CACHE_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .max(86_400)
      .default(300)
      .describe(
        'how long the sponsors list is kept in memory before it is fetched again; pages keep showing the kept list while the new one loads, and after a failure the last good list is served and the source asked again after at most a minute',
      ),
    ADS_PROVIDER: z
      .enum(['house', 'gpt', ''])
      .optional()
      .transform((v) => (v === 'gpt' ? 'gpt' : 'house'))
      .describe(
        "`house`: ad slots show the site's own promos; `gpt`: a Google Publisher Tag ad network fills them, loaded after the page is interactive, with house ads whenever it is blocked, broken or slow",
      ),
    ADS_SCRIPT_URL: z.url().default('https://securepubads.g.doubleclick.net/tag/js/gpt.js').describe("the ad network's script, with `ADS_PROVIDER=gpt`"),
    ADS_UNIT_PREFIX: z
      .string()
      .trim()
      .regex(/^\/[\w./-]+$/, 'an ad unit path such as /1234567/site')
      .optional()
      .describe('ad unit path prefix such as `/1234567/site` (the slot id is appended); required with `ADS_PROVIDER=gpt`'),
    SUPPORT_CONTACT_EMAIL: z.email().default('support@tanstack.com').describe("where the dedicated-support page's contact buttons write to"),
    EXAMPLE_SANDBOXES: z
      .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
      .optional()
      .transform((v) => v === undefined || v === '' || v === '1' || v === 'true' || v === 'yes')
      .describe("`0` hides the example viewer's Sandbox panel and its StackBlitz / CodeSandbox links, for sites that must not send readers to online services"),
    LIVE_STATS_REFRESH_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .max(86_400)
      .default(600)
      .describe(
        "how often the home page's live figures (npm downloads, stars, contributors) are collected in the background; `0` never collects and serves what the database holds",
      ),
    LIVE_STATS_HEARTBEAT_SECONDS: z.coerce
      .number()
      .min(1)
      .max(300)
      .default(15)
      .describe('interval of the comment lines that keep `/api/live/stats` connections open through proxies'),
    LIVE_STATS_MAX_CONNECTIONS: z.coerce
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .default(1000)
      .describe('live-figure streams open at once in all; past it 503 with `Retry-After: 30`'),
    LIVE_STATS_MAX_CONNECTIONS_PER_ADDRESS: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(8)
      .describe('live-figure streams one client address may hold open; past it 503 with `Retry-After: 30`'),
    GITHUB_CLIENT_ID: optionalText.describe(
      'a GitHub OAuth app\'s client id; when it and `GITHUB_CLIENT_SECRET` are set, `/login` offers "Sign in with GitHub" (callback URL: `SITE_URL` + `/auth/callback/github`)',
    ),
    GITHUB_CLIENT_SECRET: optionalText.describe("the same OAuth app's client secret (never sent to the browser)"),
    GITHUB_OAUTH_AUTHORIZE_URL: z
      .url()
      .default('https://github.com/login/oauth/authorize')
      .describe("GitHub's authorize page (GitHub Enterprise, or a local fake in tests)"),
    GITHUB_OAUTH_TOKEN_URL: z
      .url()
      .default('https://github.com/login/oauth/access_token')
      .describe("GitHub's token endpoint; the signed-in user is then read from `GITHUB_API_URL` + `/user`"),
    ADMIN_GITHUB_LOGINS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((login) => login.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^[A-Za-z0-9-]{1,39}$/, 'a comma-separated list of GitHub logins')))
      .describe('comma-separated GitHub logins whose GitHub accounts are admins, checked on every request; everyone else is an ordinary user'),
    SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(7).describe('a session ends this long after its last use'),
    SESSION_MAX_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(365)
      .default(30)
      .describe('a session ends this long after the sign-in that started it, however often it is used'),
    LOGIN_MAX_FAILURES: z.coerce
      .number()
      .int()
      .min(1)
      .max(1000)
      .default(5)
      .describe(
        'sign-in attempts allowed per account from one client address within `LOGIN_WINDOW_SECONDS` (a right password gives its attempt back); then sign-in answers 429 with `Retry-After`',
      ),
    LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(20).describe('the same, per client address, across accounts'),
    LOGIN_ACCOUNT_SLOWDOWN_AFTER: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(10)
      .describe(
        'failed sign-ins at one account, from all addresses together, within `LOGIN_WINDOW_SECONDS`, after which its attempts wait their turn one at a time with a pause that doubles from 1 s up to 30 s (at most 8 waiting; more get 429 with `Retry-After`): guessing from many addresses slows down while the owner still gets in',
      ),
    LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900).describe('length of the window sign-in attempts are counted in'),
    /**
     * How many proxies in front of the site append to X-Forwarded-For: off (0), `1`/`true` (one),
     * or a count. The client is the entry that many places from the right.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v === undefined || ['', '0', 'false', 'no'].includes(v) ? '0' : ['true', 'yes'].includes(v) ? '1' : v))
      .pipe(z.string().regex(/^\d+$/, 'off, 1 or a number of proxies').transform(Number).pipe(z.number().int().min(0).max(10)))
      .describe(
        '`0` (off): no proxy; `1` (or `true`): one proxy in front of the site; a number: that many proxies. The client address is then the `X-Forwarded-For` entry that many places from the right (the one the outermost trusted proxy appended), and the scheme comes from `X-Forwarded-Proto` (for HSTS). Only behind proxies that append to the header',
      ),
    OG_MAX_CONCURRENT: z.coerce.number().int().min(1).max(64).default(2).describe('social cards drawn at once'),
    OG_MAX_QUEUED: z.coerce
      .number()
      .int()
      .min(0)
      .max(10_000)
      .default(8)
      .describe('new social cards waiting to be drawn; past it 429 with `Retry-After: 5` (cards already drawn are always served)'),
    OG_CACHE_MB: z.coerce
      .number()
      .int()
      .min(1)
      .max(4096)
      .optional()
      .describe('memory for drawn social cards, kept by their content (least recently used go first); unset, 3 % of `MEMORY_LIMIT_MB` (the memory plan)'),
    MEMORY_LIMIT_MB: z.coerce
      .number()
      .int()
      .min(0)
      .max(65_536)
      .refine((n) => n === 0 || n >= 128, '0 (no bound) or at least 128')
      .default(DEFAULT_MEMORY_LIMIT_MB)
      .describe(
        "the most the server's JavaScript heap may take, in megabytes (V8's old and young generations together; the process's resident size is about 150 MB more: code, native libraries, buffers). The server starts itself with V8's heap flags for it (`--max-old-space-size`, `--max-semi-space-size`) and stays as a small supervisor beside that process. Under load the server keeps about 120 MB alive, 90 MB of it the search index; the rest of an unbounded heap is garbage V8 has not collected yet. Raise it with a larger search index; `0` leaves the heap to V8 (it sizes it from the machine's memory). A heap flag set by the operator (`NODE_OPTIONS` or the command line) wins",
      ),
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce
      .number()
      .min(1)
      .max(60)
      .default(DEFAULT_SHUTDOWN_TIMEOUT_SECONDS)
      .describe(
        'after SIGTERM or SIGINT the server exits within this time: new connections are refused and live streams end at once, requests in flight get to finish, the feedback, reads and missed URLs they left in memory are written, then `git` readers, the database and timers are closed',
      ),
    SEARCH_MAX_BODY_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(16 * 1024 * 1024)
      .default(64 * 1024)
      .describe('largest body of a search request (the dialog sends under 4 KB); past it 413, as soon as the body crosses it'),
    SERVER_FN_MAX_BODY_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(16 * 1024 * 1024)
      .default(64 * 1024)
      .describe('largest body (and GET payload) of a server-function call, sign-in included; past it 413, as soon as the body crosses it'),
    JSON_MAX_DEPTH: z.coerce
      .number()
      .int()
      .min(4)
      .max(1000)
      .default(32)
      .describe('deepest nesting of arrays and objects in a JSON body (search, search events, server functions); deeper is a 400, checked before parsing'),
    SEARCH_EVENTS_ORIGINS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url().transform((url) => new URL(url).origin)))
      .describe("comma-separated origins besides the site's own whose pages may post search events (`/api/search/1/events`); every other origin gets a 403"),
    SEARCH_EVENTS_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(60)
      .describe('event requests one client address may make per minute; past it 429 with `Retry-After`'),
    SEARCH_EVENTS_MAX_PER_REQUEST: z.coerce.number().int().min(1).max(1000).default(20).describe('events in one request; more is a 422'),
    SEARCH_EVENTS_MAX_BODY_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(1024 * 1024)
      .default(16 * 1024)
      .describe('largest body of an event request; past it 413'),
    SEARCH_EVENTS_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(3650)
      .default(90)
      .describe('stored events older than this are deleted (at most every ten minutes, after a save)'),
    SEARCH_EVENTS_MAX_ROWS: z.coerce
      .number()
      .int()
      .min(1000)
      .max(100_000_000)
      .default(100_000)
      .describe('stored events kept at most; the oldest beyond it are deleted with the old ones'),
    SEARCH_EVENTS_MAX_MB: z.coerce
      .number()
      .min(1)
      .max(100_000)
      .default(32)
      .describe(
        'megabytes the stored events may take at most (their texts, and about 64 bytes a row); the oldest beyond it are deleted with the old ones, at the latest once a tenth of it has arrived since the last pruning. Rows alone do not bound the table: an event names up to 20 record ids of up to 200 characters',
      ),
    SEARCH_BACKEND: z
      .enum(['embedded', 'algolia', ''])
      .optional()
      .transform((v) => (v === 'algolia' ? 'algolia' : 'embedded'))
      .describe(
        "`embedded`: the dialog queries the site's own Algolia-compatible endpoint (`/api/search`); `algolia`: the dialog talks to an Algolia application directly",
      ),
    SEARCH_INDEX_DIR: z
      .string()
      .trim()
      .min(1)
      .default('data/search')
      .describe(
        'where the search index is kept, one `<library>.ndjson` file per library, so a restart serves at once and only libraries whose docs moved are rebuilt',
      ),
    SEARCH_REFRESH_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(5000)
      .describe('how often, at most, a search checks whether a docs ref moved; a change rebuilds the index in the background'),
    SNIPPET_TYPES_DIR: z
      .string()
      .trim()
      .min(1)
      .default('data/snippet-types')
      .describe(
        'where the published packages a docs page is type-checked against are installed, one folder per package set (see `docs/features/checked-code.md`)',
      ),
    SNIPPET_RESULTS_DIR: z
      .string()
      .trim()
      .min(1)
      .default('data/snippets')
      .describe(
        'where the verdicts of checked docs code blocks are kept, one file per library, commit, framework and checker version (the background check and `npm run docs:check -- --snippets` write them); instances on one database share this folder',
      ),
    SNIPPET_BLOCK_SECONDS: z.coerce
      .number()
      .min(0.1)
      .max(600)
      .default(10)
      .describe(
        'CPU time one docs code block may take to type-check (wall time: six times as much); past it the checker\'s worker is stopped, the block is `skipped` provisionally ("took more than 10 s of CPU time to check") and a fresh worker checks the rest',
      ),
    SNIPPET_WORKER_MEMORY_MB: z.coerce
      .number()
      .int()
      .min(64)
      .max(16_384)
      .default(1024)
      .describe(
        'heap of the worker that type-checks docs code blocks (`maxOldGenerationSizeMb`); a block that needs more is `skipped` and a fresh worker checks the rest',
      ),
    SNIPPET_CHECKS: z
      .enum(['background', 'off'])
      .optional()
      .describe(
        "`background`: the server type-checks the docs' code blocks of every library version whose current commit has no stored verdicts, in a child process, one library version at a time, each commit once for all instances on one database; `off`: it checks nothing (results come from `npm run docs:check -- --snippets`). Unset: `background` when `NODE_ENV` is `production`, else `off`",
      ),
    SNIPPET_CHECK_START_SECONDS: z.coerce
      .number()
      .min(0)
      .max(3600)
      .default(30)
      .describe(
        'how long after the start the server waits before its first background check, so the checker does not compete with the first requests (every pass also waits while the embedded search index is being built)',
      ),
    SNIPPET_REFRESH_SECONDS: z.coerce
      .number()
      .min(0.1)
      .max(86_400)
      .default(300)
      .describe(
        "how long the background checker waits after a pass before it reads every library version's ref again (with `CONTENT_SOURCE=github` each is a request to GitHub); a branch that moved has its new commit checked (only that library)",
      ),
    SNIPPET_CLAIM_SECONDS: z.coerce
      .number()
      .min(5)
      .max(86_400)
      .default(600)
      .describe(
        "how long an instance's claim on a commit's check holds without being renewed (it renews it every third of this while it checks); past it another instance takes the check over",
      ),
    SNIPPET_RETRY_SECONDS: z.coerce
      .number()
      .min(1)
      .max(604_800)
      .default(600)
      .describe(
        "how long after a failed install of a framework's types (the npm registry down, the machine offline) the background check tries that framework again; meanwhile its blocks are stored `skipped` and its pages show plain code. A framework with a block stopped by a time or memory limit is checked again after this time too, doubled at each round that meets a limit again (at most a day), its other verdicts kept. No package for the framework is final until the commit moves",
      ),
    // Off until the checker's failures are right often enough to show readers (docs/features/checked-code.md, "Precision").
    SNIPPET_NOTICES: z
      .enum(['0', '1'])
      .default('1')
      .transform((v) => v === '1')
      .describe(
        "`0` hides the notice under a docs code block that does not compile with the version it documents (shown by default: a hand-checked sample of the corpus's failures was right, see `docs/features/checked-code.md`)",
      ),
    SEARCH_LIBRARIES: optionalText.describe('comma-separated library ids to index (for tests and local work); unset, every library is indexed'),
    MCP_REQUESTS_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(60)
      .describe('requests one client address may make per minute to the MCP server at `/api/mcp`; past it 429 with `Retry-After`'),
    WORK_MAX_WAIT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(60_000)
      .default(2000)
      .describe(
        'expensive work (searches, MCP tools, llms files, social cards, doc pages and compare views rendered on a cold cache) takes fair turns across clients (a client is an address, an IPv6 one counted by its /64); a piece is refused with 429 and `Retry-After` only when it would wait longer than this for its turn, which reaches the client with the most work queued first. See `docs/architecture.md`, "Fair turns"',
      ),
    HEADERS_TIMEOUT_SECONDS: z.coerce
      .number()
      .min(1)
      .max(300)
      .default(10)
      .describe("time a connection has to send a request's headers (from its opening, or from the previous answer); past it 408 and the connection closes"),
    BODY_TIMEOUT_SECONDS: z.coerce
      .number()
      .min(1)
      .max(600)
      .default(15)
      .describe(
        'time a request has to send its whole body once its headers are in (the site accepts bodies of at most 64 KiB); past it 408 and the connection closes',
      ),
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce
      .number()
      .int()
      .min(0)
      .max(1_000_000)
      .default(64)
      .describe(
        "connections one client address (an IPv6 one by its /64) may hold open at once; more are closed as they open. Counted only without `TRUST_PROXY` (behind a proxy every connection comes from it: set the proxy's own limit); `0` counts none",
      ),
    MAX_CONNECTIONS: z.coerce
      .number()
      .int()
      .min(16)
      .max(1_000_000)
      .default(2048)
      .describe(
        "connections all clients together may hold open at once; past it the server closes a new one as it accepts it, before reading anything (a flood of connections from many addresses stalled the event loop and filled the listen backlog). A little before it, each new connection closes the one that has waited longest without sending a request, so a flood of idle connections cannot keep readers out. Each open connection costs the server about 10 KB and a file handle: keep it under the process's open-file limit (`ulimit -n`)",
      ),
    FEEDBACK_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(10)
      .describe(
        'feedback items (page votes, block reports, `POST /api/feedback`, the MCP tool `report_doc_problem`) one client address may send per minute; past it 429 with `Retry-After`',
      ),
    FEEDBACK_MAX_ROWS: z.coerce
      .number()
      .int()
      .min(100)
      .max(10_000_000)
      .default(100_000)
      .describe(
        'feedback items kept at most; the oldest beyond it are deleted, and one sender (client address) keeps at most 1 % of it, its own oldest going first',
      ),
    DOC_MISSES_MAX_ROWS: z.coerce
      .number()
      .int()
      .min(100)
      .max(10_000_000)
      .default(20_000)
      .describe('missed doc URLs kept at most (one row per path and referring host, counted); beyond it the least hit, then the longest unseen, are deleted'),
    DOC_READS_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(3650)
      .default(400)
      .describe('days of read counts (per library, channel and kind of reader) kept'),
    HEALTH_FLUSH_MS: z.coerce
      .number()
      .int()
      .min(10)
      .max(600_000)
      .default(2000)
      .describe('how long read counts, missed URLs and feedback wait in memory at most before they are written together'),
    ALGOLIA_APP_ID: optionalText.describe('Algolia application id; required with `SEARCH_BACKEND=algolia` (public, sent to the browser)'),
    ALGOLIA_SEARCH_KEY: optionalText.describe('Algolia search-only key; required with `SEARCH_BACKEND=algolia` (public, sent to the browser)'),
    ALGOLIA_ADMIN_KEY: optionalText.describe('Algolia admin key; lets `npm run search:index` push the records (never sent to the browser)'),
    ALGOLIA_HOST: optionalText.describe("another Algolia host (a local fake in tests); unset, the client uses Algolia's own hosts for `ALGOLIA_APP_ID`"),
    ALGOLIA_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(60_000)
      .default(5000)
      .describe('with `SEARCH_BACKEND=algolia`: how long the search dialog waits for Algolia before it shows "The search is not available right now"'),
  })
  .superRefine((config, context) => {
    if (config.SEARCH_BACKEND === 'algolia' && (!config.ALGOLIA_APP_ID || !config.ALGOLIA_SEARCH_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['ALGOLIA_APP_ID'],
        message: 'ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY are required when SEARCH_BACKEND is algolia',
      })
    }
    if (config.ADS_PROVIDER === 'gpt' && !config.ADS_UNIT_PREFIX) {
      context.addIssue({ code: 'custom', path: ['ADS_UNIT_PREFIX'], message: 'required when ADS_PROVIDER is gpt' })
    }
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
    routerDevtools: config.NODE_ENV === 'development',
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

export { readConfig as parseConfigForTest }
