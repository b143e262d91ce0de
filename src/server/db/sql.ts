/**
 * Plain SQL on either dialect, for tables whose statements are the same text in SQLite and
 * Postgres (snake_case columns, ISO-8601 text times).
 */
import type { SQL } from 'drizzle-orm'
import type { Database } from './index'

/** The rows a query returns. */
export async function selectRows<Row>(database: Database, query: SQL): Promise<Row[]> {
  if (database.dialect === 'sqlite') return database.db.all<Row>(query)
  return (await database.db.execute(query)) as unknown as Row[]
}

/** Runs a statement that returns no rows. */
export async function runStatement(database: Database, query: SQL): Promise<void> {
  if (database.dialect === 'sqlite') await database.db.run(query)
  else await database.db.execute(query)
}
