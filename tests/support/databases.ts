import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { afterAll, inject } from 'vitest'

export type Backend = 'sqlite' | 'postgres'

/** The database backends a test runs over: `describe.each(backends)`; Postgres is skipped without a server. */
export const backends: Backend[] = ['sqlite', 'postgres']

/** Whether a backend's variant can run here (see tests/support/postgres-setup.ts). */
export function backendAvailable(backend: Backend): boolean {
  return backend === 'sqlite' || inject('postgresUrl') !== ''
}

let counter = 0

/**
 * An empty database of the backend, used by one test file alone: a SQLite file in a temporary
 * folder, or a new database on the test Postgres server. Both are removed after the file.
 */
export async function freshDatabaseUrl(backend: Backend): Promise<string> {
  const name = `t_${process.pid}_${Date.now().toString(36)}_${counter++}`
  if (backend === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-db-test-'))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))
    return `file:${path.join(dir, 'site.db')}`
  }
  const serverUrl = inject('postgresUrl')
  if (!serverUrl) throw new Error('No Postgres server for this test (TEST_POSTGRES_URL unset and no PostgreSQL binaries)')
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  afterAll(async () => {
    const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} })
    try {
      await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    } finally {
      await cleanup.end()
    }
  })
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}
