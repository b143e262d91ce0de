import { DEFAULT_MEMORY_LIMIT_MB } from '../supervisor-settings'
import { configDomain, wholeNumber } from './values'

export const memoryDomain = configDomain('Memory', "The heap bound and the caches' shares of it (the memory plan, `src/server/memory-plan.ts`).", {
  MEMORY_LIMIT_MB: wholeNumber(0, 65_536)
    .refine((n) => n === 0 || n >= 128, '0 (no bound) or at least 128')
    .default(DEFAULT_MEMORY_LIMIT_MB)
    .describe(
      "the most the server's JavaScript heap may take, in megabytes (V8's old and young generations together; the process's resident size is about 150 MB more: code, native libraries, buffers). The server starts itself with V8's heap flags for it (`--max-old-space-size`, `--max-semi-space-size`) and stays as a small supervisor beside that process. Under load the server keeps about 120 MB alive, 90 MB of it the search index; the rest of an unbounded heap is garbage V8 has not collected yet. Raise it with a larger search index; `0` leaves the heap to V8 (it sizes it from the machine's memory). A heap flag set by the operator (`NODE_OPTIONS` or the command line) wins",
    ),
  DOCS_CACHE_MB: wholeNumber(1, 4096)
    .optional()
    .describe(
      'rendered doc pages kept in memory, in megabytes (least recently used go first); unset, 8 % of `MEMORY_LIMIT_MB` less the render child’s 30 % (the memory plan, `src/server/memory-plan.ts`)',
    ),
  PAGE_CACHE_MB: wholeNumber(0, 4096)
    .optional()
    .describe(
      'whole pages the origin keeps for deployments without a CDN (those a route marks with `CDN-Cache-Control: public`, for at most `REF_TTL_MS`); `0` keeps none; unset, 4 % of `MEMORY_LIMIT_MB` less the render child’s 30 % (the memory plan). See `docs/architecture.md`',
    ),
  OG_CACHE_MB: wholeNumber(1, 4096)
    .optional()
    .describe(
      'memory for drawn social cards, kept by their content (least recently used go first); unset, 3 % of `MEMORY_LIMIT_MB` less the render child’s 30 % (the memory plan)',
    ),
})
