import { describe, expect, it } from 'vitest'
import { sandboxUrl } from './links'
import { filePathInExample, isValidExampleName } from './paths'
import { parseExampleSearch } from './search'

describe('example paths', () => {
  const root = 'examples/react/basic'

  it('accepts file paths inside the example, relative or from the repository root', () => {
    expect(filePathInExample('src/index.tsx', root)).toBe('src/index.tsx')
    expect(filePathInExample('examples/react/basic/src/index.tsx', root)).toBe('src/index.tsx')
  })

  it('refuses traversal, encoded segments, absolute paths and control characters', () => {
    for (const bad of ['../basic2/x.ts', 'src/../../x', './src/a.ts', '/etc/passwd', 'src\\a.ts', '%2e%2e/x', 'a\u0000b', 'src//a.ts', '']) {
      expect(filePathInExample(bad, root), bad).toBeUndefined()
    }
    expect(filePathInExample(undefined, root)).toBeUndefined()
    // A repeated `?path=` arrives as a list.
    expect(filePathInExample(['src/index.tsx', 'x'], root)).toBeUndefined()
  })

  it('validates example names', () => {
    expect(isValidExampleName('basic')).toBe(true)
    expect(isValidExampleName('kitchen-sink-file-based')).toBe(true)
    expect(isValidExampleName('group/sub.example')).toBe(true)
    for (const bad of ['..', '../x', 'a/../b', 'a/./b', '', 'a b', '%2e%2e']) expect(isValidExampleName(bad), bad).toBe(false)
  })

  it('drops search parameters of the wrong kind', () => {
    expect(parseExampleSearch({ path: 'src/a.ts', panel: 'sandbox' })).toEqual({ path: 'src/a.ts', panel: 'sandbox' })
    expect(parseExampleSearch({ path: 42, panel: 'nope' })).toEqual({})
    expect(parseExampleSearch({ path: 'x'.repeat(501), panel: 'code' })).toEqual({ panel: 'code' })
  })

  it('builds StackBlitz and CodeSandbox URLs from repo, branch and example path', () => {
    expect(sandboxUrl('stackblitz', { repo: 'tanstack/query', branch: 'main', root, file: 'src/index.tsx', embed: true })).toBe(
      'https://stackblitz.com/github/tanstack/query/tree/main/examples/react/basic?embed=1&file=src%2Findex.tsx',
    )
    expect(sandboxUrl('codesandbox', { repo: 'tanstack/router', branch: 'main', root, embed: false })).toBe(
      'https://codesandbox.io/p/github/tanstack/router/main/examples/react/basic',
    )
  })
})
