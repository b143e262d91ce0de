/**
 * The build runs on its own: `.output` copied to a folder with no node_modules anywhere above it
 * serves every kind of page — native modules (libSQL, resvg, argon2), the social-card fonts and
 * Shiki's grammars and themes all travel inside it. Content and data are configuration.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { waitForSearchIndex } from '../support/search-index'
import { root, startBuiltServer, type RunningServer } from '../support/server'

let dir: string
let server: RunningServer

function ancestorsOf(folder: string): string[] {
  const parent = path.dirname(folder)
  return parent === folder ? [folder] : [folder, ...ancestorsOf(parent)]
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-self-contained-'))
  cpSync(path.join(root, '.output'), path.join(dir, '.output'), { recursive: true })
  const content = path.join(root, 'content')
  server = await startBuiltServer(
    {
      NODE_PATH: '',
      CONTENT_DIR: path.join(content, 'repos'),
      BLOG_DIR: path.join(content, 'blog'),
      SPONSORS_FILE: path.join(content, 'sponsors.json'),
      DATABASE_URL: `file:${path.join(dir, 'data', 'site.db')}`,
      SEARCH_INDEX_DIR: path.join(dir, 'data', 'search'),
      SEARCH_LIBRARIES: 'query',
      NPM_DOWNLOADS_API: inject('fakeNpmUrl'),
      NPM_REGISTRY: inject('fakeNpmUrl'),
      LIVE_STATS_REFRESH_SECONDS: '0',
    },
    { entry: path.join(dir, '.output', 'server', 'index.mjs'), cwd: dir },
  )
})

afterAll(async () => {
  await server?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

async function fetchOk(pathname: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(`${server.url}${pathname}`, init)
  expect(response.status, `${pathname}\n${server.output()}`).toBe(200)
  return response
}

describe('the build copied away from the project', () => {
  it('has no node_modules folder above it to borrow from', () => {
    expect(ancestorsOf(dir).filter((folder) => existsSync(path.join(folder, 'node_modules')))).toEqual([])
    expect(existsSync(path.join(dir, '.output', 'server', 'node_modules'))).toBe(true)
  })

  it('serves the home page, sign-in, the blog and the npm statistics with packages', async () => {
    expect(await (await fetchOk('/')).text()).toContain('<html')
    expect(await (await fetchOk('/login')).text()).toMatch(/<input[^>]+type="password"/)
    await fetchOk('/blog')
    const packages = encodeURIComponent(JSON.stringify([{ packages: ['react'], color: '#3b82f6' }]))
    expect(await (await fetchOk(`/stats/npm/?packages=${packages}`)).text()).toContain('react')
  })

  it('highlights code in a doc page with Shiki', async () => {
    const html = await (await fetchOk('/query/latest/docs/framework/react/guides/queries')).text()
    expect(html).toMatch(/<pre[^>]+class="shiki shiki-themes github-light github-dark"/)
    // Highlighted tokens carry a light and a dark colour class (code-classes.ts).
    expect(html).toMatch(/<span class="l-[0-9a-f]{6} d-[0-9a-f]{6}">/)
  })

  it('draws a social card as PNG', async () => {
    const response = await fetchOk('/og/query.png?title=Self-contained')
    expect(response.headers.get('content-type')).toBe('image/png')
    const png = Buffer.from(await response.arrayBuffer())
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    expect(png.readUInt32BE(16)).toBe(1200)
    expect(png.readUInt32BE(20)).toBe(630)
  })

  it('answers a search', async () => {
    // The copy builds its index in the background after it starts.
    await waitForSearchIndex(server.url)
    const body = JSON.stringify({ requests: [{ indexName: 'TanStack', params: 'query=caching&hitsPerPage=3' }] })
    const response = await fetchOk('/api/search/1/indexes/*/queries', { method: 'POST', body, headers: { 'content-type': 'text/plain' } })
    const { results } = (await response.json()) as { results: { nbHits: number; hits: { url: string }[] }[] }
    expect(results[0]!.nbHits).toBeGreaterThan(0)
    expect(results[0]!.hits[0]!.url).toMatch(/^\/query\//)
  })
})
