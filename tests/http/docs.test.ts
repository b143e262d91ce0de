import { describe, expect, it } from 'vitest'
import { libraries } from '~/site/libraries'
import { get, locationPath, rawGet, titleOf } from '../support/http'

describe('docs routes', () => {
  it.each(libraries.map((l) => [l.id, l] as const))('/%s/latest/docs leads to the default doc, which renders', async (id, library) => {
    const index = await get(`/${id}/latest/docs`)
    expect([302, 307]).toContain(index.status)
    const target = locationPath(index.location) ?? ''
    expect(target).toBe(`/${id}/latest/docs/${library.defaultDocs ?? 'overview'}`)
    const page = await get(target)
    expect(page.status).toBe(200)
    expect(titleOf(page.body)).toMatch(new RegExp(`^.+ \\| TanStack ${library.name} Docs$`))
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(page.headers.get('cdn-cache-control')).toMatch(/max-age=300/)
  })

  it('renders a framework page, the framework chooser and the framework landing', async () => {
    const page = await get('/query/latest/docs/framework/react/overview')
    expect(page.status).toBe(200)
    expect(page.body).toContain('Edit on GitHub')
    expect(page.body).toContain('aria-label="Docs"')
    const chooser = await get('/query/latest/docs/framework')
    expect(chooser.status).toBe(200)
    expect(chooser.body).toContain('Choose a framework')
    const landing = await get('/query/latest/docs/framework/vue')
    expect(landing.status).toBe(200)
    expect(titleOf(landing.body)).toBe('Vue')
  })

  it('answers 404 for a framework the library lacks', async () => {
    const page = await get('/query/latest/docs/framework/qwik/overview')
    expect(page.status).toBe(404)
    expect(page.body).toContain('404 Not Found')
  })

  it('serves an older version with a banner pointing at the latest docs', async () => {
    const page = await get('/query/v4/docs/framework/react/overview')
    expect(page.status).toBe(200)
    expect(page.body).toContain('You are reading the docs of Query v4')
    expect(page.body).toContain('href="/query/latest/docs/framework/react/overview"')
  })

  it('sends a missing doc to the default doc, and an unknown version to latest', async () => {
    const missing = await get('/query/latest/docs/framework/react/no-such-page')
    expect([302, 307]).toContain(missing.status)
    expect(locationPath(missing.location)).toBe('/query/latest/docs/framework/react/overview?missing=framework%2Freact%2Fno-such-page')
    const version = await get('/query/v2/docs/framework/react/overview')
    expect(locationPath(version.location)).toBe('/query/latest/docs/framework/react/overview')
    const legacy = await get('/query/latest/docs/react/overview')
    expect(legacy.status).toBe(301)
    expect(locationPath(legacy.location)).toBe('/query/latest/docs/framework/react/overview')
  })

  it('serves every doc as Markdown with .md appended', async () => {
    const markdown = await get('/query/latest/docs/framework/react/overview.md')
    expect(markdown.status).toBe(200)
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(markdown.body).toMatch(/^# .+\n/)
    expect(markdown.body).not.toContain('<html')
    expect((await get('/query/latest/docs/framework/react/no-such-page.md')).status).toBe(404)
  })

  it('lists the libraries and their docs in /llms.txt', async () => {
    const llms = await get('/llms.txt')
    expect(llms.status).toBe(200)
    for (const library of libraries) {
      expect(llms.body).toContain(`## TanStack ${library.name}`)
      expect(llms.body).toContain(`(http://localhost:3000/${library.id}/llms.txt)`)
      expect(llms.body).toContain(`(http://localhost:3000/${library.id}/llms-full.txt)`)
    }
    const query = await get('/query/llms.txt')
    expect(query.body).toMatch(/\]\(http:\/\/localhost:3000\/query\/latest\/docs\/[^)]+\.md\)/)
  })
})

describe('bad paths never leave the content root', () => {
  const attempts = [
    '/query/latest/docs/../../../../etc/passwd',
    '/query/latest/docs/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    '/query/latest/docs/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/query/latest/docs/%252e%252e%252f%252e%252e%252fpackage.json',
    '/query/latest/docs/framework/react/..%2F..%2F..%2F..%2F..%2Fpackage.json',
    '/query/latest/docs/framework/%2e%2e/%2e%2e/overview',
    '/query/latest/docs/..%5c..%5cpackage.json',
    '/query/latest/docs/%00overview',
    '/query/latest/docs/framework/react/..%2F..%2F..%2F..%2F..%2Fpackage.json.md',
    '/docs-assets/query/latest/docs/..%2F..%2Fpackage.json',
    '/docs-assets/query/latest/..%2F..%2F..%2Fetc%2Fpasswd.png',
    '/docs-assets/query/latest/docs/../../../../../../etc/passwd.svg',
  ]

  it.each(attempts)('%s', async (path) => {
    const response = await rawGet(path)
    expect(response.status, response.body.slice(0, 200)).toBeGreaterThanOrEqual(300)
    expect(response.status).toBeLessThan(500)
    expect(response.body).not.toContain('root:x:0:0')
    expect(response.body).not.toContain('"name": "libraries-site"')
  })
})

describe('doc images', () => {
  it('serves only images from the docs folder', async () => {
    expect((await get('/docs-assets/query/latest/package.json')).status).toBe(404)
    expect((await get('/docs-assets/nope/latest/docs/a.png')).status).toBe(404)
  })
})

describe('warm doc pages', () => {
  it('serves a repeated doc page from the page cache, separately per theme', async () => {
    const path = '/form/latest/docs/overview'
    await get(path)
    const warm = await get(path)
    expect(warm.status).toBe(200)
    expect(warm.headers.get('x-page-cache')).toBe('hit')
    expect(warm.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    const dark = await get(path, { headers: { cookie: 'theme=dark' } })
    expect(dark.body).toMatch(/<html lang="en" class="dark"/)
    expect(warm.body).not.toMatch(/<html lang="en" class="dark"/)
  })
})

describe('doc page weight', () => {
  it('sends the rendered doc once: in the markup, not again in the hydration data', async () => {
    const page = await get('/query/latest/docs/framework/react/overview')
    expect(page.status).toBe(200)
    const slot = page.body.indexOf('data-html-slot="doc"')
    expect(slot).toBeGreaterThan(0)
    const sentence = /<p>([^<]{30,})/.exec(page.body.slice(slot))?.[1]
    expect(sentence).toBeTruthy()
    expect(page.body.split(sentence!).length - 1).toBe(1)
  })

  it('sends the sidebar once: in the markup, not again in the hydration data', async () => {
    const page = await get('/query/latest/docs/framework/react/overview')
    expect(page.status).toBe(200)
    const sidebar = page.body.slice(page.body.indexOf('data-sidebar=""'))
    const links = [...sidebar.matchAll(/<a [^>]*href="(\/query\/latest\/docs\/[^"]+)"/g)].map((match) => match[1]!)
    expect(links.length).toBeGreaterThan(3)
    const scripts = [...page.body.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).join('\n')
    expect(scripts).toContain('$_TSR.t.get("in-page-sidebar")')
    // The page's own address is in the router's state; every other sidebar link is in the markup only.
    for (const href of links.filter((link) => link !== '/query/latest/docs/framework/react/overview')) expect(scripts, href).not.toContain(`"${href}"`)
  })

  it('colours code tokens with classes rather than inline styles', async () => {
    const page = await get('/query/latest/docs/installation')
    expect(page.status).toBe(200)
    expect(page.body).toMatch(/<span class="l-[0-9a-f]{6} d-[0-9a-f]{6}">/)
    expect(page.body).not.toContain('<span style="--shiki')
  })
})

describe('discoverability of docs', () => {
  it('lists the doc pages of the latest versions in the sitemap', async () => {
    const sitemap = await get('/sitemap.xml')
    expect(sitemap.status).toBe(200)
    expect(sitemap.body).toContain('<loc>http://localhost:3000/query/latest/docs/framework/react/overview</loc>')
    expect(sitemap.body).toContain('<loc>http://localhost:3000/router/latest/docs/framework/react/overview</loc>')
    expect(sitemap.body).not.toContain('/examples/')
  })

  it('gives doc pages a generated social card in the library colours', async () => {
    const page = await get('/query/latest/docs/framework/react/overview')
    const image = /<meta property="og:image" content="([^"]+)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&')
    expect(image).toMatch(/\/og\/query\.png\?title=/)
    const card = await get(new URL(image ?? '').pathname + new URL(image ?? '').search)
    expect(card.status).toBe(200)
    expect(card.headers.get('content-type')).toBe('image/png')
  })
})

describe('docs server functions', () => {
  const file = 'src/features/docs/docs.functions.ts'

  it('answer a page by its identity: the rendered doc, where to go instead, or why there is none', async () => {
    const { callGetServerFn } = await import('../support/server-fn')
    const doc = await callGetServerFn(file, 'getDocPageFn', { libraryId: 'query', version: 'latest', framework: 'react', page: 'overview' })
    expect(doc.status).toBe(200)
    expect(doc.result).toMatchObject({ kind: 'doc', doc: { title: expect.any(String), html: expect.stringContaining('<') } })
    const missing = await callGetServerFn(file, 'getDocPageFn', { libraryId: 'query', version: 'latest', framework: 'react', page: 'no-such-page' })
    expect(missing.result).toEqual({ kind: 'redirect', href: '/query/latest/docs/framework/react/overview' })
    const noFramework = await callGetServerFn(file, 'getDocPageFn', { libraryId: 'query', version: 'latest', framework: 'qwik', page: 'overview' })
    expect(noFramework.result).toMatchObject({ kind: 'not-found' })
    const version = await callGetServerFn(file, 'getDocsVersionFn', { libraryId: 'query', version: 'latest' })
    expect(version.status).toBe(200)
    expect(version.result).toMatchObject({
      frameworks: expect.arrayContaining([expect.objectContaining({ value: 'react', label: 'React' })]),
      sidebar: { framework: 'react', sections: expect.any(Array) },
      configProblem: null,
      docsHref: '/query/latest/docs/framework/react/overview',
    })
    const vue = await callGetServerFn(file, 'getSidebarFn', { libraryId: 'query', version: 'latest', framework: 'vue' })
    expect(vue.result).toMatchObject({ framework: 'vue' })
  })

  it('fail with "Invalid branch" and "Invalid docPath" as the specification says, and never read outside the docs', async () => {
    const { callGetServerFn } = await import('../support/server-fn')
    const noBranch = await callGetServerFn(file, 'getDocPageFn', { libraryId: 'query', version: '', page: 'overview' })
    expect(noBranch.status).toBe(400)
    expect(noBranch.text).toContain('Invalid branch')
    const noPath = await callGetServerFn(file, 'getDocPageFn', { libraryId: 'query', version: 'latest', page: '' })
    expect(noPath.status).toBe(400)
    expect(noPath.text).toContain('Invalid docPath')
    for (const page of ['../package.json', '../../../../etc/passwd', '..%2F..%2Fpackage', '/etc/passwd']) {
      const outside = await callGetServerFn(file, 'getDocPageFn', { libraryId: 'query', version: 'latest', page })
      expect(outside.status, page).toBeLessThan(500)
      expect(outside.text, page).not.toMatch(/root:x:0:0|"name": "libraries-site"/)
      expect(outside.result, page).not.toMatchObject({ kind: 'doc' })
    }
    const unknown = await callGetServerFn(file, 'getDocPageFn', { libraryId: 'someone', version: 'latest', page: 'overview' })
    expect(unknown.result).toEqual({ kind: 'not-found', message: 'Library with id "someone" not found' })
  })
})
