import { describe, expect, it } from 'vitest'
import { splitFrameworkPage } from '~/lib/docs/address'
import { normalizeMissedPath, suggestPage } from './suggest'

/** The version's pages, each in the framework its path names (none for a page outside `framework/`). */
const pages = [
  'overview',
  'installation',
  'framework/react/overview',
  'framework/react/guides/queries',
  'framework/react/guides/query-keys',
  'framework/react/guides/mutations',
  'framework/react/reference/useQuery',
  'framework/vue/guides/queries',
  'framework/vue/overview',
].map((page) => ({ page, framework: splitFrameworkPage(page)?.framework ?? null }))
const frameworks = ['react', 'vue']
const suggest = (requested: string, searchRanked?: string[]) => suggestPage({ requested, pages, frameworks, searchRanked })?.page

describe('suggestPage', () => {
  it.each([
    ['finds the page behind a typo', 'framework/react/guides/querys', 'framework/react/guides/queries'],
    ['finds the page behind a case change', 'framework/react/reference/usequery', 'framework/react/reference/useQuery'],
    ['finds the page behind a stray extension', 'framework/react/guides/mutations.html', 'framework/react/guides/mutations'],
    ['finds a page moved to another folder', 'framework/react/query-keys', 'framework/react/guides/query-keys'],
    ['finds an old path without a framework', 'guides/queries', 'framework/react/guides/queries'],
    ['stays in the framework asked for', 'framework/vue/guides/querie', 'framework/vue/guides/queries'],
    ['reads a framework the docs lack as the first one', 'framework/svelte/guides/mutations', 'framework/react/guides/mutations'],
    ['suggests nothing when nothing is close', 'framework/react/no-such-page', undefined],
    ['suggests nothing when nothing is close', 'framework/react/xyz/abc', undefined],
    ['suggests nothing for an empty path', '', undefined],
  ])('%s: %j → %j', (_case, requested, page) => {
    expect(suggest(requested)).toBe(page)
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
