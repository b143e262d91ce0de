import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openDatabase } from '~/server/db'
import { CHECKER_VERSION } from '~/server/snippets/checker-version'
import { readClaim } from '~/server/snippets/claims'
import { claimCheckerOf } from '~/server/snippets/provisional'
import type { FrameworkCheck } from '~/server/snippets/library-check'
import { startFakeNpm, type FakeNpm } from '../support/fake-npm'
import { createRepository, tempDir } from '../support/git-fixture'
import { startBuiltServer, type RunningServer } from '../support/server'
import { pollUntil } from '../support/poll'

// A repository with docs only: its types come from the registry (the published-types route),
// here a local one that is down at first. A failed install is provisional: tried again after
// SNIPPET_RETRY_SECONDS, not when the commit moves.
const workspace = tempDir('site-checked-code-retry-')
const env = {
  CONTENT_DIR: path.join(workspace.dir, 'repos'),
  SNIPPET_RESULTS_DIR: path.join(workspace.dir, 'results'),
  SNIPPET_TYPES_DIR: path.join(workspace.dir, 'types'),
  DATABASE_URL: `file:${path.join(workspace.dir, 'site.db')}`,
  SNIPPET_CHECKS: 'background',
  SNIPPET_CHECK_START_SECONDS: '0.2',
  SNIPPET_REFRESH_SECONDS: '0.5',
  SNIPPET_RETRY_SECONDS: '1',
  // npm's own settings, read from its environment: this registry, a cache of the test's own, no retries.
  npm_config_cache: path.join(workspace.dir, 'npm-cache'),
  npm_config_fetch_retries: '0',
  npm_config_update_notifier: 'false',
}
const servers: RunningServer[] = []
let npm: FakeNpm
let commit: string

const page = '/query/latest/docs/framework/react/guides/caching'
const code = "import { useQuery } from '@tanstack/react-query'\n\nexport const todos = useQuery({ queryKey: ['todos'], queryFn: async () => ['a'] })"

beforeAll(async () => {
  npm = await startFakeNpm({
    installable: {
      '@tanstack/query-core': {
        version: '5.1.0',
        files: {
          'package.json': JSON.stringify({ types: 'index.d.ts' }),
          'index.d.ts': 'export interface QueryOptions<T> { queryKey: readonly unknown[]; queryFn: () => Promise<T> }\n',
        },
      },
      '@tanstack/react-query': {
        version: '5.1.0',
        dependencies: { '@tanstack/query-core': '5.1.0' },
        files: {
          'package.json': JSON.stringify({ types: 'index.d.ts' }),
          'index.d.ts':
            "import type { QueryOptions } from '@tanstack/query-core'\nexport * from '@tanstack/query-core'\nexport declare function useQuery<T>(options: QueryOptions<T>): { data: T | undefined }\n",
        },
      },
    },
  })
  commit = createRepository(path.join(env.CONTENT_DIR, 'query'), {
    'docs/config.json': JSON.stringify({
      sections: [{ label: 'Guides', children: [], frameworks: [{ label: 'react', children: [{ label: 'Caching', to: 'framework/react/guides/caching' }] }] }],
    }),
    'docs/framework/react/guides/caching.md': `---\ntitle: Caching\n---\n\nA query:\n\n\`\`\`ts\n${code}\n\`\`\`\n`,
  })
})

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  await npm?.close()
  workspace.remove()
})

function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  return pollUntil(what, probe, { timeoutMs, intervalMs: 200, context: () => servers.map((s) => s.output()).join('\n---\n') })
}

function storedReact(): FrameworkCheck | undefined {
  const folder = path.join(env.SNIPPET_RESULTS_DIR, 'query')
  const file = (() => {
    try {
      return readdirSync(folder).find((name) => name.startsWith(`${commit}.react.`) && name.endsWith('.json'))
    } catch {
      return undefined
    }
  })()
  return file ? (JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as FrameworkCheck) : undefined
}

it('stores a failed install of the types as provisional, shows plain code meanwhile, and checks the framework again once the registry answers', async () => {
  npm.state.down = true
  const server = await startBuiltServer({ ...env, npm_config_registry: npm.url })
  servers.push(server)

  const provisional = await until('the provisional result', () => storedReact())
  expect(provisional.skipped).toMatch(/^its types could not be installed: /)
  expect(provisional.retryAfter).toEqual(expect.any(String))
  expect(provisional.blocks.map((block) => block.verdict.verdict)).toEqual(['skipped'])
  const plain = await (await fetch(`${server.url}${page}`)).text()
  expect(plain).toContain('useQuery')
  expect(plain).not.toContain('md-code-check')
  expect(plain).not.toContain('Checked with')
  expect(plain).not.toContain('could not be installed')

  // The registry is back: the next round installs the types and stores the real verdicts.
  npm.state.down = false
  const checked = await until('the checked result', () => (storedReact()?.checkedWith ? storedReact() : undefined))
  expect(checked.checkedWith).toBe('@tanstack/react-query 5.1 · TypeScript 6.0')
  expect(checked.retryAfter).toBeUndefined()
  expect(checked.blocks.map((block) => block.verdict.verdict)).toEqual(['checked'])
  expect(server.output()).toMatch(
    /\[snippets\] query v5 checked: 1 blocks in 1 framework\(s\), \d+ ms; react: provisional \(types not installed or a block over a limit\), checked again after /,
  )
  expect(server.output()).toMatch(/\[snippets\] checking query v5 \(\w{12}\) in process \d+: react \(again: its types could not be installed before\)/)
  const page2 = await until('the checked page', async () => {
    const html = await (await fetch(`${server.url}${page}`)).text()
    return html.includes('Checked with @tanstack/react-query 5.1') ? html : undefined
  })
  expect(page2).toContain('md-code-check')

  // The commit's claim and the claim of each retry round are done: the round that succeeded was taken once.
  const database = await openDatabase(env.DATABASE_URL)
  try {
    expect((await readClaim(database, { libraryId: 'query', commit, checker: CHECKER_VERSION }))?.doneAt).toEqual(expect.any(String))
    expect((await readClaim(database, { libraryId: 'query', commit, checker: claimCheckerOf(CHECKER_VERSION, [provisional]) }))?.doneAt).toEqual(
      expect.any(String),
    )
  } finally {
    await database.close()
  }

  // Another instance on the same database and folder finds the final results and checks nothing.
  const second = await startBuiltServer({ ...env, npm_config_registry: npm.url })
  servers.push(second)
  await until("the second server's first pass", () => (second.output().includes('[snippets] pass done:') ? true : undefined), 20_000)
  expect(second.output()).not.toContain('[snippets] checking')
}, 90_000)
