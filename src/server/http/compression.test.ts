import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { withCompression } from './compression'

const big = '<p>docs</p>'.repeat(500)
const request = (encoding?: string) => new Request('http://s/x', { headers: encoding ? { 'accept-encoding': encoding } : {} })
const html = (body = big, headers: Record<string, string> = {}) => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', ...headers } })

describe('compression (COMPRESSION=1)', () => {
  it('gzips text for clients that accept it, and says so in Vary', async () => {
    const response = await withCompression(request('gzip, deflate, br'), html())
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(big)
    const plain = await withCompression(request(), html())
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(big)
  })

  it('leaves event streams, images, small and already-encoded bodies alone', async () => {
    const kept = [
      new Response(big, { headers: { 'content-type': 'text/event-stream' } }),
      new Response(big, { headers: { 'content-type': 'image/png' } }),
      html('<p>x</p>', { 'content-length': '8' }),
      html(big, { 'content-encoding': 'br' }),
    ]
    for (const response of kept) expect((await withCompression(request('gzip'), response)).headers.get('content-encoding')).not.toBe('gzip')
  })
})
