import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempDir } from '../tests/support/git-fixture'
import { writeSnippetFixture } from '../tests/support/snippet-fixtures'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '..')

describe('docs:check --snippets', () => {
  const temp = tempDir('site-snippets-')
  const env = () => ({
    ...process.env,
    CONTENT_DIR: path.join(temp.dir, 'repos'),
    SNIPPET_RESULTS_DIR: path.join(temp.dir, 'results'),
    SNIPPET_TYPES_DIR: path.join(temp.dir, 'types'),
    DATABASE_URL: `file:${path.join(temp.dir, 'site.db')}`,
  })
  beforeAll(() => {
    writeSnippetFixture(path.join(temp.dir, 'repos'))
  })
  afterAll(() => temp.remove())

  const check = (...args: string[]) =>
    run(
      path.join(root, 'node_modules/.bin/tsx'),
      ['--tsconfig', 'tsconfig.json', path.join(root, 'scripts/docs-check.ts'), '--snippets', '--library', 'query', ...args],
      { cwd: root, env: env(), timeout: 120_000 },
    )

  it('prints the counts per version and framework and the failure on v5 only, exiting 0', async () => {
    const { stdout } = await check()
    const lines = stdout.split('\n')
    expect(lines).toContain('query  v5  react  5  3  1  1  0  0  @tanstack/react-query 5.90 · TypeScript 6.0')
    expect(lines).toContain('query  v4  react  5  4  0  1  0  0  @tanstack/react-query 4.36 · TypeScript 6.0')
    expect(lines.find((line) => line.startsWith('query v5 react'))).toMatch(
      /^query v5 react docs\/framework\/react\/guides\/caching\.md:11 {2}TS2353 {2}Object literal may only specify known properties, and 'cacheTime' does not exist/,
    )
    expect(stdout).not.toMatch(/^query v4 react docs/m)
    expect(lines.find((line) => line.startsWith('query  v5  vue'))).toMatch(/skipped: vue has no types/)
  }, 180_000)

  it('gives the verdicts as JSON with --json, for one framework', async () => {
    const { stdout } = await check('--json', '--version', 'v4', '--framework', 'react')
    const results = JSON.parse(stdout) as { version: string; framework: string; blocks: { line: number; verdict: { verdict: string; rules?: string[] } }[] }[]
    expect(results.map((result) => [result.version, result.framework])).toEqual([['v4', 'react']])
    const verdicts = results[0]!.blocks.map((block) => [block.line, block.verdict.verdict, block.verdict.rules ?? []])
    expect(verdicts).toEqual([
      [8, 'checked', []],
      [19, 'checked', ['library-exports']],
      [25, 'checked', ['continues-previous', 'library-exports']],
      // `useQuery({ ... })`: checked, the badge naming the required options it leaves out (left-out-options.ts).
      [31, 'checked', ['library-exports']],
      // `const options = { staleTime, retry }` compiles but uses nothing of the library.
      [37, 'listing', []],
    ])
  }, 180_000)
})
