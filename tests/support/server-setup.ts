import 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startFakeNpm } from './fake-npm'
import { startPostgres, type PostgresServer } from './postgres'
import { startBuiltServer } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** The local fake npm the server talks to; steer it with `FakeNpmControl`. */
    fakeNpmUrl: string
    /** The database of that server, for tests that set up accounts (`npm run admin:create`). */
    databaseUrl: string
  }
}

/**
 * One built server for a whole suite; tests read its address with `inject('baseUrl')`.
 * It runs against local fakes of the outside services and a throw-away database: a SQLite
 * file, or with TEST_DATABASE=postgres TEST_POSTGRES_URL or else a throw-away Postgres server.
 */
export default async function setup(project: TestProject) {
  const npm = await startFakeNpm()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-test-data-'))
  let postgres: PostgresServer | undefined
  const onPostgres = process.env.TEST_DATABASE === 'postgres'
  if (onPostgres && !process.env.TEST_POSTGRES_URL) postgres = await startPostgres()
  else if (process.env.TEST_DATABASE && process.env.TEST_DATABASE !== 'sqlite')
    throw new Error(`TEST_DATABASE is sqlite or postgres, not ${process.env.TEST_DATABASE}`)
  const databaseUrl = postgres?.url ?? (onPostgres ? process.env.TEST_POSTGRES_URL! : `file:${path.join(dataDir, 'site.db')}`)
  const server = await startBuiltServer({
    DATABASE_URL: databaseUrl,
    NPM_DOWNLOADS_API: npm.url,
    NPM_REGISTRY: npm.url,
    NPM_REFRESH_SECONDS: '0',
    // The suite's server never collects the home page's live figures, so no background requests
    // reach the fake npm while other tests count them; tests/*/live.test.ts start servers that do.
    LIVE_STATS_REFRESH_SECONDS: '0',
    SEARCH_INDEX_DIR: path.join(dataDir, 'search'),
  })
  project.provide('baseUrl', server.url)
  project.provide('fakeNpmUrl', npm.url)
  project.provide('databaseUrl', databaseUrl)
  return async () => {
    await server.stop()
    await npm.close()
    await postgres?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
