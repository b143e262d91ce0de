/**
 * Which instance checks a library's commit: instances on one database check each (library,
 * commit, checker version) once. The instance that inserts the row holds the claim; the unique
 * key makes the insert atomic on SQLite and Postgres alike. A claim holds until `expires_at`,
 * which its holder pushes on while it checks; a claim past it and not done belongs to an
 * instance that stopped, and the next instance to ask takes it over in the same statement.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '~/server/db'
import { runStatement, selectRows } from '~/server/db/sql'

export type ClaimKey = { libraryId: string; commit: string; checker: string }

export type ClaimRow = { owner: string; claimedAt: string; expiresAt: string; doneAt: string | null }

/** Whether a claim may be taken at `now`: there is none, or its holder let it expire before finishing. */
export function claimIsFree(claim: Pick<ClaimRow, 'expiresAt' | 'doneAt'> | undefined, now: Date): boolean {
  return !claim || (claim.doneAt === null && claim.expiresAt <= now.toISOString())
}

/**
 * Takes the claim for `owner` when it is free (claimIsFree, as SQL); true when `owner` holds it
 * now. One statement, so two instances asking at once cannot both get it.
 */
export async function takeClaim(database: Database, key: ClaimKey, owner: string, holdMs: number, now = new Date()): Promise<boolean> {
  const at = now.toISOString()
  const expires = new Date(now.getTime() + holdMs).toISOString()
  const rows = await selectRows<{ owner: string }>(
    database,
    sql`INSERT INTO snippet_check_claims (library_id, commit_sha, checker, owner, claimed_at, expires_at, done_at)
      VALUES (${key.libraryId}, ${key.commit}, ${key.checker}, ${owner}, ${at}, ${expires}, NULL)
      ON CONFLICT (library_id, commit_sha, checker) DO UPDATE SET owner = excluded.owner, claimed_at = excluded.claimed_at, expires_at = excluded.expires_at
      WHERE snippet_check_claims.done_at IS NULL AND snippet_check_claims.expires_at <= excluded.claimed_at
      RETURNING owner`,
  )
  return rows[0]?.owner === owner
}

/** Pushes the expiry of a claim `owner` still holds; false when it lost it. */
export async function renewClaim(database: Database, key: ClaimKey, owner: string, holdMs: number, now = new Date()): Promise<boolean> {
  const expires = new Date(now.getTime() + holdMs).toISOString()
  const rows = await selectRows<{ owner: string }>(
    database,
    sql`UPDATE snippet_check_claims SET expires_at = ${expires}
      WHERE library_id = ${key.libraryId} AND commit_sha = ${key.commit} AND checker = ${key.checker} AND owner = ${owner} AND done_at IS NULL
      RETURNING owner`,
  )
  return rows.length > 0
}

/** Marks the check done: its results are in the shared results folder, and nobody takes it again. */
export async function finishClaim(database: Database, key: ClaimKey, owner: string, now = new Date()): Promise<void> {
  await runStatement(
    database,
    sql`UPDATE snippet_check_claims SET done_at = ${now.toISOString()}
      WHERE library_id = ${key.libraryId} AND commit_sha = ${key.commit} AND checker = ${key.checker} AND owner = ${owner}`,
  )
}

/** Gives up a claim not done (the server stops mid-check): another instance may take it at once. */
export async function releaseClaim(database: Database, key: ClaimKey, owner: string): Promise<void> {
  await runStatement(
    database,
    sql`DELETE FROM snippet_check_claims
      WHERE library_id = ${key.libraryId} AND commit_sha = ${key.commit} AND checker = ${key.checker} AND owner = ${owner} AND done_at IS NULL`,
  )
}

export async function readClaim(database: Database, key: ClaimKey): Promise<ClaimRow | undefined> {
  const [row] = await selectRows<{ owner: string; claimed_at: string; expires_at: string; done_at: string | null }>(
    database,
    sql`SELECT owner, claimed_at, expires_at, done_at FROM snippet_check_claims
      WHERE library_id = ${key.libraryId} AND commit_sha = ${key.commit} AND checker = ${key.checker}`,
  )
  return row ? { owner: row.owner, claimedAt: row.claimed_at, expiresAt: row.expires_at, doneAt: row.done_at } : undefined
}
