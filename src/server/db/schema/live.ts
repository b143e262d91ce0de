/**
 * The live open-source figures of the home page, kept as one JSON document per key so a
 * restart shows the last figures at once. Columns match the DDL in ../migrations.ts.
 */
import { pgTable, text as pgText } from 'drizzle-orm/pg-core'
import { sqliteTable, text } from 'drizzle-orm/sqlite-core'

export const liveStats = {
  sqlite: sqliteTable('live_stats', { id: text('id').primaryKey(), body: text('body').notNull(), updatedAt: text('updated_at').notNull() }),
  postgres: pgTable('live_stats', { id: pgText('id').primaryKey(), body: pgText('body').notNull(), updatedAt: pgText('updated_at').notNull() }),
}
