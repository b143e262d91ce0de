import { describe, expect, it } from 'vitest'
import { validatePostFrontMatter } from './front-matter'

const valid = { title: 'Hello', description: 'A post.', published: '2026-01-15', authors: ['Ada'] }

describe('post front matter', () => {
  it('accepts a complete front matter and fills in draft', () => {
    expect(validatePostFrontMatter(valid)).toEqual({ ok: true, data: { ...valid, draft: false } })
    const full = { ...valid, draft: true, headerImage: '/images/blog/header.png', library: 'query' }
    expect(validatePostFrontMatter(full)).toEqual({ ok: true, data: full })
    expect(validatePostFrontMatter({ ...valid, headerImage: 'https://cdn.example.com/a.png' }).ok).toBe(true)
  })

  it('accepts a date YAML parsed as a Date', () => {
    const result = validatePostFrontMatter({ ...valid, published: new Date('2026-02-03T00:00:00Z') })
    expect(result.ok && result.data.published).toBe('2026-02-03')
  })

  it.each([
    ['a missing title', { ...valid, title: undefined }, 'title'],
    ['an empty title', { ...valid, title: '  ' }, 'title'],
    ['no authors', { ...valid, authors: [] }, 'authors'],
    ['authors as a string', { ...valid, authors: 'Ada' }, 'authors'],
    ['a date that is not a date', { ...valid, published: 'last Tuesday' }, 'published'],
    ['an impossible date', { ...valid, published: '2026-02-30' }, 'published'],
    ['draft as a string', { ...valid, draft: 'yes' }, 'draft'],
    ['a header image with a javascript: URL', { ...valid, headerImage: 'javascript:alert(1)' }, 'headerImage'],
    ['an unknown library', { ...valid, library: 'jquery' }, 'library'],
    ['a misspelt key', { ...valid, autors: ['Ada'] }, 'autors'],
  ])('refuses %s, naming the field', (_case, data, field) => {
    const result = validatePostFrontMatter(data)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problems.join(' ')).toContain(field)
  })
})
