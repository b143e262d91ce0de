/** The refresher's state in the site's database, one JSON document, so a restart shows it at once. */
import { sql } from 'drizzle-orm'
import type { Database } from '~/server/db'
import { runStatement, selectRows } from '~/server/db/sql'
import { emptyState, type LiveState } from './aggregate'

const KEY = 'figures'

export class LiveStateStore {
  constructor(private readonly database: Database) {}

  async load(): Promise<LiveState | undefined> {
    const [row] = await selectRows<{ body: string }>(this.database, sql`SELECT body FROM live_stats WHERE id = ${KEY}`)
    if (!row?.body) return undefined
    try {
      return { ...emptyState(), ...(JSON.parse(row.body) as Partial<LiveState>) }
    } catch {
      return undefined
    }
  }

  async save(state: LiveState, at: Date): Promise<void> {
    await runStatement(
      this.database,
      sql`INSERT INTO live_stats (id, body, updated_at) VALUES (${KEY}, ${JSON.stringify(state)}, ${at.toISOString()})
        ON CONFLICT (id) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at`,
    )
  }
}
