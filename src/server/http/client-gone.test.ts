import { describe, expect, it } from 'vitest'
import { ClientGone, clientGoneSignal, withClientGoneSignal } from './client-gone'

describe('a reader who went away', () => {
  it("aborts the app's signal with ClientGone, an error with an HTTP status, whatever the socket's reason", () => {
    const incoming = new AbortController()
    const signal = clientGoneSignal(incoming.signal)
    expect(signal.aborted).toBe(false)
    incoming.abort(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))
    expect(signal.aborted).toBe(true)
    expect(signal.reason).toBeInstanceOf(ClientGone)
    expect(signal.reason).toMatchObject({ status: 499 })
  })

  it('is ClientGone at once for a signal already aborted', () => {
    expect(clientGoneSignal(AbortSignal.abort()).reason).toBeInstanceOf(ClientGone)
  })

  it("keeps the request's method, headers and body", async () => {
    const incoming = new AbortController()
    const request = new Request('http://localhost/_serverFn/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new TextEncoder().encode('{"a":1}'),
      signal: incoming.signal,
    })
    const copy = withClientGoneSignal(request)
    expect([copy.method, copy.headers.get('content-type'), await copy.text()]).toEqual(['POST', 'application/json', '{"a":1}'])
    incoming.abort()
    expect(copy.signal.reason).toBeInstanceOf(ClientGone)
  })
})
