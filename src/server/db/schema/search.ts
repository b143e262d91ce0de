/**
 * Search analytics events (views and clicks on search hits), kept for the dashboard. Column
 * names and types match the DDL in ../migrations.ts.
 */
import { bigint, pgTable, text as pgText } from 'drizzle-orm/pg-core'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

export const searchEvents = {
  sqlite: sqliteTable('search_events', {
    id: text('id').primaryKey(),
    eventType: text('event_type').notNull(),
    eventName: text('event_name').notNull(),
    indexName: text('index_name').notNull(),
    userToken: text('user_token').notNull(),
    queryId: text('query_id'),
    objectIds: text('object_ids').notNull(),
    positions: text('positions'),
    timestamp: integer('timestamp').notNull(),
  }),
  postgres: pgTable('search_events', {
    id: pgText('id').primaryKey(),
    eventType: pgText('event_type').notNull(),
    eventName: pgText('event_name').notNull(),
    indexName: pgText('index_name').notNull(),
    userToken: pgText('user_token').notNull(),
    queryId: pgText('query_id'),
    objectIds: pgText('object_ids').notNull(),
    positions: pgText('positions'),
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
  }),
}
