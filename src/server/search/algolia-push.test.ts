import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { indexSettings, pushToAlgolia } from './algolia-push'
import type { SearchRecord } from './records'

/** A local stand-in for Algolia's indexing API: checks the credentials, records the calls. */
type Call = { method: string; path: string; body: unknown; appId?: string; key?: string }
const calls: Call[] = []
let url = ''
const server = createServer(async (request: IncomingMessage, response) => {
  let text = ''
  for await (const chunk of request) text += chunk
  const call = {
    method: request.method!,
    path: request.url!,
    body: text ? JSON.parse(text) : undefined,
    appId: request.headers['x-algolia-application-id'] as string,
    key: request.headers['x-algolia-api-key'] as string,
  }
  calls.push(call)
  response.setHeader('content-type', 'application/json')
  if (call.key !== 'admin-key') {
    response.statusCode = 403
    response.end(JSON.stringify({ message: 'Invalid Application-ID or API key', status: 403 }))
    return
  }
  response.end(
    JSON.stringify(call.path.endsWith('/batch') ? { taskID: calls.length, objectIDs: [] } : { taskID: calls.length, updatedAt: new Date().toISOString() }),
  )
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const records: SearchRecord[] = Array.from({ length: 1500 }, (_, n) => ({
  objectID: `query/latest/docs/page-${n}`,
  url: `/query/latest/docs/page-${n}`,
  hierarchy: { lvl0: 'Query', lvl1: `Page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: 'text',
  library: 'query',
  framework: [],
  version: 'latest',
  position: 0,
}))

describe('pushToAlgolia', () => {
  it('sets the settings, clears the index and adds the records in batches', async () => {
    calls.length = 0
    const progress: number[] = []
    await pushToAlgolia({ appId: 'APP', adminKey: 'admin-key', indexName: 'TanStack', host: url }, records, (done) => progress.push(done))
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /1/indexes/TanStack/settings',
      'POST /1/indexes/TanStack/clear',
      'POST /1/indexes/TanStack/batch',
      'POST /1/indexes/TanStack/batch',
    ])
    expect(calls.every((c) => c.appId === 'APP')).toBe(true)
    expect(calls[0]!.body).toEqual(indexSettings)
    const batches = calls.slice(2).map((c) => (c.body as { requests: { action: string; body: SearchRecord }[] }).requests)
    expect(batches.map((b) => b.length)).toEqual([1000, 500])
    // Each record carries its page key, the attribute `distinct` collapses on.
    expect(batches[0]![0]).toEqual({ action: 'addObject', body: { ...records[0], page: records[0]!.url } })
    expect(progress).toEqual([1000, 1500])
  })

  it('stops with the answer when Algolia refuses the key', async () => {
    await expect(pushToAlgolia({ appId: 'APP', adminKey: 'wrong', indexName: 'TanStack', host: url }, records)).rejects.toThrow(/403/)
  })
})
