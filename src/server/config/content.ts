import { z } from 'zod'
import { configDomain, optionalText, wholeNumber } from './values'

export const contentDomain = configDomain('Content sources', 'Where docs and examples are read from, and how often a branch is looked up again.', {
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
  GITHUB_CONTENT_TIMEOUT_MS: wholeNumber(100, 120_000, 10_000).describe(
    "time allowed for one request to GitHub's API or raw host with `CONTENT_SOURCE=github`; past it the last known commit and the pages already read are served",
  ),
  CONTENT_SYNC_REMOTE: z
    .string()
    .default('https://github.com')
    .describe('where `npm run content:sync` clones from: a host (`<remote>/<owner>/<name>.git`) or a local folder holding `<owner>/<name>` repositories'),
  REF_TTL_MS: wholeNumber(0, Number.MAX_SAFE_INTEGER, 3000).describe(
    "how long a branch's resolved commit is reused before it is looked up again; rendered docs are cached by commit, so a new commit shows within this time",
  ),
})
