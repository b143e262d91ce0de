/**
 * A `query` repository for the checked-code tests (docs/features/checked-code.md), with the
 * classes of code blocks the corpus lacks: its own `packages/*` (so the checker reads the types
 * of each commit offline), a block that compiles on `v4` and stopped compiling on `main` (v5
 * renamed `cacheTime` to `gcTime`), a fragment continued across blocks, a placeholder call that
 * leaves out the required options, annotations, and a Vue page whose framework has no types installed. With
 * `{ hostile: true }` a second React page holds a block that keeps the compiler busy for tens of
 * seconds between a block that checks and one that fails, for the checker's time limit.
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { commitFiles, createRepository, git, tempDir } from './git-fixture'
import { hostileBlock } from './hostile-block'
import { root } from './server'
import { frameworkTypesDirectory, type TypeSource } from '~/server/snippets/type-source'

const run = promisify(execFile)

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

const core = (cacheOption: 'cacheTime' | 'gcTime', version: string) => ({
  'packages/query-core/package.json': json({ name: '@tanstack/query-core', version, types: 'build/index.d.ts' }),
  'packages/query-core/src/index.ts': `export type QueryKey = readonly unknown[]

export interface QueryOptions<TData> {
  queryKey: QueryKey
  queryFn: () => Promise<TData>
  /** How long unused data stays in the cache, in milliseconds. */
  ${cacheOption}?: number
}

/** Holds the cache of every query. */
export class QueryClient {
  /** Marks the matching queries stale and refetches the active ones. */
  invalidateQueries(filters?: { queryKey?: QueryKey }): Promise<void> {
    return Promise.resolve(filters ? undefined : undefined)
  }
}
`,
  'packages/react-query/package.json': json({ name: '@tanstack/react-query', version, types: 'build/index.d.ts' }),
  'packages/react-query/src/index.ts': `import type { QueryOptions } from '@tanstack/query-core'
export * from '@tanstack/query-core'

export interface UseQueryResult<TData> {
  /** The last successfully resolved data. */
  data: TData | undefined
  isPending: boolean
}

/** Subscribes a component to a query. */
export function useQuery<TData>(options: QueryOptions<TData>): UseQueryResult<TData> {
  return { data: undefined, isPending: options !== undefined }
}
`,
  'packages/vue-query/package.json': json({ name: '@tanstack/vue-query', version }),
  'packages/vue-query/src/index.ts': `export * from '@tanstack/query-core'\n`,
})

const fence = (lang: string, code: string, meta = '') => `\`\`\`${lang}${meta ? ` ${meta}` : ''}\n${code}\n\`\`\``

export const cachingPage = `---
title: Caching
---

Keep unused data for five minutes:

${fence(
  'tsx',
  `import { useQuery } from '@tanstack/react-query'

export function Todos() {
  const { data } = useQuery({ queryKey: ['todos'], queryFn: async () => ['a'], cacheTime: 5 * 60 * 1000 })
  return <ul>{data?.map((todo) => <li key={todo}>{todo}</li>)}</ul>
}`,
  'title="todos.tsx"',
)}

Make a client once:

${fence('ts', 'const queryClient = new QueryClient()')}

Then refresh the list after a change:

${fence('ts', "await queryClient.invalidateQueries({ queryKey: ['todos'] })")}

Any query works the same way:

${fence('ts', 'useQuery({ ... })')}

What changed in the options:

${fence(
  'ts',
  `const options = {
  staleTime: 0, // [!code --]
  staleTime: 1000, // [!code ++]
  retry: 3, // [!code focus]
}`,
  '{1}',
)}

${fence('diff', '- cacheTime: 1000\n+ gcTime: 1000')}
`

const docs = {
  'docs/config.json': json({
    sections: [
      {
        label: 'Guides',
        children: [],
        frameworks: [
          { label: 'react', children: [{ label: 'Caching', to: 'framework/react/guides/caching' }] },
          { label: 'vue', children: [{ label: 'Caching', to: 'framework/vue/guides/caching' }] },
        ],
      },
    ],
  }),
  'docs/framework/react/overview.md': '---\ntitle: Overview\n---\n\nQueries for React.\n',
  'docs/framework/react/guides/caching.md': cachingPage,
  'docs/framework/vue/guides/caching.md': `---\ntitle: Caching\n---\n\n${fence('ts', "const { data } = useQuery({ queryKey: ['todos'], queryFn: fetchTodos })")}\n`,
}

export const hostilePage = `---
title: Limits
---

A client:

${fence('ts', 'const queryClient = new QueryClient()')}

Types that take the compiler a long time:

${fence('ts', hostileBlock)}

An option v5 removed:

${fence('ts', "export const options = { queryKey: ['todos'], queryFn: async () => 1, cacheTime: 1000 } satisfies QueryOptions<number>")}
`

function withHostilePage(files: typeof docs): Record<string, string> {
  const config = {
    sections: [
      {
        label: 'Guides',
        children: [],
        frameworks: [
          {
            label: 'react',
            children: [
              { label: 'Caching', to: 'framework/react/guides/caching' },
              { label: 'Limits', to: 'framework/react/guides/limits' },
            ],
          },
          { label: 'vue', children: [{ label: 'Caching', to: 'framework/vue/guides/caching' }] },
        ],
      },
    ],
  }
  return { ...files, 'docs/config.json': json(config), 'docs/framework/react/guides/limits.md': hostilePage }
}

/**
 * Writes the repository as `dir/query`: branch `v4` (cacheTime) and `main` (v5, gcTime), both
 * with the same docs; `hostile` adds the Limits page (hostilePage) to both.
 */
export function writeSnippetFixture(dir: string, options: { hostile?: boolean } = {}): { v4: string; main: string } {
  const repo = path.join(dir, 'query')
  const v4 = createRepository(repo, { ...(options.hostile ? withHostilePage(docs) : docs), ...core('cacheTime', '4.36.1') })
  git(repo, 'branch', 'v4')
  const main = commitFiles(repo, core('gcTime', '5.90.2'), 'v5: cacheTime is gcTime')
  return { v4, main }
}

/**
 * A temporary workspace for the checked-code suites: the fixture's content folder, the checker's
 * results and types, a database, and `check(...args)` running `docs:check --snippets` on it.
 */
export function snippetWorkspace(prefix: string, settings: Record<string, string> = {}) {
  const workspace = tempDir(prefix)
  const env = {
    ...settings,
    CONTENT_DIR: path.join(workspace.dir, 'repos'),
    SNIPPET_RESULTS_DIR: path.join(workspace.dir, 'results'),
    SNIPPET_TYPES_DIR: path.join(workspace.dir, 'types'),
    DATABASE_URL: `file:${path.join(workspace.dir, 'site.db')}`,
    // The notice is off by default; these suites show it.
    SNIPPET_NOTICES: '1',
  }
  const check = (...args: string[]) =>
    run(path.join(root, 'node_modules/.bin/tsx'), ['--tsconfig', 'tsconfig.json', 'scripts/docs-check.ts', '--snippets', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      timeout: 150_000,
    })
  return { env, check, remove: workspace.remove }
}

/** The types of a small query library (`@fixture/react-query` 2.0.0), with doc comments for hovers, for the checker's and the hovers' unit tests. */
export const fixtureQueryLibrary = `
export interface QueryOptions<T> {
  queryKey: readonly unknown[]
  queryFn: () => Promise<T>
  /** How long unused data stays cached, in ms. */
  gcTime?: number
}
export interface QueryResult<T> { data: T | undefined; isPending: boolean }
/**
 * Reads a query,
 * and keeps it fresh.
 *
 * See [Queries](https://example.com/queries).
 */
export function useQuery<T>(options: QueryOptions<T>): QueryResult<T> {
  return { data: undefined, isPending: !options }
}
/** Holds the cache of every query. */
export class QueryClient {
  /** Marks matching queries stale. */
  invalidateQueries(filters?: { queryKey?: readonly unknown[] }): Promise<void> { return Promise.resolve(filters ? undefined : undefined) }
}
`

/**
 * A type source of one package, `name`, typed from `index` (its `src/index.ts`), with the site's
 * framework types beside it: the checker's unit tests' library. `files` adds or replaces files.
 */
export function fixturePackageSource(name: string, version: string, index: string, identity: string, files: Record<string, string> = {}): TypeSource {
  return {
    packages: new Map([[name, version]]),
    files: new Map(
      Object.entries({
        [`${name}/package.json`]: JSON.stringify({ name, types: './src/index.ts' }),
        [`${name}/src/index.ts`]: index,
        ...files,
      }),
    ),
    directories: [frameworkTypesDirectory()],
    identity,
  }
}
