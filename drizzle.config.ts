/**
 * drizzle-kit's configuration: `npm run db:generate` writes a migration for each dialect from
 * the one schema (src/server/db/schema/tables.ts). DB_DIALECT=postgres selects Postgres.
 * The server applies the migrations itself on first use (src/server/db/migrate.ts).
 */
import { defineConfig } from 'drizzle-kit'

const postgres = process.env.DB_DIALECT === 'postgres'

const schema = './src/server/db/schema/drizzle-kit.ts'

export default defineConfig(postgres ? { dialect: 'postgresql', schema, out: './drizzle/postgres' } : { dialect: 'sqlite', schema, out: './drizzle/sqlite' })
