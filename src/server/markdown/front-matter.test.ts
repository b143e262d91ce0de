import { describe, expect, it } from 'vitest'
import { parseFrontMatter } from './front-matter'

describe('parseFrontMatter', () => {
  it('splits YAML front matter from the content', () => {
    const { data, content } = parseFrontMatter('---\ntitle: Hello\nauthors:\n  - Ada\n  - Linus\npublished: 2025-03-01\n---\n# Body\n')
    expect(data).toEqual({ title: 'Hello', authors: ['Ada', 'Linus'], published: '2025-03-01' })
    expect(content).toBe('# Body\n')
  })

  it('accepts CRLF line ends and an empty block', () => {
    expect(parseFrontMatter('---\r\ntitle: Hi\r\n---\r\nText')).toEqual({ data: { title: 'Hi' }, content: 'Text' })
    expect(parseFrontMatter('---\n---\nText')).toEqual({ data: {}, content: 'Text' })
  })

  it('returns empty data when there is no front matter', () => {
    expect(parseFrontMatter('# Title\n\n---\n\nmore')).toEqual({ data: {}, content: '# Title\n\n---\n\nmore' })
  })

  it('throws a clear error for malformed YAML or a block that is not a mapping', () => {
    expect(() => parseFrontMatter('---\ntitle: [unclosed\n---\nx')).toThrow(/^Invalid front matter: /)
    expect(() => parseFrontMatter('---\n- a\n- b\n---\nx')).toThrow('Invalid front matter: expected "key: value" lines')
  })
})
