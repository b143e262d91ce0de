/** The refresher's state in the site's database, one JSON document, so a restart shows it at once. */
import { eq, sql } from 'drizzle-orm'
import type { Database } from '~/server/db'
import { liveStats } from '~/server/db/schema'
import { emptyState, type LiveState } from './aggregate'

const KEY = 'figures'

export class LiveStateStore {
  constructor(private readonly database: Database) {}

  async load(): Promise<LiveState | undefined> {
    const d = this.database
    const rows =
      d.dialect === 'sqlite'
        ? await d.db.select().from(liveStats.sqlite).where(eq(liveStats.sqlite.id, KEY))
        : await d.db.select().from(liveStats.postgres).where(eq(liveStats.postgres.id, KEY))
    const body = rows[0]?.body
    if (!body) return undefined
    try {
      return { ...emptyState(), ...(JSON.parse(body) as Partial<LiveState>) }
    } catch {
      return undefined
    }
  }

  async save(state: LiveState, at: Date): Promise<void> {
    const row = { id: KEY, body: JSON.stringify(state), updatedAt: at.toISOString() }
    const d = this.database
    if (d.dialect === 'sqlite') {
      const t = liveStats.sqlite
      await d.db.insert(t).values(row).onConflictDoUpdate({ target: t.id, set: { body: sql`excluded.body`, updatedAt: sql`excluded.updated_at` } })
    } else {
      const t = liveStats.postgres
      await d.db.insert(t).values(row).onConflictDoUpdate({ target: t.id, set: { body: sql`excluded.body`, updatedAt: sql`excluded.updated_at` } })
    }
  }
}
