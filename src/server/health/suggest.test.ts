import { describe, expect, it } from 'vitest'
import { normalizeMissedPath, suggestPage } from './suggest'

const pages = [
  { page: 'overview', framework: null },
  { page: 'installation', framework: null },
  { page: 'framework/react/overview', framework: 'react' },
  { page: 'framework/react/guides/queries', framework: 'react' },
  { page: 'framework/react/guides/query-keys', framework: 'react' },
  { page: 'framework/react/guides/mutations', framework: 'react' },
  { page: 'framework/react/reference/useQuery', framework: 'react' },
  { page: 'framework/vue/guides/queries', framework: 'vue' },
  { page: 'framework/vue/overview', framework: 'vue' },
]
const frameworks = ['react', 'vue']
const suggest = (requested: string, searchRanked?: string[]) => suggestPage({ requested, pages, frameworks, searchRanked })?.page

describe('suggestPage', () => {
  it('finds the page behind a typo, a case change or a stray extension', () => {
    expect(suggest('framework/react/guides/querys')).toBe('framework/react/guides/queries')
    expect(suggest('framework/react/reference/usequery')).toBe('framework/react/reference/useQuery')
    expect(suggest('framework/react/guides/mutations.html')).toBe('framework/react/guides/mutations')
  })

  it('finds a page moved to another folder, and an old path without a framework', () => {
    expect(suggest('framework/react/query-keys')).toBe('framework/react/guides/query-keys')
    expect(suggest('guides/queries')).toBe('framework/react/guides/queries')
  })

  it('stays in the framework asked for, and reads a framework the docs lack as the first one', () => {
    expect(suggest('framework/vue/guides/querie')).toBe('framework/vue/guides/queries')
    expect(suggest('framework/svelte/guides/mutations')).toBe('framework/react/guides/mutations')
  })

  it('suggests nothing when nothing is close', () => {
    expect(suggest('framework/react/no-such-page')).toBeUndefined()
    expect(suggest('framework/react/xyz/abc')).toBeUndefined()
    expect(suggest('')).toBeUndefined()
  })

  it('lets the search index break a tie between alike paths', () => {
    const tie = [
      { page: 'framework/react/guides/caching-a', framework: 'react' },
      { page: 'framework/react/guides/caching-b', framework: 'react' },
    ]
    const requested = 'framework/react/guides/caching'
    expect(suggestPage({ requested, pages: tie, frameworks })?.page).toBe('framework/react/guides/caching-a')
    expect(suggestPage({ requested, pages: tie, frameworks, searchRanked: ['framework/react/guides/caching-b'] })?.page).toBe(
      'framework/react/guides/caching-b',
    )
  })

  it('normalizes what a missed path may carry', () => {
    expect(normalizeMissedPath('/Framework/React/Guides/Index.html/')).toBe('framework/react/guides')
    expect(normalizeMissedPath('guides//queries.md?x=1')).toBe('guides/queries')
  })
})
