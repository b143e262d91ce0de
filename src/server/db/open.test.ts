import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { describe, expect, it } from 'vitest'
import { backendAvailable, backends, freshDatabase } from '../../../tests/support/databases'
import { root } from '../../../tests/support/server'
import { openDatabase } from './index'
import { availableMigrations } from './migrate'
import { runStatement, selectRows } from './sql'
import { sql } from 'drizzle-orm'

describe.each(backends)('opening a database on %s', (backend) => {
  it.skipIf(!backendAvailable(backend))('creates the tables when several server processes open an empty database at once', async () => {
    const fresh = await freshDatabase(backend)
    const { url } = fresh
    const opened = await Promise.allSettled(Array.from({ length: 6 }, () => openDatabase(url)))
    const failures = opened.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []))
    for (const o of opened) if (o.status === 'fulfilled') await o.value.close()
    expect(failures).toEqual([])

    const database = await openDatabase(url)
    try {
      const tables =
        backend === 'sqlite'
          ? await selectRows<{ name: string }>(database, sql`SELECT name FROM sqlite_master WHERE type = 'table'`)
          : await selectRows<{ name: string }>(database, sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`)
      const expected = [
        'agent_eval_runs',
        'content_sync_runs',
        'doc_feedback',
        'doc_misses',
        'doc_reads',
        'doc_redirects',
        'docs_check_problems',
        'docs_check_runs',
        'live_stats',
        'login_failures',
        'npm_daily_downloads',
        'npm_package_views',
        'npm_packages',
        'search_events',
        'sessions',
        'snippet_check_claims',
        'users',
      ]
      // SQLite keeps drizzle's record of applied migrations beside the tables; Postgres in its own schema.
      expect(
        tables
          .map((t) => t.name)
          .filter((name) => name !== '__drizzle_migrations')
          .sort(),
      ).toEqual(expected)
    } finally {
      await database.close()
      await fresh.remove()
    }
  })

  it.skipIf(!backendAvailable(backend))('upgrades a database whose tables the site created before migrations, keeping its rows', async () => {
    const fresh = await freshDatabase(backend)
    // The statements the site ran at start before its tables moved to drizzle-kit migrations.
    const legacy = await openDatabase(fresh.url, { migrations: () => [{ sql: LEGACY_DDL, bps: true, folderMillis: 1, hash: 'legacy' }] })
    try {
      await runStatement(legacy, sql`INSERT INTO users (id, username, role, created_at) VALUES ('u1', 'alice', 'admin', '2026-01-01T00:00:00.000Z')`)
      await runStatement(legacy, sql`DELETE FROM ${sql.raw(backend === 'sqlite' ? '__drizzle_migrations' : 'drizzle.__drizzle_migrations')}`)
    } finally {
      await legacy.close()
    }
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase(fresh.url)
      try {
        const [user] = await selectRows<{ username: string }>(database, sql`SELECT username FROM users WHERE id = 'u1'`)
        expect(user?.username).toBe('alice')
        const applied = await selectRows<{ n: number | string }>(
          database,
          sql`SELECT COUNT(*) AS n FROM ${sql.raw(backend === 'sqlite' ? '__drizzle_migrations' : 'drizzle.__drizzle_migrations')}`,
        )
        expect(Number(applied[0]?.n)).toBe(availableMigrations(backend).length)
        await runStatement(database, sql`INSERT INTO login_failures (key, failures, window_start) VALUES (${`k${i}`}, 1, 'now')`)
      } finally {
        await database.close()
      }
    }
    await fresh.remove()
  })
})

/** The tables as the site's hand-written DDL created them (src/server/db/migrations.ts until it was replaced). */
const LEGACY_DDL = [
  'CREATE TABLE IF NOT EXISTS npm_daily_downloads (package TEXT NOT NULL, day TEXT NOT NULL, downloads INTEGER NOT NULL, PRIMARY KEY (package, day))',
  'CREATE TABLE IF NOT EXISTS npm_packages (package TEXT PRIMARY KEY, created TEXT, checked_at TEXT, unpublished_from TEXT)',
  'CREATE TABLE IF NOT EXISTS live_stats (id TEXT PRIMARY KEY, body TEXT NOT NULL, updated_at TEXT NOT NULL)',
  'CREATE TABLE IF NOT EXISTS users (id TEXT PRIMARY KEY, username TEXT UNIQUE, password_hash TEXT, github_id TEXT UNIQUE, github_login TEXT, role TEXT NOT NULL, created_at TEXT NOT NULL)',
  'CREATE TABLE IF NOT EXISTS sessions (token_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL, created_at TEXT NOT NULL, expires_at TEXT NOT NULL)',
  'CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id)',
  'CREATE TABLE IF NOT EXISTS login_failures (key TEXT PRIMARY KEY, failures INTEGER NOT NULL, window_start TEXT NOT NULL)',
  'CREATE TABLE IF NOT EXISTS content_sync_runs (repo TEXT PRIMARY KEY, finished_at TEXT NOT NULL, action TEXT NOT NULL, message TEXT, last_success_at TEXT)',
  'CREATE TABLE IF NOT EXISTS search_events (id TEXT PRIMARY KEY, event_type TEXT NOT NULL, event_name TEXT NOT NULL, index_name TEXT NOT NULL, user_token TEXT NOT NULL, query_id TEXT, object_ids TEXT NOT NULL, positions TEXT, timestamp BIGINT NOT NULL)',
  'CREATE INDEX IF NOT EXISTS search_events_timestamp ON search_events (timestamp)',
  'CREATE TABLE IF NOT EXISTS docs_check_runs (library_id TEXT PRIMARY KEY, started_at TEXT NOT NULL, finished_at TEXT NOT NULL, pages INTEGER NOT NULL, site_problems INTEGER NOT NULL, repository_problems INTEGER NOT NULL, versions TEXT NOT NULL, worst_pages TEXT NOT NULL)',
]

describe('the migrations a process carries', () => {
  it('are the same bundled by Vite as read from the checkout', async () => {
    const { availableMigrations, migrationsOnDisk } = await import('./migrate')
    for (const dialect of ['sqlite', 'postgres'] as const) {
      expect(availableMigrations(dialect).map((m) => m.hash)).toEqual(migrationsOnDisk(dialect).map((m) => m.hash))
    }
  })

  it('are read from the checkout by a script run with tsx, which has no bundle', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'site-db-script-'))
    const file = path.join(folder, 'site.db')
    try {
      // As `npm run docs:check` or `admin:create` open the database: the site's module under tsx.
      const script = `const { openDatabase } = await import(${JSON.stringify(path.join(root, 'src/server/db/index.ts'))})
        await (await openDatabase(${JSON.stringify(`file:${file}`)})).close()`
      const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], { cwd: root, encoding: 'utf8' })
      expect(run.stderr).toBe('')
      expect(run.status).toBe(0)
      const client = createClient({ url: `file:${file}` })
      try {
        const tables = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'docs_check_runs'")
        expect(tables.rows.map((row) => row.name)).toEqual(['docs_check_runs'])
      } finally {
        client.close()
      }
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  }, 30_000)
})
