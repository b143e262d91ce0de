/**
 * Reads per library and day, by channel and kind of reader: how many doc pages people opened,
 * and how many Markdown, llms and MCP requests tools made, with the known AI agents by name.
 * Nothing about the reader is kept beyond that name (see agents.ts); the rows are bounded by
 * days × libraries × channels × the fixed list of reader names.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '~/server/db'
import { runStatement, selectRows } from '~/server/db/sql'

export type ReadChannel = 'page' | 'markdown' | 'llms' | 'mcp'
export type ReadCount = { day: string; libraryId: string; channel: ReadChannel; reader: string; hits: number }

export async function saveReads(database: Database, counts: ReadCount[]): Promise<void> {
  if (!counts.length) return
  const values = sql.join(
    counts.map((c) => sql`(${c.day}, ${c.libraryId}, ${c.channel}, ${c.reader}, ${c.hits})`),
    sql`, `,
  )
  await runStatement(
    database,
    sql`INSERT INTO doc_reads (day, library_id, channel, reader, hits) VALUES ${values}
        ON CONFLICT (day, library_id, channel, reader) DO UPDATE SET hits = doc_reads.hits + excluded.hits`,
  )
}

export async function pruneReads(database: Database, oldestDay: string): Promise<void> {
  await runStatement(database, sql`DELETE FROM doc_reads WHERE day < ${oldestDay}`)
}

/** A library's counts from `sinceDay` on (reads of every library's files, such as `/llms.txt`, are counted under `*`). */
export async function readsOf(database: Database, libraryId: string, sinceDay: string): Promise<ReadCount[]> {
  const rows = await selectRows<ReadCount>(
    database,
    sql`SELECT day, library_id AS "libraryId", channel, reader, hits FROM doc_reads WHERE library_id = ${libraryId} AND day >= ${sinceDay} ORDER BY day, channel, reader`,
  )
  return rows.map((row) => ({ ...row, hits: Number(row.hits) }))
}
