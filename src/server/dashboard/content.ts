/** Content freshness for the dashboard, and the "sync now" run with its record. Server-only. */
import { sql } from 'drizzle-orm'
import { getConfig } from '~/server/config'
import { getContentSource } from '~/server/content'
import { syncRepositories, type SyncReport } from '~/server/content/sync'
import { getDatabase } from '~/server/db'
import { runStatement, selectRows } from '~/server/db/sql'
import { forgetResolvedRefs } from '~/server/content/snapshot'
import { libraries } from '~/site/libraries'
import { resolveBranch, selectableVersions } from '~/site/versions'

export type SyncRecord = { finishedAt: string; action: string; message?: string; lastSuccessAt?: string }
export type LibraryFreshness = {
  id: string
  name: string
  repo: string
  branches: { branch: string; versions: string[]; resolved: string | null; error?: string }[]
  lastSync: SyncRecord | null
}

type SyncRow = { repo: string; finished_at: string; action: string; message: string | null; last_success_at: string | null }

async function syncRecords(): Promise<Map<string, SyncRecord>> {
  const rows = await selectRows<SyncRow>(await getDatabase(), sql`SELECT * FROM content_sync_runs`)
  return new Map(
    rows.map((r) => [r.repo, { finishedAt: r.finished_at, action: r.action, message: r.message ?? undefined, lastSuccessAt: r.last_success_at ?? undefined }]),
  )
}

/** Per library: its repository, the branch of each version and what it resolves to now. */
export async function contentFreshness(): Promise<LibraryFreshness[]> {
  const records = await syncRecords()
  const source = getContentSource()
  return Promise.all(
    libraries.map(async (library) => {
      const byBranch = new Map<string, string[]>()
      for (const version of selectableVersions(library)) {
        const branch = resolveBranch(library, version)
        byBranch.set(branch, [...(byBranch.get(branch) ?? []), version])
      }
      const branches = await Promise.all(
        [...byBranch].map(async ([branch, versions]) => {
          try {
            return { branch, versions, resolved: (await source.resolveRef(library.repo, branch)) ?? null }
          } catch (error) {
            return { branch, versions, resolved: null, error: error instanceof Error ? error.message : String(error) }
          }
        }),
      )
      return { id: library.id, name: library.name, repo: library.repo, branches, lastSync: records.get(library.repo) ?? null }
    }),
  )
}

async function recordRun(report: SyncReport, at: string): Promise<void> {
  const success = report.action === 'failed' ? null : at
  await runStatement(
    await getDatabase(),
    sql`INSERT INTO content_sync_runs (repo, finished_at, action, message, last_success_at)
        VALUES (${report.repo}, ${at}, ${report.action}, ${report.message ?? null}, ${success})
        ON CONFLICT (repo) DO UPDATE SET finished_at = ${at}, action = ${report.action}, message = ${report.message ?? null},
          last_success_at = COALESCE(${success}, content_sync_runs.last_success_at)`,
  )
}

export class SyncAlreadyRunningError extends Error {}

let running = false

/**
 * Mirrors every catalogue repository from CONTENT_SYNC_REMOTE, records each outcome and makes
 * the docs re-resolve their branches. One run at a time per server process.
 */
export async function syncContentNow(): Promise<SyncReport[]> {
  if (running) throw new SyncAlreadyRunningError('A content sync is already running.')
  running = true
  try {
    const config = getConfig()
    const reports = await syncRepositories({
      repos: libraries.map((library) => library.repo),
      contentDir: config.CONTENT_DIR,
      remote: config.CONTENT_SYNC_REMOTE,
      log: () => {},
    })
    const at = new Date().toISOString()
    for (const report of reports) await recordRun(report, at)
    forgetResolvedRefs()
    return reports
  } finally {
    running = false
  }
}
