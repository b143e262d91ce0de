import { describe, expect, it } from 'vitest'
import {
  docAddressOfPath,
  docPathOf,
  exampleHref,
  exampleOfPage,
  frameworkFolderOf,
  frameworkHref,
  frameworkInPath,
  isFrameworkLandingOrExample,
  normalizePage,
  pageKeyOf,
  pageKeyOfHref,
  pageKeyWithin,
  splitFrameworkPage,
  withoutFramework,
  withoutFrameworkInPath,
  withoutMarkdownExtension,
} from './address'

describe('doc address', () => {
  it('forms URLs from page keys, identities and examples', () => {
    expect(docPathOf('query', 'latest', 'framework/react/overview')).toBe('/query/latest/docs/framework/react/overview')
    expect(frameworkHref('query', 'v4', 'vue')).toBe('/query/v4/docs/framework/vue/')
    expect(exampleHref('query', 'latest', { framework: 'react', name: 'basic' })).toBe('/query/latest/docs/framework/react/examples/basic')
  })

  it('turns an identity into its page key, normalizing the page', () => {
    expect(pageKeyOf({ framework: 'react', page: 'guides/queries.md' })).toBe('framework/react/guides/queries')
    expect(pageKeyOf({ page: '/overview/' })).toBe('overview')
    expect(pageKeyOf({ framework: null, page: 'overview#top' })).toBe('overview')
    expect(pageKeyWithin('react', 'guides/queries')).toBe('framework/react/guides/queries')
    expect(pageKeyWithin('react', 'framework/vue/guides/queries')).toBe('framework/vue/guides/queries')
    expect(pageKeyWithin(undefined, 'overview')).toBe('overview')
  })

  it('splits a page key into its framework and the rest', () => {
    expect(splitFrameworkPage('framework/react/guides/queries')).toEqual({ framework: 'react', rest: 'guides/queries' })
    expect(splitFrameworkPage('framework/react')).toBeUndefined()
    expect(splitFrameworkPage('guides/queries')).toBeUndefined()
    expect(withoutFramework('framework/solid/reference/useQuery')).toBe('reference/useQuery')
    expect(withoutFramework('overview')).toBe('overview')
    expect(exampleOfPage('framework/react/examples/basic')).toEqual({ framework: 'react', name: 'basic' })
    expect(exampleOfPage('framework/react/guides/basic')).toBeUndefined()
  })

  it('tells framework landings and examples from doc pages', () => {
    for (const page of ['framework', 'framework/react', 'framework/react/examples', 'framework/react/examples/basic']) expect(isFrameworkLandingOrExample(page)).toBe(true)
    for (const page of ['overview', 'framework/react/overview', 'framework/react/examples-guide']) expect(isFrameworkLandingOrExample(page)).toBe(false)
  })

  it('reads a doc URL back', () => {
    expect(docAddressOfPath('/query/latest/docs/framework/react/overview/')).toEqual({ libraryId: 'query', version: 'latest', page: 'framework/react/overview' })
    expect(docAddressOfPath('/query/latest/docs/')).toBeUndefined()
    expect(docAddressOfPath('/query/latest/blog/x')).toBeUndefined()
    expect(pageKeyOfHref('/query/latest/docs/framework/react/overview?x=1#top')).toBe('framework/react/overview')
    expect(pageKeyOfHref('/query/latest')).toBeUndefined()
    expect(frameworkInPath('https://site.test/query/latest/docs/framework/vue/guides/x#y')).toBe('vue')
    expect(frameworkInPath('/query/latest/docs/overview')).toBeUndefined()
    expect(withoutFrameworkInPath('/query/latest/docs/framework/vue/guides/x')).toBe('/query/latest/docs/guides/x')
  })

  it('strips the Markdown twin’s extension and reads framework folders of files', () => {
    expect(withoutMarkdownExtension('guides/queries.md')).toBe('guides/queries')
    expect(withoutMarkdownExtension('guides/queries.mdx')).toBe('guides/queries.mdx')
    expect(normalizePage('/guides/queries.md?x#y')).toBe('guides/queries')
    expect(frameworkFolderOf('/framework/react/guides/queries.md')).toBe('react')
    expect(frameworkFolderOf('/guides/queries.md')).toBeUndefined()
  })
})
