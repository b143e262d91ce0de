import { describe, expect, it } from 'vitest'
import { migrationTarget, onHistoricalPage } from './historical-pages'
import type { SnippetVerdict } from './types'

// Query's React guide "Migrating to React Query 4", in the docs of @tanstack/react-query 5:
// `new QueryClient({ logger })` was v4's way, removed in v5.
const fails: SnippetVerdict = {
  verdict: 'fails',
  rules: [],
  diagnostics: [
    { code: 2353, message: "Object literal may only specify known properties, and 'logger' does not exist in type 'QueryClientConfig'.", line: 5, column: 35 },
  ],
}

describe('migration guides to an earlier major', () => {
  it('reads the major a guide migrates to from its file name', () => {
    expect(migrationTarget('docs/framework/react/guides/migrating-to-react-query-4.md')).toBe(4)
    expect(migrationTarget('docs/framework/react/guides/migrating-to-v5.md')).toBe(5)
    expect(migrationTarget('docs/framework/svelte/migrate-from-v5-to-v6.md')).toBe(6)
    expect(migrationTarget('docs/framework/react/guides/queries.md')).toBeUndefined()
  })

  it('a failure there is the page’s history: a fragment, saying so', () => {
    expect(onHistoricalPage('docs/framework/react/guides/migrating-to-react-query-4.md', '5.90.1', fails)).toEqual({
      verdict: 'fragment',
      reason: 'the page migrates to v4, an earlier major than the 5 checked: its code is true of v4',
    })
  })

  it('a failure on a guide to the checked major, or on any other page, stays a failure; other verdicts are kept', () => {
    expect(onHistoricalPage('docs/framework/react/guides/migrating-to-v5.md', '5.90.1', fails)).toBe(fails)
    expect(onHistoricalPage('docs/framework/svelte/migrate-from-v5-to-v6.md', '6.0.3', fails)).toBe(fails)
    expect(onHistoricalPage('docs/framework/react/guides/queries.md', '5.90.1', fails)).toBe(fails)
    const checked: SnippetVerdict = { verdict: 'checked', rules: [] }
    expect(onHistoricalPage('docs/framework/react/guides/migrating-to-react-query-4.md', '5.90.1', checked)).toBe(checked)
  })
})
