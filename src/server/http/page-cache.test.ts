import { describe, expect, it } from 'vitest'
import { PageCache, pageResponse, sharedMaxAgeSeconds } from './page-cache'

const SHARED = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate', 'cdn-cache-control': 'public, max-age=300' }
const html = (body: string, headers: Record<string, string> = SHARED, status = 200) => new Response(body, { status, headers })
const cache = (options: Partial<ConstructorParameters<typeof PageCache>[0]> = {}) =>
  new PageCache({ maxBytes: 1024 * 1024, maxAgeMs: 60_000, keyOnEncoding: false, ...options })

describe('origin page cache', () => {
  it('looks up GET pages only, never server-function calls or Markdown requests', () => {
    const pages = cache()
    expect(pages.keyOf(new Request('http://s/query/latest/docs/overview'))).toBeDefined()
    expect(pages.keyOf(new Request('http://s/x', { method: 'POST', body: '' }))).toBeUndefined()
    expect(pages.keyOf(new Request('http://s/x', { headers: { 'x-tsr-serverfn': 'true' } }))).toBeUndefined()
    expect(pages.keyOf(new Request('http://s/x', { headers: { accept: 'text/markdown' } }))).toBeUndefined()
    expect(cache({ maxBytes: 0 }).keyOf(new Request('http://s/x'))).toBeUndefined()
  })

  it('keys by path and query, theme cookie and, when compressing, Accept-Encoding', () => {
    const pages = cache()
    const key = (url: string, headers: Record<string, string> = {}) => pages.keyOf(new Request(url, { headers }))
    expect(key('http://s/a', { cookie: 'x=1; theme=dark' })).not.toBe(key('http://s/a', { cookie: 'theme=light' }))
    expect(key('http://s/a', { cookie: 'theme=nonsense' })).toBe(key('http://s/a'))
    expect(key('http://s/a?x=1')).not.toBe(key('http://s/a'))
    expect(key('http://one/a')).toBe(key('http://other/a'))
    expect(key('http://s/a', { 'accept-encoding': 'gzip' })).toBe(key('http://s/a'))
    const compressing = cache({ keyOnEncoding: true })
    expect(compressing.keyOf(new Request('http://s/a', { headers: { 'accept-encoding': 'gzip' } }))).not.toBe(compressing.keyOf(new Request('http://s/a')))
  })

  it('keeps what the route lets shared caches keep, with the nonce it was rendered with', async () => {
    const pages = cache()
    const first = await pages.store('k', html('<p>page</p>'), 'n1')
    expect(first.headers.get('x-page-cache')).toBe('miss')
    expect(await first.text()).toBe('<p>page</p>')
    const kept = pages.get('k')
    expect(kept?.nonce).toBe('n1')
    const hit = pageResponse(kept!, 'hit')
    expect(await hit.text()).toBe('<p>page</p>')
    expect(hit.headers.get('cdn-cache-control')).toBe('public, max-age=300')
    expect(hit.headers.get('x-page-cache')).toBe('hit')
  })

  it('renders a page once for concurrent misses: the others get the kept copy, or render their own when it is not kept', async () => {
    const pages = cache()
    let renders = 0
    let finish: () => void = () => {}
    const slowRender = (response: Response) => () => {
      renders++
      return new Promise<Response>((resolve) => (finish = () => resolve(response)))
    }
    const first = pages.renderOnce('k', slowRender(html('<p>once</p>')), 'n1')
    const waiting = pages.inFlight('k')
    expect(waiting).toBeDefined()
    finish()
    expect(await (await first).text()).toBe('<p>once</p>')
    expect((await waiting)?.nonce).toBe('n1')
    expect(renders).toBe(1)
    expect(pages.inFlight('k')).toBeUndefined()

    const notKept = pages.renderOnce('private', slowRender(html('x', { 'content-type': 'text/html', 'cache-control': 'private, no-store' })), 'n2')
    const waitingForPrivate = pages.inFlight('private')
    finish()
    await notKept
    expect(await waitingForPrivate).toBeUndefined()
  })

  it('never keeps errors, other types, cookies, or pages the route keeps from shared caches', async () => {
    const pages = cache()
    await pages.store('404', html('x', SHARED, 404), 'n')
    await pages.store('json', html('{}', { ...SHARED, 'content-type': 'application/json' }), 'n')
    await pages.store('cookie', html('x', { ...SHARED, 'set-cookie': 'a=b' }), 'n')
    await pages.store('private', html('x', { 'content-type': 'text/html', 'cache-control': 'private, no-store' }), 'n')
    await pages.store('notice', html('x', { 'content-type': 'text/html', 'cdn-cache-control': 'no-store' }), 'n')
    for (const key of ['404', 'json', 'cookie', 'private', 'notice']) expect(pages.get(key), key).toBeUndefined()
  })

  it('keeps a page no longer than the route allows, nor than maxAgeMs', async () => {
    expect(sharedMaxAgeSeconds(html('x'))).toBe(300)
    expect(sharedMaxAgeSeconds(html('x', { 'cdn-cache-control': 'public, max-age=0' }))).toBe(0)
    const pages = cache({ maxAgeMs: 30 })
    await pages.store('k', html('x'), 'n')
    expect(pages.get('k')).toBeDefined()
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(pages.get('k')).toBeUndefined()
    const never = cache({ maxAgeMs: 0 })
    await never.store('k', html('x'), 'n')
    expect(never.get('k')).toBeUndefined()
  })

  it('is bounded by bytes', async () => {
    const pages = cache({ maxBytes: 4096 })
    for (let i = 0; i < 10; i++) await pages.store(`k${i}`, html('x'.repeat(1000)), 'n')
    expect([...Array(10).keys()].filter((i) => pages.get(`k${i}`)).length).toBeLessThanOrEqual(3)
  })
})
