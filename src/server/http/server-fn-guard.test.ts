import { describe, expect, it } from 'vitest'
import { rejectMalformedServerFnCall, withBufferedBody } from './server-fn-guard'

const url = 'http://site.test/_serverFn/abc123'
const post = (body: string, type = 'application/json') => new Request(url, { method: 'POST', body, headers: { 'content-type': type } })

describe('server-function request guard', () => {
  it('lets well-formed calls and other paths through', async () => {
    expect(await rejectMalformedServerFnCall(post('{"t":{"t":1,"s":"light"},"f":1,"m":[]}'))).toBeUndefined()
    expect(await rejectMalformedServerFnCall(new Request(`${url}?payload=${encodeURIComponent('{"t":{"t":1,"s":"x"},"f":1,"m":[]}')}`))).toBeUndefined()
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

  it("hands the framework a body within the limit, with the connection's address", async () => {
    const original = post('{"t":{"t":1,"s":"light"},"f":1,"m":[]}')
    Object.defineProperty(original, 'ip', { value: '203.0.113.9' })
    const buffered = await withBufferedBody(original, 1024)
    expect(buffered).toBeInstanceOf(Request)
    expect((buffered as Request & { ip?: string }).ip).toBe('203.0.113.9')
    expect(await (buffered as Request).text()).toBe('{"t":{"t":1,"s":"light"},"f":1,"m":[]}')
  })

  it('refuses payloads seroval cannot decode, and form bodies that are no form, with a 400', async () => {
    for (const payload of ['{"t":99,"i":0,"s":"x"}', '{"t":"x","m":"y"}', '{"3":null,"":true}']) {
      const response = await rejectMalformedServerFnCall(new Request(`${url}?payload=${encodeURIComponent(payload)}`))
      expect(response?.status, payload).toBe(400)
    }
    const jsonAsForm = post('{"t":{"t":1,"s":"x"},"f":1,"m":[]}', 'multipart/form-data; boundary=x')
    expect((await rejectMalformedServerFnCall(jsonAsForm))?.status).toBe(400)
    const form = new FormData()
    form.set('name', 'value')
    expect(await rejectMalformedServerFnCall(new Request(url, { method: 'POST', body: form }))).toBeUndefined()
  })
})
