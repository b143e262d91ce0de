import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeAlgolia = { url: string; requests: string[]; close: () => Promise<void> }

const hierarchy = (lvl0: string, lvl1: string) => ({ lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null })

/** Records shaped like the site's search records (DocSearch hierarchy). */
const records = [
  {
    objectID: 'query-overview',
    url: '/query/latest/docs/framework/react/overview',
    library: 'query',
    framework: 'react',
    content: 'Powerful asynchronous state management',
    hierarchy: hierarchy('Query', 'Overview'),
  },
  {
    objectID: 'router-overview',
    url: '/router/latest/docs/framework/react/overview',
    library: 'router',
    framework: 'react',
    content: 'Type-safe routing',
    hierarchy: hierarchy('Router', 'Overview'),
  },
]

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=UTF-8',
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type, x-algolia-api-key, x-algolia-application-id, x-algolia-agent',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
  })
  response.end(status === 204 ? undefined : JSON.stringify(body))
}

/** One result of Algolia's search API for `params` (`query=…&hitsPerPage=…`), as Algolia shapes it. */
function result(indexName: string, params: string) {
  const search = new URLSearchParams(params)
  const query = search.get('query') ?? ''
  const hitsPerPage = Number(search.get('hitsPerPage') ?? 20) || 20
  const hits = records
    .filter((r) => query === '' || `${r.hierarchy.lvl1} ${r.content} ${r.library}`.toLowerCase().includes(query.toLowerCase()))
    .map((r) => ({ ...r, _highlightResult: { hierarchy: { lvl1: { value: r.hierarchy.lvl1, matchLevel: 'none', matchedWords: [] } } } }))
  return {
    hits,
    nbHits: hits.length,
    page: 0,
    nbPages: hits.length ? 1 : 0,
    hitsPerPage,
    processingTimeMS: 1,
    exhaustiveNbHits: true,
    query,
    params,
    index: indexName,
    facets: {},
  }
}

/**
 * A local stand-in for an Algolia application's search host: `POST /1/indexes/*\/queries`
 * (what the search dialog's lite client sends) and `POST /1/indexes/{name}/query`, with CORS.
 */
export async function startFakeAlgolia(): Promise<FakeAlgolia> {
  const requests: string[] = []
  const server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') return send(response, 204, null)
    let text = ''
    for await (const chunk of request) text += chunk
    requests.push(`${request.method} ${request.url}`)
    const path = (request.url ?? '/').split('?')[0]!
    let body: { requests?: { indexName?: string; params?: string }[]; params?: string }
    try {
      body = text ? JSON.parse(text) : {}
    } catch {
      return send(response, 400, { message: 'Invalid JSON', status: 400 })
    }
    if (request.method === 'POST' && path === '/1/indexes/*/queries') {
      return send(response, 200, { results: (body.requests ?? []).map((r) => result(r.indexName ?? '', r.params ?? '')) })
    }
    const single = /^\/1\/indexes\/([^/]+)\/query$/.exec(path)
    if (request.method === 'POST' && single) return send(response, 200, result(decodeURIComponent(single[1]!), body.params ?? ''))
    send(response, 404, { message: 'Not Found', status: 404 })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
