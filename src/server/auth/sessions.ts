/** Sessions in the database: the cookie holds a random token, the table only its hash. */
import { sql } from 'drizzle-orm'
import type { Database } from '~/server/db'
import { runStatement, selectRows } from '~/server/db/sql'
import { hashSessionToken, isWellFormedToken, newSessionToken } from './tokens'
import { findUser, type User } from './users'

export const SESSION_DAYS = 30
const DAY_MS = 86_400_000
/** A session used again is extended to SESSION_DAYS, at most once a day. */
const EXTEND_AFTER_MS = DAY_MS

export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + SESSION_DAYS * DAY_MS)
}

export async function createSession(database: Database, userId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken()
  const expiresAt = sessionExpiry(now)
  await runStatement(
    database,
    sql`INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (${hashSessionToken(token)}, ${userId}, ${now.toISOString()}, ${expiresAt.toISOString()})`,
  )
  return { token, expiresAt }
}

/** The user of a live session; a session near its end is extended (sliding expiry). */
export async function sessionUser(database: Database, token: string | undefined, now = new Date()): Promise<{ user: User; expiresAt: Date; extended: boolean } | undefined> {
  if (!isWellFormedToken(token)) return undefined
  const tokenHash = hashSessionToken(token)
  const [row] = await selectRows<{ user_id: string; expires_at: string }>(database, sql`SELECT user_id, expires_at FROM sessions WHERE token_hash = ${tokenHash}`)
  if (!row) return undefined
  const expiresAt = new Date(row.expires_at)
  if (expiresAt.getTime() <= now.getTime()) {
    await runStatement(database, sql`DELETE FROM sessions WHERE token_hash = ${tokenHash}`)
    return undefined
  }
  const user = await findUser(database, row.user_id)
  if (!user) return undefined
  const fresh = sessionExpiry(now)
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

export async function countUserSessions(database: Database, userId: string): Promise<number> {
  const [row] = await selectRows<{ n: number | string }>(database, sql`SELECT COUNT(*) AS n FROM sessions WHERE user_id = ${userId}`)
  return Number(row?.n ?? 0)
}
