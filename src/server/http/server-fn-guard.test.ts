import { describe, expect, it } from 'vitest'
import { correctServerFnStatus, rejectMalformedServerFnCall, withBufferedBody } from './server-fn-guard'

const url = 'http://site.test/_serverFn/abc123'
const post = (body: string, type = 'application/json') =>
  new Request(url, { method: 'POST', body, headers: { 'content-type': type } })

describe('server-function request guard', () => {
  it('lets well-formed calls and other paths through', async () => {
    expect(await rejectMalformedServerFnCall(post('{"t":{"t":1,"s":"light"},"f":1,"m":[]}'))).toBeUndefined()
    expect(await rejectMalformedServerFnCall(new Request(`${url}?payload=${encodeURIComponent('{"t":1}')}`))).toBeUndefined()
    expect(await rejectMalformedServerFnCall(new Request('http://site.test/docs?payload={'))).toBeUndefined()
  })

  it('refuses bodies that are not JSON objects with a 400', async () => {
    for (const body of ['{bad', '[1,2]', '"text"', 'null', '{"t":{"t":1,"s":"x"},"m":false}', '{"t":{"t":1,"s":"x"},"f":"127","m":[]}']) {
      const response = await rejectMalformedServerFnCall(post(body))
      expect(response?.status, body).toBe(400)
    }
    const get = await rejectMalformedServerFnCall(new Request(`${url}?payload=%7Bnope`))
    expect(get?.status).toBe(400)
  })

  it('refuses oversized bodies with a 413 and bad ids with a 404', async () => {
    const oversized = await withBufferedBody(post(`{"x":"${'a'.repeat(1024 * 1024)}"}`), 64 * 1024)
    expect(oversized instanceof Response && oversized.status).toBe(413)
    expect((await rejectMalformedServerFnCall(new Request(`${url}?payload=${'a'.repeat(70 * 1024)}`)))?.status).toBe(413)
    expect((await rejectMalformedServerFnCall(new Request('http://site.test/_serverFn/')))?.status).toBe(404)
    expect((await rejectMalformedServerFnCall(new Request('http://site.test/_serverFn/..%2F..%2Fetc')))?.status).toBe(404)
  })

  it('hands the framework a body within the limit, with the connection\'s address', async () => {
    const original = post('{"t":{"t":1,"s":"light"},"f":1,"m":[]}')
    Object.defineProperty(original, 'ip', { value: '203.0.113.9' })
    const buffered = await withBufferedBody(original, 1024)
    expect(buffered).toBeInstanceOf(Request)
    expect((buffered as Request & { ip?: string }).ip).toBe('203.0.113.9')
    expect(await (buffered as Request).text()).toBe('{"t":{"t":1,"s":"light"},"f":1,"m":[]}')
  })

  it('turns the framework 500 for an unknown function into a 404, and leaves real 500s', async () => {
    const request = new Request(url, { method: 'POST' })
    const unknown = new Response('{"message":"Server function info not found for abc123"}', { status: 500 })
    expect((await correctServerFnStatus(request, unknown)).status).toBe(404)
    const real = new Response('{"message":"database down"}', { status: 500 })
    expect((await correctServerFnStatus(request, real)).status).toBe(500)
  })

  it('turns the framework 500 for an undecodable payload into a 400', async () => {
    const request = new Request(url, { method: 'POST' })
    const serovalNode = new Response('{"t":10,"i":0,"p":{"k":["error"],"v":[{"t":25,"i":1,"s":{"message":{"t":1,"s":"Seroval Error (step: 3)"}},"c":"$TSR/Error"}]},"o":0}', { status: 500 })
    const corrected = await correctServerFnStatus(request, serovalNode)
    expect(corrected.status).toBe(400)
    expect(await corrected.json()).toEqual({ message: 'Malformed server function payload', status: 400 })
    const form = new Response('{"message":{"t":1,"s":"Failed to parse body as FormData."}}', { status: 500 })
    expect((await correctServerFnStatus(request, form)).status).toBe(400)
    // Serializing an answer (step 2) is the server's own failure and stays a 500.
    const serialization = new Response('{"message":"Seroval Error (step: 2)"}', { status: 500 })
    expect((await correctServerFnStatus(request, serialization)).status).toBe(500)
  })
})
