/** Sessions in the database: the cookie holds a random token, the table only its hash. */
import { sql } from 'drizzle-orm'
import type { Database } from '~/server/db'
import { runStatement, selectRows } from '~/server/db/sql'
import { hashSessionToken, isWellFormedToken, newSessionToken } from './tokens'
import { findUser, type User } from './users'

const DAY_MS = 86_400_000
/** A session used again is extended, at most once a day. */
const EXTEND_AFTER_MS = DAY_MS

/**
 * How long a session lives: `idleDays` after its last use, and never longer than `maxDays`
 * after the sign-in that started it, however often it is used.
 */
export type SessionLifetime = { idleDays: number; maxDays: number }
export const DEFAULT_SESSION_LIFETIME: SessionLifetime = { idleDays: 7, maxDays: 30 }

export function sessionExpiry(createdAt: Date, now: Date, lifetime: SessionLifetime = DEFAULT_SESSION_LIFETIME): Date {
  return new Date(Math.min(now.getTime() + lifetime.idleDays * DAY_MS, createdAt.getTime() + lifetime.maxDays * DAY_MS))
}

export async function createSession(
  database: Database,
  userId: string,
  now = new Date(),
  lifetime = DEFAULT_SESSION_LIFETIME,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken()
  const expiresAt = sessionExpiry(now, now, lifetime)
  await runStatement(
    database,
    sql`INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (${hashSessionToken(token)}, ${userId}, ${now.toISOString()}, ${expiresAt.toISOString()})`,
  )
  return { token, expiresAt }
}

/** The user of a live session; a session used again is extended up to its absolute end. */
export async function sessionUser(
  database: Database,
  token: string | undefined,
  now = new Date(),
  lifetime = DEFAULT_SESSION_LIFETIME,
): Promise<{ user: User; expiresAt: Date; extended: boolean } | undefined> {
  if (!isWellFormedToken(token)) return undefined
  const tokenHash = hashSessionToken(token)
  const [row] = await selectRows<{ user_id: string; created_at: string; expires_at: string }>(
    database,
    sql`SELECT user_id, created_at, expires_at FROM sessions WHERE token_hash = ${tokenHash}`,
  )
  if (!row) return undefined
  const createdAt = new Date(row.created_at)
  // The absolute end is checked as well, so a lifetime shortened since the sign-in applies at once.
  const expiresAt = new Date(Math.min(new Date(row.expires_at).getTime(), createdAt.getTime() + lifetime.maxDays * DAY_MS))
  if (expiresAt.getTime() <= now.getTime()) {
    await runStatement(database, sql`DELETE FROM sessions WHERE token_hash = ${tokenHash}`)
    return undefined
  }
  const user = await findUser(database, row.user_id)
  if (!user) return undefined
  const fresh = sessionExpiry(createdAt, now, lifetime)
  if (fresh.getTime() - expiresAt.getTime() < EXTEND_AFTER_MS) return { user, expiresAt, extended: false }
  await runStatement(database, sql`UPDATE sessions SET expires_at = ${fresh.toISOString()} WHERE token_hash = ${tokenHash}`)
  return { user, expiresAt: fresh, extended: true }
}

export async function deleteSession(database: Database, token: string | undefined): Promise<void> {
  if (!isWellFormedToken(token)) return
  await runStatement(database, sql`DELETE FROM sessions WHERE token_hash = ${hashSessionToken(token)}`)
}

/** Signs a user out everywhere: every session of theirs ends. */
export async function deleteUserSessions(database: Database, userId: string): Promise<void> {
  await runStatement(database, sql`DELETE FROM sessions WHERE user_id = ${userId}`)
}
