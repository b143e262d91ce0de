import { describe, expect, it } from 'vitest'
import { docReadOf } from './read-counter'

const get = (path: string, accept?: string) => new Request(`http://site.test${path}`, { headers: accept ? { accept } : {} })

describe('docReadOf', () => {
  it('tells pages, Markdown and llms files apart, by library', () => {
    expect(docReadOf(get('/query/latest/docs/framework/react/overview'))).toEqual({ libraryId: 'query', channel: 'page' })
    expect(docReadOf(get('/query/latest/docs/framework/react/overview.md'))).toEqual({ libraryId: 'query', channel: 'markdown' })
    expect(docReadOf(get('/query/latest/docs/framework/react/overview', 'text/markdown'))).toEqual({ libraryId: 'query', channel: 'markdown' })
    expect(docReadOf(get('/router/llms.txt'))).toEqual({ libraryId: 'router', channel: 'llms' })
    expect(docReadOf(get('/router/llms-full.txt'))).toEqual({ libraryId: 'router', channel: 'llms' })
    expect(docReadOf(get('/llms.txt'))).toEqual({ libraryId: '*', channel: 'llms' })
  })

  it('counts nothing else', () => {
    expect(docReadOf(get('/'))).toBeUndefined()
    expect(docReadOf(get('/query/latest'))).toBeUndefined()
    expect(docReadOf(get('/nosuch/latest/docs/overview'))).toBeUndefined()
    expect(docReadOf(get('/nosuch/llms.txt'))).toBeUndefined()
    expect(docReadOf(new Request('http://site.test/query/latest/docs/overview', { method: 'POST' }))).toBeUndefined()
  })
})
