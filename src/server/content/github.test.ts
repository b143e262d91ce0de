import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeGitHub, type FakeGitHub } from '../../../tests/support/fake-github'
import { commitFiles, createRepository, git, tempDir } from '../../../tests/support/git-fixture'
import { GitHubClient, type GitHubClientOptions } from '~/server/github/client'
import { GitHubContentSource } from './github'
import { ContentUnavailableError } from './types'

const workspace = tempDir()
let fake: FakeGitHub
let source: GitHubContentSource
let work: string

const fakeClient = (options: Partial<GitHubClientOptions> = {}) => new GitHubClient({ apiUrl: fake.apiUrl, rawUrl: fake.rawUrl, graphqlUrl: `${fake.apiUrl}/graphql`, ...options })

beforeAll(async () => {
  work = path.join(workspace.dir, 'query')
  createRepository(work, { 'docs/overview.md': '# Overview\n', 'docs/guides/a b.md': '# Spaced\n' })
  git(work, 'branch', 'v4')
  fake = await startFakeGitHub({ 'tanstack/query': path.join(work, '.git') }, { token: 'secret-token' })
  source = new GitHubContentSource({ client: fakeClient({ token: 'secret-token' }) })
})

afterAll(async () => {
  await fake.close()
  workspace.remove()
})

describe('GitHub content source', () => {
  it('resolves refs, reads files and lists folders through the API and raw host', async () => {
    const commit = await source.resolveRef('tanstack/query', 'main')
    expect(commit).toMatch(/^[0-9a-f]{40}$/)
    expect((await source.readFile('tanstack/query', 'main', 'docs/overview.md'))?.toString()).toBe('# Overview\n')
    expect((await source.readFile('tanstack/query', 'main', 'docs/guides/a b.md'))?.toString()).toBe('# Spaced\n')
    const listing = await source.listDir('tanstack/query', 'v4', 'docs')
    expect(listing).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'overview.md', type: 'file', path: 'docs/overview.md' }),
        expect.objectContaining({ name: 'guides', type: 'dir' }),
      ]),
    )
  })

  it('answers undefined for unknown refs, files and repositories', async () => {
    expect(await source.resolveRef('tanstack/query', 'v9')).toBeUndefined()
    expect(await source.readFile('tanstack/query', 'main', 'docs/none.md')).toBeUndefined()
    expect(await source.listDir('tanstack/query', 'main', 'nothing')).toBeUndefined()
    expect(await source.readFile('tanstack/unknown', 'main', 'docs/overview.md')).toBeUndefined()
  })

  it('reads a file at a commit from GitHub once', async () => {
    const before = fake.requests.filter((r) => r.includes('/raw/')).length
    await source.readFile('tanstack/query', 'main', 'docs/overview.md')
    await source.readFile('tanstack/query', 'main', 'docs/overview.md')
    expect(fake.requests.filter((r) => r.includes('/raw/')).length).toBe(before)
  })

  it('looks a branch up anew every time (how long a commit is reused is the snapshot’s rule), and keeps what it read at a commit', async () => {
    const before = await source.resolveRef('tanstack/query', 'main')
    const next = commitFiles(work, { 'docs/overview.md': '# Overview 2\n' })
    expect(await source.resolveRef('tanstack/query', 'main')).toBe(next)
    expect((await source.readFile('tanstack/query', 'main', 'docs/overview.md'))?.toString()).toBe('# Overview 2\n')
    fake.failWith = 503
    await expect(source.resolveRef('tanstack/query', 'main')).rejects.toBeInstanceOf(ContentUnavailableError)
    expect((await source.readFile('tanstack/query', next, 'docs/overview.md'))?.toString()).toBe('# Overview 2\n')
    expect((await source.readFile('tanstack/query', before!, 'docs/overview.md'))?.toString()).toBe('# Overview\n')
    fake.failWith = undefined
  })

  it('reports an unreachable or failing GitHub as ContentUnavailableError for what it has not read yet', async () => {
    fake.failWith = 502
    await expect(source.readFile('tanstack/query', 'main', 'docs/never-read.md')).rejects.toBeInstanceOf(ContentUnavailableError)
    fake.failWith = undefined
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as typeof fetch
    const slow = new GitHubContentSource({ client: fakeClient({ timeoutMs: 100, fetch: hanging }) })
    const started = Date.now()
    await expect(slow.resolveRef('tanstack/query', 'main')).rejects.toBeInstanceOf(ContentUnavailableError)
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('refuses paths that leave the repository', async () => {
    await expect(source.readFile('tanstack/query', 'main', '../../etc/passwd')).rejects.toThrow(/Invalid path/)
    await expect(source.readFile('tanstack/query', 'main;rm', 'docs/overview.md')).rejects.toThrow(/Invalid ref/)
  })
})
