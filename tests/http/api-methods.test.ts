/**
 * The API routes' edges: a method a route does not take is a 405 naming those it does (never the
 * site's HTML shell with a 200), and a type-hover miss is not kept by a CDN, since the block may
 * be checked a minute later.
 */
import { describe, expect, it } from 'vitest'
import { baseUrl } from '../support/http'

const HOVER_MISS = '/api/snippet-hovers/0123456789/query/abc123/react/AAAAAAAAAAAAAAAAAAAA'

describe('methods an API route does not take', () => {
  it.each([
    ['POST', '/api/renamed?q=cacheTime', 'GET, HEAD'],
    ['PUT', '/api/changes/query?from=v4', 'GET, HEAD'],
    ['POST', HOVER_MISS, 'GET, HEAD'],
    ['DELETE', '/api/admin/docs-health/query', 'GET, HEAD'],
    ['POST', '/api/admin/docs-redirects.json', 'GET, HEAD'],
    ['GET', '/api/feedback', 'POST'],
    ['PUT', '/api/feedback', 'POST'],
    ['OPTIONS', '/api/feedback', 'POST'],
    ['GET', '/api/search/1/indexes/TanStack/queries', 'POST, OPTIONS'],
    ['PUT', '/api/search/1/indexes/TanStack/query', 'POST, OPTIONS'],
    ['PATCH', '/api/search/1/events', 'POST, OPTIONS'],
    ['PUT', '/api/live/stats.json', 'GET, HEAD'],
  ])('%s %s is a 405 with Allow: %s', async (method, path, allow) => {
    const response = await fetch(`${baseUrl()}${path}`, { method, body: method === 'GET' || method === 'OPTIONS' ? undefined : '{}', redirect: 'manual' })
    const body = await response.text()
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe(allow)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(body).not.toContain('<html')
  })

  it("PUT /api/mcp is the MCP server's own JSON-RPC 405, naming POST", async () => {
    const response = await fetch(`${baseUrl()}/api/mcp`, { method: 'PUT', body: '{}' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expect(await response.text()).not.toContain('<html')
  })

  it('still answers the methods a route takes', async () => {
    expect((await fetch(`${baseUrl()}/api/renamed?q=cacheTime`)).status).toBe(200)
    expect((await fetch(`${baseUrl()}/api/renamed?q=cacheTime`, { method: 'HEAD' })).status).toBe(200)
    const preflight = await fetch(`${baseUrl()}/api/search/1/indexes/TanStack/queries`, { method: 'OPTIONS' })
    expect(preflight.status).toBeLessThan(300)
  })
})

describe('type-hover misses', () => {
  it('are never stored by a shared cache: the block may have hovers a minute later', async () => {
    const response = await fetch(`${baseUrl()}${HOVER_MISS}`)
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})
