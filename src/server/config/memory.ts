import { DEFAULT_MEMORY_LIMIT_MB } from '../supervisor-settings'
import { configDomain, wholeNumber } from './values'

export const memoryDomain = configDomain('Memory', "The heap bound and the caches' shares of it (the memory plan, `src/server/memory-plan.ts`).", {
  MEMORY_LIMIT_MB: wholeNumber(0, 65_536)
    .refine((n) => n === 0 || n >= 128, '0 (no bound) or at least 128')
    .default(DEFAULT_MEMORY_LIMIT_MB)
    .describe(
      "the most the JavaScript heaps of the server and of its one child job (a long page's render, a batch of the search index build; one at a time) may take together, in megabytes (V8's old and young generations; the child a fifth, and at least what a render child needs to show 72 KB of a long page: 74 MB at the default; the server the rest, 246 MB at the default, whose caches take their shares of it: the memory plan, `src/server/memory-plan.ts`). The resident memory of the server, its supervisor and that child together stays within 150 MB more: code, native libraries, buffers (`OUTSIDE_HEAP_MB` in `src/server/memory-limit.ts`). The server starts itself with V8's heap flags for its part (`--max-old-space-size`, `--max-semi-space-size`) and stays as a small supervisor beside that process. At the end of a crawl of every page the server keeps about 190 MB alive (the search index, the code highlighter, the module code, the caches); the rest of an unbounded heap is garbage V8 has not collected yet. Raise it with a larger search index; `0` leaves the heap to V8 (it sizes it from the machine's memory). A heap flag set by the operator (`NODE_OPTIONS` or the command line) wins",
    ),
  DOCS_CACHE_MB: wholeNumber(1, 4096)
    .optional()
    .describe(
      'rendered doc pages kept in memory, in megabytes (least recently used go first); unset, 6 % of the server’s heap, `MEMORY_LIMIT_MB` less the child jobs’ part (the memory plan, `src/server/memory-plan.ts`)',
    ),
  PAGE_CACHE_MB: wholeNumber(0, 4096)
    .optional()
    .describe(
      'whole pages the origin keeps for deployments without a CDN (those a route marks with `CDN-Cache-Control: public`, for at most `REF_TTL_MS`); `0` keeps none; unset, 3 % of the server’s heap (the memory plan). See `docs/architecture.md`',
    ),
  OG_CACHE_MB: wholeNumber(1, 4096)
    .optional()
    .describe('memory for drawn social cards, kept by their content (least recently used go first); unset, 1 % of the server’s heap (the memory plan)'),
})
