/**
 * Failed sign-ins counted per key (an account, an address) in fixed windows, in the database
 * so every server process sees the same counts. Past the limit, sign-in waits for the window.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '~/server/db'
import { runStatement, selectRows } from '~/server/db/sql'

export type LimitRule = { limit: number; windowMs: number }
export type FailureWindow = { failures: number; windowStart: number }

/** Seconds to wait before another try, or 0 when a try is allowed. */
export function retryAfterSeconds(window: FailureWindow | undefined, rule: LimitRule, now: number): number {
  if (!window || now - window.windowStart >= rule.windowMs) return 0
  if (window.failures < rule.limit) return 0
  return Math.max(1, Math.ceil((window.windowStart + rule.windowMs - now) / 1000))
}

/** The window after one more failure. */
export function afterFailure(window: FailureWindow | undefined, rule: LimitRule, now: number): FailureWindow {
  if (!window || now - window.windowStart >= rule.windowMs) return { failures: 1, windowStart: now }
  return { failures: window.failures + 1, windowStart: window.windowStart }
}

async function read(database: Database, key: string): Promise<FailureWindow | undefined> {
  const [row] = await selectRows<{ failures: number | string; window_start: string }>(database, sql`SELECT failures, window_start FROM login_failures WHERE key = ${key}`)
  return row ? { failures: Number(row.failures), windowStart: new Date(row.window_start).getTime() } : undefined
}

/** The longest wait any of the keys imposes now. */
export async function loginRetryAfter(database: Database, keys: readonly { key: string; rule: LimitRule }[], now = Date.now()): Promise<number> {
  let wait = 0
  for (const { key, rule } of keys) wait = Math.max(wait, retryAfterSeconds(await read(database, key), rule, now))
  return wait
}

export async function recordLoginFailure(database: Database, keys: readonly { key: string; rule: LimitRule }[], now = Date.now()): Promise<void> {
  for (const { key, rule } of keys) {
    const next = afterFailure(await read(database, key), rule, now)
    const start = new Date(next.windowStart).toISOString()
    await runStatement(
      database,
      sql`INSERT INTO login_failures (key, failures, window_start) VALUES (${key}, ${next.failures}, ${start})
          ON CONFLICT (key) DO UPDATE SET failures = ${next.failures}, window_start = ${start}`,
    )
  }
}

/** A successful sign-in clears the account's count (not the address's). */
export async function clearLoginFailures(database: Database, key: string): Promise<void> {
  await runStatement(database, sql`DELETE FROM login_failures WHERE key = ${key}`)
}
