/**
 * One memory plan for everything the server keeps and can give up: each cache's share of the
 * server's heap (`MEMORY_LIMIT_MB` less the render child's part, `heapBudget` in memory-limit.ts),
 * in bytes. What the plan leaves — about three fifths — is for what the server cannot give up: its code, the frameworks, the search index, and the garbage of the requests in
 * flight. Every cache below evicts its least recently used entries by size, so no sequence of
 * requests grows the heap past its bound; when memory is short the server gives up cached work,
 * never the process. `docs/performance.md` ("Memory") lists each share and its measured peak.
 */
import { isChildJobProcess } from './child-job'
import { getConfig } from './config'
import { heapBudget } from './memory-limit'

/**
 * The share of the server's heap each cache may take: 16.5 % in the heap (40.6 MB at the default
 * limit) and the whole pages' buffers beside it. With what the server cannot give up
 * (`SERVER_KEEPS_MB`) they leave its old generation room for the garbage of the work in flight.
 */
export const MEMORY_SHARES = {
  /** Rendered doc pages (HTML, headings), by content identity. `DOCS_CACHE_MB` overrides. */
  docs: 0.06,
  /** Whole pages the origin keeps without a CDN (buffers outside the JavaScript heap, but in the process). `PAGE_CACHE_MB` overrides. */
  pages: 0.03,
  /** Drawn social cards (PNG). `OG_CACHE_MB` overrides. */
  socialCards: 0.01,
  /** Composed Markdown of doc pages (`.md` answers, and every page of an llms file). */
  markdown: 0.015,
  /** The llms files, kept per commit (6.2 MB at the default limit: a file of up to 3 million characters; a larger one is made again when asked). */
  llms: 0.025,
  /** Recent search answers: the engine's results and the shaped API answers, half each. */
  searchAnswers: 0.01,
  /** Compare views (`?compare=`): the block diff of two renders. */
  comparisons: 0.005,
  /** Page histories ("Last updated"), sidebar marks and API changes between versions. */
  history: 0.01,
  /** Highlighted code blocks by their content (`markdown/highlighted-blocks.ts`): a block repeated across versions is tokenised once. */
  highlightedCode: 0.015,
  /** Example files highlighted, and example trees. */
  examples: 0.005,
  /** Files and folders read from GitHub (`CONTENT_SOURCE=github`). */
  content: 0.01,
} as const

/**
 * What the server holds that no cache gives up, in MB: the search index, Shiki's grammars and
 * their compiled expressions, the module code (a heap snapshot at the end of a crawl of every
 * page of the corpus: 188.7 MB reachable, 33.1 of it the caches; docs/performance.md, "Memory").
 */
export const SERVER_KEEPS_MB = 156

export type MemoryShare = keyof typeof MEMORY_SHARES

/** The limit the shares are taken of when the heap is left unbounded (`MEMORY_LIMIT_MB=0`). */
const UNBOUNDED_BASE_MB = 1024
const MB = 1024 * 1024

/** Whose heap the shares are of: the server's, or a child job's (a long page's render, an index batch). */
export type PlanPart = 'server' | 'childJob'

/**
 * Bytes of each share for a heap limit (0: unbounded); an operator's own size for a cache wins.
 * The shares are of the heap of `part`: the server's (the limit less the child jobs' part,
 * `heapBudget`), or in a child job its own, so an index batch that renders a hundred pages fills
 * its caches within its own heap.
 */
export function memoryPlan(limitMb: number, overridesMb: Partial<Record<MemoryShare, number>> = {}, part: PlanPart = 'server'): Record<MemoryShare, number> {
  const budget = heapBudget(limitMb)
  const heapMb = part === 'childJob' ? budget.childJobMb : limitMb > 0 ? budget.serverHeapMb : UNBOUNDED_BASE_MB
  const base = heapMb * MB
  const plan = {} as Record<MemoryShare, number>
  for (const [share, fraction] of Object.entries(MEMORY_SHARES) as [MemoryShare, number][]) {
    const override = overridesMb[share]
    plan[share] = override !== undefined ? override * MB : Math.floor(base * fraction)
  }
  return plan
}

/**
 * This server's bytes for one share, from its configuration, or `parts` of it: a whole number at
 * least 1 (a cache's `maxSize` must be positive), or 0 where the operator set none. In a child
 * job the shares are of the child's heap, and the operator's sizes (for the server's caches) do
 * not apply.
 */
export function memoryShare(share: MemoryShare, parts = 1): number {
  const config = getConfig()
  const bytes = isChildJobProcess()
    ? memoryPlan(config.MEMORY_LIMIT_MB, {}, 'childJob')[share]
    : memoryPlan(config.MEMORY_LIMIT_MB, { docs: config.DOCS_CACHE_MB, pages: config.PAGE_CACHE_MB, socialCards: config.OG_CACHE_MB })[share]
  // 0 is an operator's "none" (PAGE_CACHE_MB=0), which the page cache reads as off.
  return bytes === 0 ? 0 : Math.max(1, Math.floor(bytes / parts))
}

/**
 * About how many bytes of heap a value holds: strings at two bytes a character, a few words for
 * each object, array and number. An estimate for sizing cache entries, not a measurement; objects
 * deeper than `depth` count as a reference.
 */
export function approximateBytes(value: unknown, depth = 6): number {
  if (typeof value === 'string') return 16 + 2 * value.length
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return 8
  if (typeof value !== 'object' || depth <= 0) return 8
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + 8 + approximateBytes(item, depth - 1), 16)
  if (value instanceof Map)
    return [...value].reduce<number>((sum, [key, item]) => sum + approximateBytes(key, depth - 1) + approximateBytes(item, depth - 1), 32)
  if (ArrayBuffer.isView(value)) return 32 + value.byteLength
  let sum = 32
  for (const [key, item] of Object.entries(value)) sum += 8 + key.length + approximateBytes(item, depth - 1)
  return sum
}

/** A value made by `make` on the first call and returned by every later one (caches sized from the plan). */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined
  return () => (made ??= { value: make() }).value
}
