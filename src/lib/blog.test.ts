import { describe, expect, it } from 'vitest'
import { authorMeta, formatAuthors, formatPostDate, postSlugOf } from './blog'

describe('author formatting', () => {
  it('names one author alone', () => {
    expect(formatAuthors(['Tanner Linsley'])).toBe('Tanner Linsley')
    expect(authorMeta(['Tanner Linsley'])).toBe('Tanner Linsley')
  })

  it('joins two authors with "and" and marks them as co-authors', () => {
    expect(formatAuthors(['Ada Lovelace', 'Linus Torvalds'])).toBe('Ada Lovelace and Linus Torvalds')
    expect(authorMeta(['Ada Lovelace', 'Linus Torvalds'])).toBe('co-authored by Ada Lovelace and Linus Torvalds')
  })

  it('joins three authors with commas and a final "and"', () => {
    expect(formatAuthors(['Ada', 'Linus', 'Grace'])).toBe('Ada, Linus, and Grace')
    expect(authorMeta(['Ada', 'Linus', 'Grace'])).toBe('co-authored by Ada, Linus, and Grace')
  })
})

describe('post dates', () => {
  it('formats an ISO date in English without shifting the day', () => {
    expect(formatPostDate('2025-03-01')).toBe('March 1, 2025')
    expect(formatPostDate('2024-12-31')).toBe('December 31, 2024')
  })
})

describe('post slugs', () => {
  it('accepts lower-case words joined by dashes, with one optional trailing slash', () => {
    expect(postSlugOf('query-v5-release-notes')).toBe('query-v5-release-notes')
    expect(postSlugOf('hello/')).toBe('hello')
  })

  it.each(['', '..', '../x', 'a/b', 'A-post', 'post.md', 'a--b', '-a', 'a'.repeat(201), 'hello//'])('refuses %j', (splat) => {
    expect(postSlugOf(splat)).toBeUndefined()
  })
})
