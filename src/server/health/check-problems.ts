/**
 * The problems the docs check found, kept per library (the first MAX_PER_LIBRARY of its last
 * run) with the repository file and commit of the page each is on, for the docs-health page.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { findPage } from '~/lib/docs/page-list'
import { docsBase } from '~/lib/docs/address'
import type { Database } from '~/server/db'
import { runStatement, selectRows } from '~/server/db/sql'
import type { VersionReport } from '~/server/docs/check'
import { pageListOf } from '~/server/docs/doc-page'

export const MAX_PER_LIBRARY = 300

export type CheckProblemRow = {
  id: string
  libraryId: string
  version: string
  kind: string
  owner: string
  page: string
  target: string | null
  detail: string
  file: string | null
  commitSha: string | null
}

/** Replaces each checked library's problems with those of this run. */
export async function recordCheckProblems(database: Database, reports: VersionReport[]): Promise<void> {
  const byLibrary = new Map<string, CheckProblemRow[]>()
  for (const report of reports) {
    if (report.skipped) continue
    const rows = byLibrary.get(report.libraryId) ?? []
    byLibrary.set(report.libraryId, rows)
    const found = await pageListOf(report.libraryId, report.version).catch(() => undefined)
    const list = found?.kind === 'list' ? found.list : undefined
    const base = `${docsBase(report.libraryId, report.version)}/`
    for (const problem of report.problems) {
      if (rows.length >= MAX_PER_LIBRARY) break
      const entry = list && problem.page.startsWith(base) ? findPage(list, problem.page.slice(base.length)) : undefined
      // A problem of the docs config names the config file itself.
      const file = entry?.file ?? (problem.page.endsWith('config.json') ? problem.page : null)
      rows.push({
        id: randomUUID(),
        libraryId: report.libraryId,
        version: report.version,
        kind: problem.kind,
        owner: problem.owner,
        page: problem.page,
        target: problem.target ?? null,
        detail: problem.detail.slice(0, 1000),
        file,
        commitSha: list?.contentId ?? null,
      })
    }
  }
  for (const [libraryId, rows] of byLibrary) {
    await runStatement(database, sql`DELETE FROM docs_check_problems WHERE library_id = ${libraryId}`)
    for (let at = 0; at < rows.length; at += 100) {
      const values = sql.join(
        rows
          .slice(at, at + 100)
          .map((r) => sql`(${r.id}, ${r.libraryId}, ${r.version}, ${r.kind}, ${r.owner}, ${r.page}, ${r.target}, ${r.detail}, ${r.file}, ${r.commitSha})`),
        sql`, `,
      )
      await runStatement(
        database,
        sql`INSERT INTO docs_check_problems (id, library_id, version, kind, owner, page, target, detail, file, commit_sha) VALUES ${values}`,
      )
    }
  }
}

export async function checkProblemsOf(database: Database, libraryId: string): Promise<CheckProblemRow[]> {
  return selectRows<CheckProblemRow>(
    database,
    sql`SELECT id, library_id AS "libraryId", version, kind, owner, page, target, detail, file, commit_sha AS "commitSha" FROM docs_check_problems WHERE library_id = ${libraryId} ORDER BY version, page, kind LIMIT ${MAX_PER_LIBRARY}`,
  )
}
