/**
 * The server bounds its own JavaScript heap (`MEMORY_LIMIT_MB`).
 *
 * What the server keeps alive under load is about 100–120 MB of heap (the search index, Shiki's
 * grammars, the caches; `docs/performance.md`, "Memory"). Everything else it holds under load is
 * garbage V8 has not collected yet: V8 sizes its heap from the machine (a limit of about 4 GB on
 * a machine with 16 GB or more), lets the young generation grow to 128 MB and the old one to
 * several times the live data before it collects, and hands the pages back to the system only
 * slowly after the load. Bounded, it collects sooner and the resident size stays near what is
 * alive.
 *
 * V8 reads its heap limits once, when the process starts (`v8.setFlagsFromString` afterwards
 * changes nothing), so the server entry starts the server as a child process with
 * `--max-old-space-size` and `--max-semi-space-size` and stays beside it as a small supervisor,
 * which passes signals on and starts the server again if it dies (`src/server/nitro/entry.ts`).
 */

/** The young generation's share: V8 keeps two semi-spaces and a large-object space of one semi-space. */
const YOUNG_GENERATION_SEMI_SPACES = 3
/**
 * Semi-space size (MB) under a bound. Unbounded on a large machine V8 let each grow to 64 MB (a
 * young generation of 128 MB, nearly all garbage). 16 MB leaves the garbage of the renders in
 * flight room to die young rather than be copied into the old generation (8 MB served fewer
 * requests in the load run, with more timeouts).
 */
const SEMI_SPACE_MB = 16
/**
 * The render child's part of the limit (`src/server/docs/render-child.ts`: a long page rendered
 * in a process of its own, its heap bounded to this part). The server's caches take their shares
 * of the rest (`memory-plan.ts`), so what the server keeps and what its child takes stay within
 * the limit together. The server's own heap flag stays the whole limit: what it keeps is about
 * 200 MB at the end of a crawl, and V8, short of room for its garbage, collects in pauses of up
 * to a second (`--trace-gc` in the soak, docs/performance.md).
 */
export const RENDER_CHILD_SHARE = 0.3
/** A render child's heap when the limit is 0 (nothing bounded). */
const UNBOUNDED_RENDER_CHILD_MB = 384

export type HeapBudget = {
  /** What the server's caches take their shares of (0: the limit is 0, nothing bounded). */
  serverPlanMb: number
  /** One render child's heap. */
  renderChildMb: number
}

/** How `MEMORY_LIMIT_MB` is shared between what the server keeps and its render child's heap. */
export function heapBudget(limitMb: number): HeapBudget {
  if (limitMb <= 0) return { serverPlanMb: 0, renderChildMb: UNBOUNDED_RENDER_CHILD_MB }
  const renderChildMb = Math.round(limitMb * RENDER_CHILD_SHARE)
  return { serverPlanMb: limitMb - renderChildMb, renderChildMb }
}

/** Set in the child's environment: it is the supervised server and must not start another. */
export const SUPERVISED_VARIABLE = 'SITE_SUPERVISED'

/** The V8 flags that keep the heap within `limitMb` (old generation and young together); none for 0. */
export function heapFlags(limitMb: number): string[] {
  if (limitMb <= 0) return []
  const semiSpaceMb = Math.max(1, Math.min(SEMI_SPACE_MB, Math.floor(limitMb / 16)))
  const oldSpaceMb = limitMb - YOUNG_GENERATION_SEMI_SPACES * semiSpaceMb
  return [`--max-old-space-size=${oldSpaceMb}`, `--max-semi-space-size=${semiSpaceMb}`]
}

const HEAP_FLAG = /^--max-(old|semi)-space-size(=|$)/

/**
 * The command line of the supervised server: the same script with the same Node options, plus the
 * heap flags of the limit unless the operator set a heap flag of their own (on the command line or
 * in NODE_OPTIONS, which the child inherits), which wins. Undefined in the supervised child itself.
 */
export function serverCommand(input: { limitMb: number; execArgv: readonly string[]; argv: readonly string[]; env: NodeJS.ProcessEnv }): string[] | undefined {
  if (input.env[SUPERVISED_VARIABLE] === '1') return undefined
  const operatorFlags = [...input.execArgv, ...(input.env.NODE_OPTIONS ?? '').split(/\s+/)].some((arg) => HEAP_FLAG.test(arg.replace(/_/g, '-')))
  return [...input.execArgv, ...(operatorFlags ? [] : heapFlags(input.limitMb)), ...input.argv.slice(1)]
}
