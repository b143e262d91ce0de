/** Requests the fuzz run (`npm run test:fuzz`) found answered with a 500 or a broken answer. */
import { describe, expect, it } from 'vitest'
import { baseUrl, rawGet } from '../support/http'
import { serverFnId } from '../support/server-fn'

const fetchDoc = serverFnId('src/features/docs/docs.functions.ts', 'getDocPageFn')
const signIn = serverFnId('src/features/auth/auth.functions.ts', 'signInFn')
const fnHeaders = { 'x-tsr-serverFn': 'true', accept: 'application/json' }

describe('bad input found by the fuzz run', () => {
  it('answers a payload that is JSON but no serialized value with a 400', async () => {
    for (const payload of ['{"t":99,"i":0,"s":"x"}', '{"t":"x","m":"y"}', '{"3":null,"":true}', '{"~,_[":[null,false],"m":false}']) {
      const response = await fetch(`${baseUrl()}/_serverFn/${fetchDoc}?payload=${encodeURIComponent(payload)}`, { headers: fnHeaders })
      expect(response.status, payload).toBe(400)
      expect(await response.json()).toEqual({ message: 'Malformed server function payload', status: 400 })
    }
  })

  it('answers a JSON body sent as a form with a 400', async () => {
    const response = await fetch(`${baseUrl()}/_serverFn/${signIn}`, {
      method: 'POST',
      headers: { ...fnHeaders, 'content-type': 'multipart/form-data; boundary=x' },
      body: '{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":1,"s":"x"}]},"o":0},"f":127,"m":[]}',
    })
    expect(response.status).toBe(400)
  })

  it('escapes markup the search API echoes from the request', async () => {
    const response = await fetch(`${baseUrl()}/api/search/1/indexes/${encodeURIComponent('x<b onx=1>')}/query`, {
      method: 'POST',
      body: '{"params":"query=<i onx=1>"}',
    })
    const text = await response.text()
    expect(response.status).toBe(404)
    expect(text).not.toContain('<b onx=1>')
    expect(JSON.parse(text).message).toBe('Index x<b onx=1> does not exist')
    const queries = await fetch(`${baseUrl()}/api/search/1/indexes/*/queries`, {
      method: 'POST',
      body: JSON.stringify({ requests: [{ indexName: 'TanStack', params: 'query=<i onx=1>' }] }),
    })
    const body = await queries.text()
    expect(queries.status).toBe(200)
    expect(body).not.toContain('<i onx=1>')
    expect(JSON.parse(body).results[0].params).toBe('query=<i onx=1>')
  })

  it('answers a redirect that would repeat a very long URL with a 414', async () => {
    const response = await rawGet(`/store/v8?title=${'../'.repeat(4000)}`)
    expect(response.status).toBe(414)
    expect(response.headers.location).toBeUndefined()
  })

  it('shows an example whose path parameter is repeated, with its starting file', async () => {
    const response = await fetch(`${baseUrl()}/query/latest/docs/framework/react/examples/basic?path=src/main.tsx&path=other`)
    expect(response.status).toBe(200)
  })
})
