/**
 * A `query` repository with two majors, written for the "what changed" features: `v4` and
 * `main` (v5) branches, with reference pages and a migration guide naming renamed and removed
 * options, a page only v5 has, a moved paragraph, a changed code block, and commits on `main`
 * at chosen dates (so "Last updated", "New" and "Updated" have known answers).
 */
import { mkdirSync } from 'node:fs'
import { gitAt, writeFiles } from './git-fixture'

const DAY = 24 * 60 * 60 * 1000

function commitAt(dir: string, date: Date, files: Record<string, string>, message: string): string {
  writeFiles(dir, files)
  gitAt(dir, date, 'add', '-A')
  gitAt(dir, date, 'commit', '-q', '-m', message)
  return gitAt(dir, undefined, 'rev-parse', 'HEAD')
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

const config = (withNewPage: boolean) =>
  json({
    sections: [
      {
        label: 'Getting Started',
        children: [],
        frameworks: [
          {
            label: 'react',
            children: [
              { label: 'Overview', to: 'framework/react/overview' },
              { label: 'Caching', to: 'framework/react/guides/caching' },
              ...(withNewPage ? [{ label: 'Suspense', to: 'framework/react/guides/suspense' }] : []),
            ],
          },
        ],
      },
      {
        label: 'API Reference',
        children: [],
        frameworks: [{ label: 'react', children: [{ label: 'useQuery', to: 'framework/react/reference/useQuery' }] }],
      },
    ],
  })

const filler = (count: number) => Array.from({ length: count }, (_, i) => `Unchanged paragraph ${i + 1} explains queries in plain words.`).join('\n\n')

const overview = (extra: string) => `---
title: Overview
---

The fixture library fetches, caches and updates server state.

${filler(12)}
${extra}`

const cachingV4 = `---
title: Caching
---

Moved paragraph: inactive queries are removed after a while.

Queries are cached under their key.

\`\`\`tsx
const client = new QueryClient()
useQuery({ queryKey: ['todos'], queryFn, cacheTime: 5 * 60 * 1000 })
export default client
\`\`\`

${filler(6)}

## Removed in v5

This section only exists in v4.
`

const cachingV5 = `---
title: Caching
---

Queries are cached under their key.

\`\`\`tsx
const client = new QueryClient()
useQuery({ queryKey: ['todos'], queryFn, gcTime: 5 * 60 * 1000 })
export default client
\`\`\`

${filler(6)}

Moved paragraph: inactive queries are removed after a while.
`

const useQueryV4 = `---
title: useQuery
---

\`\`\`tsx
const result = useQuery({ queryKey, queryFn, cacheTime, keepPreviousData, useErrorBoundary, isDataEqual, enabled })
\`\`\`

**Options**

- \`queryKey: unknown[]\`
  - **Required**
- \`cacheTime: number | Infinity\`
  - How long unused data stays in memory.
- \`keepPreviousData: boolean\`
  - Keeps the previous data while new data loads.
- \`useErrorBoundary: boolean | (error) => boolean\`
  - Throws errors to the nearest error boundary.
- \`isDataEqual: (oldData, newData) => boolean\`
  - Compares data.
- \`notifyOnChangeProps: string[] | 'all'\`
  - Which properties re-render the component.
- \`enabled: boolean\`
  - Turns the query off.
`

/**
 * The v5 package's own sources: \`notifyOnChangeProps\` is still declared though the v5 reference
 * no longer documents it; \`isDataEqual\` is gone from both.
 */
const queryCoreV5 = {
  'packages/query-core/package.json': `${JSON.stringify({ name: '@tanstack/query-core', version: '5.0.0', types: './src/index.ts' }, null, 2)}\n`,
  'packages/query-core/src/index.ts': "export type { QueryObserverOptions } from './types'\n",
  'packages/query-core/src/types.ts': `export interface QueryObserverOptions<TData = unknown> {
  queryKey: readonly unknown[]
  gcTime?: number
  placeholderData?: TData | ((previousValue: TData | undefined) => TData)
  throwOnError?: boolean
  enabled?: boolean
  notifyOnChangeProps?: Array<string> | 'all'
  experimental_prefetchInRender?: boolean
}
`,
}

const useQueryV5 = `---
title: useQuery
---

\`\`\`tsx
const result = useQuery({ queryKey, queryFn, gcTime, placeholderData, throwOnError, enabled, experimental_prefetchInRender })
\`\`\`

**Options**

- \`queryKey: unknown[]\`
  - **Required**
- \`gcTime: number | Infinity\`
  - How long unused data stays in memory. Called \`cacheTime\` before v5.
- \`placeholderData: TData | (previousValue) => TData\`
  - Shown while the query is pending.
- \`throwOnError: boolean | (error) => boolean\`
  - Throws errors to the nearest error boundary.
- \`enabled: boolean\`
  - Turns the query off.
- \`experimental_prefetchInRender: boolean\`
  - Prefetches during render.
`

const migrating = `---
title: Migrating to TanStack Query v5
---

## Breaking changes

### Rename \`cacheTime\` to \`gcTime\`

Almost everyone gets \`cacheTime\` wrong, so it is now \`gcTime\`.

\`\`\`tsx
const MINUTE = 1000 * 60;

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
-      cacheTime: 10 * MINUTE,
+      gcTime: 10 * MINUTE,
    },
  },
})
\`\`\`

### The \`useErrorBoundary\` option has been renamed to \`throwOnError\`

### Removed \`keepPreviousData\` in favor of \`placeholderData\` identity function

\`\`\`tsx
useQuery({
  queryKey,
- keepPreviousData: true,
+ placeholderData: keepPreviousData,
})
\`\`\`

### The \`isDataEqual\` option has been removed from useQuery
`

export type VersionsFixture = { commits: { v4: string; first: string; typo: string; rewrite: string; newPage: string } }

/**
 * Writes the repository into `dir/query` and returns its commits. On `main`, relative to `now`:
 * everything 90 days ago; a typo fix in the overview 3 days ago; the caching guide rewritten
 * 2 days ago; the suspense page added 1 day ago.
 */
export function writeVersionsFixture(dir: string, now = Date.now()): VersionsFixture {
  const repo = `${dir}/query`
  mkdirSync(repo, { recursive: true })
  gitAt(repo, undefined, 'init', '-q', '-b', 'v4')
  const v4 = commitAt(
    repo,
    new Date(now - 400 * DAY),
    {
      'docs/config.json': config(false),
      'docs/framework/react/overview.md': overview(''),
      'docs/framework/react/guides/caching.md': cachingV4,
      'docs/framework/react/reference/useQuery.md': useQueryV4,
    },
    'v4 docs',
  )
  gitAt(repo, undefined, 'checkout', '-q', '-b', 'main')
  const first = commitAt(
    repo,
    new Date(now - 90 * DAY),
    {
      'docs/framework/react/overview.md': overview('\nTanStack Query v5 is here.\n'),
      'docs/framework/react/reference/useQuery.md': useQueryV5,
      'docs/framework/react/guides/migrating-to-v5.md': migrating,
      ...queryCoreV5,
    },
    'v5 docs',
  )
  const typo = commitAt(
    repo,
    new Date(now - 3 * DAY),
    { 'docs/framework/react/overview.md': overview('\nTanStack Query v5 is hear.\n').replace('fetches, caches', 'fetches, caches,') },
    'typo',
  )
  const rewrite = commitAt(repo, new Date(now - 2 * DAY), { 'docs/framework/react/guides/caching.md': cachingV5 }, 'rewrite the caching guide')
  const newPage = commitAt(
    repo,
    new Date(now - 1 * DAY),
    {
      'docs/config.json': config(true),
      'docs/framework/react/guides/suspense.md': `---\ntitle: Suspense\n---\n\nSuspense is new in v5.\n`,
    },
    'suspense guide',
  )
  return { commits: { v4, first, typo, rewrite, newPage } }
}
