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
    id: 'search_events',
    // The id is a random UUID made by the server, so both dialects share one statement.
    sql: `CREATE TABLE IF NOT EXISTS search_events (
      id TEXT PRIMARY KEY,
      event_type TEXT NOT NULL,
      event_name TEXT NOT NULL,
      index_name TEXT NOT NULL,
      user_token TEXT NOT NULL,
      query_id TEXT,
      object_ids TEXT NOT NULL,
      positions TEXT,
      timestamp BIGINT NOT NULL
    )`,
  },
]
