import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRepository, tempDir } from '../../../tests/support/git-fixture'
import { repositoryAdapter, type RepositoryPackages } from './repository-packages'

// The check reads the configured content source: a CONTENT_DIR holding a real git repository.
const root = tempDir('repository-adapters-')
process.env.CONTENT_DIR = path.join(root.dir, 'repos')
process.env.REF_TTL_MS = '0'
const { loadPageList } = await import('~/server/content/page-list')
const { getContentSource } = await import('~/server/content')
const { query } = await import('~/site/libraries/query')
const { libraryPackages } = await import('~/site/libraries/packages')
const { checkVersion, repositoryReader, withOutsideDependencies } = await import('./library-check')
const { monorepoTypeSource } = await import('./type-source')
const { snapshotOf } = await import('~/server/content/snapshot')

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``

describe('repositoryAdapter: the package a framework’s pages are checked with, read from the repository', () => {
  // Query's packages as its repository ships them (names and the dependencies that matter here).
  const shipped: RepositoryPackages = new Map<string, Record<string, string>>([
    ['@tanstack/query-core', {}],
    ['@tanstack/query-devtools', { 'solid-js': '^1.9.7', '@tanstack/query-core': 'workspace:*' }],
    ['@tanstack/solid-query', { '@tanstack/query-core': 'workspace:*', 'solid-js': '^1.6.0' }],
    ['@tanstack/solid-query-devtools', { '@tanstack/query-devtools': 'workspace:*', '@tanstack/solid-query': 'workspace:*', 'solid-js': '^1.6.0' }],
    ['@tanstack/angular-query-experimental', { '@tanstack/query-core': 'workspace:*', '@angular/core': '>=16.0.0' }],
    ['@tanstack/angular-query-persist-client', { '@tanstack/angular-query-experimental': 'workspace:*', '@angular/core': '>=16.0.0' }],
    ['@tanstack/lit-query', { '@tanstack/query-core': 'workspace:*', lit: '>=2.8.0 <4' }],
  ])

  it('takes `<framework>-<library>` when the repository has it, with the core', () => {
    expect(repositoryAdapter(shipped, 'query', 'solid', 'solid-js')).toEqual({ adapter: '@tanstack/solid-query', core: '@tanstack/query-core' })
    expect(repositoryAdapter(shipped, 'query', 'lit', 'lit')).toEqual({ adapter: '@tanstack/lit-query', core: '@tanstack/query-core' })
  })

  it('else the framework’s package its other packages build on, not a persister', () => {
    expect(repositoryAdapter(shipped, 'query', 'angular', '@angular/core')?.adapter).toBe('@tanstack/angular-query-experimental')
  })

  it('none for a framework the repository ships nothing for (a tool written with it does not count)', () => {
    expect(repositoryAdapter(new Map([['@tanstack/query-devtools', { 'solid-js': '^1' }]]), 'query', 'solid', 'solid-js')).toBeUndefined()
    expect(repositoryAdapter(shipped, 'query', 'svelte', 'svelte')).toBeUndefined()
  })
})

const adapterSource = (framework: string) => `export * from '@tanstack/query-core'
import type { QueryOptions } from '@tanstack/query-core'
/** Reads a query in a ${framework} component. */
export function ${framework === 'lit' ? 'createQueryController' : 'useQuery'}<T>(options: QueryOptions<T>): { data: T | undefined } {
  return { data: options ? undefined : undefined }
}
`

/** The manifest of an adapter built on the repository's core, with its framework as a peer. */
const coreAdapterManifest = (framework: string, range: string) =>
  json({
    name: `@tanstack/${framework}-query`,
    version: '5.1.0',
    types: 'build/modern/index.d.ts',
    dependencies: { '@tanstack/query-core': 'workspace:*' },
    peerDependencies: { [framework]: range },
  })

/** A query repository whose Preact and Lit adapters the site's catalogue does not name. */
const repository: Record<string, string> = {
  'docs/config.json': json({
    sections: [
      {
        label: 'Guides',
        children: [],
        frameworks: [
          { label: 'preact', children: [{ label: 'Queries', to: 'framework/preact/guides/queries' }] },
          { label: 'lit', children: [{ label: 'Queries', to: 'framework/lit/guides/queries' }] },
          { label: 'svelte', children: [{ label: 'Queries', to: 'framework/svelte/guides/queries' }] },
        ],
      },
    ],
  }),
  'docs/framework/preact/guides/queries.md': `---\ntitle: Queries\n---\n\n${fence(
    'tsx',
    "import { useQuery } from '@tanstack/preact-query'\n\nexport function Todos() {\n  const { data } = useQuery({ queryKey: ['todos'], queryFn: async () => ['a'] })\n  return <ul>{data?.map((todo) => <li key={todo}>{todo}</li>)}</ul>\n}",
  )}\n`,
  'docs/framework/lit/guides/queries.md': `---\ntitle: Queries\n---\n\n${fence(
    'ts',
    "import { LitElement } from 'lit'\nimport { createQueryController } from '@tanstack/lit-query'\n\nexport class Todos extends LitElement {\n  todos = createQueryController({ queryKey: ['todos'], queryFn: async () => ['a'] })\n}",
  )}\n\n${fence('ts', "import { createQueryController } from '@tanstack/lit-query'\n\ncreateQueryController({ queryKey: ['todos'], queryFn: async () => 1, cacheTime: 5 })")}\n`,
  'docs/framework/svelte/guides/queries.md': `---\ntitle: Queries\n---\n\n${fence(
    'svelte',
    "<script lang=\"ts\">\n  import { createQuery } from '@tanstack/svelte-query'\n  const todos = createQuery({ queryKey: ['todos'], queryFn: async () => ['a'] })\n</script>",
  )}\n\n${fence('ts', "import { createQuery } from '@tanstack/svelte-query'\n\nexport const todos = createQuery({ queryKey: ['todos'], queryFn: async () => ['a'] })")}\n`,
  'packages/query-core/package.json': json({ name: '@tanstack/query-core', version: '5.1.0', exports: { '.': { types: './build/modern/index.d.ts' } } }),
  'packages/query-core/src/index.ts': 'export interface QueryOptions<T> { queryKey: readonly unknown[]; queryFn: () => Promise<T>; gcTime?: number }\n',
  'packages/react-query/package.json': json({ name: '@tanstack/react-query', version: '5.1.0', peerDependencies: { react: '^18 || ^19' } }),
  'packages/react-query/src/index.ts': adapterSource('react'),
  'packages/preact-query/package.json': coreAdapterManifest('preact', '^10.0.0'),
  'packages/preact-query/src/index.ts': adapterSource('preact'),
  'packages/lit-query/package.json': coreAdapterManifest('lit', '>=2.8.0 <4'),
  'packages/lit-query/src/index.ts': adapterSource('lit'),
  'packages/svelte-query/package.json': json({ name: '@tanstack/svelte-query', version: '6.0.0', peerDependencies: { svelte: '^5.0.0' } }),
  'packages/svelte-query/src/index.ts': adapterSource('svelte').replace('useQuery', 'createQuery'),
}

describe('checkVersion on a repository with adapters the catalogue does not name', () => {
  beforeAll(() => createRepository(path.join(root.dir, 'repos', 'query'), repository))
  afterAll(async () => {
    await getContentSource().close?.()
    root.remove()
  })

  it('checks the Preact, Lit and Svelte pages with the repository’s own adapters and the framework types their manifests name', async () => {
    // Neither is in the catalogue's list: before, both frameworks were skipped ("the catalogue names no package").
    expect(libraryPackages.query).not.toContain('@tanstack/preact-query')
    expect(libraryPackages.query).not.toContain('@tanstack/lit-query')
    const list = (await loadPageList(query, 'latest'))!
    const installs: string[][] = []
    // The registry's part: each framework's published types as far as these blocks need them, at the range the adapter names.
    const published: Record<string, string> = {
      lit: 'export declare class LitElement extends HTMLElement {}\n',
      svelte: 'export declare function getContext<T>(key: unknown): T\n',
    }
    const install = async (dir: string, specs: string[]) => {
      installs.push(specs)
      for (const name of specs.map((spec) => spec.replace(/(?!^)@[^@]*$/, ''))) {
        mkdirSync(path.join(dir, 'node_modules', name), { recursive: true })
        writeFileSync(path.join(dir, 'node_modules', name, 'package.json'), json({ name, version: '3.3.1', types: 'index.d.ts' }))
        writeFileSync(path.join(dir, 'node_modules', name, 'index.d.ts'), published[name]!)
      }
    }
    const results = await checkVersion({
      library: query,
      version: 'latest',
      list,
      resolveTypes: async (_library, loaded, setup, imported) =>
        withOutsideDependencies(
          (await monorepoTypeSource(repositoryReader(snapshotOf(loaded)), loaded.contentId))!,
          setup,
          path.join(root.dir, 'types'),
          install,
          imported,
        ),
      limits: { blockMs: 60_000, memoryMb: 1024 },
    })
    const byFramework = new Map(results.map((result) => [result.framework, result]))
    expect(byFramework.get('preact')).toMatchObject({ checkedWith: expect.stringMatching(/^@tanstack\/preact-query 5\.1 · TypeScript/) })
    expect(byFramework.get('preact')!.blocks.map((block) => block.verdict.verdict)).toEqual(['checked'])
    const lit = byFramework.get('lit')!
    expect(lit.checkedWith).toMatch(/^@tanstack\/lit-query 5\.1 · TypeScript/)
    expect(lit.blocks.map((block) => block.verdict.verdict)).toEqual(['checked', 'fails'])
    expect(lit.blocks[1]!.verdict).toMatchObject({ diagnostics: [{ code: 2353, message: expect.stringContaining("'cacheTime' does not exist") }] })
    // Preact's types are the site's; Lit's and Svelte's are installed at the adapter's peer range.
    expect(installs).toEqual([['lit@>=2.8.0 <4'], ['svelte@^5.0.0']])
    // The Svelte component is checked too (through svelte2tsx), with the same adapter and Svelte types.
    const svelte = byFramework.get('svelte')!
    expect(svelte.checkedWith).toMatch(/^@tanstack\/svelte-query 6\.0 · TypeScript/)
    expect(svelte.blocks.map((block) => [block.lang, block.verdict.verdict])).toEqual([
      ['svelte', 'checked'],
      ['ts', 'checked'],
    ])
  }, 120_000)
})
