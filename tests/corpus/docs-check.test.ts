/**
 * `npm run docs:check` as maintainers run it, over the corpus and the fixture repositories:
 * no site problems, the fixtures' deliberate mistakes reported as the repository's, and exit
 * status 1 when the site is at fault.
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { git, tempDir } from '../support/git-fixture'
import { realContent } from '../support/real-content'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')
const content = realContent('site-docs-check-')
const data = tempDir('site-docs-check-data-')

afterAll(() => {
  content.remove()
  data.remove()
})

async function docsCheck(contentDir: string, ...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run('npm', ['run', '--silent', 'docs:check', '--', '--limit', '500', ...args], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: contentDir, DATABASE_URL: `file:${path.join(data.dir, 'site.db')}` },
      maxBuffer: 32 * 1024 * 1024,
    })
    return { code: 0, output: stdout }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string }
    return { code: failed.code ?? -1, output: failed.stdout ?? '' }
  }
}

/** The problem rows of the report: owner, kind, page, target, problem. */
function problems(output: string): string[][] {
  return output
    .split('\n')
    .filter((line) => /^\| (site|repository) /.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
}

describe('npm run docs:check', () => {
  it('finds no site problem in the corpus and the fixtures, and reports the repositories’ own mistakes', async () => {
    const { code, output } = await docsCheck(content.dir)
    expect(output).toMatch(/ 0 site problems, \d+ repository problems/)
    expect(code).toBe(0)
    for (const [library, version] of [
      ['query', 'latest'],
      ['query', 'v4'],
      ['query', 'v3'],
      ['router', 'latest'],
      ['start', 'latest'],
      ['form', 'latest'],
      ['table', 'latest'],
      ['virtual', 'latest'],
    ]) {
      expect(output).toMatch(new RegExp(`\\| ${library} +\\| ${version} +\\| \\d+ +\\| 0 +\\|`))
    }
    const rows = problems(output)
    // The table fixture's config names a default doc, a page and an example the repository lacks.
    expect(rows).toContainEqual(['repository', 'config', 'docs/config.json', 'introduction', '"Introduction": the page is not in the repository'])
    expect(rows).toContainEqual(['repository', 'config', 'docs/config.json', 'framework/vue/guide', '"Vue Guide": the page is not in the repository'])
    expect(rows).toContainEqual(['repository', 'config', 'docs/config.json', 'framework/react/examples/basic', '"Basic": the example is not in the repository'])
    // The reference fixture's anchors, written for the heading-id convention, all land.
    expect(rows.filter((row) => row[2]?.startsWith('/virtual/'))).toEqual([])
  }, 300_000)

  it('exits with 1 when the site is at fault: a version the site offers has no branch', async () => {
    const dir = tempDir('site-docs-check-missing-')
    try {
      const repos = path.join(dir.dir, 'repos')
      await run('git', ['clone', '-q', '--mirror', path.join(content.dir, 'query'), path.join(repos, 'query')])
      git(path.join(repos, 'query'), 'branch', '-D', 'v3')
      const { code, output } = await docsCheck(repos, '--library', 'query', '--version', 'v3')
      expect(code).toBe(1)
      expect(problems(output)).toContainEqual(['site', 'version', '/query/v3/docs', '', 'the site offers v3, but tanstack/query has no branch v3'])
      expect(output).not.toMatch(/\| form /)
    } finally {
      dir.remove()
    }
  }, 120_000)
})
