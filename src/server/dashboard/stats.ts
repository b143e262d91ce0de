/** What the npm statistics cache holds, for the dashboard. Server-only. */
import { sql } from 'drizzle-orm'
import { getDatabase } from '~/server/db'
import { selectRows } from '~/server/db/sql'
import { getNpmService } from '~/server/npm'

export type NpmCacheStatus = {
  packages: number
  days: number
  firstDay: string | null
  lastDay: string | null
  lastUpstreamError: { at: string; package: string; message: string } | null
}

export async function npmCacheStatus(): Promise<NpmCacheStatus> {
  const database = await getDatabase()
  const [row] = await selectRows<{ packages: number | string; days: number | string; first_day: string | null; last_day: string | null }>(
    database,
    sql`SELECT COUNT(DISTINCT package) AS packages, COUNT(*) AS days, MIN(day) AS first_day, MAX(day) AS last_day FROM npm_daily_downloads`,
  )
  const service = await getNpmService()
  return {
    packages: Number(row?.packages ?? 0),
    days: Number(row?.days ?? 0),
    firstDay: row?.first_day ?? null,
    lastDay: row?.last_day ?? null,
    lastUpstreamError: service.lastUpstreamError ?? null,
  }
}
