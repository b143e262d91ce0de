import { renameSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeGitHub, type FakeGitHub } from '../../../tests/support/fake-github'
import { commitFiles, createRepository, git, tempDir, writeFiles } from '../../../tests/support/git-fixture'
import { GitHubClient } from '~/server/github/client'
import { GitHubContentSource } from './github'
import { LocalContentSource } from './local'
import { createSnapshots } from './snapshot'
import { ContentUnavailableError } from './types'

// Long enough for a commit and a push on a busy machine to happen within it.
const TTL_MS = 1000
const workspace = tempDir('site-snapshot-')
let work: string
let local: LocalContentSource

const pastTtl = () => new Promise((resolve) => setTimeout(resolve, TTL_MS + 50))

beforeAll(() => {
  work = path.join(workspace.dir, 'work', 'query')
  createRepository(work, { 'docs/overview.md': '# One\n', 'docs/guides/caching.md': '# Caching\n' })
  git(workspace.dir, 'clone', '-q', '--mirror', work, path.join(workspace.dir, 'content', 'query'))
  writeFiles(path.join(workspace.dir, 'content', 'table'), { 'docs/overview.md': '# Table\n' })
  local = new LocalContentSource(path.join(workspace.dir, 'content'))
})

afterAll(async () => {
  await local.close()
  workspace.remove()
})

/** Commits in the work tree and pushes the branch to the mirror the site reads. */
function publish(files: Record<string, string>): string {
  const commit = commitFiles(work, files)
  git(work, 'push', '-q', path.join(workspace.dir, 'content', 'query'), 'main')
  return commit
}

describe('a content snapshot', () => {
  it('reads every file of one snapshot at its commit, even after the branch moves on', async () => {
    const snapshots = createSnapshots(() => local, { refTtlMs: TTL_MS })
    const before = (await snapshots.snapshot('tanstack/query', 'main'))!
    expect(before.id).toBe(git(work, 'rev-parse', 'HEAD'))
    const next = publish({ 'docs/overview.md': '# Two\n' })
    expect(await before.readText('docs/overview.md')).toBe('# One\n')
    expect((await before.listDir('docs'))?.map((entry) => entry.name).sort()).toEqual(['guides', 'overview.md'])

    // Within the freshness time the branch keeps its commit; after it, the new one is read.
    expect((await snapshots.snapshot('tanstack/query', 'main'))!.id).toBe(before.id)
    await pastTtl()
    const after = (await snapshots.snapshot('tanstack/query', 'main'))!
    expect(after.id).toBe(next)
    expect(await after.readText('docs/overview.md')).toBe('# Two\n')
  })

  it('has no snapshot of a branch the repository lacks, nor of a repository the source lacks', async () => {
    const snapshots = createSnapshots(() => local, { refTtlMs: TTL_MS })
    expect(await snapshots.snapshot('tanstack/query', 'v9')).toBeUndefined()
    expect(await snapshots.snapshot('tanstack/nothing', 'main')).toBeUndefined()
  })

  it('names a plain folder by its generation and reads it by branch', async () => {
    const snapshots = createSnapshots(() => local, { refTtlMs: TTL_MS })
    const table = (await snapshots.snapshot('tanstack/table', 'main'))!
    expect(table.id).toMatch(/^folder-\d+$/)
    expect(await table.readText('docs/overview.md')).toBe('# Table\n')
  })

  it('keeps the last known commit while the repository is away, and follows it again when it is back', async () => {
    const snapshots = createSnapshots(() => local, { refTtlMs: TTL_MS })
    const known = (await snapshots.snapshot('tanstack/query', 'main'))!.id
    const mirror = path.join(workspace.dir, 'content', 'query')
    renameSync(mirror, `${mirror}.away`)
    try {
      await pastTtl()
      expect((await snapshots.snapshot('tanstack/query', 'main'))!.id).toBe(known)
      // A branch never resolved before has nothing to fall back on: the outage is reported.
      await expect(snapshots.snapshot('tanstack/query', 'v4')).rejects.toBeInstanceOf(ContentUnavailableError)
    } finally {
      renameSync(`${mirror}.away`, mirror)
    }
    const next = publish({ 'docs/overview.md': '# Three\n' })
    await pastTtl()
    expect((await snapshots.snapshot('tanstack/query', 'main'))!.id).toBe(next)
  })

  it('over GitHub: follows a new commit after the freshness time and keeps the last one while GitHub fails', async () => {
    const fake: FakeGitHub = await startFakeGitHub({ 'tanstack/query': path.join(work, '.git') })
    try {
      const github = new GitHubContentSource({ client: new GitHubClient({ apiUrl: fake.apiUrl, rawUrl: fake.rawUrl, graphqlUrl: `${fake.apiUrl}/graphql` }) })
      const snapshots = createSnapshots(() => github, { refTtlMs: TTL_MS })
      const first = (await snapshots.snapshot('tanstack/query', 'main'))!
      const next = commitFiles(work, { 'docs/overview.md': '# Four\n' })
      await pastTtl()
      const second = (await snapshots.snapshot('tanstack/query', 'main'))!
      expect([first.id, second.id]).toEqual([git(work, 'rev-parse', 'HEAD~1'), next])
      expect(await second.readText('docs/overview.md')).toBe('# Four\n')
      fake.failWith = 503
      await pastTtl()
      const during = (await snapshots.snapshot('tanstack/query', 'main'))!
      expect(during.id).toBe(next)
      // Read before the outage, so kept by the source: the page still renders.
      expect(await during.readText('docs/overview.md')).toBe('# Four\n')
    } finally {
      fake.failWith = undefined
      await fake.close()
    }
  })
})
