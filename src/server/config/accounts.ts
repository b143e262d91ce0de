import { z } from 'zod'
import { commaSeparated, configDomain, optionalText, wholeNumber } from './values'

export const accountsDomain = configDomain('Database, accounts and sign-in', 'The database, GitHub sign-in, sessions and the limits on sign-in attempts.', {
  DATABASE_URL: z
    .string()
    .trim()
    .default('file:./data/site.db')
    .refine((v) => /^(file:|postgres:\/\/|postgresql:\/\/|libsql:\/\/)/.test(v), 'must start with file:, postgres:// or libsql://')
    .describe(
      'the database: a SQLite file (its folder is created), or Postgres when it starts with `postgres://` (see Deployment); missing tables are created when the server first needs the database',
    ),
  DATABASE_CONNECT_TIMEOUT_MS: wholeNumber(100, 120_000, 5000).describe(
    'with Postgres: time allowed to open a connection (TCP, TLS and sign-in); past it the query fails and the page shows what it can without the database',
  ),
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
  ADMIN_GITHUB_LOGINS: commaSeparated(z.string().regex(/^[A-Za-z0-9-]{1,39}$/, 'a comma-separated list of GitHub logins')).describe(
    'comma-separated GitHub logins whose GitHub accounts are admins, checked on every request; everyone else is an ordinary user',
  ),
  SESSION_IDLE_DAYS: wholeNumber(1, 365, 7).describe('a session ends this long after its last use'),
  SESSION_MAX_DAYS: wholeNumber(1, 365, 30).describe('a session ends this long after the sign-in that started it, however often it is used'),
  LOGIN_MAX_FAILURES: wholeNumber(1, 1000, 5).describe(
    'sign-in attempts allowed per account from one client address within `LOGIN_WINDOW_SECONDS` (a right password gives its attempt back); then sign-in answers 429 with `Retry-After`',
  ),
  LOGIN_MAX_FAILURES_PER_ADDRESS: wholeNumber(1, 10_000, 20).describe('the same, per client address, across accounts'),
  LOGIN_ACCOUNT_SLOWDOWN_AFTER: wholeNumber(1, 100_000, 10).describe(
    'failed sign-ins at one account, from all addresses together, within `LOGIN_WINDOW_SECONDS`, after which its attempts wait their turn one at a time with a pause that doubles from 1 s up to 30 s (at most 8 waiting; more get 429 with `Retry-After`): guessing from many addresses slows down while the owner still gets in',
  ),
  LOGIN_WINDOW_SECONDS: wholeNumber(1, 86_400, 900).describe('length of the window sign-in attempts are counted in'),
})
