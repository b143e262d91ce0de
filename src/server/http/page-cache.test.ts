import { describe, expect, it } from 'vitest'
import { PageCache, cacheableDocPage, pageCacheKey } from './page-cache'
import { newNonce } from './security-headers'

const NONCE = newNonce()
const OTHER_NONCE = newNonce()

const html = (body: string, init: ResponseInit = {}) =>
  new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, ...init })

describe('doc page cache', () => {
  it('caches only GET doc pages, not Markdown copies or server-function calls', () => {
    expect(cacheableDocPage(new Request('http://s/query/latest/docs/framework/react/overview'))).toEqual({ libraryId: 'query', version: 'latest' })
    expect(cacheableDocPage(new Request('http://s/query/latest/docs/overview.md'))).toBeUndefined()
    expect(cacheableDocPage(new Request('http://s/query/latest'))).toBeUndefined()
    expect(cacheableDocPage(new Request('http://s/query/latest/docs/x', { method: 'POST' }))).toBeUndefined()
    expect(cacheableDocPage(new Request('http://s/query/latest/docs/x', { headers: { 'x-tsr-serverfn': 'true' } }))).toBeUndefined()
  })

  it('keys by content identity, theme and URL', () => {
    const light = new Request('http://s/query/latest/docs/a', { headers: { cookie: 'x=1; theme=light' } })
    const dark = new Request('http://s/query/latest/docs/a', { headers: { cookie: 'theme=dark' } })
    expect(pageCacheKey(light, 'c1')).not.toBe(pageCacheKey(dark, 'c1'))
    expect(pageCacheKey(light, 'c1')).not.toBe(pageCacheKey(light, 'c2'))
    expect(pageCacheKey(new Request('http://s/query/latest/docs/a?x=1'), 'c1')).not.toBe(pageCacheKey(new Request('http://s/query/latest/docs/a'), 'c1'))
  })

  it('serves a stored page and never stores errors, redirects, other types or cookies', async () => {
    const cache = new PageCache({ max: 10, ttlMs: 60_000 })
    const first = await cache.store('k', html('<p>page</p>', { headers: { 'content-type': 'text/html', 'cache-control': 'public, max-age=0' } }), NONCE)
    expect(await first.text()).toBe('<p>page</p>')
    const hit = cache.get('k', NONCE)
    expect(await hit?.text()).toBe('<p>page</p>')
    expect(hit?.headers.get('cache-control')).toBe('public, max-age=0')
    expect(hit?.headers.get('x-page-cache')).toBe('hit')

    await cache.store('e', html('oops', { status: 404 }), NONCE)
    await cache.store('j', new Response('{}', { headers: { 'content-type': 'application/json' } }), NONCE)
    await cache.store('c', html('x', { headers: { 'content-type': 'text/html', 'set-cookie': 'a=b' } }), NONCE)
    expect(cache.get('e', NONCE)).toBeUndefined()
    expect(cache.get('j', NONCE)).toBeUndefined()
    expect(cache.get('c', NONCE)).toBeUndefined()
  })

  it('serves every hit with the nonce of its own response, never the stored one', async () => {
    const { gunzipSync } = await import('node:zlib')
    const cache = new PageCache({ max: 10, ttlMs: 60_000 })
    const withNonce = (nonce: string) => `<script nonce="${nonce}">x</script><p>page</p><script nonce="${nonce}">y</script>`
    const policy = { 'content-type': 'text/html', 'content-security-policy': `script-src 'nonce-${NONCE}'` }
    await cache.store('k', html(withNonce(NONCE), { headers: policy }), NONCE)
    const plain = cache.get('k', OTHER_NONCE)
    expect(await plain?.text()).toBe(withNonce(OTHER_NONCE))
    expect(plain?.headers.has('content-security-policy')).toBe(false)
    const third = newNonce()
    const gz = cache.get('k', third, new Request('http://s/', { headers: { 'accept-encoding': 'gzip' } }), [['content-security-policy', `script-src 'nonce-${third}'`]])
    expect(gz?.headers.get('content-security-policy')).toBe(`script-src 'nonce-${third}'`)
    expect(gunzipSync(Buffer.from(await gz!.arrayBuffer())).toString()).toBe(withNonce(third))
  })

  it('never stores a page that says no-store (a notice standing in for content that could not be read)', async () => {
    const cache = new PageCache({ max: 10, ttlMs: 60_000 })
    const notice = await cache.store('n', html('<p>not available right now</p>', { headers: { 'content-type': 'text/html', 'cache-control': 'no-store' } }), NONCE)
    expect(await notice.text()).toBe('<p>not available right now</p>')
    expect(cache.get('n', NONCE)).toBeUndefined()
  })

  it('serves the stored page gzipped to clients that accept it', async () => {
    const { gunzipSync } = await import('node:zlib')
    const cache = new PageCache({ max: 10, ttlMs: 60_000 })
    await cache.store('k', html('<p>page</p>'), NONCE)
    const gz = cache.get('k', NONCE, new Request('http://s/', { headers: { 'accept-encoding': 'gzip, br' } }))
    expect(gz?.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz!.arrayBuffer())).toString()).toBe('<p>page</p>')
  })

  it('forgets pages after their time to live', async () => {
    const cache = new PageCache({ max: 10, ttlMs: 20 })
    await cache.store('k', html('x'), NONCE)
    expect(cache.get('k', NONCE)).toBeDefined()
    await new Promise((r) => setTimeout(r, 40))
    expect(cache.get('k', NONCE)).toBeUndefined()
  })
})
