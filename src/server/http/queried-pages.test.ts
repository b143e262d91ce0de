import { describe, expect, it } from 'vitest'
import { isQueriedPage, readWholeHtml } from './queried-pages'

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://site.test${path}`, { headers })

describe('isQueriedPage', () => {
  it('takes pages asked for with a query string', () => {
    expect(isQueriedPage(get('/query/latest/docs/framework/react/overview?x=1'))).toBe(true)
    expect(isQueriedPage(get('/?utm_source=feed'))).toBe(true)
    expect(isQueriedPage(get('/stats/npm?packages=react'))).toBe(true)
  })

  it('leaves pages without a query, API routes, server functions and files alone', () => {
    expect(isQueriedPage(get('/query/latest/docs/framework/react/overview'))).toBe(false)
    expect(isQueriedPage(get('/query/latest/docs/framework/react/overview?'))).toBe(false)
    expect(isQueriedPage(get('/api/search/1/indexes/x/query?query=a'))).toBe(false)
    expect(isQueriedPage(get('/_serverFn/abc?payload=1'))).toBe(false)
    expect(isQueriedPage(get('/query/latest/docs/overview?x=1', { 'x-tsr-serverfn': 'true' }))).toBe(false)
    expect(isQueriedPage(get('/robots.txt?x=1'))).toBe(false)
    expect(isQueriedPage(get('/og/query.png?v=2'))).toBe(false)
    expect(isQueriedPage(get('/query/latest/docs/overview.md?x=1'))).toBe(false)
    expect(isQueriedPage(new Request('http://site.test/?x=1', { method: 'POST', body: '' }))).toBe(false)
  })
})

describe('readWholeHtml', () => {
  it('reads a streamed HTML answer whole, keeping its status and headers', async () => {
    const parts = ['<!doctype html>', '<p>one</p>', '<p>two</p>']
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const part = parts.shift()
        if (part === undefined) controller.close()
        else controller.enqueue(new TextEncoder().encode(part))
      },
    })
    const whole = await readWholeHtml(new Response(stream, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'x-kept': 'yes' } }))
    expect(parts).toEqual([])
    expect(whole.status).toBe(404)
    expect(whole.headers.get('x-kept')).toBe('yes')
    expect(await whole.text()).toBe('<!doctype html><p>one</p><p>two</p>')
  })

  it('leaves other answers as they are', async () => {
    const response = new Response('plain', { headers: { 'content-type': 'text/plain' } })
    expect(await readWholeHtml(response)).toBe(response)
  })
})
