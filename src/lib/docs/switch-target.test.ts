import { describe, expect, it } from 'vitest'
import { parseDocsConfig } from './config-schema'
import { buildPageList } from './page-list'
import { switchTarget } from './switch-target'

const config = (sections: unknown[]) => parseDocsConfig(JSON.stringify({ sections }), 'docs/config.json')
const library = { id: 'query', frameworks: ['react', 'vue'], defaultDocs: 'framework/react/overview' }

const latest = buildPageList(library, 'docs', {
  config: config([
    {
      label: 'Getting Started',
      children: [],
      frameworks: [
        { label: 'react', children: [{ label: 'Overview', to: 'framework/react/overview' }] },
        { label: 'vue', children: [{ label: 'Overview', to: 'framework/vue/overview' }] },
      ],
    },
    {
      label: 'Guides',
      children: [],
      frameworks: [
        {
          label: 'react',
          children: [
            { label: 'Queries', to: 'framework/react/guides/queries' },
            { label: 'Suspense', to: 'framework/react/guides/suspense' },
          ],
        },
        { label: 'vue', children: [{ label: 'Queries', to: 'framework/vue/guides/queries' }] },
      ],
    },
  ]),
  docFiles: [
    'docs/framework/react/overview.md',
    'docs/framework/vue/overview.md',
    'docs/framework/react/guides/queries.md',
    'docs/framework/react/guides/suspense.md',
    'docs/framework/vue/guides/queries.md',
    'docs/typescript.md',
  ],
  exampleFolders: [],
})

const old = buildPageList(library, 'docs', {
  config: config([
    { label: 'Getting Started', children: [], frameworks: [{ label: 'react', children: [{ label: 'Overview', to: 'framework/react/overview' }] }] },
    { label: 'Guides', children: [], frameworks: [{ label: 'react', children: [{ label: 'Queries', to: 'framework/react/guides/queries' }] }] },
  ]),
  docFiles: ['docs/framework/react/overview.md', 'docs/framework/react/guides/queries.md'],
  exampleFolders: [],
})

describe('switching version or framework', () => {
  it('keeps the page when the other version has it', () => {
    expect(switchTarget(library, latest, old, { page: 'framework/react/guides/queries' })).toEqual({ page: 'framework/react/guides/queries', exact: true })
  })

  it('opens the first page of the same section when the page is missing there', () => {
    expect(switchTarget(library, latest, old, { page: 'framework/react/guides/suspense' })).toEqual({ page: 'framework/react/guides/queries', exact: false })
  })

  it('opens the default doc when neither the page nor its section is there', () => {
    expect(switchTarget(library, latest, old, { page: 'typescript' })).toEqual({ page: 'framework/react/overview', exact: false })
  })

  it('switches framework to the same page, or the closest one of that framework', () => {
    expect(switchTarget(library, latest, latest, { page: 'framework/react/guides/queries', framework: 'vue' })).toEqual({
      page: 'framework/vue/guides/queries',
      exact: true,
    })
    expect(switchTarget(library, latest, latest, { page: 'framework/react/guides/suspense', framework: 'vue' })).toEqual({
      page: 'framework/vue/guides/queries',
      exact: false,
    })
  })

  it('keeps a framework-neutral page across frameworks', () => {
    expect(switchTarget(library, latest, latest, { page: 'typescript', framework: 'vue' })).toEqual({ page: 'typescript', exact: true })
  })
})
