import { describe, expect, it } from 'vitest'
import { rewriteDocImage, rewriteDocLink } from './links'
import { renderPage, testLinks as context } from '../../../../tests/support/doc-render'

describe('doc link rewriting', () => {
  it.each([
    ['./caching.md', '/query/latest/docs/framework/react/guides/caching'],
    ['./caching.md#stale-time', '/query/latest/docs/framework/react/guides/caching#stale-time'],
    ['../reference/useQuery.md?x=1#options', '/query/latest/docs/framework/react/reference/useQuery?x=1#options'],
    ['../../../overview.md', '/query/latest/docs/overview'],
    ['caching', '/query/latest/docs/framework/react/guides/caching'],
    ['../../vue/guides/queries.md', '/query/latest/docs/framework/vue/guides/queries'],
    ['./sub/README.md', '/query/latest/docs/framework/react/guides/sub'],
  ])('%s → %s', (href, expected) => {
    expect(rewriteDocLink(href, context)).toBe(expected)
  })

  it('reads an extension-less link against the page as a folder when only that names a page', () => {
    const pages = new Set(['docs/framework/react/guides/caching', 'docs/framework/react/reference/useQuery'])
    const withPages = { ...context, isPage: (path: string) => pages.has(path) }
    expect(rewriteDocLink('../caching', withPages)).toBe('/query/latest/docs/framework/react/guides/caching')
    expect(rewriteDocLink('../../reference/useQuery#x', withPages)).toBe('/query/latest/docs/framework/react/reference/useQuery#x')
    expect(rewriteDocLink('./caching', withPages)).toBe('/query/latest/docs/framework/react/guides/caching')
    expect(rewriteDocLink('../nowhere', withPages)).toBe('/query/latest/docs/framework/react/nowhere')
  })

  it('reads `/docs/…` links as pages of the same docs', () => {
    expect(rewriteDocLink('/docs/examples/simple#x', context)).toBe('/query/latest/docs/examples/simple#x')
  })

  it('keeps absolute URLs, site paths and anchors', () => {
    for (const href of ['https://example.com/x.md', '#heading', '/query/latest/docs/x', 'mailto:a@b.c', '']) {
      expect(rewriteDocLink(href, context)).toBeUndefined()
    }
  })

  it('sends files outside the docs folder to GitHub', () => {
    expect(rewriteDocLink('../../../../examples/react/basic/src/index.tsx', context)).toBe(
      'https://github.com/tanstack/query/blob/main/examples/react/basic/src/index.tsx',
    )
    expect(rewriteDocLink('../../../../../../etc/passwd', context)).toBe('https://github.com/tanstack/query/tree/main')
  })

  it('works for a docs folder below the repository root', () => {
    const router = { ...context, currentFile: 'docs/router/guide/navigation.md', docsRoot: 'docs/router', docsBase: '/router/v1/docs', repo: 'tanstack/router' }
    expect(rewriteDocLink('./link-options.md#x', router)).toBe('/router/v1/docs/guide/link-options#x')
    expect(rewriteDocLink('../../start/framework/react/overview.md', router)).toBe(
      'https://github.com/tanstack/router/blob/main/docs/start/framework/react/overview.md',
    )
  })

  it('serves relative images from the same repository and ref', () => {
    expect(rewriteDocImage('../assets/flow.svg', context)).toBe('/docs-assets/query/latest/docs/framework/react/assets/flow.svg')
    expect(rewriteDocImage('https://img.example/x.png', context)).toBeUndefined()
    expect(rewriteDocImage('../../../../../../x.png', context)).toBeUndefined()
  })
})

describe('links on a rendered page', () => {
  it('rewrites relative links and images and keeps other links', async () => {
    const { html } = await renderPage('[caching](./caching.md#stale-time) [site](https://example.com) [top](#intro)\n\n![flow](../assets/flow.svg)')
    expect(html).toContain('<a href="/query/latest/docs/framework/react/guides/caching#stale-time">caching</a>')
    expect(html).toContain('<a href="https://example.com">site</a>')
    expect(html).toContain('<a href="#intro">top</a>')
    expect(html).toContain('<img src="/docs-assets/query/latest/docs/framework/react/assets/flow.svg" alt="flow">')
  })

  it('points an in-page link at an id written in the page, which carries the written-id prefix', async () => {
    const { html } = await renderPage('<div id="details">Details</div>\n\n[see details](#details) [options](#options)\n\n## Options')
    expect(html).toContain('<div id="user-content-details">')
    expect(html).toContain('<a href="#user-content-details">see details</a>')
    expect(html).toContain('<a href="#options">options</a>')
  })
})
