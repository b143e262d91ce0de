import 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startFakeNpm } from './fake-npm'
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
 * It runs against local fakes of the outside services and a throw-away database.
 */
export default async function setup(project: TestProject) {
  const npm = await startFakeNpm()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-test-data-'))
  const databaseUrl = `file:${path.join(dataDir, 'site.db')}`
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
    rmSync(dataDir, { recursive: true, force: true })
  }
}
