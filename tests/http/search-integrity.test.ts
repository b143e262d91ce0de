/**
 * Every hit points at a page that renders and an anchor that exists on it: the server runs on
 * git repositories cloned from the three corpus bundles and indexes them itself.
 */
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cloneCorpus, tempDir } from '../support/git-fixture'
import { waitForSearchIndex } from '../support/search-index'
import { startBuiltServer, type RunningServer } from '../support/server'

const workspace = tempDir('site-search-corpus-')
let server: RunningServer

beforeAll(async () => {
  for (const name of ['query', 'router', 'form'] as const) cloneCorpus(name, path.join(workspace.dir, 'repos', name))
  server = await startBuiltServer({
    CONTENT_DIR: path.join(workspace.dir, 'repos'),
    SEARCH_INDEX_DIR: path.join(workspace.dir, 'index'),
    SEARCH_LIBRARIES: 'query,router,form',
    DATABASE_URL: `file:${path.join(workspace.dir, 'site.db')}`,
    SEARCH_REFRESH_MS: '600000',
  })
  // The server renders and indexes every page of the corpus in the background after it starts.
  await waitForSearchIndex(server.url, 280_000)
}, 300_000)

afterAll(async () => {
  await server?.stop()
  workspace.remove()
})

const queries = ['useQuery', 'invalidate', 'optimistic updates', 'prefetch', 'suspense', 'useForm', 'validation', 'file-based routing', 'search params', 'loader', 'code splitting', 'devtools']

describe('search integrity over the corpus', () => {
  it('every hit URL answers 200 and its anchor exists on the page', async () => {
    const urls = new Set<string>()
    for (const [n, query] of queries.entries()) {
      const version = n % 3 === 2 ? undefined : 'version:latest' // some queries across every version
      const response = await fetch(`${server.url}/api/search/1/indexes/*/queries`, {
        method: 'POST',
        body: JSON.stringify({ requests: [{ indexName: 'TanStack', params: { query, hitsPerPage: 8, ...(version ? { filters: version } : {}) } }] }),
        signal: AbortSignal.timeout(30_000),
      })
      expect(response.status).toBe(200)
      const body = (await response.json()) as { results: { hits: { url: string }[]; nbHits: number }[] }
      expect(body.results[0]!.nbHits, query).toBeGreaterThan(0)
      for (const hit of body.results[0]!.hits) urls.add(hit.url)
    }
    expect(urls.size).toBeGreaterThan(40)
    const pages = new Map<string, string>()
    for (const url of urls) {
      const [page, anchor] = url.split('#') as [string, string | undefined]
      if (!pages.has(page)) {
        const response = await fetch(`${server.url}${page}`, { redirect: 'manual' })
        expect(response.status, page).toBe(200)
        pages.set(page, await response.text())
      }
      if (anchor) expect(pages.get(page), url).toContain(`id="${anchor}"`)
    }
  }, 120_000)
})
