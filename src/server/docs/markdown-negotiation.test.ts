import { describe, expect, it } from 'vitest'
import { markdownDocRequest } from './markdown-negotiation'

const request = (path: string, init: { accept?: string; method?: string } = {}) =>
  new Request(`http://site.test${path}`, { method: init.method ?? 'GET', headers: init.accept ? { accept: init.accept } : {} })

describe('which requests get a doc as Markdown', () => {
  it('answers a page’s .md URL and its own URL asked for Markdown, with the doc routes’ identity', () => {
    expect(markdownDocRequest(request('/query/latest/docs/overview.md'))).toEqual({ libraryId: 'query', version: 'latest', page: 'overview.md' })
    expect(markdownDocRequest(request('/query/v4/docs/framework/react/guides/queries', { accept: 'text/markdown' }))).toEqual({
      libraryId: 'query',
      version: 'v4',
      framework: 'react',
      page: 'guides/queries',
    })
    expect(markdownDocRequest(request('/query/latest/docs/framework/react/guides/a%20b.md'))?.page).toBe('guides/a b.md')
  })

  it('leaves HTML readers, other methods, other routes, framework landings and examples to the router', () => {
    for (const path of ['/query/latest/docs/overview', '/blog/post.md', '/nope/latest/docs/overview.md', '/query/latest/docs/framework/react.md']) {
      expect(markdownDocRequest(request(path)), path).toBeUndefined()
    }
    expect(markdownDocRequest(request('/query/latest/docs/framework/react/examples/basic.md'))).toBeUndefined()
    expect(markdownDocRequest(request('/query/latest/docs/overview', { accept: 'text/html,text/markdown;q=0.5' }))).toBeUndefined()
    expect(markdownDocRequest(request('/query/latest/docs/overview.md', { method: 'POST' }))).toBeUndefined()
    expect(markdownDocRequest(request('/query/latest/docs/%E0%A4%A.md'))).toBeUndefined()
  })
})
