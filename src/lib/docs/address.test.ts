import { describe, expect, it } from 'vitest'
import * as address from './address'

describe('doc address', () => {
  it('forms URLs from page keys, identities and examples', () => {
    expect(address.docPathOf('query', 'latest', 'framework/react/overview')).toBe('/query/latest/docs/framework/react/overview')
    expect(address.frameworkHref('query', 'v4', 'vue')).toBe('/query/v4/docs/framework/vue/')
    expect(address.frameworkHref('query', 'v4', 'vue', 'guides/queries')).toBe('/query/v4/docs/framework/vue/guides/queries')
    expect(address.exampleHref('query', 'latest', { framework: 'react', name: 'basic' })).toBe('/query/latest/docs/framework/react/examples/basic')
  })

  it.each([
    [{ framework: 'react', page: 'guides/queries.md' }, 'framework/react/guides/queries'],
    [{ page: '/overview/' }, 'overview'],
    [{ framework: null, page: 'overview#top' }, 'overview'],
  ])('turns the identity %o into the page key %s', (identity, key) => {
    expect(address.pageKeyOf(identity)).toBe(key)
  })

  it('keeps a page that names its framework as it is', () => {
    expect(address.pageKeyWithin('react', 'guides/queries')).toBe('framework/react/guides/queries')
    expect(address.pageKeyWithin('react', 'framework/vue/guides/queries')).toBe('framework/vue/guides/queries')
    expect(address.pageKeyWithin(undefined, 'overview')).toBe('overview')
  })

  it('splits a page key into its framework and the rest', () => {
    expect(address.splitFrameworkPage('framework/react/guides/queries')).toEqual({ framework: 'react', rest: 'guides/queries' })
    expect([address.splitFrameworkPage('framework/react'), address.splitFrameworkPage('guides/queries')]).toEqual([undefined, undefined])
    expect([address.withoutFramework('framework/solid/reference/useQuery'), address.withoutFramework('overview')]).toEqual(['reference/useQuery', 'overview'])
    expect(address.exampleOfPage('framework/react/examples/basic')).toEqual({ framework: 'react', name: 'basic' })
    expect(address.exampleOfPage('framework/react/guides/basic')).toBeUndefined()
  })

  it('tells framework landings and examples from doc pages', () => {
    const pages = [
      'framework',
      'framework/react',
      'framework/react/examples',
      'framework/react/examples/basic',
      'overview',
      'framework/react/overview',
      'framework/react/examples-guide',
    ]
    expect(pages.filter(address.isFrameworkLandingOrExample)).toEqual(pages.slice(0, 4))
  })

  it('reads a doc URL back', () => {
    expect(address.docAddressOfPath('/query/latest/docs/framework/react/overview/')).toEqual({
      libraryId: 'query',
      version: 'latest',
      page: 'framework/react/overview',
    })
    expect([address.docAddressOfPath('/query/latest/docs/'), address.docAddressOfPath('/query/latest/blog/x')]).toEqual([undefined, undefined])
    expect([address.pageKeyOfHref('/query/latest/docs/framework/react/overview?x=1#top'), address.pageKeyOfHref('/query/latest')]).toEqual([
      'framework/react/overview',
      undefined,
    ])
    expect([
      address.frameworkInPath('https://site.test/query/latest/docs/framework/vue/guides/x#y'),
      address.frameworkInPath('/query/latest/docs/overview'),
    ]).toEqual(['vue', undefined])
    expect(address.withoutFrameworkInPath('/query/latest/docs/framework/vue/guides/x')).toBe('/query/latest/docs/guides/x')
  })

  it('strips the Markdown twin’s extension and reads framework folders of files', () => {
    expect(['guides/queries.md', 'guides/queries.mdx'].map(address.withoutMarkdownExtension)).toEqual(['guides/queries', 'guides/queries.mdx'])
    expect(address.normalizePage('/guides/queries.md?x#y')).toBe('guides/queries')
    expect(['/framework/react/guides/queries.md', '/guides/queries.md'].map(address.frameworkFolderOf)).toEqual(['react', undefined])
  })
})
