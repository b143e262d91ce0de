import 'vitest'
import type { TestProject } from 'vitest/node'
import { findPostgresBin, POSTGRES_MISSING, startPostgres } from './postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A Postgres server for the database tests' Postgres variants; empty when they are skipped. */
    postgresUrl: string
  }
}

/**
 * Gives the unit tests a Postgres server: TEST_POSTGRES_URL when set, else a throw-away one when
 * the PostgreSQL binaries are installed. Without either the Postgres variants are skipped, with
 * a notice; TEST_POSTGRES=require turns that into a failure, TEST_POSTGRES=0 skips on purpose.
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_POSTGRES_URL
  if (given) {
    project.provide('postgresUrl', given)
    return
  }
  const mode = process.env.TEST_POSTGRES
  if (mode === '0' || !findPostgresBin()) {
    const reason = mode === '0' ? 'TEST_POSTGRES=0' : POSTGRES_MISSING
    if (mode === 'require') throw new Error(`Postgres tests required, but ${reason}`)
    console.warn(`\n*** Postgres variants of the database tests are SKIPPED: ${reason} ***\n`)
    project.provide('postgresUrl', '')
    return
  }
  const server = await startPostgres()
  project.provide('postgresUrl', server.url)
  return () => server.stop()
}
