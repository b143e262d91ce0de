/** Download counts and package facts kept in the site's database: one statement each, for SQLite and Postgres alike. */
import { sql } from 'drizzle-orm'
import type { Database } from '~/server/db'
import { runStatement, selectRows } from '~/server/db/sql'
import type { DailyCount, DayRange } from './ranges'

export type PackageFacts = { created?: string; checkedAt?: string; unpublishedFrom?: string | null }

const BATCH = 500

export type PruneRule = {
  /** Packages last viewed before this time (ISO-8601) go. */
  unviewedBefore: string
  /** Then, of those left, the least recently viewed go until at most this many remain. */
  keep: number
}

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

  /** When a reader last asked for the package; undefined when it is not stored. */
  async lastViewed(packageName: string): Promise<string | undefined> {
    const [row] = await selectRows<{ last_viewed: string }>(this.database, sql`SELECT last_viewed FROM npm_package_views WHERE package = ${packageName}`)
    return row?.last_viewed
  }

  /** Records that a reader asked for the package at `at` (ISO-8601); the package is stored from then on. */
  async markViewed(packageName: string, at: string): Promise<void> {
    await runStatement(
      this.database,
      sql`INSERT INTO npm_package_views (package, last_viewed) VALUES (${packageName}, ${at}) ON CONFLICT (package) DO UPDATE SET last_viewed = excluded.last_viewed`,
    )
  }

  /** Packages stored. */
  async packageCount(): Promise<number> {
    const [row] = await selectRows<{ n: number | string }>(this.database, sql`SELECT COUNT(*) AS n FROM npm_package_views`)
    return Number(row?.n ?? 0)
  }

  /** Removes packages with their counts and facts. */
  async forget(packageNames: readonly string[]): Promise<void> {
    for (let i = 0; i < packageNames.length; i += BATCH) {
      const names = sql.join(
        packageNames.slice(i, i + BATCH).map((name) => sql`${name}`),
        sql`, `,
      )
      await runStatement(this.database, sql`DELETE FROM npm_daily_downloads WHERE package IN (${names})`)
      await runStatement(this.database, sql`DELETE FROM npm_packages WHERE package IN (${names})`)
      await runStatement(this.database, sql`DELETE FROM npm_package_views WHERE package IN (${names})`)
    }
  }

  /**
   * Removes the packages nobody viewed since `unviewedBefore`, then the least recently viewed
   * beyond `keep`; returns the packages removed.
   */
  async prune({ unviewedBefore, keep }: PruneRule): Promise<string[]> {
    const stale = await selectRows<{ package: string }>(this.database, sql`SELECT package FROM npm_package_views WHERE last_viewed < ${unviewedBefore}`)
    await this.forget(stale.map((row) => row.package))
    const excess = (await this.packageCount()) - keep
    const oldest =
      excess > 0
        ? await selectRows<{ package: string }>(this.database, sql`SELECT package FROM npm_package_views ORDER BY last_viewed, package LIMIT ${excess}`)
        : []
    await this.forget(oldest.map((row) => row.package))
    return [...stale, ...oldest].map((row) => row.package)
  }

  /** Removes counts and facts of packages no longer stored (left by a fill that ran while its package was pruned). */
  async removeUnlisted(): Promise<void> {
    await runStatement(this.database, sql`DELETE FROM npm_daily_downloads WHERE package NOT IN (SELECT package FROM npm_package_views)`)
    await runStatement(this.database, sql`DELETE FROM npm_packages WHERE package NOT IN (SELECT package FROM npm_package_views)`)
  }
}
