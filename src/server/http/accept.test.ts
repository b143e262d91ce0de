import { describe, expect, it } from 'vitest'
import { prefersMarkdown } from './accept'

const asking = (accept?: string) => new Request('http://site.test/x', { headers: accept ? { accept } : {} })

describe('Accept negotiation for doc pages', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.9', true],
    ['text/html;q=0.5, text/markdown', true],
    ['text/markdown, text/html', true],
    ['text/html, text/markdown', false],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
    ['*/*', false],
    ['text/markdown;q=0.1, text/html', false],
    ['text/plain', false],
  ])('%s → markdown %s', (accept, expected) => {
    expect(prefersMarkdown(asking(accept))).toBe(expected)
  })

  it('serves HTML when the request names no type', () => {
    expect(prefersMarkdown(asking())).toBe(false)
  })
})
