/**
 * Doc URLs that found no page, counted per path and referring host (one row each, the hits
 * added up), with the page suggested for them; and the redirects an admin made from them.
 * Bounded: past `maxRows` the least hit rows go first, the longest unseen among them first.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '~/server/db'
import { runStatement, selectRows } from '~/server/db/sql'

export type MissCount = { libraryId: string; path: string; referrerHost: string; hits: number; firstSeen: string; lastSeen: string; suggestion: string | null }

/** Paths longer than this are cut: no doc URL comes near it, and a row stays small. */
export const MAX_PATH_CHARS = 300

/** The host of a Referer header, lower-case; '' for none or one that is not a URL. */
export function referrerHostOf(referer: string | null | undefined): string {
  if (!referer) return ''
  try {
    return new URL(referer).host.toLowerCase().slice(0, 100)
  } catch {
    return ''
  }
}

export async function saveMisses(database: Database, misses: MissCount[]): Promise<void> {
  if (!misses.length) return
  const values = sql.join(
    misses.map((m) => sql`(${m.libraryId}, ${m.path}, ${m.referrerHost}, ${m.hits}, ${m.firstSeen}, ${m.lastSeen}, ${m.suggestion})`),
    sql`, `,
  )
  await runStatement(
    database,
    sql`INSERT INTO doc_misses (library_id, path, referrer_host, hits, first_seen, last_seen, suggestion) VALUES ${values}
        ON CONFLICT (library_id, path, referrer_host) DO UPDATE SET hits = doc_misses.hits + excluded.hits, last_seen = excluded.last_seen, suggestion = excluded.suggestion`,
  )
}

/** Deletes the rows beyond `maxRows`, least hit and longest unseen first. */
export async function pruneMisses(database: Database, maxRows: number): Promise<void> {
  const [count] = await selectRows<{ n: number | string }>(database, sql`SELECT COUNT(*) AS n FROM doc_misses`)
  const excess = Number(count?.n ?? 0) - maxRows
  if (excess <= 0) return
  // The rank of the row at the bound: everything ranked below it goes, ties by time.
  const [edge] = await selectRows<{ hits: number | string; lastSeen: string }>(
    database,
    sql`SELECT hits, last_seen AS "lastSeen" FROM doc_misses ORDER BY hits ASC, last_seen ASC LIMIT 1 OFFSET ${excess - 1}`,
  )
  if (!edge) return
  const hits = Number(edge.hits)
  await runStatement(database, sql`DELETE FROM doc_misses WHERE hits < ${hits} OR (hits = ${hits} AND last_seen <= ${edge.lastSeen})`)
}

const missColumns = sql`library_id AS "libraryId", path, referrer_host AS "referrerHost", hits, first_seen AS "firstSeen", last_seen AS "lastSeen", suggestion`

/** A library's missed paths seen since a time, the referring hosts of a path added up, most hit first. */
export async function topMisses(
  database: Database,
  libraryId: string,
  options: { since?: string; limit?: number } = {},
): Promise<(MissCount & { referrers: string[] })[]> {
  const rows = await selectRows<MissCount>(
    database,
    sql`SELECT ${missColumns} FROM doc_misses WHERE library_id = ${libraryId} AND last_seen >= ${options.since ?? ''} ORDER BY hits DESC, last_seen DESC LIMIT 500`,
  )
  const byPath = new Map<string, MissCount & { referrers: string[] }>()
  for (const row of rows) {
    const held = byPath.get(row.path)
    const hits = Number(row.hits)
    if (!held) byPath.set(row.path, { ...row, hits, referrers: row.referrerHost ? [row.referrerHost] : [] })
    else {
      held.hits += hits
      if (row.firstSeen < held.firstSeen) held.firstSeen = row.firstSeen
      if (row.lastSeen > held.lastSeen) held.lastSeen = row.lastSeen
      if (row.referrerHost && !held.referrers.includes(row.referrerHost)) held.referrers.push(row.referrerHost)
    }
  }
  return [...byPath.values()].sort((a, b) => b.hits - a.hits || b.lastSeen.localeCompare(a.lastSeen)).slice(0, options.limit ?? 50)
}

export type DocRedirect = { fromPath: string; toPath: string; libraryId: string; createdAt: string; createdBy: string }

const redirectColumns = sql`from_path AS "fromPath", to_path AS "toPath", library_id AS "libraryId", created_at AS "createdAt", created_by AS "createdBy"`

/** The redirect stored for a path, read from the database each time, so every instance serves a new one at once. */
export async function redirectFor(database: Database, fromPath: string): Promise<DocRedirect | undefined> {
  const [row] = await selectRows<DocRedirect>(database, sql`SELECT ${redirectColumns} FROM doc_redirects WHERE from_path = ${fromPath}`)
  return row
}

export async function saveRedirect(database: Database, redirect: DocRedirect): Promise<void> {
  await runStatement(
    database,
    sql`INSERT INTO doc_redirects (from_path, to_path, library_id, created_at, created_by) VALUES (${redirect.fromPath}, ${redirect.toPath}, ${redirect.libraryId}, ${redirect.createdAt}, ${redirect.createdBy})
        ON CONFLICT (from_path) DO UPDATE SET to_path = excluded.to_path, library_id = excluded.library_id, created_at = excluded.created_at, created_by = excluded.created_by`,
  )
}

export async function deleteRedirect(database: Database, fromPath: string): Promise<void> {
  await runStatement(database, sql`DELETE FROM doc_redirects WHERE from_path = ${fromPath}`)
}

export async function listRedirects(database: Database, libraryId?: string): Promise<DocRedirect[]> {
  return selectRows<DocRedirect>(
    database,
    libraryId === undefined
      ? sql`SELECT ${redirectColumns} FROM doc_redirects ORDER BY from_path`
      : sql`SELECT ${redirectColumns} FROM doc_redirects WHERE library_id = ${libraryId} ORDER BY from_path`,
  )
}
