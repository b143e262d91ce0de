/**
 * The tables the site needs, created at start when missing. Each statement is written in the
 * SQL that SQLite and Postgres both accept and must stay idempotent (IF NOT EXISTS), so it can
 * run on every start. A feature appends its statements; a column change gets a new statement
 * rather than an edit of an old one.
 */
export const migrations: readonly { id: string; sql: string }[] = [
  {
    id: 'npm_daily_downloads',
    sql: `CREATE TABLE IF NOT EXISTS npm_daily_downloads (
      package TEXT NOT NULL,
      day TEXT NOT NULL,
      downloads INTEGER NOT NULL,
      PRIMARY KEY (package, day)
    )`,
  },
  {
    id: 'npm_packages',
    sql: `CREATE TABLE IF NOT EXISTS npm_packages (
      package TEXT PRIMARY KEY,
      created TEXT,
      checked_at TEXT,
      unpublished_from TEXT
    )`,
  },
  {
    id: 'live_stats',
    sql: `CREATE TABLE IF NOT EXISTS live_stats (
      id TEXT PRIMARY KEY,
      body TEXT NOT NULL,
      updated_at TEXT NOT NULL
    )`,
  },
]
