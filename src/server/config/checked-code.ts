import { z } from 'zod'
import { DEFAULT_CODE_CHECK_WORKER_MB } from '../memory-limit'
import { configDomain, folder, numberWithin, wholeNumber } from './values'

export const checkedCodeDomain = configDomain('Checked code', "The type-check of the docs' code blocks (see `docs/features/checked-code.md`).", {
  SNIPPET_CHECKS: z
    .enum(['background', 'off'])
    .optional()
    .describe(
      "`background`: the server type-checks the docs' code blocks of every library version whose current commit has no stored verdicts, in a child process, one library version at a time, each commit once for all instances on one database; `off`: it checks nothing (results come from `npm run docs:check -- --snippets`). Unset: `background` when `NODE_ENV` is `production`, else `off`",
    ),
  SNIPPET_TYPES_DIR: folder('data/snippet-types').describe(
    'where the published packages a docs page is type-checked against are installed, one folder per package set (see `docs/features/checked-code.md`)',
  ),
  SNIPPET_RESULTS_DIR: folder('data/snippets').describe(
    'where the verdicts of checked docs code blocks are kept, one file per library, commit, framework and checker version (the background check and `npm run docs:check -- --snippets` write them); instances on one database share this folder',
  ),
  SNIPPET_BLOCK_SECONDS: numberWithin(0.1, 600, 10).describe(
    'CPU time one docs code block may take to type-check (wall time: six times as much); past it the checker\'s worker is stopped, the block is `skipped` provisionally ("took more than 10 s of CPU time to check") and a fresh worker checks the rest',
  ),
  SNIPPET_WORKER_MEMORY_MB: wholeNumber(64, 16_384, DEFAULT_CODE_CHECK_WORKER_MB).describe(
    'heap of the worker that type-checks docs code blocks (`--max-old-space-size`), one at a time; a worker with three quarters of it live after a block is replaced by a fresh one before the next, and a block that alone needs more is `skipped` ("needed more than 256 MB to check"), a fresh worker checking the rest. With the checking process, the code check\'s part of the memory plan, beside `MEMORY_LIMIT_MB`\'s (`CODE_CHECK_PART` in `src/server/memory-limit.ts`)',
  ),
  SNIPPET_CHECK_START_SECONDS: numberWithin(0, 3600, 30).describe(
    'how long after the start the server waits before its first background check, so the checker does not compete with the first requests (every pass also waits while the embedded search index is being built)',
  ),
  SNIPPET_REFRESH_SECONDS: numberWithin(0.1, 86_400, 300).describe(
    "how long the background checker waits after a pass before it reads every library version's ref again (with `CONTENT_SOURCE=github` each is a request to GitHub); a branch that moved has its new commit checked (only that library)",
  ),
  SNIPPET_RETRY_SECONDS: numberWithin(1, 604_800, 600).describe(
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
})
