/** Download counts and package facts kept in the site's database. */
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm'
import type { Database } from '~/server/db'
import { npmDailyDownloads, npmPackages } from '~/server/db/schema'
import type { DailyCount, DayRange } from './ranges'

export type PackageFacts = { created?: string; checkedAt?: string; unpublishedFrom?: string | null }

const BATCH = 500

export class DownloadStore {
  constructor(private readonly database: Database) {}

  async days(packageName: string, { start, end }: DayRange): Promise<DailyCount[]> {
    const d = this.database
    if (d.dialect === 'sqlite') {
      const t = npmDailyDownloads.sqlite
      return d.db
        .select({ day: t.day, downloads: t.downloads })
        .from(t)
        .where(and(eq(t.package, packageName), gte(t.day, start), lte(t.day, end)))
        .orderBy(asc(t.day))
    }
    const t = npmDailyDownloads.postgres
    return d.db
      .select({ day: t.day, downloads: t.downloads })
      .from(t)
      .where(and(eq(t.package, packageName), gte(t.day, start), lte(t.day, end)))
      .orderBy(asc(t.day))
  }

  async saveDays(packageName: string, rows: readonly DailyCount[]): Promise<void> {
    const d = this.database
    for (let i = 0; i < rows.length; i += BATCH) {
      const values = rows.slice(i, i + BATCH).map((r) => ({ package: packageName, day: r.day, downloads: r.downloads }))
      if (d.dialect === 'sqlite') {
        const t = npmDailyDownloads.sqlite
        await d.db
          .insert(t)
          .values(values)
          .onConflictDoUpdate({ target: [t.package, t.day], set: { downloads: sql`excluded.downloads` } })
      } else {
        const t = npmDailyDownloads.postgres
        await d.db
          .insert(t)
          .values(values)
          .onConflictDoUpdate({ target: [t.package, t.day], set: { downloads: sql`excluded.downloads` } })
      }
    }
  }

  async facts(packageName: string): Promise<PackageFacts> {
    const d = this.database
    const rows =
      d.dialect === 'sqlite'
        ? await d.db.select().from(npmPackages.sqlite).where(eq(npmPackages.sqlite.package, packageName))
        : await d.db.select().from(npmPackages.postgres).where(eq(npmPackages.postgres.package, packageName))
    const row = rows[0]
    return { created: row?.created ?? undefined, checkedAt: row?.checkedAt ?? undefined, unpublishedFrom: row?.unpublishedFrom ?? undefined }
  }

  async saveFacts(packageName: string, facts: PackageFacts): Promise<void> {
    const current = await this.facts(packageName)
    const row = {
      package: packageName,
      created: facts.created ?? current.created ?? null,
      checkedAt: facts.checkedAt ?? current.checkedAt ?? null,
      unpublishedFrom: facts.unpublishedFrom === undefined ? (current.unpublishedFrom ?? null) : facts.unpublishedFrom,
    }
    const set = { created: row.created, checkedAt: row.checkedAt, unpublishedFrom: row.unpublishedFrom }
    const d = this.database
    if (d.dialect === 'sqlite') {
      const t = npmPackages.sqlite
      await d.db.insert(t).values(row).onConflictDoUpdate({ target: t.package, set })
    } else {
      const t = npmPackages.postgres
      await d.db.insert(t).values(row).onConflictDoUpdate({ target: t.package, set })
    }
  }
}
