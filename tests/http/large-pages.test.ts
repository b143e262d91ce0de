/**
 * Pages no reader could use whole, as real repositories hold them (a generated module, generated
 * API references of 1 MB and 5 MB): each answers in time with what the site shows of it (plain
 * code past the highlighting bounds, a shortened page with a notice past the page bound), a cheap
 * page stays prompt while it renders, the server and its render child together stay within the
 * memory bound, the server stays up, and the library's index is built with them and searched.
 */
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRepository, tempDir } from '../support/git-fixture'
import { probeIdle, probeWhile, promptBound } from '../support/probe'
import { startBuiltServer, type RunningServer } from '../support/server'
import { residentMemory, type ResidentMemory } from '../support/server-process'
import { OUTSIDE_HEAP_ALLOWANCE_MB } from '~/server/memory-limit'
import { DEFAULT_MEMORY_LIMIT_MB } from '~/server/supervisor-settings'

const workspace = tempDir('site-large-pages-')
let server: RunningServer

/** A generated module: one TypeScript block of about `bytes`. */
function generatedModule(bytes: number): string {
  const lines: string[] = []
  for (let i = 0, size = 0; size < bytes; i++) {
    const line = `export const value${i} = { id: ${i}, name: 'item-${i}', enabled: ${i % 2 === 0} } as const`
    lines.push(line)
    size += line.length + 1
  }
  return `---\ntitle: Generated module\n---\n\nEvery value, generated.\n\n\`\`\`ts\n${lines.join('\n')}\n\`\`\`\n`
}

/** A generated API reference of about `bytes`: a heading, a table and a signature per function. */
function generatedReference(title: string, bytes: number): string {
  const parts = [`---\ntitle: ${title}\n---\n\nThe generated API reference.\n`]
  for (let i = 0, size = 0; size < bytes; i++) {
    const part = `\n## function${i}\n\nCreates thing ${i} and returns it, with its options merged.\n\n| Parameter | Type | Description |\n| --- | --- | --- |\n| \`options${i}\` | \`Options${i}\` | The options of thing ${i}. |\n\n\`\`\`ts\nfunction function${i}(options${i}: Options${i}): Thing${i}\n\`\`\`\n`
    parts.push(part)
    size += part.length
  }
  return parts.join('')
}

const pages = ['overview', 'generated-module', 'reference-1mb', 'reference-5mb']
const config = JSON.stringify({ sections: [{ label: 'Docs', children: pages.map((to) => ({ label: to, to })) }] })

beforeAll(async () => {
  createRepository(path.join(workspace.dir, 'repos', 'query'), {
    'docs/config.json': config,
    'docs/overview.md': '---\ntitle: Overview\n---\n\nThe zanzibar overview.\n',
    'docs/generated-module.md': generatedModule(250_000),
    'docs/reference-1mb.md': generatedReference('Reference 1 MB', 1_100_000),
    'docs/reference-5mb.md': generatedReference('Reference 5 MB', 5_000_000),
  })
  server = await startBuiltServer({
    CONTENT_DIR: path.join(workspace.dir, 'repos'),
    SEARCH_INDEX_DIR: path.join(workspace.dir, 'index'),
    SEARCH_LIBRARIES: 'query',
    DATABASE_URL: `file:${path.join(workspace.dir, 'site.db')}`,
  })
  // The server loads the doc route's code on its first doc page: a start-up cost, not the render's.
  expect((await fetch(`${server.url}/query/latest/docs/overview`)).status).toBe(200)
}, 60_000)

afterAll(async () => {
  await server?.stop()
  workspace.remove()
})

async function search(query: string) {
  const response = await fetch(`${server.url}/api/search/1/indexes/*/queries`, {
    method: 'POST',
    body: JSON.stringify({ requests: [{ indexName: 'TanStack', params: { query, filters: 'version:latest', hitsPerPage: 50 } }] }),
  })
  const body = (await response.json()) as { results: { hits: { url: string }[] }[] }
  return { complete: response.headers.get('x-search-index') === 'complete', urls: body.results[0]!.hits.map((hit) => hit.url) }
}

describe('pages too large to show whole', () => {
  it('are indexed with the rest of their library, and search finds them', async () => {
    const deadline = Date.now() + 240_000
    while (!(await search('zanzibar')).complete) {
      expect(Date.now()).toBeLessThan(deadline)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect((await search('zanzibar')).urls).toEqual(['/query/latest/docs/overview'])
    expect((await search('function12')).urls).toEqual(
      expect.arrayContaining(['/query/latest/docs/reference-5mb#function12', '/query/latest/docs/reference-1mb#function12']),
    )
    expect(server.output()).not.toMatch(/index build failed/)
  }, 250_000)

  it.each([
    { page: 'generated-module', shows: ['data-plain=""', 'Shown without highlighting: this block is too long to highlight'] },
    { page: 'reference-1mb', shows: ['data-truncated=""', 'This page is 1.0 MB of Markdown', 'id="function12"'] },
    {
      page: 'reference-5mb',
      shows: ['data-truncated=""', 'This page is 4.8 MB of Markdown', 'https://github.com/tanstack/query/blob/main/docs/reference-5mb.md'],
    },
  ])(
    '$page answers in time with a notice, and a cheap page stays prompt meanwhile',
    async ({ page, shows }) => {
      const idle = await probeIdle(server.url, '/robots.txt')
      const started = performance.now()
      const answer = fetch(`${server.url}/query/latest/docs/${page}`).then(async (response) => ({
        status: response.status,
        body: await response.text(),
        ms: performance.now() - started,
      }))
      let residentPeak: ResidentMemory | undefined
      const sampling = setInterval(() => {
        const now = residentMemory(server.process.pid!)
        if (now.total > (residentPeak?.total ?? 0)) residentPeak = now
      }, 200)
      const during = await probeWhile(server.url, '/robots.txt', answer).finally(() => clearInterval(sampling))
      const { status, body, ms } = await answer
      console.log(
        `${page}: ${Math.round(ms)} ms, ${body.length} bytes; /robots.txt p95 ${during.p95.toFixed(1)} ms (idle ${idle.p95.toFixed(1)} ms), max ${during.max.toFixed(0)} ms; resident memory peak ${residentPeak?.total.toFixed(0)} MB (${residentPeak?.parts})`,
      )
      expect(status).toBe(200)
      for (const text of shows) expect(body).toContain(text)
      expect(ms).toBeLessThan(90_000)
      expect(during.p95).toBeLessThanOrEqual(promptBound(idle))
      // The render child's heap is its part of the memory plan: the server and its children together stay within the bound.
      expect(residentPeak!.total).toBeLessThanOrEqual(DEFAULT_MEMORY_LIMIT_MB + OUTSIDE_HEAP_ALLOWANCE_MB)
      expect(server.process.exitCode).toBeNull()
      expect((await fetch(`${server.url}/robots.txt`)).status).toBe(200)
    },
    120_000,
  )

  it('gives the Markdown copy of a shortened page the same notice', async () => {
    const response = await fetch(`${server.url}/query/latest/docs/reference-5mb.md`)
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text.length).toBeLessThan(600 * 1024)
    expect(text).toContain('here are its first')
    expect(text).toContain('https://github.com/tanstack/query/blob/main/docs/reference-5mb.md')
  }, 120_000)
})
