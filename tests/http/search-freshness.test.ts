/**
 * The index follows the docs: a commit that changes a page makes its new text searchable
 * within seconds, and the removed text stops matching — no crawler, no manual re-index.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commitFiles, createRepository, tempDir } from '../support/git-fixture'
import { startBuiltServer, type RunningServer } from '../support/server'

const workspace = tempDir('site-search-fresh-')
const repo = path.join(workspace.dir, 'repos', 'query')
let server: RunningServer

const config = JSON.stringify({
  sections: [
    {
      label: 'Getting Started',
      children: [
        { label: 'Overview', to: 'overview' },
        { label: 'Guide', to: 'guide' },
      ],
    },
  ],
})

beforeAll(async () => {
  createRepository(repo, {
    'docs/config.json': config,
    'docs/overview.md': '---\ntitle: Overview\n---\n\nThe overview page.\n',
    'docs/guide.md': '---\ntitle: Guide\n---\n\n## Zanzibar section\n\nThe zanzibar text lives here.\n',
  })
  server = await startBuiltServer({
    CONTENT_DIR: path.join(workspace.dir, 'repos'),
    SEARCH_INDEX_DIR: path.join(workspace.dir, 'index'),
    SEARCH_LIBRARIES: 'query',
    DATABASE_URL: `file:${path.join(workspace.dir, 'site.db')}`,
    REF_TTL_MS: '500',
    SEARCH_REFRESH_MS: '500',
  })
}, 60_000)

afterAll(async () => {
  await server?.stop()
  workspace.remove()
})

async function urlsFor(query: string): Promise<string[]> {
  const response = await fetch(`${server.url}/api/search/1/indexes/*/queries`, {
    method: 'POST',
    body: JSON.stringify({ requests: [{ indexName: 'TanStack', params: { query, filters: 'version:latest' } }] }),
  })
  expect(response.status).toBe(200)
  const body = (await response.json()) as { results: { hits: { url: string }[] }[] }
  return body.results[0]!.hits.map((h) => h.url)
}

async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`not within ${timeoutMs} ms`)
}

describe('search freshness', () => {
  it('builds the index right after the start, before anyone searches', async () => {
    await eventually(async () => existsSync(path.join(workspace.dir, 'index', 'query.ndjson')), 20_000)
    expect(server.output()).toMatch(/\[search\] index ready: \d+ records/)
    // The start's line says what is built in the background, and why.
    expect(server.output()).toMatch(/\[search\] index loaded: 0 records \(\d+ ms\); building in the background: query \(no index file\)/)
  })

  it('finds new text and forgets removed text within seconds of a commit', async () => {
    expect(await urlsFor('zanzibar')).toEqual(['/query/latest/docs/guide#zanzibar-section'])
    expect(await urlsFor('quokka')).toEqual([])
    commitFiles(repo, { 'docs/guide.md': '---\ntitle: Guide\n---\n\n## Quokka section\n\nThe quokka text replaced it.\n' })
    const took = await eventually(async () => (await urlsFor('quokka')).includes('/query/latest/docs/guide#quokka-section'), 10_000)
    expect(took).toBeLessThan(10_000)
    expect(await urlsFor('zanzibar')).toEqual([])
    // The new anchor exists on the page the hit links to.
    const page = await fetch(`${server.url}/query/latest/docs/guide`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('id="quokka-section"')
  })

  it('starts warm from the persisted index after a restart', async () => {
    await server.stop()
    server = await startBuiltServer({
      CONTENT_DIR: path.join(workspace.dir, 'repos'),
      SEARCH_INDEX_DIR: path.join(workspace.dir, 'index'),
      SEARCH_LIBRARIES: 'query',
      DATABASE_URL: `file:${path.join(workspace.dir, 'site.db')}`,
    })
    const started = Date.now()
    expect(await urlsFor('quokka')).toEqual(['/query/latest/docs/guide#quokka-section'])
    expect(Date.now() - started).toBeLessThan(3000)
    // Every file present and current: the start says so, and builds nothing.
    await eventually(async () => server.output().includes('[search] index loaded'), 10_000)
    expect(server.output()).toMatch(/\[search\] index loaded: [1-9]\d* records \(\d+ ms\); all 1 library current/)
    expect(server.output()).not.toContain('building in the background')
    expect(server.output()).not.toContain('indexed in')
  })
})
