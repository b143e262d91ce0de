import { describe, expect, it } from 'vitest'
import { parseDocsConfig } from './config-schema'
import { buildPageList, defaultDocPage, defaultExample, findPage, linkExists, orderFrameworks, type RepositoryListing } from './page-list'

const config = (sections: unknown[]) => parseDocsConfig(JSON.stringify({ sections }), 'docs/config.json')

function listing(overrides: Partial<RepositoryListing> = {}): RepositoryListing {
  return {
    config: config([
      {
        label: 'Getting Started',
        children: [{ label: 'Overview', to: 'overview' }],
        frameworks: [
          { label: 'React', children: [{ label: 'Quick start', to: 'framework/react/quick-start' }] },
          { label: 'alpine', children: [{ label: 'Quick start', to: 'framework/alpine/quick-start' }] },
          { label: 'solid', children: [{ label: 'Overview', to: 'framework/solid/overview' }] },
        ],
      },
    ]),
    docFiles: [
      'docs/overview.md',
      'docs/config.json',
      'docs/reference/index.md',
      'docs/reference/functions/useThing.md',
      'docs/framework/react/quick-start.md',
      'docs/framework/alpine/quick-start.md',
      'docs/framework/preact/installation.md',
      'docs/assets/diagram.png',
    ],
    exampleFolders: [
      { framework: 'react', name: 'basic' },
      { framework: 'react', name: 'advanced' },
      { framework: 'alpine', name: 'counter' },
      { framework: 'basic', name: 'src' },
    ],
    ...overrides,
  }
}

const catalogue = { id: 'table', frameworks: ['react', 'solid'], defaultDocs: 'introduction', defaultExample: 'basic' }

describe('page list', () => {
  const list = buildPageList(catalogue, 'docs', listing())

  it('takes frameworks from the config, the docs folders and the examples, in the catalogue order first', () => {
    expect(list.frameworks).toEqual(['react', 'solid', 'preact', 'alpine'])
    expect(orderFrameworks(['vue'], ['ember', 'react', 'vue', 'marko'])).toEqual(['vue', 'react', 'ember', 'marko'])
  })

  it('does not take a folder of an old examples layout for a framework', () => {
    expect(list.frameworks).not.toContain('basic')
    expect(list.examples).toEqual([
      { framework: 'react', name: 'basic' },
      { framework: 'react', name: 'advanced' },
      { framework: 'alpine', name: 'counter' },
    ])
  })

  it('lists every Markdown file, and the framework views the config links to', () => {
    expect(list.pages.map((p) => p.page).sort()).toEqual([
      'framework/alpine/quick-start',
      'framework/preact/installation',
      'framework/react/quick-start',
      'framework/solid/overview',
      'overview',
      'reference/functions/useThing',
      'reference/index',
    ])
    expect(findPage(list, 'framework/solid/overview')).toEqual({ page: 'framework/solid/overview', framework: 'solid', file: 'docs/overview.md' })
  })

  it('finds folder index pages and framework views of neutral pages, for the version’s frameworks only', () => {
    expect(findPage(list, 'reference')?.file).toBe('docs/reference/index.md')
    expect(findPage(list, 'reference/')?.file).toBe('docs/reference/index.md')
    expect(findPage(list, 'framework/react/overview')).toMatchObject({ framework: 'react', file: 'docs/overview.md' })
    expect(findPage(list, 'framework/alpine/reference/functions/useThing')).toMatchObject({ framework: 'alpine' })
    expect(findPage(list, 'framework/qwik/overview')).toBeUndefined()
    expect(findPage(list, 'nothing-here')).toBeUndefined()
    expect(findPage(list, '')).toBeUndefined()
  })

  it('tells which links reach something', () => {
    expect(linkExists(list, 'https://example.com/x')).toBe(true)
    expect(linkExists(list, 'framework/react/examples/basic')).toBe(true)
    expect(linkExists(list, 'framework/react/examples/missing')).toBe(false)
    expect(linkExists(list, 'overview#install')).toBe(true)
    expect(linkExists(list, 'framework/vue/quick-start')).toBe(false)
  })
})

describe('defaults resolved against the repository', () => {
  it('opens the catalogue default doc when the version has it', () => {
    const list = buildPageList(catalogue, 'docs', listing({ docFiles: ['docs/introduction.md', 'docs/overview.md'] }))
    expect(defaultDocPage(list, catalogue)).toBe('introduction')
  })

  it('falls back to the overview, then the overview of the first framework, then the config’s first page', () => {
    expect(defaultDocPage(buildPageList(catalogue, 'docs', listing()), catalogue)).toBe('overview')
    const frameworkOverview = buildPageList(catalogue, 'docs', listing({ config: null, docFiles: ['docs/framework/react/overview.md', 'docs/a.md'] }))
    expect(defaultDocPage(frameworkOverview, catalogue)).toBe('framework/react/overview')
    const firstPage = buildPageList(catalogue, 'docs', listing({ docFiles: ['docs/framework/react/quick-start.md', 'docs/aaa.md'] }))
    expect(defaultDocPage(firstPage, catalogue)).toBe('framework/react/quick-start')
    const noConfig = buildPageList(catalogue, 'docs', listing({ config: null, docFiles: ['docs/zzz.md'] }))
    expect(defaultDocPage(noConfig, catalogue)).toBe('zzz')
    expect(defaultDocPage(buildPageList(catalogue, 'docs', listing({ docFiles: [] })), catalogue)).toBeUndefined()
  })

  it('opens the catalogue default example, else the framework’s first, and none without examples', () => {
    const list = buildPageList(catalogue, 'docs', listing())
    expect(defaultExample(list, catalogue)).toEqual({ framework: 'react', name: 'basic' })
    expect(defaultExample(list, catalogue, 'alpine')).toEqual({ framework: 'alpine', name: 'counter' })
    expect(defaultExample(list, catalogue, 'solid')).toEqual({ framework: 'react', name: 'basic' })
    const noBasic = buildPageList(
      catalogue,
      'docs',
      listing({
        exampleFolders: [
          { framework: 'react', name: 'zeta' },
          { framework: 'react', name: 'alpha' },
        ],
      }),
    )
    expect(defaultExample(noBasic, catalogue)).toEqual({ framework: 'react', name: 'alpha' })
    expect(defaultExample(buildPageList(catalogue, 'docs', listing({ exampleFolders: [] })), catalogue)).toBeUndefined()
  })
})
