/**
 * CONTENT_SOURCE=github while GitHub fails: pages read before are served from the last known
 * commit, pages never read show a notice (never a 500, never cached), and the site picks up
 * GitHub again by itself.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github'
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy'
import { createRepository } from '../support/git-fixture'
import { startBuiltServer, type RunningServer } from '../support/server'

const workspace = mkdtempSync(path.join(tmpdir(), 'site-content-outage-'))
let github: FakeGitHub
let proxy: FaultProxy
let server: RunningServer

const READ_BEFORE = '/query/latest/docs/framework/react/overview'
const NEVER_READ = '/query/latest/docs/framework/react/guides/queries'
const IMAGE = '/docs-assets/query/latest/docs/assets/diagram.svg'

beforeAll(async () => {
  const repo = path.join(workspace, 'query')
  createRepository(repo, {
    'docs/config.json': JSON.stringify({ sections: [{ label: 'Getting Started', children: [{ label: 'Overview', to: 'framework/react/overview' }] }] }),
    'docs/framework/react/overview.md': '---\ntitle: Overview\n---\n\nRead while GitHub was up.\n',
    'docs/framework/react/guides/queries.md': '---\ntitle: Queries\n---\n\nOnly read once GitHub is back.\n',
    'examples/react/basic/src/main.tsx': 'export {}\n',
    'docs/assets/diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><title>the real diagram</title></svg>',
  })
  github = await startFakeGitHub({ 'tanstack/query': path.join(repo, '.git') })
  proxy = await startFaultProxy({ port: Number(new URL(github.apiUrl).port) }, { delayMs: 60_000 })
  server = await startBuiltServer({
    CONTENT_SOURCE: 'github',
    GITHUB_API_URL: `http://${proxy.host}/api`,
    GITHUB_RAW_URL: `http://${proxy.host}/raw`,
    REF_TTL_MS: '100',
    GITHUB_CONTENT_TIMEOUT_MS: '1000',
    DATABASE_URL: `file:${path.join(workspace, 'site.db')}`,
    LIVE_STATS_REFRESH_SECONDS: '0',
  })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await proxy?.close()
  await github?.close()
  rmSync(workspace, { recursive: true, force: true })
})

it('serves the last copy or a notice while GitHub fails, and recovers on its own', async () => {
  expect((await fetch(`${server.url}${READ_BEFORE}`)).status).toBe(200)
  github.failWith = 502
  await new Promise((resolve) => setTimeout(resolve, 200))

  const stale = await fetch(`${server.url}${READ_BEFORE}`)
  expect(stale.status).toBe(200)
  expect(await stale.text()).toContain('Read while GitHub was up.')

  const cold = await fetch(`${server.url}${NEVER_READ}`)
  expect(cold.status).toBe(200)
  expect(cold.headers.get('cache-control')).toBe('no-store')
  expect(await cold.text()).toContain('The docs could not be read from their source just now.')

  const markdown = await fetch(`${server.url}${NEVER_READ}.md`)
  expect(markdown.status).toBe(200)
  expect(await markdown.text()).toContain('The docs could not be read from their source just now.')

  const example = await fetch(`${server.url}/query/latest/docs/framework/react/examples/basic`)
  expect(example.status).toBe(404)
  expect(example.headers.get('cache-control')).toBe('no-store')
  expect(await example.text()).toContain('This example could not be read from its source just now.')

  // An image never read: a stand-in that says so, never stored.
  const image = await fetch(`${server.url}${IMAGE}`)
  expect(image.status).toBe(200)
  expect(image.headers.get('content-type')).toBe('image/svg+xml')
  expect(image.headers.get('cache-control')).toBe('no-store')
  expect(await image.text()).toContain('Image not available right now')

  github.failWith = undefined
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(await (await fetch(`${server.url}${IMAGE}`)).text()).toContain('the real diagram')
  const back = await fetch(`${server.url}${NEVER_READ}`)
  expect(back.status).toBe(200)
  expect(await back.text()).toContain('Only read once GitHub is back.')
  expect((await fetch(`${server.url}/query/latest/docs/framework/react/examples/basic`)).status).toBe(200)
})

it('answers llms.txt within about one time-out while GitHub is slow, not one per library', async () => {
  await proxy.setMode('slow')
  try {
    await new Promise((resolve) => setTimeout(resolve, 200))
    const started = Date.now()
    const response = await fetch(`${server.url}/llms.txt`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('## TanStack Query')
    // GITHUB_CONTENT_TIMEOUT_MS is 1 s; ten libraries one after the other took ten.
    expect(Date.now() - started).toBeLessThan(5_000)
  } finally {
    await proxy.setMode('pass')
  }
})
