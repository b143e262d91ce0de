/** The tables as Postgres tables: the schema drizzle-kit reads for drizzle/postgres (drizzle.config.ts). */
import { postgresKit } from './kit'
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
} = declareTables(postgresKit)
