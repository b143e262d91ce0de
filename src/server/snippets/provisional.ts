/**
 * Provisional results: a framework whose types could not be installed (the registry down, the
 * machine offline) is stored with every block `skipped` and a `retryAfter` time, and the
 * background check takes it again once that time has passed, rather than when the commit moves.
 * A block stopped by the checker's time or memory limit is provisional too: the limit may have
 * been met because the machine was busy (a wall-time ceiling) or short of memory, so its framework
 * is checked again, each round that meets a limit again waiting twice as long, at most a day. A
 * cause that cannot pass by itself (no package for the framework) is stored for good. Pure
 * rules, used by library-check.ts and background.ts.
 */

/** When a result stored at `now` is checked again. */
export function retryAfterFrom(now: Date, seconds: number): string {
  return new Date(now.getTime() + seconds * 1000).toISOString()
}

/** What the dashboard and `docs:check` say of a provisional result. */
export function retryNote(retryAfter: string): string {
  return `its types are installed and checked again after ${retryAfter.slice(0, 16).replace('T', ' ')} UTC`
}

/** Whether a framework must be checked at `now`: nothing is stored for it, or what is stored is provisional and its time has come. */
export function isDue(stored: { retryAfter?: string } | undefined, now: Date): boolean {
  if (!stored) return true
  if (stored.retryAfter === undefined) return false
  const at = Date.parse(stored.retryAfter)
  // A time that does not parse is not a reason to keep a result provisional forever.
  return Number.isNaN(at) || at <= now.getTime()
}

/**
 * The claim a check of these due frameworks takes (claims.ts): the commit's own claim when one of
 * them was never checked; otherwise one for this retry round, named by the earliest of their
 * `retryAfter` times. Instances sharing the results folder read the same times, so they name the
 * same round and check it once; a round that fails again stores a later time, hence a new round.
 */
export function claimCheckerOf(checker: string, due: ({ retryAfter?: string } | undefined)[]): string {
  if (due.length === 0 || due.some((stored) => stored?.retryAfter === undefined)) return checker
  const earliest = due.map((stored) => stored!.retryAfter!).sort()[0]!
  return `${checker} retry ${earliest}`
}

/** The longest a framework with blocks over a limit waits to be checked again. */
export const MAX_LIMIT_RETRY_SECONDS = 86_400

/**
 * When a framework whose check met a limit in its `round`-th check in a row (1 the first time)
 * is checked again: the retry interval, doubled each round, at most a day, so a block that is
 * hostile for good costs little while one that met the limit by chance gets its verdict soon.
 */
export function limitRetryAfter(now: Date, seconds: number, round: number): string {
  return retryAfterFrom(now, Math.min(MAX_LIMIT_RETRY_SECONDS, seconds * 2 ** Math.max(0, round - 1)))
}

type StoredBlock = { file: string; line: number; hash: string; verdict: { verdict: string } }

/**
 * The verdicts of a provisional check that a new check of the same commit keeps: every block's
 * but a skipped one's (over a limit, or not checked at all), found by file, line and text.
 */
export function reusableVerdicts<Block extends StoredBlock>(previous: readonly Block[] | undefined): Map<string, Block['verdict']> {
  const kept = new Map<string, Block['verdict']>()
  for (const block of previous ?? []) if (block.verdict.verdict !== 'skipped') kept.set(blockKey(block), block.verdict)
  return kept
}

export function blockKey(block: { file: string; line: number; hash: string }): string {
  return `${block.file}:${block.line}:${block.hash}`
}
