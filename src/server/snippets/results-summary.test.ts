import { describe, expect, it } from 'vitest'
import type { BlockResult, FrameworkCheck } from './library-check'
import { coverageOf, pageOfFile, summarizeSnippetChecks } from './results-summary'

const failing = (file: string, line: number, diagnosticLine: number, message = "Property 'staleTme' does not exist on type 'Options'."): BlockResult => ({
  file,
  line,
  lang: 'ts',
  hash: `h-${file}-${line}`,
  verdict: { verdict: 'fails', rules: [], diagnostics: [{ code: 2339, message: `${message}\n  more detail`, line: diagnosticLine, column: 3 }] },
})
const passing = (file: string, line: number): BlockResult => ({ file, line, lang: 'tsx', hash: `p-${line}`, verdict: { verdict: 'checked', rules: [] } })

function check(overrides: Partial<FrameworkCheck>): FrameworkCheck {
  return {
    libraryId: 'query',
    version: 'v5',
    framework: 'react',
    commit: 'c0ffee',
    checker: 'test',
    checkedWith: '@tanstack/react-query 5.1 · TypeScript 6.0',
    blocks: [],
    ms: 10,
    ...overrides,
  }
}

const context = {
  repoOf: (id: string) => (id === 'query' ? 'acme/query' : undefined),
  docsRootOf: (id: string) => (id === 'router' ? 'docs/router' : 'docs'),
  maxFailures: 2,
}

/** A framework with no package to check against: its one block skipped. */
const litWithoutPackage = () =>
  check({
    framework: 'lit',
    checkedWith: undefined,
    skipped: 'no package for lit',
    blocks: [{ file: 'docs/framework/lit/x.md', line: 2, lang: 'ts', hash: 'l', verdict: { verdict: 'skipped', reason: 'no package for lit' } }],
  })

describe('summarizeSnippetChecks', () => {
  it('counts each verdict per version and framework, with the share the checker judged', () => {
    const [query] = summarizeSnippetChecks(
      [
        check({
          blocks: [
            passing('docs/overview.md', 4),
            failing('docs/framework/react/guides/caching.md', 10, 1),
            { file: 'docs/a.md', line: 3, lang: 'ts', hash: 'f', verdict: { verdict: 'fragment', reason: 'does not parse' } },
            { file: 'docs/a.md', line: 9, lang: 'ts', hash: 's', verdict: { verdict: 'skipped', reason: 'too slow', limit: 'time' } },
          ],
        }),
        litWithoutPackage(),
      ],
      context,
    )
    expect(query!.runs).toEqual([
      {
        version: 'v5',
        framework: 'react',
        commit: 'c0ffee',
        checkedWith: '@tanstack/react-query 5.1 · TypeScript 6.0',
        skipped: undefined,
        counts: { checked: 1, fails: 1, listing: 0, fragment: 1, skipped: 1 },
        blocks: 4,
        coverage: 0.5,
      },
      {
        version: 'v5',
        framework: 'lit',
        commit: 'c0ffee',
        checkedWith: undefined,
        skipped: 'no package for lit',
        counts: { checked: 0, fails: 0, listing: 0, fragment: 0, skipped: 1 },
        blocks: 1,
        coverage: 0,
      },
    ])
  })

  it('says when a framework whose types could not be installed is tried again, and only then', () => {
    const reason = 'its types could not be installed: npm error code E503'
    const [query] = summarizeSnippetChecks(
      [
        check({
          framework: 'vue',
          checkedWith: undefined,
          skipped: reason,
          retryAfter: '2026-11-27T05:10:00.000Z',
          blocks: [{ file: 'docs/framework/vue/x.md', line: 2, lang: 'ts', hash: 'v', verdict: { verdict: 'skipped', reason } }],
        }),
        litWithoutPackage(),
      ],
      context,
    )
    expect(query!.runs[0]).toMatchObject({ skipped: reason, retryNote: 'its types are installed and checked again after 2026-11-27 05:10 UTC' })
    expect(query!.runs[1]!.retryNote).toBeUndefined()
  })

  it('links each failure to its page and to the line of its first diagnostic on GitHub at the checked commit', () => {
    const [query] = summarizeSnippetChecks([check({ blocks: [failing('docs/framework/react/guides/caching.md', 10, 3)] })], context)
    expect(query!.failures).toEqual([
      {
        version: 'v5',
        framework: 'react',
        file: 'docs/framework/react/guides/caching.md',
        line: 12,
        code: 2339,
        message: "Property 'staleTme' does not exist on type 'Options'.",
        pageUrl: '/query/v5/docs/framework/react/guides/caching',
        githubUrl: 'https://github.com/acme/query/blob/c0ffee/docs/framework/react/guides/caching.md?plain=1#L12',
      },
    ])
  })

  it('lists at most the cap of failures per library and counts the rest', () => {
    const blocks = [failing('docs/a.md', 1, 1), failing('docs/b.md', 5, 2), failing('docs/c.md', 7, 1), failing('docs/d.md', 9, 1)]
    const [query, router] = summarizeSnippetChecks(
      [check({ blocks }), check({ libraryId: 'router', version: 'v1', blocks: [failing('docs/router/framework/react/guide/x.md', 4, 1)] })],
      context,
    )
    expect(query!.failures.map((failure) => failure.file)).toEqual(['docs/a.md', 'docs/b.md'])
    expect(query!.moreFailures).toBe(2)
    expect(router!.failures[0]!.pageUrl).toBe('/router/v1/docs/framework/react/guide/x')
    // No repository known: no GitHub link rather than a wrong one.
    expect(router!.failures[0]!.githubUrl).toBe('')
    expect(router!.moreFailures).toBe(0)
  })
})

describe('pageOfFile and coverageOf', () => {
  it('takes the page from the file under the docs folder', () => {
    expect(pageOfFile('docs/router', 'docs/router/framework/react/api.md')).toBe('framework/react/api')
    expect(pageOfFile('docs/', 'docs/installation.md')).toBe('installation')
  })
  it('has no share without blocks', () => {
    expect(coverageOf({ checked: 0, fails: 0, listing: 0, fragment: 0, skipped: 0 })).toBeUndefined()
    expect(coverageOf({ checked: 3, fails: 1, listing: 0, fragment: 4, skipped: 0 })).toBe(0.5)
  })
  it('counts a listing among the blocks but not as judged: it checks nothing of the library', () => {
    expect(coverageOf({ checked: 3, fails: 1, listing: 4, fragment: 0, skipped: 0 })).toBe(0.5)
  })
})
