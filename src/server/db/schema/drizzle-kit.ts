/**
 * The schema drizzle-kit reads (drizzle.config.ts): the tables built for the dialect it writes a
 * migration for, SQLite or, with DB_DIALECT=postgres, Postgres. drizzle-kit finds tables only
 * among a module's own exports, hence one named export a table.
 */
import { postgresKit, sqliteKit } from './kit'
import { declareTables } from './tables'

export const {
  npmDailyDownloads,
  npmPackages,
  npmPackageViews,
  liveStats,
  users,
  sessions,
  loginFailures,
  contentSyncRuns,
  searchEvents,
  docsCheckRuns,
  docFeedback,
  docMisses,
  docRedirects,
  docReads,
  docsCheckProblems,
  agentEvalRuns,
  snippetCheckClaims,
} = declareTables(process.env.DB_DIALECT === 'postgres' ? postgresKit : sqliteKit)
