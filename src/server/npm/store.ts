/** Download counts and package facts kept in the site's database: one statement each, for SQLite and Postgres alike. */
import { sql } from 'drizzle-orm'
import type { Database } from '~/server/db'
import { runStatement, selectRows } from '~/server/db/sql'
import type { DailyCount, DayRange } from './ranges'

export type PackageFacts = { created?: string; checkedAt?: string; unpublishedFrom?: string | null }

const BATCH = 500

export class DownloadStore {
  constructor(private readonly database: Database) {}

  async days(packageName: string, { start, end }: DayRange): Promise<DailyCount[]> {
    const rows = await selectRows<DailyCount>(
      this.database,
      sql`SELECT day, downloads FROM npm_daily_downloads WHERE package = ${packageName} AND day >= ${start} AND day <= ${end} ORDER BY day`,
    )
    return rows.map((row) => ({ day: row.day, downloads: Number(row.downloads) }))
  }

  async saveDays(packageName: string, rows: readonly DailyCount[]): Promise<void> {
    for (let i = 0; i < rows.length; i += BATCH) {
      const values = sql.join(
        rows.slice(i, i + BATCH).map((r) => sql`(${packageName}, ${r.day}, ${r.downloads})`),
        sql`, `,
      )
      await runStatement(
        this.database,
        sql`INSERT INTO npm_daily_downloads (package, day, downloads) VALUES ${values} ON CONFLICT (package, day) DO UPDATE SET downloads = excluded.downloads`,
      )
    }
  }

  async facts(packageName: string): Promise<PackageFacts> {
    const [row] = await selectRows<{ created: string | null; checked_at: string | null; unpublished_from: string | null }>(
      this.database,
      sql`SELECT created, checked_at, unpublished_from FROM npm_packages WHERE package = ${packageName}`,
    )
    return { created: row?.created ?? undefined, checkedAt: row?.checked_at ?? undefined, unpublishedFrom: row?.unpublished_from ?? undefined }
  }

  async saveFacts(packageName: string, facts: PackageFacts): Promise<void> {
    const current = await this.facts(packageName)
    const created = facts.created ?? current.created ?? null
    const checkedAt = facts.checkedAt ?? current.checkedAt ?? null
    const unpublishedFrom = facts.unpublishedFrom === undefined ? (current.unpublishedFrom ?? null) : facts.unpublishedFrom
    await runStatement(
      this.database,
      sql`INSERT INTO npm_packages (package, created, checked_at, unpublished_from) VALUES (${packageName}, ${created}, ${checkedAt}, ${unpublishedFrom})
        ON CONFLICT (package) DO UPDATE SET created = excluded.created, checked_at = excluded.checked_at, unpublished_from = excluded.unpublished_from`,
    )
  }
}
