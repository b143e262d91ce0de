/**
 * Sign-in attempts counted per key (an account from one address, an address) in fixed
 * windows, in the database so every server process sees the same counts. An attempt is
 * reserved — counted, atomically, in one statement — before its password is checked, so
 * simultaneous guesses cannot all slip in under the limit. A right password gives its
 * reservation back.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '~/server/db'
import { runStatement, selectRows } from '~/server/db/sql'

export type LimitRule = { limit: number; windowMs: number }
export type AttemptWindow = { attempts: number; windowStart: number }
export type LimitedKey = { key: string; rule: LimitRule }

/** Seconds to wait before another try, or 0 when the attempt counted in `window` may go ahead. */
export function retryAfterSeconds(window: AttemptWindow, rule: LimitRule, now: number): number {
  if (now - window.windowStart >= rule.windowMs || window.attempts <= rule.limit) return 0
  return Math.max(1, Math.ceil((window.windowStart + rule.windowMs - now) / 1000))
}

/** Counts one attempt on the key and returns its window as it is after that attempt. */
async function countAttempt(database: Database, { key, rule }: LimitedKey, now: number): Promise<AttemptWindow> {
  const start = new Date(now).toISOString()
  // ISO-8601 times of one format order as text, so the window test runs inside the statement.
  const expired = new Date(now - rule.windowMs).toISOString()
  const [row] = await selectRows<{ failures: number | string; window_start: string }>(
    database,
    sql`INSERT INTO login_failures (key, failures, window_start) VALUES (${key}, 1, ${start})
        ON CONFLICT (key) DO UPDATE SET
          failures = CASE WHEN login_failures.window_start <= ${expired} THEN 1 ELSE login_failures.failures + 1 END,
          window_start = CASE WHEN login_failures.window_start <= ${expired} THEN ${start} ELSE login_failures.window_start END
        RETURNING failures, window_start`,
  )
  if (!row) throw new Error('Counting a sign-in attempt returned no row')
  return { attempts: Number(row.failures), windowStart: Date.parse(row.window_start) }
}

async function giveBack(database: Database, key: string): Promise<void> {
  await runStatement(database, sql`UPDATE login_failures SET failures = failures - 1 WHERE key = ${key} AND failures > 0`)
}

/**
 * Reserves one attempt on every key; returns 0 when it may go ahead, else the seconds until
 * the longest of the limits it hit lets another through. A refused attempt is given back (no
 * password was checked), which never lets more through: only attempts that went ahead stay counted.
 */
export async function reserveLoginAttempt(database: Database, keys: readonly LimitedKey[], now = Date.now()): Promise<number> {
  let wait = 0
  for (const limited of keys) wait = Math.max(wait, retryAfterSeconds(await countAttempt(database, limited, now), limited.rule, now))
  if (wait > 0) for (const { key } of keys) await giveBack(database, key)
  return wait
}

/** A successful sign-in: the account's count starts again, and the address gets its attempt back. */
export async function releaseLoginAttempt(database: Database, accountKey: string, addressKey: string): Promise<void> {
  await runStatement(database, sql`DELETE FROM login_failures WHERE key = ${accountKey}`)
  await giveBack(database, addressKey)
}

/** Forgets windows that ended long ago, so guessed usernames and addresses do not pile up. */
export async function pruneLoginAttempts(database: Database, olderThan: Date): Promise<void> {
  await runStatement(database, sql`DELETE FROM login_failures WHERE window_start < ${olderThan.toISOString()}`)
}
