/**
 * Tables of the npm download statistics, in both dialects the site runs on. Column names and
 * types match the DDL in ../migrations.ts.
 */
import { integer as pgInteger, pgTable, primaryKey as pgPrimaryKey, text as pgText } from 'drizzle-orm/pg-core'
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/** One row per package and day npm has published a count for. A stored day is never fetched again. */
export const npmDailyDownloads = {
  sqlite: sqliteTable(
    'npm_daily_downloads',
    { package: text('package').notNull(), day: text('day').notNull(), downloads: integer('downloads').notNull() },
    (t) => [primaryKey({ columns: [t.package, t.day] })],
  ),
  postgres: pgTable(
    'npm_daily_downloads',
    { package: pgText('package').notNull(), day: pgText('day').notNull(), downloads: pgInteger('downloads').notNull() },
    (t) => [pgPrimaryKey({ columns: [t.package, t.day] })],
  ),
}

/**
 * What is known about a package besides its counts: its creation day (bounds all-time), and
 * the first day npm had not published yet when it was last asked (`checked_at`), so that
 * those recent days are asked for again only after a while.
 */
export const npmPackages = {
  sqlite: sqliteTable('npm_packages', {
    package: text('package').primaryKey(),
    created: text('created'),
    checkedAt: text('checked_at'),
    unpublishedFrom: text('unpublished_from'),
  }),
  postgres: pgTable('npm_packages', {
    package: pgText('package').primaryKey(),
    created: pgText('created'),
    checkedAt: pgText('checked_at'),
    unpublishedFrom: pgText('unpublished_from'),
  }),
}
