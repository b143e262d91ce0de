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
    /**
     * The packages the statistics keep, and when a reader last asked for each: packages nobody
     * asked for in a while are pruned, the oldest first when there are too many (store.ts).
     */
    npmPackageViews: k.table('npm_package_views', { package: k.text('package').primaryKey(), lastViewed: k.text('last_viewed').notNull() }, (t) => [
      k.index('npm_package_views_last_viewed').on(t.lastViewed!),
    ]),
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
      {
        tokenHash: k.text('token_hash').primaryKey(),
        userId: k.text('user_id').notNull(),
        createdAt: k.text('created_at').notNull(),
        expiresAt: k.text('expires_at').notNull(),
      },
      (t) => [k.index('sessions_user').on(t.userId!)],
    ),
    loginFailures: k.table('login_failures', {
      key: k.text('key').primaryKey(),
      failures: k.integer('failures').notNull(),
      windowStart: k.text('window_start').notNull(),
    }),
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
    /**
     * What readers (and their tools) said about a doc page or one of its blocks, with the page's
     * identity as the server resolved it (commit and file from the page list, never from the
     * client). `helpful` is 1 or 0 for the page question, null for a block report.
     */
    docFeedback: k.table(
      'doc_feedback',
      {
        id: k.text('id').primaryKey(),
        libraryId: k.text('library_id').notNull(),
        version: k.text('version').notNull(),
        framework: k.text('framework'),
        page: k.text('page').notNull(),
        commitSha: k.text('commit_sha').notNull(),
        file: k.text('file').notNull(),
        blockId: k.text('block_id'),
        helpful: k.integer('helpful'),
        comment: k.text('comment'),
        source: k.text('source').notNull(),
        createdAt: k.text('created_at').notNull(),
        /**
         * Who sent it, as a keyed hash of the client address that the server process keeps to
         * itself (never the address): each sender holds at most a share of the table (feedback.ts).
         */
        sender: k.text('sender'),
      },
      (t) => [k.index('doc_feedback_library_created').on(t.libraryId!, t.createdAt!), k.index('doc_feedback_sender_created').on(t.sender!, t.createdAt!)],
    ),
    /** Doc URLs that found no page: one row per path and referring host, counted, not one per hit. */
    docMisses: k.table(
      'doc_misses',
      {
        libraryId: k.text('library_id').notNull(),
        path: k.text('path').notNull(),
        referrerHost: k.text('referrer_host').notNull(),
        hits: k.integer('hits').notNull(),
        firstSeen: k.text('first_seen').notNull(),
        lastSeen: k.text('last_seen').notNull(),
        suggestion: k.text('suggestion'),
      },
      (t) => [k.primaryKey({ columns: [t.libraryId!, t.path!, t.referrerHost!] }), k.index('doc_misses_rank').on(t.hits!, t.lastSeen!)],
    ),
    /** Permanent redirects an admin made from a missed path to an existing page; read on every miss, so every instance serves them at once. */
    docRedirects: k.table('doc_redirects', {
      fromPath: k.text('from_path').primaryKey(),
      toPath: k.text('to_path').notNull(),
      libraryId: k.text('library_id').notNull(),
      createdAt: k.text('created_at').notNull(),
      createdBy: k.text('created_by').notNull(),
    }),
    /** Reads per library and day: by channel (page, markdown, llms, mcp) and reader (human, a known agent, other bots). No address, no path. */
    docReads: k.table(
      'doc_reads',
      {
        day: k.text('day').notNull(),
        libraryId: k.text('library_id').notNull(),
        channel: k.text('channel').notNull(),
        reader: k.text('reader').notNull(),
        hits: k.integer('hits').notNull(),
      },
      (t) => [k.primaryKey({ columns: [t.day!, t.libraryId!, t.channel!, t.reader!] })],
    ),
    /** The problems of each library's last docs check (the first few hundred), with the file and commit of the page they are on. */
    docsCheckProblems: k.table(
      'docs_check_problems',
      {
        id: k.text('id').primaryKey(),
        libraryId: k.text('library_id').notNull(),
        version: k.text('version').notNull(),
        kind: k.text('kind').notNull(),
        owner: k.text('owner').notNull(),
        page: k.text('page').notNull(),
        target: k.text('target'),
        detail: k.text('detail').notNull(),
        file: k.text('file'),
        commitSha: k.text('commit_sha'),
      },
      (t) => [k.index('docs_check_problems_library').on(t.libraryId!)],
    ),
    /**
     * Who checks the code blocks of a library's commit (src/server/snippets/claims.ts): one row
     * per library, commit and checker version, inserted by the instance that takes the check.
     * A claim whose `expires_at` passed without `done_at` (its instance stopped) is taken over.
     */
    snippetCheckClaims: k.table(
      'snippet_check_claims',
      {
        libraryId: k.text('library_id').notNull(),
        commitSha: k.text('commit_sha').notNull(),
        checker: k.text('checker').notNull(),
        owner: k.text('owner').notNull(),
        claimedAt: k.text('claimed_at').notNull(),
        expiresAt: k.text('expires_at').notNull(),
        doneAt: k.text('done_at'),
      },
      (t) => [k.primaryKey({ columns: [t.libraryId!, t.commitSha!, t.checker!] })],
    ),
    /** Runs of the agent answer-quality gate (`npm run docs:agent-eval`); `figures` holds JSON. */
    agentEvalRuns: k.table('agent_eval_runs', {
      id: k.text('id').primaryKey(),
      finishedAt: k.text('finished_at').notNull(),
      questions: k.integer('questions').notNull(),
      figures: k.text('figures').notNull(),
    }),
  }
}
