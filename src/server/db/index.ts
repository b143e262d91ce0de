/**
 * The site's database: a SQLite file by default, Postgres when DATABASE_URL says so. The
 * migrations drizzle-kit wrote are applied on first use (see migrate.ts). Server-only.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { drizzle as drizzleLibsql, type LibSQLDatabase } from 'drizzle-orm/libsql'
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js'
import { getConfig } from '~/server/config'
import { onShutdown } from '~/server/lifecycle'
import { applyPostgresMigrations, applySqliteMigrations, availableMigrations, type Dialect } from './migrate'
import type { MigrationMeta } from 'drizzle-orm/migrator'

export type Database =
  { dialect: 'sqlite'; db: LibSQLDatabase; close: () => Promise<void> } | { dialect: 'postgres'; db: PostgresJsDatabase; close: () => Promise<void> }

/** Any fixed number: the Postgres advisory lock the migrations run under. */
const MIGRATION_LOCK_KEY = 7_310_224_051

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://')
}

/** The file behind a `file:` URL, or undefined for anything else (memory, remote libSQL). */
export function sqliteFileOf(url: string): string | undefined {
  if (!url.startsWith('file:')) return undefined
  const rest = url.slice('file:'.length).split('?')[0] ?? ''
  if (rest === '' || rest === ':memory:') return undefined
  return rest.startsWith('//') ? new URL(url).pathname : rest
}

export type OpenOptions = {
  connectTimeoutMs?: number
  /** The migrations to apply; by default those this process carries (`availableMigrations`). */
  migrations?: (dialect: Dialect) => MigrationMeta[]
}

/** Opens a database and applies the migrations it has not had yet. */
export async function openDatabase(url: string, options: OpenOptions = {}): Promise<Database> {
  const migrations = options.migrations ?? availableMigrations
  if (isPostgresUrl(url)) {
    const { default: postgres } = await import('postgres')
    const { drizzle } = await import('drizzle-orm/postgres-js')
    // A connection that is not ready for queries in time fails the query instead of holding the page.
    const client = postgres(url, { max: 5, onnotice: () => {}, connect_timeout: (options.connectTimeoutMs ?? 5000) / 1000 })
    const db = drizzle(client)
    // Instances starting together on an empty database would race on CREATE TABLE (Postgres then
    // fails one with a duplicate pg_type key): one at a time, under a lock held by a connection
    // of its own while the migrator works on the pool.
    const lock = await client.reserve()
    try {
      await lock`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`
      await applyPostgresMigrations(db, migrations('postgres'))
    } finally {
      await lock`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.catch(() => {})
      lock.release()
    }
    return { dialect: 'postgres', db, close: () => client.end() }
  }
  const file = sqliteFileOf(url)
  if (file) mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const client = createClient({ url })
  // Several server processes may share one file: wait for a lock rather than fail at once.
  if (file) await client.execute('PRAGMA busy_timeout = 5000')
  const db = drizzleLibsql(client)
  await applySqliteMigrations(db, migrations('sqlite'))
  return { dialect: 'sqlite', db, close: async () => client.close() }
}

let shared: Promise<Database> | undefined

onShutdown('database', async () => {
  const database = await shared?.catch(() => undefined)
  shared = undefined
  await database?.close()
})

/** The database of this server process, opened on first use. */
export function getDatabase(): Promise<Database> {
  const config = getConfig()
  shared ??= openDatabase(config.DATABASE_URL, { connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS }).catch((error: unknown) => {
    shared = undefined
    throw error
  })
  return shared
}
