import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { commitFiles, createRepository, git, tempDir } from '../../../tests/support/git-fixture'
import { LocalContentSource } from './local'
import { syncRepositories } from './sync'

const workspace = tempDir()
afterAll(() => workspace.remove())

it('clones each repository as a mirror once, then fetches new commits', async () => {
  const remote = path.join(workspace.dir, 'remote')
  const upstream = path.join(remote, 'tanstack', 'query')
  createRepository(upstream, { 'docs/overview.md': 'one' })
  const contentDir = path.join(workspace.dir, 'content')
  const lines: string[] = []

  const first = await syncRepositories({ repos: ['tanstack/query', 'tanstack/query'], contentDir, remote, log: (l) => lines.push(l) })
  expect(first).toEqual([{ repo: 'tanstack/query', action: 'cloned' }])
  expect(existsSync(path.join(contentDir, 'query', 'HEAD'))).toBe(true)
  expect(lines.some((l) => l.startsWith('[1/1] tanstack/query: cloning'))).toBe(true)

  const next = commitFiles(upstream, { 'docs/overview.md': 'two' })
  const second = await syncRepositories({ repos: ['tanstack/query'], contentDir, remote, log: () => {} })
  expect(second).toEqual([{ repo: 'tanstack/query', action: 'fetched' }])
  expect(git(workspace.dir, '--git-dir', path.join(contentDir, 'query'), 'rev-parse', 'main')).toBe(next)

  const source = new LocalContentSource(contentDir)
  expect((await source.readFile('tanstack/query', 'main', 'docs/overview.md'))?.toString()).toBe('two')
  await source.close()

  const missing = await syncRepositories({ repos: ['tanstack/nothing'], contentDir, remote, log: () => {} })
  expect(missing[0]?.action).toBe('failed')
})
