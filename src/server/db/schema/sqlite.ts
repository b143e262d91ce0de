/** The tables as SQLite tables: the schema drizzle-kit reads for drizzle/sqlite (drizzle.config.ts). */
import { sqliteKit } from './kit'
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
} = declareTables(sqliteKit)
