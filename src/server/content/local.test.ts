import { mkdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commitFiles, createRepository, git, tempDir, writeFiles } from '../../../tests/support/git-fixture'
import { LocalContentSource } from './local'
import { ContentUnavailableError } from './types'

const workspace = tempDir()
let source: LocalContentSource
let firstCommit: string

beforeAll(() => {
  const root = workspace.dir
  firstCommit = createRepository(path.join(root, 'work', 'query'), {
    'docs/overview.md': '# Overview v5\n',
    'docs/guides/caching.md': '# Caching\n',
    'examples/react/basic/src/index.tsx': 'export {}\n',
  })
  const work = path.join(root, 'work', 'query')
  git(work, 'checkout', '-q', '-b', 'v4')
  commitFiles(work, { 'docs/overview.md': '# Overview v4\n' })
  git(work, 'tag', 'v4.0.0')
  git(work, 'checkout', '-q', 'main')
  mkdirSync(path.join(root, 'content'))
  // a bare mirror, as `npm run content:sync` makes it
  git(root, 'clone', '-q', '--mirror', work, path.join(root, 'content', 'query'))
  // a repository with a work tree
  createRepository(path.join(root, 'content', 'form'), { 'docs/overview.md': '# Form\n' })
  // a plain folder
  writeFiles(path.join(root, 'content', 'table'), { 'docs/introduction.md': '# Table\n', 'docs/api/core.md': '# Core\n' })
  writeFileSync(path.join(root, 'secret.txt'), 'outside')
  symlinkSync(path.join(root, 'secret.txt'), path.join(root, 'content', 'table', 'docs', 'leak.md'))
  source = new LocalContentSource(path.join(root, 'content'))
})

afterAll(async () => {
  await source.close()
  workspace.remove()
})

const text = async (promise: Promise<Buffer | undefined>) => (await promise)?.toString('utf8')

describe('local content source', () => {
  it('reads a bare mirror at any branch, tag or commit without a checkout', async () => {
    expect(await text(source.readFile('tanstack/query', 'main', 'docs/overview.md'))).toBe('# Overview v5\n')
    expect(await text(source.readFile('tanstack/query', 'v4', 'docs/overview.md'))).toBe('# Overview v4\n')
    expect(await text(source.readFile('tanstack/query', 'v4.0.0', 'docs/overview.md'))).toBe('# Overview v4\n')
    expect(await text(source.readFile('tanstack/query', firstCommit, 'docs/overview.md'))).toBe('# Overview v5\n')
    expect(await source.resolveRef('tanstack/query', 'main')).toBe(firstCommit)
  })

  it('lists folders of a git repository', async () => {
    const entries = await source.listDir('tanstack/query', 'main', 'docs')
    expect(entries).toEqual(
      expect.arrayContaining([
        { name: 'overview.md', path: 'docs/overview.md', type: 'file' },
        { name: 'guides', path: 'docs/guides', type: 'dir' },
      ]),
    )
    expect(await source.listDir('tanstack/query', 'main', '')).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'examples', type: 'dir' })]))
  })

  it('reads a repository with a work tree and a plain folder at any ref', async () => {
    expect(await text(source.readFile('tanstack/form', 'main', 'docs/overview.md'))).toBe('# Form\n')
    expect(await text(source.readFile('tanstack/table', 'main', 'docs/introduction.md'))).toBe('# Table\n')
    expect(await text(source.readFile('tanstack/table', 'v7', 'docs/introduction.md'))).toBe('# Table\n')
    expect((await source.listDir('tanstack/table', 'main', 'docs'))?.map((e) => e.name).sort()).toEqual(['api', 'introduction.md'])
  })

  it('answers undefined for missing refs, files, folders and repositories', async () => {
    expect(await source.readFile('tanstack/query', 'v9', 'docs/overview.md')).toBeUndefined()
    expect(await source.resolveRef('tanstack/query', 'v9')).toBeUndefined()
    expect(await source.readFile('tanstack/query', 'main', 'docs/none.md')).toBeUndefined()
    expect(await source.readFile('tanstack/query', 'main', 'docs')).toBeUndefined()
    expect(await source.listDir('tanstack/query', 'main', 'docs/overview.md')).toBeUndefined()
    expect(await source.readFile('tanstack/virtual', 'main', 'docs/x.md')).toBeUndefined()
  })

  it('never reads outside the content root', async () => {
    for (const bad of ['../secret.txt', 'docs/../../secret.txt', '%2e%2e/secret.txt', '..%2fsecret.txt', '%252e%252e%252fsecret.txt', 'docs\\..\\..\\secret.txt']) {
      await expect(source.readFile('tanstack/table', 'main', bad), bad).rejects.toThrow(/Invalid path/)
    }
    // a symbolic link pointing outside the folder is not followed
    expect(await source.readFile('tanstack/table', 'main', 'docs/leak.md')).toBeUndefined()
    // only the last segment of a repository name is used, and it may not be `..`
    expect(await source.readFile('../etc', 'main', 'passwd')).toBeUndefined()
    await expect(source.readFile('tanstack/..', 'main', 'secret.txt')).rejects.toThrow(/Invalid repository/)
    await expect(source.readFile('tanstack/query', '--output=/tmp/x', 'docs/overview.md')).rejects.toThrow(/Invalid ref/)
    await expect(source.readFile('tanstack/query', 'main\ninfo HEAD', 'docs/overview.md')).rejects.toThrow(/Invalid ref/)
  })

  it('answers many concurrent reads in order', async () => {
    const reads = await Promise.all(
      Array.from({ length: 200 }, (_, i) => text(source.readFile('tanstack/query', i % 2 ? 'v4' : 'main', 'docs/overview.md'))),
    )
    reads.forEach((read, i) => expect(read).toBe(i % 2 ? '# Overview v4\n' : '# Overview v5\n'))
  })

  it('sees a new commit after a fetch', async () => {
    const work = path.join(workspace.dir, 'work', 'query')
    const next = commitFiles(work, { 'docs/overview.md': '# Overview v5.1\n' })
    git(workspace.dir, '--git-dir', path.join(workspace.dir, 'content', 'query'), 'fetch', '-q', 'origin', '+refs/heads/*:refs/heads/*')
    expect(await source.resolveRef('tanstack/query', 'main')).toBe(next)
    expect(await text(source.readFile('tanstack/query', 'main', 'docs/overview.md'))).toBe('# Overview v5.1\n')
  })

  it('reports a git repository that disappeared as unavailable, and reads it again once it is back', async () => {
    const root = path.join(workspace.dir, 'moving')
    const commit = createRepository(path.join(root, 'query'), { 'docs/overview.md': '# Moving\n' })
    const moving = new LocalContentSource(root)
    expect(await moving.resolveRef('tanstack/query', 'main')).toBe(commit)
    renameSync(path.join(root, 'query'), path.join(root, 'query.away'))
    await expect(moving.resolveRef('tanstack/query', 'main')).rejects.toBeInstanceOf(ContentUnavailableError)
    await expect(moving.readFile('tanstack/query', commit, 'docs/overview.md')).rejects.toBeInstanceOf(ContentUnavailableError)
    await expect(moving.listDir('tanstack/query', commit, 'docs')).rejects.toBeInstanceOf(ContentUnavailableError)
    renameSync(path.join(root, 'query.away'), path.join(root, 'query'))
    expect((await moving.readFile('tanstack/query', 'main', 'docs/overview.md'))?.toString()).toBe('# Moving\n')
    await moving.close()
  })
})
