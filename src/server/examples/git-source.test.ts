import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commitFiles, createRepository, tempDir } from '../../../tests/support/git-fixture'
import { ContentPathError } from '~/server/content/types'

// The service reads the configured content source: a CONTENT_DIR holding a real git repository.
const root = tempDir('examples-git-')
process.env.CONTENT_DIR = root.dir
process.env.REF_TTL_MS = '0'
const { loadExampleFile, loadExampleTree, MAX_FILE_BYTES } = await import('./service')
const { getContentSource } = await import('~/server/content')

let firstCommit = ''

beforeAll(() => {
  firstCommit = createRepository(path.join(root.dir, 'query'), {
    'docs/overview.md': '# Overview\n',
    'examples/react/basic/src/index.tsx': 'export const answer = 42\n',
    'examples/react/basic/package.json': '{ "name": "basic" }\n',
    'examples/react/basic/public/logo.png': '\u0089PNG\r\n\u001a\n\u0000\u0000',
    'examples/react/basic/data.txt': 'x'.repeat(MAX_FILE_BYTES + 1),
    'examples/react/basic/blob.dat': 'abc\u0000def',
  })
})

afterAll(async () => {
  await getContentSource().close?.()
  root.remove()
})

describe('examples read from a git repository', () => {
  it('lists the example as a tree, folders first', async () => {
    const listing = await loadExampleTree('tanstack/query', 'main', 'examples/react/basic')
    expect(listing?.contentId).toBe(firstCommit)
    expect(listing?.tree.map((n) => `${n.type}:${n.name}`)).toEqual(['dir:public', 'dir:src', 'file:blob.dat', 'file:data.txt', 'file:package.json'])
    expect(await loadExampleTree('tanstack/query', 'main', 'examples/react/nope')).toBeUndefined()
    expect(await loadExampleTree('tanstack/query', 'no-such-branch', 'examples/react/basic')).toBeUndefined()
  })

  it('highlights text files and only describes binary and huge ones', async () => {
    const source = await loadExampleFile('tanstack/query', 'main', 'examples/react/basic/src/index.tsx')
    expect(source).toMatchObject({ kind: 'text', language: 'tsx', lines: 1 })
    expect(source?.kind === 'text' && source.html).toContain('answer')
    expect(await loadExampleFile('tanstack/query', 'main', 'examples/react/basic/public/logo.png')).toMatchObject({ kind: 'binary' })
    expect(await loadExampleFile('tanstack/query', 'main', 'examples/react/basic/blob.dat')).toMatchObject({ kind: 'binary', size: 7 })
    expect(await loadExampleFile('tanstack/query', 'main', 'examples/react/basic/data.txt')).toMatchObject({ kind: 'too-large', size: MAX_FILE_BYTES + 1 })
    expect(await loadExampleFile('tanstack/query', 'main', 'examples/react/basic/missing.ts')).toBeUndefined()
  })

  it('follows a new commit of the branch', async () => {
    commitFiles(path.join(root.dir, 'query'), { 'examples/react/basic/src/index.tsx': 'export const answer = 43\n' })
    const source = await loadExampleFile('tanstack/query', 'main', 'examples/react/basic/src/index.tsx')
    expect(source?.kind === 'text' && source.html).toContain('43')
  })

  it('refuses paths outside examples/', async () => {
    await expect(loadExampleFile('tanstack/query', 'main', 'docs/overview.md')).rejects.toThrow(ContentPathError)
    await expect(loadExampleFile('tanstack/query', 'main', 'examples/../docs/overview.md')).rejects.toThrow(ContentPathError)
    await expect(loadExampleTree('tanstack/query', 'main', 'examples/%2e%2e')).rejects.toThrow(ContentPathError)
  })
})
