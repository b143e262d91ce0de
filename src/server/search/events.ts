/** Click and view events on search hits (Algolia Insights' wire format), stored for the dashboard. */
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { desc } from 'drizzle-orm'
import type { Database } from '~/server/db'
import { searchEvents } from '~/server/db/schema'
import { AlgoliaError } from './algolia-params'

const eventSchema = z.object({
  eventType: z.enum(['click', 'view', 'conversion']),
  eventName: z.string().trim().min(1).max(64),
  index: z.string().min(1).max(200),
  userToken: z.string().min(1).max(129),
  queryID: z.string().max(64).optional(),
  objectIDs: z.array(z.string().max(500)).min(1).max(20),
  positions: z.array(z.number().int().positive()).max(20).optional(),
  timestamp: z.number().int().positive().optional(),
})

export type SearchEvent = z.infer<typeof eventSchema>

export function parseEventsBody(body: unknown): SearchEvent[] {
  const parsed = z.object({ events: z.array(eventSchema).min(1).max(1000) }).safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new AlgoliaError(`Invalid event at ${issue.path.join('.') || 'body'}: ${issue.message}`, 422)
  }
  return parsed.data.events
}

export async function saveEvents(database: Database, events: SearchEvent[]): Promise<void> {
  const rows = events.map((e) => ({
    id: randomUUID(),
    eventType: e.eventType,
    eventName: e.eventName,
    indexName: e.index,
    userToken: e.userToken,
    queryId: e.queryID ?? null,
    objectIds: JSON.stringify(e.objectIDs),
    positions: e.positions ? JSON.stringify(e.positions) : null,
    timestamp: e.timestamp ?? Date.now(),
  }))
  if (database.dialect === 'sqlite') await database.db.insert(searchEvents.sqlite).values(rows)
  else await database.db.insert(searchEvents.postgres).values(rows)
}

export async function recentEvents(database: Database, limit = 100) {
  if (database.dialect === 'sqlite') {
    const t = searchEvents.sqlite
    return database.db.select().from(t).orderBy(desc(t.timestamp)).limit(limit)
  }
  const t = searchEvents.postgres
  return database.db.select().from(t).orderBy(desc(t.timestamp)).limit(limit)
}
