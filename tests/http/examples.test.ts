import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { libraries } from '~/site/libraries'
import { get, locationPath, rawGet, titleOf } from '../support/http'
import { callGetServerFn } from '../support/server-fn'
import { startBuiltServer, type RunningServer } from '../support/server'

const FILE = 'src/features/examples/examples.functions.ts'
const currentFile = (html: string) => /data-testid="current-file"[^>]*>([^<]*)</.exec(html)?.[1]

const withExamples = libraries.filter((library) => library.defaultExample)

describe('example pages', () => {
  it.each(withExamples.map((l) => [l.id, l] as const))('the Examples menu link of %s opens its default example', async (_id, library) => {
    const link = library.menu.find((entry) => entry.label === 'Examples')
    expect(link?.to).toBe(`/${library.id}/latest/docs/framework/react/examples`)
    const resolved = await get(link!.to)
    expect([302, 307]).toContain(resolved.status)
    expect(locationPath(resolved.location)).toBe(`/${library.id}/latest/docs/framework/react/examples/${library.defaultExample}`)
    const page = await get(locationPath(resolved.location)!)
    expect(page.status, page.body.slice(0, 300)).toBe(200)
    expect(titleOf(page.body)).toBe(`${library.defaultExample} | React Example | ${library.name}`)
    expect(page.body).toContain('role="tree"')
    expect(page.body).toContain('class="shiki')
    expect(currentFile(page.body)).toBeTruthy()
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(page.headers.get('cdn-cache-control')).toMatch(/max-age=300/)
  })

  it('a library without an example has no Examples link', () => {
    const config = libraries.find((l) => l.id === 'config')!
    expect(config.menu.some((entry) => entry.label === 'Examples')).toBe(false)
  })

  it('opens the starting file of SPEC §4, or the file in ?path=', async () => {
    expect(currentFile((await get('/query/latest/docs/framework/react/examples/basic')).body)).toBe('src/index.tsx')
    expect(currentFile((await get('/query/latest/docs/framework/vue/examples/basic')).body)).toBe('src/App.vue')
    expect(currentFile((await get('/router/latest/docs/framework/react/examples/kitchen-sink-file-based')).body)).toBe('src/routes/__root.tsx')
    expect(currentFile((await get('/table/latest/docs/framework/react/examples/basic')).body)).toBe('src/main.tsx')
    const chosen = await get('/query/latest/docs/framework/react/examples/basic?path=src/api.ts')
    expect(currentFile(chosen.body)).toBe('src/api.ts')
    const full = await get('/query/latest/docs/framework/react/examples/basic?path=examples/react/basic/package.json')
    expect(currentFile(full.body)).toBe('package.json')
  })

  it('opens a file of an ignored folder when the URL names it', async () => {
    const page = await get('/query/latest/docs/framework/react/examples/basic?path=public/favicon.svg')
    expect(page.status).toBe(200)
    expect(currentFile(page.body)).toBe('public/favicon.svg')
  })

  it('drops a panel value it does not know', async () => {
    const page = await get('/query/latest/docs/framework/react/examples/basic?path=src%2Fapi.ts&panel=nope')
    expect([200, 307]).toContain(page.status)
    if (page.status === 307) expect(locationPath(page.location)).toBe('/query/latest/docs/framework/react/examples/basic?path=src%2Fapi.ts')
  })

  it('falls back to the starting file for a path outside the example', async () => {
    for (const path of ['../../../package.json', '..%2F..%2Fpackage.json', '/etc/passwd', 'src/../../vue/basic/src/App.vue', 'no-such-file.ts']) {
      const page = await get(`/query/latest/docs/framework/react/examples/basic?path=${encodeURIComponent(path)}`)
      expect(page.status, path).toBe(200)
      expect(currentFile(page.body), path).toBe('src/index.tsx')
      expect(page.body).toContain('is not a file of this example')
      expect(page.body).not.toContain('"name": "libraries-site"')
    }
  })

  it('answers 404 for an example that does not exist and a framework the library lacks', async () => {
    for (const path of [
      '/query/latest/docs/framework/react/examples/no-such-example',
      '/query/latest/docs/framework/qwik/examples/basic',
      '/ranger/latest/docs/framework/vue/examples/basic',
      '/config/latest/docs/framework/vanilla/examples/basic',
    ]) {
      const page = await get(path)
      expect(page.status, path).toBe(404)
      expect(page.body).toContain('404 Not Found')
    }
  })

  const traversals = [
    '/query/latest/docs/framework/react/examples/../../../../../../etc/passwd',
    '/query/latest/docs/framework/react/examples/..%2F..%2F..%2F..%2Fpackage.json',
    '/query/latest/docs/framework/react/examples/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e',
    '/query/latest/docs/framework/react/examples/%252e%252e%252f%252e%252e%252fdocs',
    '/query/latest/docs/framework/react/examples/basic%2F..%2F..%2F..%2F..',
    '/query/latest/docs/framework/react/examples/..%5c..%5cpackage.json',
    '/query/latest/docs/framework/react/examples/%00basic',
    '/query/latest/docs/framework/react/examples/basic?path=..%2F..%2F..%2F..%2F..%2Fpackage.json',
    '/query/latest/docs/framework/react/examples/basic?path=%252e%252e%252fpackage.json',
  ]
  it.each(traversals)('never leaves the example: %s', async (path) => {
    const response = await rawGet(path)
    expect(response.status, response.body.slice(0, 200)).toBeLessThan(500)
    expect(response.body).not.toContain('root:x:0:0')
    expect(response.body).not.toContain('"name": "libraries-site"')
  })
})

describe('example server functions', () => {
  const basic = { libraryId: 'query', version: 'latest', framework: 'react', name: 'basic' }

  it('Repo directory contents: the tree of an example by its identity, folders first', async () => {
    const call = await callGetServerFn(FILE, 'getExampleTreeFn', basic)
    expect(call.status, call.text).toBe(200)
    const { tree, root } = call.result as { root: string; tree: { name: string; type: string; children?: { name: string }[] }[] }
    expect(root).toBe('examples/react/basic')
    expect(tree.map((n) => n.name)).toEqual(['public', 'src', 'index.html', 'package.json', 'README.md', 'tsconfig.json', 'vite.config.ts'])
    expect(tree.find((n) => n.name === 'src')?.children?.map((n) => n.name)).toContain('index.tsx')
    const missing = await callGetServerFn(FILE, 'getExampleTreeFn', { ...basic, name: 'nope' })
    expect(missing.status).toBe(200)
    expect(missing.result ?? null).toBeNull()
    expect(missing.text).not.toContain('"tree"')
  })

  it('Single file contents: highlighted text, binary files described', async () => {
    const call = await callGetServerFn(FILE, 'getExampleFileFn', { ...basic, path: 'src/api.ts' })
    expect(call.status, call.text).toBe(200)
    expect(call.result).toMatchObject({ kind: 'text', language: 'ts', path: 'examples/react/basic/src/api.ts' })
    expect((call.result as { html: string }).html).toContain('--shiki-dark')
    const svg = await callGetServerFn(FILE, 'getExampleFileFn', { ...basic, path: 'public/favicon.svg' })
    expect(svg.result).toMatchObject({ kind: 'text' })
    const none = await callGetServerFn(FILE, 'getExampleFileFn', { ...basic, path: 'none.ts' })
    expect(none.status).toBe(200)
    expect(none.result ?? null).toBeNull()
    expect(none.text).not.toContain('"kind"')
  })

  it('sends CDN cache headers', async () => {
    const { serverFnId } = await import('../support/server-fn')
    const { toJSONAsync } = await import('seroval')
    const payload = JSON.stringify(await toJSONAsync({ data: { ...basic, path: 'src/api.ts' } }))
    const response = await get(`/_serverFn/${serverFnId(FILE, 'getExampleFileFn')}?payload=${encodeURIComponent(payload)}`, {
      headers: { 'x-tsr-serverFn': 'true' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(response.headers.get('cdn-cache-control')).toMatch(/max-age=300/)
  })

  const outside = [
    '../package.json',
    '../../../../etc/passwd',
    '%2e%2e/%2e%2e/package.json',
    '%252e%252e/docs/config.json',
    '..\\..\\package.json',
    '/etc/passwd',
    'src/../../vue/basic/src/App.vue',
  ]
  it.each(outside)('Single file contents never reads %s', async (path) => {
    const call = await callGetServerFn(FILE, 'getExampleFileFn', { ...basic, path })
    expect(call.status, call.text).toBeLessThan(500)
    expect(call.result ?? null).toBeNull()
    expect(call.text).not.toContain('root:x:0:0')
  })

  it('names only examples the repository lists: no other folder can be read through the name', async () => {
    for (const name of ['..', '../../docs', 'basic/../../vue/basic', 'basic/src']) {
      const call = await callGetServerFn(FILE, 'getExampleTreeFn', { ...basic, name })
      expect(call.status, name).toBeLessThan(500)
      expect(call.result ?? null, name).toBeNull()
    }
  })

  it('answers 400 for a missing library, a bad version or a missing path', async () => {
    for (const input of [
      { ...basic, libraryId: '' },
      { ...basic, version: '' },
      { ...basic, framework: '' },
    ]) {
      expect((await callGetServerFn(FILE, 'getExampleFileFn', { ...input, path: 'src/api.ts' })).status).toBe(400)
    }
    expect((await callGetServerFn(FILE, 'getExampleFileFn', basic)).status).toBe(400)
    // An option-like version never reaches git and never fails.
    const badRef = await callGetServerFn(FILE, 'getExampleFileFn', { ...basic, version: '--upload-pack=x', path: 'src/api.ts' })
    expect(badRef.status).toBeLessThan(500)
  })
})

describe('with EXAMPLE_SANDBOXES=0', () => {
  let server: RunningServer | undefined
  beforeAll(async () => {
    server = await startBuiltServer({ EXAMPLE_SANDBOXES: '0', DATABASE_URL: 'file::memory:' })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('shows neither the sandbox panel nor sandbox links, even when asked for', async () => {
    const response = await fetch(`${server!.url}/query/latest/docs/framework/react/examples/basic?panel=sandbox`)
    const body = await response.text()
    expect(response.status).toBe(200)
    expect(body).toContain('class="shiki')
    expect(body).not.toContain('<iframe')
    expect(body).not.toMatch(/stackblitz\.com|codesandbox\.io/)
    expect(body).toContain('https://github.com/tanstack/query/tree/main/examples/react/basic')
  })

  it('with them on, the page links to StackBlitz and embeds it only on the sandbox panel', async () => {
    const code = await get('/query/latest/docs/framework/react/examples/basic')
    expect(code.body).toContain('https://stackblitz.com/github/tanstack/query/tree/main/examples/react/basic?file=src%2Findex.tsx')
    expect(code.body).not.toContain('<iframe')
    const sandbox = await get('/query/latest/docs/framework/react/examples/basic?panel=sandbox')
    expect(sandbox.body).toContain('<iframe')
    expect(sandbox.body).toContain('loading="lazy"')
  })
})
