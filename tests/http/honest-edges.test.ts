/**
 * What the site says at its edges is true: the version label is the major the repository's
 * packages declare, a missing doc says so on the page that opens instead, 404s read as written
 * for people (and help inside a library), and the catalogue's default example resolves against
 * the repository. A server of its own, over fixture repositories: `table` whose main branch
 * declares 9.x while the catalogue says v8, and `query` with no package manifests at all.
 */
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRepository, tempDir } from '../support/git-fixture'
import { tableFixture } from '../support/fixture-repos'
import { startBuiltServer, type RunningServer } from '../support/server'
import { locationPath, titleOf } from '../support/http'

const workspace = tempDir('site-honest-edges-')
let server: RunningServer

const manifest = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

beforeAll(async () => {
  createRepository(path.join(workspace.dir, 'table'), {
    ...tableFixture,
    'package.json': manifest({ name: 'table-root', private: true, version: '0.0.0' }),
    'packages/table-core/package.json': manifest({ name: '@tanstack/table-core', version: '9.1.2' }),
    'packages/react-table/package.json': manifest({ name: '@tanstack/react-table', version: '9.1.2' }),
    'packages/eslint-config/package.json': manifest({ name: 'internal-lint', private: true, version: '12.0.0' }),
  })
  createRepository(path.join(workspace.dir, 'query'), {
    'docs/config.json': manifest({ sections: [{ label: 'Getting Started', children: [{ label: 'Overview', to: 'framework/react/overview' }] }] }),
    'docs/framework/react/overview.md': '---\ntitle: Overview\n---\n\nThe fixture overview.\n',
    'docs/framework/vue/overview.md': '---\ntitle: Overview\n---\n\nThe Vue overview.\n',
    'docs/framework/react/installation.md': '---\ntitle: Installation\n---\n\n```bash\nnpm i @fixture/react-cache\n```\n',
    'docs/framework/react/quick-start.md': [
      '---\ntitle: Quick Start\n---\n',
      '```bash\nnpm i @fixture/react-cache\n```\n',
      '```tsx\nimport { useCache } from "@fixture/react-cache"\n\nexport function Todos() {\n  const todos = useCache({ key: ["todos"] })\n  return todos.length\n}\n```\n',
    ].join('\n'),
  })
  server = await startBuiltServer({
    CONTENT_DIR: workspace.dir,
    DATABASE_URL: `file:${path.join(workspace.dir, 'site.db')}`,
    SEARCH_INDEX_DIR: path.join(workspace.dir, 'search'),
    LIVE_STATS_REFRESH_SECONDS: '0',
    PAGE_CACHE_MB: '0',
  })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  workspace.remove()
})

async function get(pathname: string) {
  const response = await fetch(`${server.url}${pathname}`, { redirect: 'manual' })
  return { status: response.status, body: await response.text(), location: response.headers.get('location') }
}

const versionOptions = (html: string) => [...html.matchAll(/<option value="(latest|v\d+)"[^>]*>([^<]*)<\/option>/g)].map((m) => `${m[1]}=${m[2]}`)

describe('the version label', () => {
  it('labels latest with the major the latest branch’s packages declare, not the catalogue’s', async () => {
    const page = await get('/table/latest/docs/overview')
    expect(page.status).toBe(200)
    // The catalogue's v8 names the same branch: offered under that number it would mislabel v9 docs.
    expect(versionOptions(page.body)).toEqual(['latest=latest (v9)'])
    const landing = await get('/table/latest')
    expect(landing.body).toMatch(/Version: <span[^>]*>v9 \(latest\)<\/span>/)
  })

  it('keeps the version paths of the specification working', async () => {
    const page = await get('/table/v8/docs/overview')
    expect(page.status).toBe(200)
    expect(versionOptions(page.body)).toEqual(['latest=latest (v9)', 'v8=v8'])
    expect((await get('/table/v8')).status).toBe(200)
  })

  it('falls back to the catalogue’s major for a repository without package manifests', async () => {
    const page = await get('/query/latest/docs/framework/react/overview')
    expect(page.status).toBe(200)
    expect(versionOptions(page.body)[0]).toBe('latest=latest (v5)')
  })
})

describe('a missing doc', () => {
  it('opens the default doc, which says the page asked for does not exist', async () => {
    const missing = await get('/query/latest/docs/framework/react/guides/nope?from=reactQueryV3')
    expect([302, 307]).toContain(missing.status)
    const target = locationPath(missing.location)!
    expect(target).toBe('/query/latest/docs/framework/react/overview?from=reactQueryV3&missing=framework%2Freact%2Fguides%2Fnope')
    const page = await get(target)
    expect(page.status).toBe(200)
    expect(page.body).toContain('The page “guides/nope” does not exist in Query latest; here is the overview.')
    // The notice travels only with the redirect.
    expect((await get('/query/latest/docs/framework/react/overview')).body).not.toContain('does not exist in Query')
  })
})

describe('404 pages', () => {
  it('read as written for people, with the title "Page not found" and a search field', async () => {
    for (const pathname of ['/stats/foo', '/nonexistent/latest', '/blog/no-such-post']) {
      const page = await get(pathname)
      expect(page.status, pathname).toBe(404)
      expect(titleOf(page.body), pathname).toMatch(/^Page not found \| TanStack/)
      expect(page.body, pathname).toContain('404 Not Found')
      expect(page.body, pathname).not.toMatch(/Library with id|not found<\/p>/i)
      expect(page.body, pathname).toMatch(/<form[^>]*role="search"/)
      expect(page.body, pathname).toMatch(/<input[^>]*name="q"/)
    }
  })

  it('inside a library, search that library and list the frameworks and docs it does have', async () => {
    const page = await get('/table/latest/no-such-page')
    expect(page.status).toBe(404)
    expect(titleOf(page.body)).toMatch(/^Page not found \|/)
    expect(page.body).toMatch(/<form[^>]*action="\/table\/latest"/)
    // Frameworks from the repository, including one the catalogue does not list (alpine), none it lacks (qwik).
    expect(page.body).toContain('href="/table/latest/docs/framework/react"')
    expect(page.body).toContain('href="/table/latest/docs/framework/alpine"')
    expect(page.body).not.toContain('href="/table/latest/docs/framework/qwik"')
    expect(page.body).toContain('href="/table/latest/docs/overview"')

    const framework = await get('/table/latest/docs/framework/qwik/guide')
    expect(framework.status).toBe(404)
    expect(framework.body).toContain('Table latest has no docs for Qwik.')
    expect(framework.body).toContain('href="/table/latest/docs/framework/alpine"')
  })
})

describe('the default example', () => {
  it('resolves the specification’s …/examples/basic to the example the repository has', async () => {
    const basic = await get('/table/latest/docs/framework/react/examples/basic')
    expect([302, 307]).toContain(basic.status)
    expect(locationPath(basic.location)).toBe('/table/latest/docs/framework/react/examples/counter')
    expect((await get('/table/latest/docs/framework/react/examples/counter')).status).toBe(200)
    // Any other missing example stays a 404.
    expect((await get('/table/latest/docs/framework/react/examples/nope')).status).toBe(404)
  })
})

describe('the landing page', () => {
  it('shows the install command as the docs’ package-manager tabs and a code sample, both from the repository', async () => {
    const landing = await get('/query/latest')
    expect(landing.status).toBe(200)
    const start = landing.body.slice(landing.body.indexOf('data-landing-start'))
    const text = start.replace(/<[^>]+>/g, '')
    expect(start).toMatch(/role="tablist"[^>]*aria-label="Package manager"/)
    expect(text).toContain('npm i @fixture/react-cache')
    expect(text).toContain('pnpm add @fixture/react-cache')
    expect(start).toContain('href="/query/latest/docs/framework/react/quick-start"')
    expect(text).toContain('const todos = useCache({ key: ["todos"] })')
    // A repository whose installation page has its own tab block: that block, as written.
    const table = await get('/table/latest')
    expect(table.body.slice(table.body.indexOf('data-landing-start')).replace(/<[^>]+>/g, '')).toContain('npm i @fixture/react-grid')
  })
})
