/**
 * Every table of the site, declared once for both dialects. A column change is a change here
 * followed by `npm run db:generate`, which writes the migration of each dialect (drizzle/).
 */
import type { Kit } from './kit'

export function declareTables(k: Kit) {
  return {
    /** One row per package and day npm has published a count for. A stored day is never fetched again. */
    npmDailyDownloads: k.table(
      'npm_daily_downloads',
      { package: k.text('package').notNull(), day: k.text('day').notNull(), downloads: k.integer('downloads').notNull() },
      (t) => [k.primaryKey({ columns: [t.package!, t.day!] })],
    ),
    /**
     * What is known about a package besides its counts: its creation day (bounds all-time), and
     * the first day npm had not published yet when it was last asked (`checked_at`).
     */
    npmPackages: k.table('npm_packages', {
      package: k.text('package').primaryKey(),
      created: k.text('created'),
      checkedAt: k.text('checked_at'),
      unpublishedFrom: k.text('unpublished_from'),
    }),
    /** The home page's live figures, one JSON document per key, so a restart shows them at once. */
    liveStats: k.table('live_stats', { id: k.text('id').primaryKey(), body: k.text('body').notNull(), updatedAt: k.text('updated_at').notNull() }),
    users: k.table('users', {
      id: k.text('id').primaryKey(),
      username: k.text('username').unique(),
      passwordHash: k.text('password_hash'),
      githubId: k.text('github_id').unique(),
      githubLogin: k.text('github_login'),
      role: k.text('role').notNull(),
      createdAt: k.text('created_at').notNull(),
    }),
    /** A session's row holds the SHA-256 of its cookie's token, never the token. */
    sessions: k.table(
      'sessions',
      { tokenHash: k.text('token_hash').primaryKey(), userId: k.text('user_id').notNull(), createdAt: k.text('created_at').notNull(), expiresAt: k.text('expires_at').notNull() },
      (t) => [k.index('sessions_user').on(t.userId!)],
    ),
    loginFailures: k.table('login_failures', { key: k.text('key').primaryKey(), failures: k.integer('failures').notNull(), windowStart: k.text('window_start').notNull() }),
    contentSyncRuns: k.table('content_sync_runs', {
      repo: k.text('repo').primaryKey(),
      finishedAt: k.text('finished_at').notNull(),
      action: k.text('action').notNull(),
      message: k.text('message'),
      lastSuccessAt: k.text('last_success_at'),
    }),
    /** Search analytics events (views and clicks on hits); the id is a random UUID made by the server. */
    searchEvents: k.table(
      'search_events',
      {
        id: k.text('id').primaryKey(),
        eventType: k.text('event_type').notNull(),
        eventName: k.text('event_name').notNull(),
        indexName: k.text('index_name').notNull(),
        userToken: k.text('user_token').notNull(),
        queryId: k.text('query_id'),
        objectIds: k.text('object_ids').notNull(),
        positions: k.text('positions'),
        timestamp: k.bigint('timestamp').notNull(),
      },
      // Pruning by age and count reads the table in time order.
      (t) => [k.index('search_events_timestamp').on(t.timestamp!)],
    ),
    /** The last docs check of each library; `worst_pages` and `versions` hold JSON. */
    docsCheckRuns: k.table('docs_check_runs', {
      libraryId: k.text('library_id').primaryKey(),
      startedAt: k.text('started_at').notNull(),
      finishedAt: k.text('finished_at').notNull(),
      pages: k.integer('pages').notNull(),
      siteProblems: k.integer('site_problems').notNull(),
      repositoryProblems: k.integer('repository_problems').notNull(),
      versions: k.text('versions').notNull(),
      worstPages: k.text('worst_pages').notNull(),
    }),
  }
}
