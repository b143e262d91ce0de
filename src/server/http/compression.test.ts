import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { acceptsGzip, compressResponse } from './compression'

const big = '<p>docs</p>'.repeat(500)
const request = (encoding?: string) => new Request('http://s/x', { headers: encoding ? { 'accept-encoding': encoding } : {} })
const html = (body = big, headers: Record<string, string> = {}) => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', ...headers } })

describe('compression', () => {
  it('reads Accept-Encoding', () => {
    expect(acceptsGzip(request('gzip, deflate, br'))).toBe(true)
    expect(acceptsGzip(request('br;q=1, gzip;q=0'))).toBe(false)
    expect(acceptsGzip(request())).toBe(false)
  })

  it('gzips text for clients that accept it, and says so in Vary', async () => {
    const response = compressResponse(request('gzip'), html())
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(big)
    const plain = compressResponse(request(), html())
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    expect(await plain.text()).toBe(big)
  })

  it('leaves event streams, images, small and already-encoded bodies alone', () => {
    const stream = new Response(big, { headers: { 'content-type': 'text/event-stream' } })
    expect(compressResponse(request('gzip'), stream)).toBe(stream)
    const png = new Response(big, { headers: { 'content-type': 'image/png' } })
    expect(compressResponse(request('gzip'), png)).toBe(png)
    const small = html('<p>x</p>', { 'content-length': '8' })
    expect(compressResponse(request('gzip'), small)).toBe(small)
    const encoded = html(big, { 'content-encoding': 'gzip' })
    expect(compressResponse(request('gzip'), encoded)).toBe(encoded)
  })

  it('sends a response that already varies on Accept-Encoding as it is to a client without gzip', () => {
    const cached = html(big, { vary: 'Accept-Encoding' })
    expect(compressResponse(request(), cached)).toBe(cached)
    // A client that takes gzip still gets it.
    expect(compressResponse(request('gzip'), html(big, { vary: 'Accept-Encoding' })).headers.get('content-encoding')).toBe('gzip')
  })
})
