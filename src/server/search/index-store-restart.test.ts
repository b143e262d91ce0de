/**
 * A restart on the stored index takes the printed messages, the learned associations and the
 * index itself (its snapshot) from the files beside the records instead of working them out
 * again, and answers as before; a changed corpus makes them again. On a real git repository built and loaded the way the server does it
 * (the crawl in this thread instead of worker processes).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { commitFiles, createRepository, tempDir } from '../../../tests/support/git-fixture'
import { AssociationCounter, Associations } from './associations'
import { DocsIndex } from './docs-index'
import { associationsFile, indexSnapshotFile, messagesFile, readMessagesFile } from './index-files'

const collected = vi.hoisted(() => ({ calls: 0 }))
vi.mock('./message-sources', async (original) => {
  const actual = await original<typeof import('./message-sources')>()
  return {
    ...actual,
    collectMessages: (...args: Parameters<typeof actual.collectMessages>) => {
      collected.calls++
      return actual.collectMessages(...args)
    },
  }
})

const workspace = tempDir('site-index-restart-')
const repo = path.join(workspace.dir, 'repos', 'query')
const indexDir = path.join(workspace.dir, 'index')
process.env.CONTENT_DIR = path.join(workspace.dir, 'repos')
process.env.CONTENT_SOURCE = 'local'
process.env.SEARCH_INDEX_DIR = indexDir
process.env.SEARCH_LIBRARIES = 'query'
process.env.SEARCH_REFRESH_MS = '0'
// A commit is seen at once.
process.env.REF_TTL_MS = '0'

/**
 * Enough sections for associations to be learned (a name word may name at most 2 % of them):
 * the sections of "Dependent Queries" speak of a query that waits until another finishes, a
 * hundred other pages speak of other things; the association of those words with the name
 * "Dependent" raises its page for a question in the body's words.
 */
function docs(message: string): Record<string, string> {
  const others = Array.from({ length: 100 }, (_, n) => `topic-${n}`)
  const files: Record<string, string> = {
    'docs/config.json': JSON.stringify({
      sections: [{ label: 'Guides', children: [{ label: 'Dependent Queries', to: 'dependent-queries' }, ...others.map((to) => ({ label: to, to }))] }],
    }),
    'docs/dependent-queries.md': [
      '---\ntitle: Dependent Queries\n---',
      'A dependent fetch waits for the one it needs.',
      '## Dependent Queries with enabled',
      'Set enabled so it waits until the user fetch finishes.',
      '## Dependent Queries in parallel',
      'Several can wait on the one that finishes first.',
      '## Dependent Queries and performance',
      'One that waits for another that finishes is a waterfall.',
    ].join('\n\n'),
    'packages/react-query/package.json': JSON.stringify({ name: '@tanstack/react-query' }),
    'packages/react-query/src/provider.tsx': `export function useQueryClient() {\n  throw new Error('${message}')\n}\n`,
  }
  for (const [n, to] of others.entries()) {
    files[`docs/${to}.md`] =
      `---\ntitle: Subject${n} Page\n---\n\nAbout subject${n} and the words of page ${n}.\n\n## Subject${n} details\n\nMore on subject${n}.\n`
  }
  return files
}

const firstMessage = 'No QueryClient set, use QueryClientProvider to set one'
const changedMessage = 'No QueryClient was found: wrap the app in QueryClientProvider first'

createRepository(repo, docs(firstMessage))

const store = await import('./index-store')

afterAll(async () => {
  store.useBuilderForTesting()
  const content = await import('~/server/content')
  await content.getContentSource().close?.()
  workspace.remove()
})

async function until(check: () => boolean, timeoutMs = 60_000) {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within the time: ${check.toString()}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const question = 'how do I run a query only after another one finishes'

async function answers(message = firstMessage) {
  const pasted = `Uncaught Error: ${message} at useQueryClient (provider.tsx:2:9)`
  const engine = await store.getSearchEngine()
  const search = (query: string) => engine.search({ query, filters: [], facets: [], distinct: true, limit: 5 })
  const error = search(pasted)
  const associated = search(question)
  const dependent = associated.hits.find((hit) => hit.record.url.startsWith('/query/latest/docs/dependent-queries'))
  return {
    printedBy: error.printedBy,
    error: error.hits.map((hit) => hit.record.url),
    associated: associated.hits.map((hit) => hit.record.url),
    dependent: dependent?.score,
  }
}

/** A start of the server: its state forgotten, builds made by the real builder in this thread, counted. */
function restart() {
  const builds: string[] = []
  store.useBuilderForTesting(async (engine, built, dir) => {
    builds.push(built.id)
    return store.buildLibrary(engine, built, dir)
  })
  return builds
}

async function ready() {
  await store.getSearchEngine()
  await until(() => store.searchIndexComplete())
  await (await store.getSearchEngine()).associationsSettled()
}

describe('a restart on the stored index', () => {
  let before: Awaited<ReturnType<typeof answers>>

  it('stores the messages and the associations beside the records at the first build', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const builds = restart()
    await ready()
    await until(() => existsSync(associationsFile(indexDir)) && existsSync(indexSnapshotFile(indexDir)))
    expect(builds).toEqual(['query'])
    expect(collected.calls).toBe(1)
    before = await answers()
    expect(before.dependent).toBeGreaterThan(0)
    expect(existsSync(messagesFile(indexDir, 'query'))).toBe(true)
  })

  it('reads them back instead of reading the source, learning and indexing again, and answers the same', async () => {
    const learned = vi.spyOn(AssociationCounter.prototype, 'table')
    const indexed = vi.spyOn(DocsIndex.prototype, 'addSection')
    collected.calls = 0
    const builds = restart()
    await ready()
    expect(builds).toEqual([])
    expect(collected.calls).toBe(0)
    expect(learned).not.toHaveBeenCalled()
    expect(indexed).not.toHaveBeenCalled()
    expect(await answers()).toEqual(before)

    // The question is one the associations help: without them its page scores less.
    const engine = await store.getSearchEngine()
    engine.useStoredAssociations(new Associations(), engine.associationsLearnedFrom!)
    expect((await answers()).dependent).toBeLessThan(before.dependent! * 0.8)
  })

  it('makes them again when the corpus changed', async () => {
    commitFiles(repo, docs(changedMessage), 'a new message')
    collected.calls = 0
    const learned = vi.spyOn(AssociationCounter.prototype, 'table')
    const builds = restart()
    await ready()
    // The stored files are loaded first, then the library is found stale and rebuilt.
    await until(() => builds.length === 1 && store.searchIndexComplete())
    await (await store.getSearchEngine()).associationsSettled()
    expect(collected.calls).toBeGreaterThanOrEqual(1)
    expect(learned).toHaveBeenCalled()
    const { fingerprint } = (await import('./index-files').then((files) => files.readLibraryFile(indexDir, 'query')))!
    expect((await readMessagesFile(indexDir, 'query', fingerprint))?.map((message) => message.text)).toEqual([changedMessage])
    const after = await answers(changedMessage)
    expect(after.printedBy?.text).toBe(changedMessage)
    expect(after.dependent).toBeCloseTo(before.dependent!)
  })
})
