import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { buildRetryOf, getSearchEngine, retryDelayMs, useBuilderForTesting } from './index-store'
import type { SearchRecord } from './records'

const dir = mkdtempSync(path.join(tmpdir(), 'site-index-store-'))
process.env.SEARCH_INDEX_DIR = dir
process.env.SEARCH_LIBRARIES = 'query'
// Every search looks at the docs again: a stale library would start a build each time.
process.env.SEARCH_REFRESH_MS = '0'

afterEach(() => vi.restoreAllMocks())
afterAll(() => {
  useBuilderForTesting()
  rmSync(dir, { recursive: true, force: true })
})

const record: SearchRecord = {
  objectID: 'query/latest/docs/overview',
  url: '/query/latest/docs/overview',
  hierarchy: { lvl0: 'Query', lvl1: 'Overview', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: 'The zanzibar overview.',
  library: 'query',
  framework: [],
  version: 'latest',
  position: 0,
}

async function until(check: () => boolean, timeoutMs = 5000) {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within the time: ${check.toString()} ${JSON.stringify(buildRetryOf('query'))}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

const hits = async () => (await getSearchEngine()).search({ query: 'zanzibar', filters: [], facets: [] }).hits.length

describe('a library whose index build fails', () => {
  it('waits longer after each failure in a row, up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000])
    expect(retryDelayMs(20)).toBe(60 * 60_000)
  })

  it('keeps its last good records, and searches start no build until the pause is over', async () => {
    let mode: 'good' | 'fail' = 'good'
    let builds = 0
    let engineHasRecords = false
    // The records it writes are never fresh (a fingerprint no repository has), so every search would build again.
    useBuilderForTesting(async (engine, library) => {
      builds++
      if (mode === 'fail') throw new Error('the index process ran out of memory')
      await engine.replaceLibrary(library.id, [record])
      engineHasRecords = true
      return { fingerprint: 'built-from-an-older-commit', records: 1 }
    })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'log').mockImplementation(() => {})

    await getSearchEngine()
    await until(() => builds === 1 && buildRetryOf('query').failures === 0)
    await until(() => engineHasRecords)
    expect(await hits()).toBe(1)

    mode = 'fail'
    void getSearchEngine()
    await until(() => buildRetryOf('query').failures === 1)
    const first = buildRetryOf('query')
    expect(first.retryAt! - Date.now()).toBeGreaterThan(25_000)
    expect(errors.mock.calls.flat().join(' ')).toMatch(/query: index build failed \(1 in a row; its previous records are kept; next try in 30 s\)/)
    const buildsAfterFailure = builds

    // Searches during the pause: answered from the last good records, no build started.
    for (let n = 0; n < 20; n++) {
      expect(await hits()).toBe(1)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    expect(builds).toBe(buildsAfterFailure)

    // After the pause the next search tries again; a second failure doubles the pause.
    const later = first.retryAt! + 1
    vi.spyOn(Date, 'now').mockReturnValue(later)
    await getSearchEngine()
    await until(() => buildRetryOf('query').failures === 2)
    expect(builds).toBe(buildsAfterFailure + 1)
    expect(buildRetryOf('query').retryAt! - later).toBe(60_000)
    expect(await hits()).toBe(1)

    // A build that succeeds ends the pauses.
    mode = 'good'
    vi.spyOn(Date, 'now').mockReturnValue(later + 60_001)
    await getSearchEngine()
    await until(() => buildRetryOf('query').failures === 0)
    expect(buildRetryOf('query').retryAt).toBeUndefined()
  })
})
