import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fromHtml } from 'hast-util-from-html'
import { toString } from 'hast-util-to-string'
import type { Element } from 'hast'
import { visit } from 'unist-util-visit'
import { fromCrossJSON, toJSONAsync } from 'seroval'
import { tempDir } from '../support/git-fixture'
import { serverFnId } from '../support/server-fn'
import { startBuiltServer, type RunningServer } from '../support/server'
import { writeVersionsFixture, type VersionsFixture } from '../support/versions-fixture'

const workspace = tempDir()
let server: RunningServer
let fixture: VersionsFixture

beforeAll(async () => {
  fixture = writeVersionsFixture(workspace.dir)
  server = await startBuiltServer({ CONTENT_DIR: workspace.dir })
})

afterAll(async () => {
  await server?.stop()
  workspace.remove()
})

function elements(html: string, test: (element: Element) => boolean): Element[] {
  const found: Element[] = []
  visit(fromHtml(html), 'element', (node) => {
    if (test(node)) found.push(node)
  })
  return found
}

const classOf = (element: Element) => (Array.isArray(element.properties.className) ? element.properties.className.map(String) : [])

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`)
  return { response, body: await response.text() }
}

describe('comparing a page with another version', () => {
  it('renders the page against v4 with added, removed, moved and code changes marked and unchanged runs folded', async () => {
    const { response, body } = await page('/query/latest/docs/framework/react/guides/caching?compare=v4')
    expect(response.status).toBe(200)
    const summary = elements(body, (node) => node.properties.dataCompareSummary !== undefined)[0]
    expect(summary && toString(summary)).toContain('Changes from v4 to v5')
    const removed = elements(body, (node) => node.tagName === 'del' && classOf(node).includes('doc-diff-del'))
    expect(removed.map((node) => toString(node))).toEqual(expect.arrayContaining([expect.stringContaining('Removed in v5Removed in v5')]))
    expect(elements(body, (node) => classOf(node).includes('doc-diff-moved'))).toHaveLength(1)
    const deletedLines = elements(body, (node) => classOf(node).includes('doc-diff-line-del')).map((node) => toString(node))
    const addedLines = elements(body, (node) => classOf(node).includes('doc-diff-line-ins')).map((node) => toString(node))
    expect(deletedLines.join('\n')).toContain('cacheTime')
    expect(addedLines.join('\n')).toContain('gcTime')
    const folds = elements(body, (node) => node.tagName === 'details' && classOf(node).includes('doc-diff-fold'))
    expect(folds.length).toBeGreaterThan(0)
    expect(toString(folds[0]!)).toMatch(/^\d+ unchanged (paragraphs|blocks)/)
  })

  it('keeps the plain page as canonical and tells search engines not to index the comparison', async () => {
    const { body } = await page('/query/latest/docs/framework/react/guides/caching?compare=v4')
    const canonical = elements(body, (node) => node.tagName === 'link' && String(node.properties.rel) === 'canonical')
    expect(canonical.map((node) => node.properties.href)).toEqual([expect.stringMatching(/\/query\/latest\/docs\/framework\/react\/guides\/caching$/)])
    const robots = elements(body, (node) => node.tagName === 'meta' && node.properties.name === 'robots')
    expect(robots.map((node) => node.properties.content)).toEqual(['noindex'])
    const plain = await page('/query/latest/docs/framework/react/guides/caching')
    expect(elements(plain.body, (node) => node.tagName === 'meta' && node.properties.name === 'robots')).toHaveLength(0)
  })

  it('says when the page is not in the other version and offers the closest page there', async () => {
    const { response, body } = await page('/query/latest/docs/framework/react/guides/suspense?compare=v4')
    expect(response.status).toBe(200)
    const notice = elements(body, (node) => node.properties.dataCompareMissing !== undefined)[0]
    expect(notice && toString(notice)).toContain('This page is not in the v4 docs')
    // The version switch's rule: the first page of the same sidebar section there.
    const links = notice ? elements(body, (node) => node.tagName === 'a' && String(node.properties.href) === '/query/v4/docs/framework/react/overview') : []
    expect(links.length).toBeGreaterThan(0)
    // The page itself is still shown.
    expect(body).toContain('Suspense is new in v5.')
  })

  it('compares from an older page too, still from the older version to the newer', async () => {
    const { body } = await page('/query/v4/docs/framework/react/guides/caching?compare=latest')
    expect(body).toContain('Changes from v4 to v5')
  })

  it('answers a version the library does not have with a notice, not an error', async () => {
    const { response, body } = await page('/query/latest/docs/framework/react/guides/caching?compare=v99')
    expect(response.status).toBe(200)
    expect(body).toContain('Query has no version')
  })

  it('gives the unified diff of the composed Markdown at ….md?compare=v4', async () => {
    const response = await fetch(`${server.url}/query/latest/docs/framework/react/guides/caching.md?compare=v4`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/x-diff')
    const patch = await response.text()
    expect(patch).toContain('--- v4/docs/framework/react/guides/caching.md')
    expect(patch).toContain('+++ v5/docs/framework/react/guides/caching.md')
    expect(patch).toMatch(/^-useQuery\(\{ queryKey: \['todos'\], queryFn, cacheTime: 5 \* 60 \* 1000 \}\)$/m)
    expect(patch).toMatch(/^\+useQuery\(\{ queryKey: \['todos'\], queryFn, gcTime: 5 \* 60 \* 1000 \}\)$/m)
    const missing = await fetch(`${server.url}/query/latest/docs/framework/react/guides/suspense.md?compare=v4`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('/query/v4/docs/framework/react/overview.md')
    const bad = await fetch(`${server.url}/query/latest/docs/framework/react/guides/caching.md?compare=nope`)
    expect(bad.status).toBe(400)
  })
})

describe('page history', () => {
  it('shows when the page was last updated, linking the commit, and its history on GitHub', async () => {
    const { body } = await page('/query/latest/docs/framework/react/guides/caching')
    const [history] = elements(body, (node) => node.properties.dataPageHistory !== undefined)
    expect(history).toBeDefined()
    const links = elements(body, (node) => node.tagName === 'a' && /github\.com\/tanstack\/query\/commit\//.test(String(node.properties.href)))
    expect(links.map((node) => node.properties.href)).toEqual([`https://github.com/tanstack/query/commit/${fixture.commits.rewrite}`])
    expect(toString(history!)).toMatch(/^Last updated \w+ \d+, \d{4}History$/)
    expect(body).toContain('href="https://github.com/tanstack/query/commits/main/docs/framework/react/guides/caching.md"')
    // A client navigation gets the same history with the page, in one request.
    const payload = JSON.stringify(await toJSONAsync({ data: { libraryId: 'query', version: 'latest', framework: 'react', page: 'guides/caching' } }))
    const answer = await fetch(
      `${server.url}/_serverFn/${serverFnId('src/features/docs/docs.functions.ts', 'getDocPageFn')}?payload=${encodeURIComponent(payload)}`,
      {
        headers: { 'x-tsr-serverFn': 'true', accept: 'application/json' },
      },
    )
    expect(answer.status).toBe(200)
    const { result } = fromCrossJSON(await answer.json(), { refs: new Map() }) as { result: unknown }
    expect(result).toMatchObject({
      kind: 'doc',
      history: {
        commitUrl: `https://github.com/tanstack/query/commit/${fixture.commits.rewrite}`,
        historyUrl: 'https://github.com/tanstack/query/commits/main/docs/framework/react/guides/caching.md',
      },
    })
  })
})

describe('way-finding', () => {
  it('puts breadcrumbs above the title, library › section › page', async () => {
    const { body } = await page('/query/latest/docs/framework/react/reference/useQuery')
    const [nav] = elements(body, (node) => node.tagName === 'nav' && node.properties.ariaLabel === 'Breadcrumb')
    expect(nav).toBeDefined()
    const items = elements(body, (node) => node.tagName === 'li').filter((li) => nav && JSON.stringify(nav).includes(JSON.stringify(li)))
    expect(items.map((li) => toString(li))).toEqual(['TanStack Query', 'API Reference', 'useQuery'])
    expect(body.indexOf('aria-label="Breadcrumb"')).toBeLessThan(body.indexOf('id="doc-title"'))
  })

  it('describes the page in valid JSON-LD (breadcrumbs and the article), and the home page the site with its search action', async () => {
    const { body } = await page('/query/latest/docs/framework/react/guides/caching')
    const blocks = elements(body, (node) => node.tagName === 'script' && node.properties.type === 'application/ld+json').map(
      (node) => JSON.parse(toString(node)) as unknown[],
    )
    expect(blocks).toHaveLength(1)
    expect(blocks[0]).toHaveLength(2)
    const [breadcrumbs, article] = blocks[0]!
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'TanStack Query', position: 1 },
        { name: 'Getting Started', position: 2 },
        { name: 'Caching', position: 3, item: expect.stringMatching(/^https?:\/\/[^/]+\/query\/latest\/docs\/framework\/react\/guides\/caching$/) },
      ],
    })
    expect(article).toMatchObject({ '@type': 'TechArticle', headline: 'Caching', dateModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) })
    const home = await page('/')
    const site = elements(home.body, (node) => node.tagName === 'script' && node.properties.type === 'application/ld+json').map(
      (node) => JSON.parse(toString(node)) as unknown,
    )
    expect(site).toEqual([
      expect.objectContaining({
        '@type': 'WebSite',
        potentialAction: expect.objectContaining({ target: { '@type': 'EntryPoint', urlTemplate: expect.stringMatching(/\/\?q=\{search_term_string\}$/) } }),
      }),
    ])
  })
})

describe('renamed and removed APIs between majors', () => {
  it('lists them on the changes page, linked to the pages of each version', async () => {
    const { response, body } = await page('/query/latest/docs/changes?from=v4')
    expect(response.status).toBe(200)
    expect(body).toContain('Query API changes from v4 to v5')
    const [renamed] = elements(body, (node) => node.properties.dataRenamed !== undefined)
    const items = renamed ? elements(body, (node) => node.tagName === 'li' && JSON.stringify(renamed).includes(JSON.stringify(node))) : []
    expect(items.map((li) => toString(li).split('From the guide')[0])).toEqual([
      'cacheTime→gcTime',
      'useErrorBoundary→throwOnError',
      'keepPreviousData→placeholderData',
    ])
    expect(body).toContain('href="/query/v4/docs/framework/react/reference/useQuery"')
    expect(body).toContain('href="/query/latest/docs/framework/react/guides/migrating-to-v5"')
    // A name the v5 reference dropped is "removed" only when the v5 package no longer declares it.
    const section = (id: string) => toString(elements(body, (node) => node.tagName === 'section' && String(node.properties.ariaLabelledBy) === id)[0]!)
    expect(section('removed-title')).toMatch(/^Removed \(1\).*isDataEqual$/)
    expect(section('undocumented-title')).toMatch(/^No longer documented \(1\).*notifyOnChangeProps$/)
  })

  it('returns the same lists as JSON, and a 400 for a pair that is not older → newer', async () => {
    const response = await fetch(`${server.url}/api/changes/query?from=v4`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      from: string
      to: string
      renamed: { from: string; to: string; toPage?: string }[]
      removed: { name: string; page: string }[]
      noLongerDocumented: { name: string; page: string }[]
      added: { name: string }[]
    }
    expect(body).toMatchObject({ from: 'v4', to: 'v5' })
    expect(body.renamed.map((rename) => `${rename.from} → ${rename.to}`)).toEqual([
      'cacheTime → gcTime',
      'useErrorBoundary → throwOnError',
      'keepPreviousData → placeholderData',
    ])
    expect(body.renamed[0]!.toPage).toBe('/query/latest/docs/framework/react/reference/useQuery')
    // Both left the reference; the v5 package still declares notifyOnChangeProps, and no longer isDataEqual.
    expect(body.removed).toEqual([{ name: 'isDataEqual', page: '/query/v4/docs/framework/react/reference/useQuery' }])
    expect(body.noLongerDocumented).toEqual([{ name: 'notifyOnChangeProps', page: '/query/v4/docs/framework/react/reference/useQuery' }])
    expect(body.added.map((name) => name.name)).toEqual(['experimental_prefetchInRender'])
    expect((await fetch(`${server.url}/api/changes/query?from=latest&version=v4`)).status).toBe(400)
    expect((await fetch(`${server.url}/api/changes/query?from=../../etc`)).status).toBe(400)
    expect((await fetch(`${server.url}/api/changes/nope?from=v4`)).status).toBe(404)
  })

  it('tells where a renamed name went, for the search dialog', async () => {
    const response = await fetch(`${server.url}/api/renamed?q=cachetime`)
    expect(await response.json()).toEqual({
      hints: [
        {
          library: 'query',
          libraryName: 'Query',
          from: 'cacheTime',
          to: 'gcTime',
          version: 'v5',
          href: '/query/latest/docs/framework/react/reference/useQuery',
        },
      ],
    })
    expect(await (await fetch(`${server.url}/api/renamed?q=gcTime`)).json()).toEqual({ hints: [] })
  })
})

describe('the MCP tool list_api_changes', () => {
  it('answers through the SDK client with the renames, removals and additions, and a tool error for a wrong pair', async () => {
    const client = new Client({ name: 'changes-test', version: '1.0.0' })
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/api/mcp`)))
    try {
      const { tools } = await client.listTools()
      expect(tools.map((tool) => tool.name)).toContain('list_api_changes')
      type ToolResult = { content: { type: string; text: string }[]; isError?: boolean }
      const result = (await client.callTool({ name: 'list_api_changes', arguments: { library: 'query' } })) as ToolResult
      expect(result.isError).toBeFalsy()
      const text = result.content.map((part) => part.text).join('\n')
      expect(text).toMatch(
        /^# Query API changes from v4 to v5\n\n## Renamed \(3\)\n- cacheTime → gcTime \(Rename cacheTime to gcTime; http:\/\/localhost:3000\/query\/latest\/docs\/framework\/react\/guides\/migrating-to-v5\)\n/,
      )
      expect(text).toContain('- useErrorBoundary → throwOnError (')
      expect(text).toContain('- keepPreviousData → placeholderData (')
      expect(text).toContain('## Removed (1)\n- isDataEqual (http://localhost:3000/query/v4/docs/framework/react/reference/useQuery)')
      expect(text).toContain(
        '## No longer documented (1)\nNot in the newer reference, but still declared by the library (or its sources could not be read):\n- notifyOnChangeProps (http://localhost:3000/query/v4/docs/framework/react/reference/useQuery)',
      )
      expect(text).toContain('## Added (1)\n- experimental_prefetchInRender (')
      const wrong = (await client.callTool({ name: 'list_api_changes', arguments: { library: 'query', from: 'latest', to: 'v4' } })) as ToolResult
      expect(wrong.isError).toBe(true)
      expect(wrong.content[0]!.text).toContain('is not older than')
    } finally {
      await client.close()
    }
  })
})
