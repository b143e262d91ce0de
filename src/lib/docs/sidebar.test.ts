import { describe, expect, it } from 'vitest'
import { DocsConfigError, parseDocsConfig } from './config-schema'
import { buildPageList, configFrameworkValues } from './page-list'
import { buildNavigation, prevNext, sidebarFor } from './sidebar'

const config = parseDocsConfig(
  JSON.stringify({
    $schema: 'ignored',
    docSearch: { indexName: 'ignored' },
    sections: [
      {
        label: 'Getting Started',
        children: [{ label: 'Overview', to: 'overview' }],
        frameworks: [
          { label: 'react', children: [{ label: 'React Quick Start', to: 'framework/react/quick-start' }] },
          { label: 'vue', children: [{ label: 'Vue Quick Start', to: 'framework/vue/quick-start', badge: 'new' }] },
        ],
      },
      {
        label: 'Guides',
        collapsible: true,
        defaultCollapsed: true,
        children: [],
        frameworks: [{ label: 'react', children: [{ label: 'Caching', to: 'framework/react/guides/caching' }] }],
      },
      { label: 'Examples', children: [], frameworks: [{ label: 'react', children: [{ label: 'Basic', to: 'framework/react/examples/basic' }] }] },
      { label: 'Community', children: [{ label: 'Chat', to: 'https://chat.example.com' }] },
    ],
  }),
  'docs/config.json',
)

describe('docs config', () => {
  it('accepts the documented shape and ignores unknown keys', () => {
    expect(config.sections).toHaveLength(4)
    expect(configFrameworkValues(config)).toEqual(['react', 'vue'])
  })

  it('names every problem of an invalid config', () => {
    expect(() => parseDocsConfig('{"sections":[{"children":[{"to":1}]}]}', 'docs/config.json')).toThrow(DocsConfigError)
    try {
      parseDocsConfig('{"sections":[{"children":[{"to":1}]}]}', 'docs/config.json')
    } catch (error) {
      expect((error as DocsConfigError).problems.join(' ')).toMatch(/sections\.0\.label/)
      expect((error as DocsConfigError).problems.join(' ')).toMatch(/sections\.0\.children\.0\.label/)
    }
    expect(() => parseDocsConfig('{not json', 'docs/config.json')).toThrow(/not valid JSON/)
  })
})

/** The config above over a repository that has every page it names but the Vue quick start. */
const list = buildPageList({ id: 'query', frameworks: ['react', 'vue'] }, 'docs', {
  config,
  docFiles: ['docs/overview.md', 'docs/framework/react/quick-start.md', 'docs/framework/react/guides/caching.md'],
  exampleFolders: [{ framework: 'react', name: 'basic' }],
})
const buildSidebar = (base: string, framework: string | undefined) => sidebarFor(buildNavigation(list, base), framework)

describe('sidebar', () => {
  it('shows the common children and those of the chosen framework', () => {
    const react = buildSidebar('/query/latest/docs', 'react')
    expect(react.map((s) => s.label)).toEqual(['Getting Started', 'Guides', 'Examples', 'Community'])
    expect(react[0]?.items.map((i) => i.href)).toEqual(['/query/latest/docs/overview', '/query/latest/docs/framework/react/quick-start'])
    expect(react[1]).toMatchObject({ collapsible: true, defaultCollapsed: true })
    expect(react[2]?.items[0]).toMatchObject({ href: '/query/latest/docs/framework/react/examples/basic' })
    expect(react[3]?.items[0]).toMatchObject({ href: 'https://chat.example.com', external: true })
  })

  it('leaves out links to pages and examples the repository does not have', () => {
    const vue = buildSidebar('/query/v4/docs', 'vue')
    expect(vue.map((s) => s.label)).toEqual(['Getting Started', 'Community'])
    expect(vue[0]?.items.map((i) => i.label)).toEqual(['Overview'])
    const noExamples = buildPageList({ id: 'query', frameworks: [] }, 'docs', { ...list, config, docFiles: ['docs/overview.md'], exampleFolders: [] })
    expect(sidebarFor(buildNavigation(noExamples, '/q/latest/docs'), 'react').map((s) => s.label)).toEqual(['Getting Started', 'Community'])
  })

  it('labels every framework the version has, known or not', () => {
    expect(buildNavigation(list, '/q/latest/docs').frameworks.map((f) => f.label)).toEqual(['React', 'Vue'])
  })

  it('finds the previous and next pages, skipping examples and external links', () => {
    const react = buildSidebar('/query/latest/docs', 'react')
    expect(prevNext(react, '/query/latest/docs/framework/react/quick-start')).toMatchObject({
      prev: { label: 'Overview' },
      next: { label: 'Caching' },
    })
    expect(prevNext(react, '/query/latest/docs/framework/react/guides/caching').next).toBeUndefined()
    expect(prevNext(react, '/nowhere')).toEqual({})
  })
})

describe('switching version or framework', () => {
  it('keeps the page and changes one segment', async () => {
    const { switchPath } = await import('./address')
    expect(switchPath('/query/latest/docs/framework/react/guides/caching', { version: 'v4' })).toBe('/query/v4/docs/framework/react/guides/caching')
    expect(switchPath('/query/latest/docs/framework/react/guides/caching', { framework: 'vue' })).toBe('/query/latest/docs/framework/vue/guides/caching')
    expect(switchPath('/form/latest/docs/overview', { framework: 'vue' })).toBe('/form/latest/docs/overview')
  })

  it('reads the framework a docs path names', async () => {
    const { frameworkInPath } = await import('./address')
    expect(frameworkInPath('/query/latest/docs/framework/react/guides/caching')).toBe('react')
    expect(frameworkInPath('/query/latest/docs/framework/vue')).toBe('vue')
    expect(frameworkInPath('/form/latest/docs/overview')).toBeUndefined()
  })
})
