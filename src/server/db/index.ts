/**
 * The site's database: a SQLite file by default, Postgres when DATABASE_URL says so. Tables
 * are created on first use (see migrations.ts). Server-only.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { drizzle as drizzleLibsql, type LibSQLDatabase } from 'drizzle-orm/libsql'
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js'
import { getConfig } from '~/server/config'
import { onShutdown } from '~/server/lifecycle'
import { migrations } from './migrations'

export type Database =
  | { dialect: 'sqlite'; db: LibSQLDatabase; close: () => Promise<void> }
  | { dialect: 'postgres'; db: PostgresJsDatabase; close: () => Promise<void> }

/** Any fixed number: the Postgres advisory lock the table creation runs under. */
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

/** Opens a database and creates any missing table. */
export async function openDatabase(url: string, options: { connectTimeoutMs?: number } = {}): Promise<Database> {
  if (isPostgresUrl(url)) {
    const { default: postgres } = await import('postgres')
    const { drizzle } = await import('drizzle-orm/postgres-js')
    // A connection that is not ready for queries in time fails the query instead of holding the page.
    const client = postgres(url, { max: 5, onnotice: () => {}, connect_timeout: (options.connectTimeoutMs ?? 5000) / 1000 })
    // Instances starting together on an empty database would race on CREATE TABLE IF NOT EXISTS
    // (Postgres then fails one with a duplicate pg_type key): one at a time, under a lock.
    await client.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`
      for (const m of migrations) await tx.unsafe(m.sql)
    })
    return { dialect: 'postgres', db: drizzle(client), close: () => client.end() }
  }
  const file = sqliteFileOf(url)
  if (file) mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const client = createClient({ url })
  // Several server processes may share one file: wait for a lock rather than fail at once.
  if (file) await client.execute('PRAGMA busy_timeout = 5000')
  for (const m of migrations) await client.execute(m.sql)
  return { dialect: 'sqlite', db: drizzleLibsql(client), close: async () => client.close() }
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
