import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { afterAll, beforeAll, inject } from 'vitest'
import { openDatabase, type Database } from '~/server/db'

export type Backend = 'sqlite' | 'postgres'

/** The database backends a test runs over: `describe.each(backends)`; Postgres is skipped without a server. */
export const backends: Backend[] = ['sqlite', 'postgres']

/** Whether a backend's variant can run here (see tests/support/postgres-setup.ts). */
export function backendAvailable(backend: Backend): boolean {
  return backend === 'sqlite' || inject('postgresUrl') !== ''
}

let counter = 0

export type FreshDatabase = { url: string; remove: () => Promise<void> }

/**
 * An empty database of the backend for one test file: a SQLite file in a temporary folder, or a
 * new database on the test Postgres server. Close connections to it before `remove()`.
 */
export async function freshDatabase(backend: Backend): Promise<FreshDatabase> {
  const name = `t_${process.pid}_${Date.now().toString(36)}_${counter++}`
  if (backend === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-db-test-'))
    return { url: `file:${path.join(dir, 'site.db')}`, remove: async () => rmSync(dir, { recursive: true, force: true }) }
  }
  const serverUrl = inject('postgresUrl')
  if (!serverUrl) throw new Error('No Postgres server for this test (TEST_POSTGRES_URL unset and no PostgreSQL binaries)')
  const onServer = async (statement: string) => {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
    try {
      await admin.unsafe(statement)
    } finally {
      await admin.end()
    }
  }
  await onServer(`CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), remove: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

/**
 * A fresh database of `backend` for the enclosing `describe`: opened before its tests, closed
 * and removed after them. Nothing is opened where the backend is not available.
 */
export function databaseForSuite(backend: Backend): { readonly database: Database } {
  let database: Database | undefined
  let fresh: FreshDatabase | undefined
  beforeAll(async () => {
    if (!backendAvailable(backend)) return
    fresh = await freshDatabase(backend)
    database = await openDatabase(fresh.url)
  })
  afterAll(async () => {
    await database?.close()
    await fresh?.remove()
  })
  return {
    get database() {
      if (!database) throw new Error(`No ${backend} database for this suite`)
      return database
    },
  }
}
