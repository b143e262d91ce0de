/**
 * Runs a command (the Postgres test variants) when PostgreSQL is at hand: its binaries for a
 * throw-away server, or TEST_POSTGRES_URL. Otherwise says loudly that they are skipped, and
 * fails instead when TEST_POSTGRES=require.
 *
 *   tsx scripts/when-postgres.ts npm run test:http:postgres
 */
import { spawnSync } from 'node:child_process'
import { findPostgresBin, POSTGRES_MISSING } from '../tests/support/postgres'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: tsx scripts/when-postgres.ts <command> [args…]')
  process.exit(2)
}

if (process.env.TEST_POSTGRES === '0' || (!process.env.TEST_POSTGRES_URL && !findPostgresBin())) {
  const reason = process.env.TEST_POSTGRES === '0' ? 'TEST_POSTGRES=0' : POSTGRES_MISSING
  if (process.env.TEST_POSTGRES === 'require') {
    console.error(`Postgres tests required, but ${reason}`)
    process.exit(1)
  }
  console.warn(`\n*** Postgres tests SKIPPED (${[command, ...args].join(' ')}): ${reason} ***\n`)
  process.exit(0)
}

const result = spawnSync(command, args, { stdio: 'inherit' })
process.exit(result.status ?? 1)
