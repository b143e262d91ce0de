/**
 * The column builders of one dialect, so each table is declared once (tables.ts) and built for
 * SQLite and for Postgres from that one declaration. Queries are plain SQL that both dialects
 * read (see ../sql.ts), so the tables' TypeScript types are not needed beyond drizzle-kit,
 * which reads these objects to write the migrations.
 */
import * as pg from 'drizzle-orm/pg-core'
import * as sqlite from 'drizzle-orm/sqlite-core'

export interface Column {
  notNull(): Column
  primaryKey(): Column
  unique(): Column
}

export interface Kit {
  table(name: string, columns: Record<string, Column>, extra?: (table: Record<string, Column>) => unknown[]): object
  text(name: string): Column
  integer(name: string): Column
  /** A 64-bit integer read as a number (milliseconds since 1970). */
  bigint(name: string): Column
  primaryKey(config: { columns: Column[] }): unknown
  index(name: string): { on(...columns: Column[]): unknown }
}

export const sqliteKit = {
  table: sqlite.sqliteTable,
  text: (name: string) => sqlite.text(name),
  integer: (name: string) => sqlite.integer(name),
  // SQLite stores every INTEGER in up to 8 bytes; BIGINT keeps the old tables' declared type.
  bigint: (name: string) => sqlite.customType<{ data: number }>({ dataType: () => 'bigint' })(name),
  primaryKey: sqlite.primaryKey,
  index: sqlite.index,
} as unknown as Kit

export const postgresKit = {
  table: pg.pgTable,
  text: (name: string) => pg.text(name),
  integer: (name: string) => pg.integer(name),
  bigint: (name: string) => pg.bigint(name, { mode: 'number' }),
  primaryKey: pg.primaryKey,
  index: pg.index,
} as unknown as Kit
