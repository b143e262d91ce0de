import { describe, expect, it } from 'vitest'
import { confirmRemovals, deriveApiChanges, guideRenames, isMigrationGuide, referenceNames } from './api-changes'

const page = (file: string, markdown: string) => ({ file, page: file.replace(/^docs\//, '').replace(/\.md$/, ''), markdown })

const olderReference = page(
  'docs/framework/react/reference/useQuery.md',
  `---\ntitle: useQuery\n---\n\n\`\`\`tsx\n- notAName: true\n\`\`\`\n\n**Options**\n\n- \`queryKey: unknown[]\`\n- \`cacheTime: number\`\n- \`keepPreviousData: boolean\`\n- \`isDataEqual?: (a, b) => boolean\`\n- \`refetchPage: (page) => boolean\`\n- \`Promise<TData>\`\n\n## \`queryClient.fetchQuery\`\n`,
)
const newerReference = page(
  'docs/framework/react/reference/useQuery.md',
  `---\ntitle: useQuery\n---\n\n- \`queryKey: unknown[]\`\n- \`gcTime: number\`\n- \`placeholderData: TData\`\n- \`structuralSharing: boolean\`\n- \`maxPages: number\`\n`,
)
const guide = page(
  'docs/framework/react/guides/migrating-to-v5.md',
  `# Migrating

### Rename \`cacheTime\` to \`gcTime\`

\`\`\`tsx
-      cacheTime: 10 * MINUTE,
+      gcTime: 10 * MINUTE,
\`\`\`

### The \`isDataEqual\` option has been removed from useQuery

\`\`\`tsx
- isDataEqual: (oldData, newData) => check(oldData, newData) // [!code --]
+ structuralSharing: (oldData, newData) => (check(oldData, newData) ? oldData : newData) // [!code ++]
\`\`\`

### Removed \`keepPreviousData\` in favor of \`placeholderData\` identity function

\`\`\`tsx
const {
-  isPreviousData, // [!code --]
+  isPlaceholderData, // [!code ++]
} = useQuery({
- keepPreviousData: true, // [!code --]
+ placeholderData: keepPreviousData // [!code ++]
})
\`\`\`

### Removed \`refetchPage\` in favor of \`maxPages\`

Prose only: nothing shows one replacing the other.

### \`status: loading\` has been changed to \`status: pending\` and \`isLoading\` has been changed to \`isPending\` and \`isInitialLoading\` has now been renamed to \`isLoading\`

### \`hashQueryKey\` has been renamed to \`hashKey\`
`,
)

describe('API changes between majors', () => {
  it('reads names from reference pages: the page, code-span headings and members, not code or type-only items', () => {
    expect(referenceNames(olderReference).sort()).toEqual([
      'cacheTime',
      'isDataEqual',
      'keepPreviousData',
      'queryClient.fetchQuery',
      'queryKey',
      'refetchPage',
      'useQuery',
    ])
  })

  it('finds the migration guide of the newer major only', () => {
    expect(isMigrationGuide('docs/framework/react/guides/migrating-to-v5.md', 'v5')).toBe(true)
    expect(isMigrationGuide('docs/framework/react/guides/migrating-to-react-query-4.md', 'v4')).toBe(true)
    expect(isMigrationGuide('docs/framework/react/guides/migrating-to-react-query-4.md', 'v5')).toBe(false)
    expect(isMigrationGuide('docs/framework/svelte/migrate-from-v5-to-v6.md', 'v5')).toBe(false)
  })

  it('reads renames a guide states, and replacements only where its code shows them', () => {
    expect(guideRenames(guide.markdown).map(({ from, to }) => `${from} → ${to}`)).toEqual([
      'cacheTime → gcTime',
      'keepPreviousData → placeholderData',
      'isPreviousData → isPlaceholderData',
      'isLoading → isPending',
      'isInitialLoading → isLoading',
      'hashQueryKey → hashKey',
    ])
  })

  it('lists renamed, removed and added names, a renamed name only as renamed', () => {
    const changes = deriveApiChanges({ older: [olderReference], newer: [newerReference, guide], newerLabel: 'v5' })
    // isPreviousData → isPlaceholderData is shown by code only, and no reference page names either.
    expect(changes.renamed.map(({ from, to }) => `${from} → ${to}`)).toEqual([
      'cacheTime → gcTime',
      'keepPreviousData → placeholderData',
      'isLoading → isPending',
      'isInitialLoading → isLoading',
      'hashQueryKey → hashKey',
    ])
    expect(changes.renamed[0]).toMatchObject({
      evidence: 'Rename `cacheTime` to `gcTime`',
      guide: 'framework/react/guides/migrating-to-v5',
      fromPage: 'framework/react/reference/useQuery',
      toPage: 'framework/react/reference/useQuery',
    })
    expect(changes.removed.map((name) => name.name)).toEqual(['isDataEqual', 'queryClient.fetchQuery', 'refetchPage'])
    expect(changes.added.map((name) => name.name)).toEqual(['maxPages', 'structuralSharing'])
  })

  it('calls a name removed only when the newer sources no longer declare it; otherwise no longer documented', () => {
    const changes = deriveApiChanges({ older: [olderReference], newer: [newerReference, guide], newerLabel: 'v5' })
    const confirmed = confirmRemovals(changes, new Set(['fetchQuery', 'refetchPage', 'gcTime']))
    expect(confirmed.removed.map((name) => name.name)).toEqual(['isDataEqual'])
    expect(confirmed.undocumented.map((name) => name.name)).toEqual(['queryClient.fetchQuery', 'refetchPage'])
    // Without the sources nothing is confirmed.
    const unknown = confirmRemovals(changes, undefined)
    expect(unknown.removed).toEqual([])
    expect(unknown.undocumented.map((name) => name.name)).toEqual(['isDataEqual', 'queryClient.fetchQuery', 'refetchPage'])
  })

  it('keeps no unconfirmed replacement when the reference pages know neither name', () => {
    const changes = deriveApiChanges({ older: [], newer: [guide], newerLabel: 'v5' })
    // Stated renames stay; the code-shown replacements need the reference pages' word.
    expect(changes.renamed.map(({ from }) => from)).toEqual(['cacheTime', 'isLoading', 'isInitialLoading', 'hashQueryKey'])
  })
})
