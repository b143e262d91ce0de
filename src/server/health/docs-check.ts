/**
 * The docs checker's last run per library, for the dashboard, and a run started from there: the
 * check renders every page of every version, so it runs in a child process (child-job.ts) and
 * the server records what it answers. Server-only.
 */
import { sql } from 'drizzle-orm'
import { getDatabase } from '~/server/db'
import { runStatement, selectRows } from '~/server/db/sql'
import { answerParent, childJob, closeContentSource, startChildJob } from '~/server/child-job'
import { checkDocs, type VersionReport } from '~/server/docs/check'
import { outsideWorkScope } from '~/server/http/work-scheduler'
import { recordCheckProblems } from './check-problems'

export type DocsCheckSummary = {
  libraryId: string
  startedAt: string
  finishedAt: string
  pages: number
  siteProblems: number
  repositoryProblems: number
  versions: string[]
  /** The pages with the most problems, most first. */
  worstPages: { page: string; problems: number }[]
}

type Row = {
  library_id: string
  started_at: string
  finished_at: string
  pages: number
  site_problems: number
  repository_problems: number
  versions: string
  worst_pages: string
}

/** One summary per library from the reports of a run (a library with every version skipped has none). */
export function summarize(reports: VersionReport[], startedAt: Date, finishedAt: Date): DocsCheckSummary[] {
  const byLibrary = new Map<string, VersionReport[]>()
  for (const report of reports) if (!report.skipped) byLibrary.set(report.libraryId, [...(byLibrary.get(report.libraryId) ?? []), report])
  return [...byLibrary].map(([libraryId, own]) => {
    const problems = own.flatMap((r) => r.problems)
    const perPage = new Map<string, number>()
    for (const problem of problems) perPage.set(problem.page, (perPage.get(problem.page) ?? 0) + 1)
    return {
      libraryId,
      startedAt: startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      pages: own.reduce((n, r) => n + r.pages, 0),
      siteProblems: problems.filter((p) => p.owner === 'site').length,
      repositoryProblems: problems.filter((p) => p.owner === 'repository').length,
      versions: own.map((r) => r.version),
      worstPages: [...perPage]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([page, count]) => ({ page, problems: count })),
    }
  })
}

export async function recordDocsCheck(reports: VersionReport[], startedAt: Date, finishedAt = new Date()): Promise<void> {
  const database = await getDatabase()
  // Docs health lists each problem with its file and commit.
  await recordCheckProblems(database, reports)
  for (const s of summarize(reports, startedAt, finishedAt)) {
    const versions = JSON.stringify(s.versions)
    const worst = JSON.stringify(s.worstPages)
    await runStatement(
      database,
      sql`INSERT INTO docs_check_runs (library_id, started_at, finished_at, pages, site_problems, repository_problems, versions, worst_pages)
          VALUES (${s.libraryId}, ${s.startedAt}, ${s.finishedAt}, ${s.pages}, ${s.siteProblems}, ${s.repositoryProblems}, ${versions}, ${worst})
          ON CONFLICT (library_id) DO UPDATE SET started_at = ${s.startedAt}, finished_at = ${s.finishedAt}, pages = ${s.pages},
            site_problems = ${s.siteProblems}, repository_problems = ${s.repositoryProblems}, versions = ${versions}, worst_pages = ${worst}`,
    )
  }
}

/** The last run of each library that has one. */
export async function lastDocsChecks(): Promise<DocsCheckSummary[]> {
  const rows = await selectRows<Row>(await getDatabase(), sql`SELECT * FROM docs_check_runs ORDER BY library_id`)
  return rows.map((r) => ({
    libraryId: r.library_id,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
    pages: Number(r.pages),
    siteProblems: Number(r.site_problems),
    repositoryProblems: Number(r.repository_problems),
    versions: JSON.parse(r.versions) as string[],
    worstPages: JSON.parse(r.worst_pages) as DocsCheckSummary['worstPages'],
  }))
}

export class DocsCheckRunningError extends Error {}

/** The kind of child job that checks the docs. */
const JOB_KIND = 'docs-check'
type Job = { concurrency: number }

/** The last run started from the dashboard in this server process: which process ran it, and how it ended. */
export type DocsCheckRun = { pid?: number; startedAt: string; finishedAt?: string; error?: string }

let running: Promise<void> | undefined
let lastRun: DocsCheckRun | undefined

/** Whether a run started from the dashboard is still going. */
export function docsCheckRunning(): boolean {
  return running !== undefined
}

/** The last run started from the dashboard since the server started, if any. */
export function lastDocsCheckRun(): DocsCheckRun | undefined {
  return lastRun && { ...lastRun }
}

/**
 * Starts a check of every library in a child process (it takes a while and much memory) and
 * records it when it ends; a failed run is reported on the dashboard. One run at a time per
 * server process.
 */
export function startDocsCheck(): void {
  if (running) throw new DocsCheckRunningError('A docs check is already running.')
  const startedAt = new Date()
  const child = startChildJob<VersionReport[]>(import.meta.url, JOB_KIND, { concurrency: 2 } satisfies Job)
  const run: DocsCheckRun = { pid: child.pid, startedAt: startedAt.toISOString() }
  lastRun = run
  running = child.result
    .then((reports) => recordDocsCheck(reports, startedAt))
    .catch((error: unknown) => {
      run.error = error instanceof Error ? error.message : String(error)
      console.error('[docs-check] the run failed:', run.error)
    })
    .finally(() => {
      run.finishedAt = new Date().toISOString()
      running = undefined
    })
}

const job = childJob<Job>(JOB_KIND)
if (job) {
  answerParent(
    // The check is the site's own job, not the work of the admin who started it.
    () => outsideWorkScope(() => checkDocs({ concurrency: job.concurrency })),
    closeContentSource,
  )
}
