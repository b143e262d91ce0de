/** Click and view events on search hits (Algolia Insights' wire format), stored for the dashboard. */
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { sql } from 'drizzle-orm'
import type { Database } from '~/server/db'
import { runStatement, selectRows } from '~/server/db/sql'
import { AlgoliaError } from './algolia-params'

/** Longest record id an event may name: the index's ids are doc paths with an anchor, well under this. */
export const MAX_OBJECT_ID_LENGTH = 200

const eventSchema = z.object({
  eventType: z.enum(['click', 'view', 'conversion']),
  eventName: z.string().trim().min(1).max(64),
  index: z.string().min(1).max(200),
  userToken: z.string().min(1).max(129),
  queryID: z.string().max(64).optional(),
  // What the dialog sends: ids of the index's records (a page path and its anchor), at most 20 per event.
  // Bounded in length so the stored events are bounded in bytes, not only in rows.
  objectIDs: z
    .array(
      z
        .string()
        .min(1)
        .max(MAX_OBJECT_ID_LENGTH)
        .regex(/^[\w/#.-]+$/, 'not a record id of this index'),
    )
    .min(1)
    .max(20),
  positions: z.array(z.number().int().positive()).max(20).optional(),
  timestamp: z.number().int().positive().optional(),
})

export type SearchEvent = z.infer<typeof eventSchema>

/** Insights' own limit of events per request; the site takes fewer (events-endpoint.ts). */
export const INSIGHTS_MAX_EVENTS = 1000

export function parseEventsBody(body: unknown, maxEvents = INSIGHTS_MAX_EVENTS): SearchEvent[] {
  const parsed = z.object({ events: z.array(eventSchema).min(1).max(maxEvents) }).safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new AlgoliaError(`Invalid event at ${issue.path.join('.') || 'body'}: ${issue.message}`, 422)
  }
  return parsed.data.events
}

/** How far back an event's own time may lie (Insights' rule); later or earlier times become the time it arrived. */
const MAX_EVENT_AGE_MS = 4 * 86_400_000

export async function saveEvents(database: Database, events: SearchEvent[], now = Date.now()): Promise<void> {
  // A time from the future would keep a row past its retention; one from long ago would drop it at once.
  const timeOf = (given: number | undefined) => (given === undefined || given > now || given < now - MAX_EVENT_AGE_MS ? now : given)
  const rows = events.map((e) => ({
    id: randomUUID(),
    eventType: e.eventType,
    eventName: e.eventName,
    indexName: e.index,
    userToken: e.userToken,
    queryId: e.queryID ?? null,
    objectIds: JSON.stringify(e.objectIDs),
    positions: e.positions ? JSON.stringify(e.positions) : null,
    timestamp: timeOf(e.timestamp),
  }))
  const values = sql.join(
    rows.map(
      (r) => sql`(${r.id}, ${r.eventType}, ${r.eventName}, ${r.indexName}, ${r.userToken}, ${r.queryId}, ${r.objectIds}, ${r.positions}, ${r.timestamp})`,
    ),
    sql`, `,
  )
  await runStatement(
    database,
    sql`INSERT INTO search_events (id, event_type, event_name, index_name, user_token, query_id, object_ids, positions, timestamp) VALUES ${values}`,
  )
}

export async function recentEvents(database: Database, limit = 100) {
  const rows = await selectRows<{
    id: string
    eventType: string
    eventName: string
    indexName: string
    userToken: string
    queryId: string | null
    objectIds: string
    positions: string | null
    timestamp: number | string
  }>(
    database,
    sql`SELECT id, event_type AS "eventType", event_name AS "eventName", index_name AS "indexName", user_token AS "userToken", query_id AS "queryId", object_ids AS "objectIds", positions, timestamp
      FROM search_events ORDER BY timestamp DESC LIMIT ${limit}`,
  )
  return rows.map((row) => ({ ...row, timestamp: Number(row.timestamp) }))
}

/** What a stored row holds besides its texts: its time, keys and the database's own bookkeeping, about. */
const ROW_OVERHEAD_BYTES = 64

/** About the bytes a stored event takes, in SQL: its texts' lengths and the row's overhead (the same text in SQLite and Postgres). */
const storedBytes = sql.raw(
  `(${ROW_OVERHEAD_BYTES} + length(id) + length(event_type) + length(event_name) + length(index_name) + length(user_token) + coalesce(length(query_id), 0) + length(object_ids) + coalesce(length(positions), 0))`,
)

/** About the bytes `events` take once stored, as `storedBytes` counts them: for deciding when to prune. */
export function eventsBytes(events: readonly SearchEvent[]): number {
  return events.reduce(
    (sum, e) =>
      sum +
      ROW_OVERHEAD_BYTES +
      36 +
      e.eventType.length +
      e.eventName.length +
      e.index.length +
      e.userToken.length +
      (e.queryID?.length ?? 0) +
      JSON.stringify(e.objectIDs).length +
      (e.positions ? JSON.stringify(e.positions).length : 0),
    0,
  )
}

/**
 * Drops events older than the retention, then the oldest beyond `maxRows`, then the oldest
 * beyond `maxBytes` (rows differ in size up to a hundredfold: twenty long record ids against one
 * short one, so rows alone do not bound the table), so the table stays bounded whatever
 * arrives. One statement each, the same text in SQLite and Postgres.
 */
export async function pruneEvents(database: Database, options: { now: number; retentionMs: number; maxRows: number; maxBytes: number }): Promise<void> {
  await runStatement(database, sql`DELETE FROM search_events WHERE timestamp < ${options.now - options.retentionMs}`)
  await runStatement(
    database,
    sql`DELETE FROM search_events WHERE timestamp < (SELECT timestamp FROM search_events ORDER BY timestamp DESC LIMIT 1 OFFSET ${options.maxRows - 1})`,
  )
  await runStatement(
    database,
    sql`DELETE FROM search_events WHERE id IN (
      SELECT id FROM (SELECT id, SUM(${storedBytes}) OVER (ORDER BY timestamp DESC, id DESC) AS newer_bytes FROM search_events) ranked
      WHERE newer_bytes > ${options.maxBytes})`,
  )
}

/** About the bytes the stored events take, as the bound counts them. */
export async function storedEventsBytes(database: Database): Promise<number> {
  const [row] = await selectRows<{ bytes: number | string | null }>(database, sql`SELECT SUM(${storedBytes}) AS bytes FROM search_events`)
  return Number(row?.bytes ?? 0)
}
