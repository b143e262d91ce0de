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
  {
    id: 'users',
    sql: `CREATE TABLE IF NOT EXISTS users (
      id TEXT PRIMARY KEY,
      username TEXT UNIQUE,
      password_hash TEXT,
      github_id TEXT UNIQUE,
      github_login TEXT,
      role TEXT NOT NULL,
      created_at TEXT NOT NULL
    )`,
  },
  {
    id: 'sessions',
    sql: `CREATE TABLE IF NOT EXISTS sessions (
      token_hash TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL
    )`,
  },
  {
    id: 'sessions_user',
    sql: `CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id)`,
  },
  {
    id: 'login_failures',
    sql: `CREATE TABLE IF NOT EXISTS login_failures (
      key TEXT PRIMARY KEY,
      failures INTEGER NOT NULL,
      window_start TEXT NOT NULL
    )`,
  },
  {
    id: 'content_sync_runs',
    sql: `CREATE TABLE IF NOT EXISTS content_sync_runs (
      repo TEXT PRIMARY KEY,
      finished_at TEXT NOT NULL,
      action TEXT NOT NULL,
      message TEXT,
      last_success_at TEXT
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
  {
    id: 'search_events_timestamp',
    // Pruning by age and count reads the table in time order.
    sql: `CREATE INDEX IF NOT EXISTS search_events_timestamp ON search_events (timestamp)`,
  },
  {
    id: 'docs_check_runs',
    // The last docs check of each library; `worst_pages` and `versions` hold JSON.
    sql: `CREATE TABLE IF NOT EXISTS docs_check_runs (
      library_id TEXT PRIMARY KEY,
      started_at TEXT NOT NULL,
      finished_at TEXT NOT NULL,
      pages INTEGER NOT NULL,
      site_problems INTEGER NOT NULL,
      repository_problems INTEGER NOT NULL,
      versions TEXT NOT NULL,
      worst_pages TEXT NOT NULL
    )`,
  },
]
