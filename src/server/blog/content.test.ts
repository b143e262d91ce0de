import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadPostsFrom } from './posts'

describe('the posts of this site', () => {
  it('all load without problems, at least four, one of them co-authored', async () => {
    const reports: string[] = []
    const posts = await loadPostsFrom(path.resolve('content/blog'), { report: (message) => reports.push(message) })
    expect(reports).toEqual([])
    expect(posts.length).toBeGreaterThanOrEqual(4)
    expect(posts.some((post) => post.authors.length > 1)).toBe(true)
  })
})
