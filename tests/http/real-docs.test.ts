/**
 * The built site on real repositories — the corpus bundles and the fixture repositories — with
 * the page list as the one authority: every page it lists answers 200 inside the site layout,
 * with a title and sanitised markup, and no sidebar, selector, sitemap or search link points at anything it does not list. The
 * server indexes the repositories itself: every record it wrote is checked against its page, and
 * a doc page keeps answering at once while hostile search bodies are being processed.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempDir } from '../support/git-fixture'
import { probeIdle, probeWhile, promptBound } from '../support/probe'
import { realContent } from '../support/real-content'
import { waitForSearchIndex } from '../support/search-index'
import { startBuiltServer, type RunningServer } from '../support/server'
import { exampleOfPage } from '~/lib/docs/address'

const content = realContent('site-real-docs-')
const data = tempDir('site-real-docs-data-')
process.env.CONTENT_DIR = content.dir
process.env.CONTENT_SOURCE = 'local'

type DocPage = typeof import('~/server/docs/doc-page')
type PageListModule = typeof import('~/lib/docs/page-list')
let docPage: DocPage
let pageList: PageListModule
let server: RunningServer

const targets = [
  ['query', 'latest'],
  ['query', 'v4'],
  ['query', 'v3'],
  ['router', 'latest'],
  ['start', 'latest'],
  ['form', 'latest'],
  ['table', 'latest'],
  ['virtual', 'latest'],
] as const

/** Fewer pages than these means the page list lost some (the corpus at its commit, the fixtures as written). */
const minimumPages: Record<string, number> = {
  'query latest': 400,
  'query v4': 100,
  'query v3': 50,
  'router latest': 100,
  'start latest': 50,
  'form latest': 200,
  'table latest': 5,
  'virtual latest': 4,
}

beforeAll(async () => {
  server = await startBuiltServer({
    CONTENT_DIR: content.dir,
    SEARCH_INDEX_DIR: path.join(data.dir, 'search'),
    SEARCH_LIBRARIES: 'query,router,start,form,table,virtual',
    DATABASE_URL: `file:${path.join(data.dir, 'site.db')}`,
    SEARCH_REFRESH_MS: '600000',
  })
  docPage = await import('~/server/docs/doc-page')
  pageList = await import('~/lib/docs/page-list')
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await (await import('~/server/content')).getContentSource().close?.()
  content.remove()
  data.remove()
})

async function listOf(libraryId: string, version: string) {
  const found = await docPage.pageListOf(libraryId, version)
  if (found.kind !== 'list') throw new Error(found.message)
  return found.list
}

/** Whether a site URL of the docs names a page or an example of a listed version. */
async function isListed(href: string): Promise<boolean> {
  const match = /^\/([^/]+)\/([^/]+)\/docs\/(.+?)(?:#.*)?$/.exec(href.replace(/^https?:\/\/[^/]+/, ''))
  if (!match) return false
  const list = await listOf(match[1]!, match[2]!)
  const page = match[3]!
  const example = exampleOfPage(page)
  return example ? pageList.hasExample(list, example.framework, example.name) : pageList.findPage(list, page) !== undefined
}

async function get(pathname: string) {
  const response = await fetch(`${server.url}${pathname}`, { redirect: 'manual', signal: AbortSignal.timeout(60_000) })
  return { status: response.status, body: await response.text(), location: response.headers.get('location') }
}

/** Follows redirects to the page a reader ends on. */
async function land(pathname: string) {
  const response = await fetch(`${server.url}${pathname}`, { signal: AbortSignal.timeout(60_000) })
  const url = new URL(response.url)
  return { status: response.status, body: await response.text(), path: `${url.pathname}${url.search}` }
}

const decode = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"')

/**
 * What is wrong with a doc page's title and rendered Markdown (from its heading to the article's
 * footer): an empty title, or markup the sanitiser should have taken out of the repository's text
 * (script elements, event-handler attributes, script URLs).
 */
function problemsOfDoc(body: string): string[] {
  const start = body.indexOf('<h1 id="doc-title"')
  const end = body.indexOf('<footer', start)
  if (start < 0 || end < 0) return ['no doc title or article footer']
  const doc = body.slice(start, end)
  const problems: string[] = []
  if (!/^<h1 id="doc-title"[^>]*>[^<]*[^<\s]/.test(doc)) problems.push('empty title')
  if (/href="javascript:/i.test(doc)) problems.push('script URL')
  if (/<script\b|<[a-z][^>]*\son[a-z]+\s*=/i.test(doc.replace(/"[^"]*"/g, '""'))) problems.push('script or event handler in the markup')
  return problems
}

describe('every page of the page list', () => {
  it.each(targets)(
    '%s %s: answers 200 inside the site layout, with a title and sanitised markup',
    async (libraryId, version) => {
      const list = await listOf(libraryId, version)
      expect(list.pages.length).toBeGreaterThanOrEqual(minimumPages[`${libraryId} ${version}`] ?? 1)
      const failures: string[] = []
      let next = 0
      const worker = async () => {
        while (next < list.pages.length) {
          const page = list.pages[next++]!
          const url = `/${libraryId}/${version}/docs/${page.page}`
          const response = await get(url)
          if (response.status !== 200) failures.push(`${url}: ${response.status} ${response.location ?? ''}`)
          else if (!response.body.includes('<header') || /<h1[^>]*>Something went wrong!<\/h1>|id="not-found-title"/.test(response.body))
            failures.push(`${url}: error view`)
          else failures.push(...problemsOfDoc(response.body).map((problem) => `${url}: ${problem}`))
        }
      }
      await Promise.all(Array.from({ length: 4 }, worker))
      expect(failures).toEqual([])
    },
    240_000,
  )
})

describe('links the site makes', () => {
  it.each(targets)(
    '%s %s: the sidebar and the framework selector of every framework name listed pages and frameworks only',
    async (libraryId, version) => {
      const list = await listOf(libraryId, version)
      // One page per framework (and one framework-neutral page) shows each sidebar the version has.
      const samples = [list.pages.find((p) => p.framework === null), ...list.frameworks.map((fw) => list.pages.find((p) => p.framework === fw))].filter(Boolean)
      for (const sample of samples) {
        const { body } = await get(`/${libraryId}/${version}/docs/${sample!.page}`)
        const nav = /<nav aria-label="Docs">([\s\S]*?)<\/nav>/.exec(body)?.[1] ?? ''
        const hrefs = [...nav.matchAll(/href="([^"]+)"/g)].map((m) => decode(m[1]!)).filter((href) => href.startsWith('/'))
        for (const href of hrefs) expect(await isListed(href), `${sample!.page} → ${href}`).toBe(true)
        const options = [...(/Framework<span[\s\S]*?<select[^>]*>([\s\S]*?)<\/select>/.exec(body)?.[1] ?? '').matchAll(/<option value="([^"]+)"/g)].map(
          (m) => m[1],
        )
        expect(options).toEqual(list.frameworks)
      }
    },
    120_000,
  )

  it('lists only pages of the page list in the sitemap', async () => {
    const { body } = await get('/sitemap.xml')
    const docs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((p) => p.includes('/docs/'))
    expect(docs.length).toBeGreaterThan(800)
    const unlisted = []
    for (const href of docs) if (!(await isListed(href))) unlisted.push(href)
    expect(unlisted).toEqual([])
  })

  it('indexes only pages of the page list for search', async () => {
    // The server builds its index in the background after it starts, one file per library
    // (a header line, then a record per line); wait for all of them.
    await waitForSearchIndex(server.url, 280_000)
    const records: { url: string }[] = []
    for (const library of ['query', 'router', 'start', 'form', 'table', 'virtual']) {
      const lines = (await readFile(path.join(data.dir, 'search', `${library}.ndjson`), 'utf8')).split('\n').filter(Boolean)
      records.push(...lines.slice(1).map((line) => JSON.parse(line) as { url: string }))
    }
    expect(records.length).toBeGreaterThan(1000)
    const unlisted = new Set<string>()
    for (const record of records!) if (!(await isListed(record.url))) unlisted.add(record.url.split('#')[0]!)
    expect([...unlisted]).toEqual([])
  }, 300_000)
})

describe('what the fixture repositories hold', () => {
  it('serves a framework outside the nine, labelled from its value', async () => {
    const page = await get('/table/latest/docs/framework/alpine/guide')
    expect(page.status).toBe(200)
    expect(page.body).toMatch(/<option value="alpine"[^>]*>Alpine<\/option>/)
    expect(page.body).toMatch(/<option value="preact"[^>]*>Preact<\/option>/)
    const landing = await get('/table/latest/docs/framework/alpine')
    expect(landing.status).toBe(200)
    expect(landing.body).toMatch(/<h1[^>]*>[\s\S]*Alpine/)
  })

  it('opens the overview where the catalogue’s default doc is missing, from the docs index and the landing page', async () => {
    expect((await land('/table/latest/docs')).path).toBe('/table/latest/docs/overview')
    const landing = await get('/table/latest')
    const buttons = /aria-label="Table links"[\s\S]*?<\/nav>/.exec(landing.body)?.[0] ?? ''
    const hrefs = [...buttons.matchAll(/href="([^"]+)"[\s\S]*?<\/svg>([^<]+)<\/a>/g)].map((m) => [m[2], m[1]])
    expect(hrefs).toEqual([
      ['Examples', '/table/latest/docs/framework/react/examples/counter'],
      ['Docs', '/table/latest/docs/overview'],
      ['GitHub', 'https://github.com/tanstack/table'],
    ])
    expect((await land('/table/latest/docs/framework/react/examples')).path).toBe('/table/latest/docs/framework/react/examples/counter')
  })

  it('hides the Examples button of a version without examples', async () => {
    const landing = await get('/query/latest')
    expect(landing.body).toContain('aria-label="Query links"')
    expect(/aria-label="Query links"[\s\S]*?<\/nav>/.exec(landing.body)?.[0]).not.toContain('Examples')
  })

  it('keeps the legacy marker through every hop to a page that renders', async () => {
    const legacy = await land('/table/v7/docs/api/useSortBy')
    expect(legacy.status).toBe(200)
    // The fixture has no sorting guide: the overview opens, saying so.
    expect(legacy.path).toBe('/table/v8/docs/overview?from=reactTableV7&missing=api%2Ffeatures%2Fsorting')
  })

  it('serves a framework page from the framework-neutral file', async () => {
    const page = await get('/table/latest/docs/framework/react/installation')
    expect(page.status).toBe(200)
    expect(page.body).toContain('Installation')
  })

  it('gives reference headings the ids the docs link to, and keeps GitHub’s as aliases', async () => {
    const scroller = await get('/virtual/latest/docs/reference/classes/Scroller')
    for (const id of ['scroller', 'scroller-scrolltoindex', 'scroller-measure', 'parameters', 'parameters-2', 'scroller-onchange']) {
      expect(scroller.body, id).toContain(`id="${id}"`)
    }
    expect(scroller.body).toContain('id="scrollerscrolltoindex"')
    const hook = await get('/virtual/latest/docs/reference/functions/useScroller')
    expect(hook.body).toContain('id="usescroller-titem-telement"')
  })

  it('answers 404 inside the site layout for an unknown library, version, framework, doc or example', async () => {
    for (const url of [
      '/nolibrary',
      '/nolibrary/latest/docs/x',
      '/table/latest/docs/framework/qwik/guide',
      '/table/latest/docs/framework/react/examples/nope',
      '/docs/react/overview',
      '/virtual/latest/nowhere',
    ]) {
      const page = await get(url)
      expect(page.status, url).toBe(404)
      expect(page.body, url).toContain('<header')
      expect(page.body, url).toContain('Search (Ctrl+K)')
      expect(page.body, url).toContain('404 Not Found')
    }
  })
})

describe('docs for readers’ tools', () => {
  const page = '/query/latest/docs/framework/react/guides/queries'

  it('answers Markdown to a request that ranks it above HTML, the same as the .md URL, and says so with Vary', async () => {
    const asked = await fetch(`${server.url}${page}`, { headers: { accept: 'text/markdown, text/html;q=0.9' } })
    const twin = await fetch(`${server.url}${page}.md`)
    expect(asked.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(asked.headers.get('vary')).toMatch(/Accept/)
    const text = await asked.text()
    expect(text).toBe(await twin.text())
    expect(text).toMatch(/^# Queries\n\nURL: http:\/\/localhost:3000\/query\/latest\/docs\/framework\/react\/guides\/queries\n\n/)
    const html = await fetch(`${server.url}${page}`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } })
    expect(html.headers.get('content-type')).toMatch(/text\/html/)
    expect(html.headers.get('vary')).toMatch(/Accept/)
    const body = await html.text()
    expect(body).toContain(`<link rel="alternate" type="text/markdown" href="${page}.md"`)
  })

  it('declares the latest page canonical on older versions, and the page itself on the latest', async () => {
    const old = await get('/query/v4/docs/framework/react/guides/queries')
    expect(old.body).toContain('<link rel="canonical" href="http://localhost:3000/query/latest/docs/framework/react/guides/queries"')
    const latest = await get(page)
    expect(latest.body).toContain(`<link rel="canonical" href="http://localhost:3000${page}"`)
    // A page only the older version has is its own canonical.
    const list = await listOf('query', 'v3')
    const latestList = await listOf('query', 'latest')
    const onlyOld = list.pages.find((p) => !pageList.findPage(latestList, p.page))!
    expect((await get(`/query/v3/docs/${onlyOld.page}`)).body).toContain(`<link rel="canonical" href="http://localhost:3000/query/v3/docs/${onlyOld.page}"`)
  })

  it('gives every page keywords', async () => {
    for (const url of [page, '/', '/query/latest', '/blog']) {
      expect((await get(url)).body, url).toMatch(/<meta name="keywords" content="[^"]+"/)
    }
    expect((await get(page)).body).toMatch(/<meta name="keywords" content="TanStack Query, React Query, Queries, documentation, docs"/)
  })

  it.each(['query', 'router', 'start', 'form'])(
    'serves the llms files of %s from its page list',
    async (libraryId) => {
      const list = await listOf(libraryId, 'latest')
      const index = await get(`/${libraryId}/llms.txt`)
      expect(index.status).toBe(200)
      const links = [...index.body.matchAll(/\]\((http:\/\/localhost:3000[^)]+)\.md\)/g)].map((m) => new URL(m[1]!).pathname)
      expect(links.length).toBeGreaterThan(20)
      for (const link of links) expect(await isListed(link), link).toBe(true)
      const full = await fetch(`${server.url}/${libraryId}/llms-full.txt`)
      expect(full.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      const text = await full.text()
      const pages = [...text.matchAll(/^URL: (\S+)$/gm)].map((m) => new URL(m[1]!).pathname)
      // Neutral pages once; the pages of each framework after them.
      expect(new Set(pages).size).toBe(pages.length)
      expect(pages.length).toBeGreaterThanOrEqual(list.pages.filter((p) => p.framework === null || p.file.includes('/framework/')).length)
      const root = await get('/llms.txt')
      expect(root.body).toContain(`(http://localhost:3000/${libraryId}/llms.txt)`)
      expect(root.body).toContain(`(http://localhost:3000/${libraryId}/llms-full.txt)`)
    },
    120_000,
  )
})

const queries = [
  'useQuery',
  'invalidate',
  'optimistic updates',
  'prefetch',
  'suspense',
  'useForm',
  'validation',
  'file-based routing',
  'search params',
  'loader',
  'code splitting',
  'devtools',
]

describe('search over the real docs, once the server has indexed them', () => {
  beforeAll(() => waitForSearchIndex(server.url, 280_000), 300_000)

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

  it('every record’s page answers 200 and holds its anchor', async () => {
    const records: { url: string }[] = []
    for (const library of ['query', 'router', 'start', 'form', 'table', 'virtual']) {
      const lines = (await readFile(path.join(data.dir, 'search', `${library}.ndjson`), 'utf8')).split('\n').filter(Boolean)
      records.push(...lines.slice(1).map((line) => JSON.parse(line) as { url: string }))
    }
    expect(records.length).toBeGreaterThan(5000)
    const anchors = new Map<string, Set<string>>()
    for (const { url } of records) {
      const [page, anchor] = url.split('#') as [string, string | undefined]
      if (!anchors.has(page)) anchors.set(page, new Set())
      if (anchor) anchors.get(page)!.add(anchor)
    }
    const problems: string[] = []
    const pages = [...anchors.keys()]
    const check = async () => {
      for (let page = pages.pop(); page; page = pages.pop()) {
        const response = await fetch(`${server.url}${page}`, { redirect: 'manual' })
        if (response.status !== 200) {
          problems.push(`${page}: ${response.status}`)
          await response.arrayBuffer()
          continue
        }
        const html = await response.text()
        for (const anchor of anchors.get(page)!) if (!html.includes(`id="${anchor}"`)) problems.push(`${page}#${anchor}: no such id`)
      }
    }
    await Promise.all(Array.from({ length: 4 }, check))
    expect(problems).toEqual([])
  }, 600_000)

  /** The most work one body may ask for: 10 searches of 16 long words (typos allowed), 20 hits each (200 in all), snippets, every facet. */
  function hostileBody(seed: number): string {
    const word = (n: number) => `${['query', 'route', 'form', 'cache', 'mutat'][n % 5]}${'abcdefghij'[(seed + n) % 10]}${seed % 97}x${n}`
    return JSON.stringify({
      requests: Array.from({ length: 10 }, (_, r) => ({
        indexName: 'TanStack',
        params: {
          query: Array.from({ length: 16 }, (_, n) => word(n + r)).join(' '),
          hitsPerPage: 20,
          facets: ['*'],
          attributesToSnippet: ['content:100'],
          facetFilters: [Array.from({ length: 20 }, (_, n) => `library:l${n}`)],
          distinct: false,
        },
      })),
    })
  }

  it('answers a doc page within 100 ms while four hostile search bodies run', async () => {
    const docPage = `${server.url}/query/latest/docs/framework/react/guides/caching`
    expect((await fetch(docPage)).status).toBe(200)
    let running = true
    let bodies = 0
    const attacker = async (n: number) => {
      for (let seed = n; running; seed += 4) {
        const response = await fetch(`${server.url}/api/search/1/indexes/*/queries`, { method: 'POST', body: hostileBody(seed) })
        await response.arrayBuffer()
        bodies++
      }
    }
    const attackers = Array.from({ length: 4 }, (_, n) => attacker(n))
    await new Promise((resolve) => setTimeout(resolve, 300))
    const times: number[] = []
    // At least 30 pages, and on until the attackers have had eight bodies answered: on a fast machine
    // 30 pages can come back before each attacker's first body does, and then nothing ran beside them.
    const giveUpAt = performance.now() + 60_000
    while ((times.length < 30 || bodies < 8) && performance.now() < giveUpAt) {
      const started = performance.now()
      const response = await fetch(docPage)
      await response.arrayBuffer()
      times.push(performance.now() - started)
      expect(response.status).toBe(200)
    }
    running = false
    await Promise.all(attackers)
    expect(bodies).toBeGreaterThanOrEqual(8)
    times.sort((a, b) => a - b)
    // The median and the 90th percentile: one slow answer on a busy test machine is not the server.
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(100)
    expect(times[Math.floor(times.length * 0.9)]).toBeLessThan(100)
  }, 120_000)

  it('bounds the largest answer, and keeps a cheap page prompt while four clients ask for it over and over', async () => {
    const largest = (seed: number) =>
      JSON.stringify({
        requests: Array.from({ length: 10 }, (_, r) => ({
          indexName: 'TanStack',
          // Common words (many hits, each with its section's text) and every facet: the most bytes one body can get.
          params: { query: `query cache use options ${seed}x${r}`, hitsPerPage: 20, facets: ['*'] },
        })),
      })
    const post = (body: string) => fetch(`${server.url}/api/search/1/indexes/*/queries`, { method: 'POST', body })
    const first = await post(largest(0))
    expect(first.status).toBe(200)
    const answer = await first.text()
    const hits = (JSON.parse(answer) as { results: { hits: unknown[] }[] }).results.reduce((sum, result) => sum + result.hits.length, 0)
    expect(hits).toBe(200)
    // Ten searches of a hundred hits were over 4 MB; each hit carries up to 4,000 characters twice.
    expect(answer.length).toBeLessThan(2 * 1024 * 1024)
    // One hit more than a body may hold is refused before any search runs.
    const over = JSON.parse(largest(1)) as { requests: { params: { hitsPerPage: number } }[] }
    over.requests[0]!.params.hitsPerPage = 21
    expect((await post(JSON.stringify(over))).status).toBe(400)

    const idle = await probeIdle(server.url, '/robots.txt')
    let answered = 0
    const until = Date.now() + 8_000
    const clients = Array.from({ length: 4 }, async (_, n) => {
      for (let seed = 10 + n; Date.now() < until; seed += 4) {
        const response = await post(largest(seed))
        await response.arrayBuffer()
        if (response.status === 200) answered++
      }
    })
    const probe = await probeWhile(server.url, '/robots.txt', Promise.all(clients), { minMs: 1000 })
    expect(answered).toBeGreaterThanOrEqual(4)
    expect(probe.p95, `robots.txt p95 ${probe.p95.toFixed(1)} ms, idle p95 ${idle.p95.toFixed(1)} ms`).toBeLessThan(promptBound(idle))
  }, 120_000)
})
