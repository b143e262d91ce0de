/**
 * The migrations drizzle-kit wrote (drizzle/<dialect>/, `npm run db:generate`), applied with
 * drizzle's migrator on first use: each one not yet recorded in `__drizzle_migrations`
 * runs once, in order, in a transaction. The server build carries the files inside the bundle
 * (Vite inlines them), so `.output` needs no folder beside it; scripts run from a checkout read
 * them from disk with drizzle's reader.
 */
import { createHash } from 'node:crypto'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { LibSQLDatabase } from 'drizzle-orm/libsql'
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator'
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js'

export type Dialect = 'sqlite' | 'postgres'

type Journal = { entries: { tag: string; when: number; breakpoints: boolean }[] }

/** The migrations of a dialect as drizzle's migrator takes them, from the files Vite bundled. */
export function bundledMigrations(dialect: Dialect): MigrationMeta[] {
  const files = import.meta.glob<string>('../../../drizzle/*/*.sql', { query: '?raw', import: 'default', eager: true })
  const journals = import.meta.glob<Journal>('../../../drizzle/*/meta/_journal.json', { import: 'default', eager: true })
  const journal = journals[`../../../drizzle/${dialect}/meta/_journal.json`]
  if (!journal) throw new Error(`No migrations for ${dialect} in the build`)
  return journal.entries.map((entry) => {
    const query = files[`../../../drizzle/${dialect}/${entry.tag}.sql`]
    if (query === undefined) throw new Error(`Migration ${entry.tag} of ${dialect} is missing from the build`)
    // As drizzle's readMigrationFiles does, so a database migrated either way records the same hashes.
    return {
      sql: query.split('--> statement-breakpoint'),
      bps: entry.breakpoints,
      folderMillis: entry.when,
      hash: createHash('sha256').update(query).digest('hex'),
    }
  })
}

/** The migrations of a dialect read from a checkout's drizzle/ folder (for scripts run with tsx). */
export function migrationsOnDisk(dialect: Dialect, root = process.cwd()): MigrationMeta[] {
  return readMigrationFiles({ migrationsFolder: path.join(root, 'drizzle', dialect) })
}

/**
 * The migrations this process carries: bundled when Vite built or transformed it (the server,
 * the tests), read from the checkout when a script runs under tsx, which has neither Vite's
 * `import.meta.glob` nor its `import.meta.env`.
 */
export function availableMigrations(dialect: Dialect): MigrationMeta[] {
  const builtByVite = (import.meta as { env?: unknown }).env !== undefined
  return builtByVite ? bundledMigrations(dialect) : migrationsOnDisk(dialect)
}

const MIGRATIONS_TABLE = '__drizzle_migrations'

/**
 * Applies the migrations not yet recorded on SQLite, as drizzle's libSQL migrator does (same
 * table, same records), in one batch: libSQL runs a batch on the connection that waits for
 * another process's lock, where a transaction would take a new connection that does not.
 */
export async function applySqliteMigrations(db: LibSQLDatabase, migrations: MigrationMeta[]): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS ${sql.identifier(MIGRATIONS_TABLE)} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)`)
  const pendingNow = async () => {
    const [last] = await db.values<[number, string, number | string]>(
      sql`SELECT id, hash, created_at FROM ${sql.identifier(MIGRATIONS_TABLE)} ORDER BY created_at DESC LIMIT 1`,
    )
    return migrations.filter((m) => !last || Number(last[2]) < m.folderMillis)
  }
  const pending = await pendingNow()
  const statements = pending.flatMap((m) => [
    ...m.sql.filter((statement) => statement.trim() !== '').map((statement) => db.run(sql.raw(statement))),
    db.run(sql`INSERT INTO ${sql.identifier(MIGRATIONS_TABLE)} ("hash", "created_at") VALUES (${m.hash}, ${m.folderMillis})`),
  ])
  const [first, ...rest] = statements
  if (!first) return
  try {
    await db.batch([first, ...rest])
  } catch (error) {
    // Another process on the same file applied them between our look and our batch (a statement
    // without IF NOT EXISTS, such as ADD COLUMN, then fails here): recorded now, nothing is left to do.
    if ((await pendingNow()).length === 0) return
    throw error
  }
}

/** Applies the migrations not yet recorded on Postgres, as drizzle's postgres-js migrator does. */
export async function applyPostgresMigrations(db: PostgresJsDatabase, migrations: MigrationMeta[]): Promise<void> {
  // drizzle's own migrator calls these two members, which its types keep internal.
  const { dialect, session } = db as unknown as { dialect: { migrate(m: MigrationMeta[], s: unknown, c: object): Promise<void> }; session: unknown }
  await dialect.migrate(migrations, session, { migrationsTable: MIGRATIONS_TABLE })
}
