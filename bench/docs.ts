/**
 * `npm run bench:docs`: render time of the corpus docs (cold and warm, in process) and the
 * built server's throughput on a warm doc page. Prints tables; asserts nothing.
 */
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { cloneCorpus, tempDir } from '../tests/support/git-fixture'
import { startBuiltServer } from '../tests/support/server'
import { measureLoad, percentile, printTable } from './support'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const workspace = tempDir('site-bench-')
const contentDir = path.join(workspace.dir, 'repos')
for (const name of ['query', 'router', 'form'] as const) cloneCorpus(name, path.join(contentDir, name))
process.env.CONTENT_DIR = contentDir

// The "what changed" figures first: they read the same corpus in process.
const { benchChanges } = await import('./changes')
await benchChanges()

const { renderDocPage } = await import('../src/server/docs/service')
const { loadPageList } = await import('../src/server/content/page-list')
const { findLibrary } = await import('../src/site/libraries')
const { getContentSource } = await import('../src/server/content')

// Each set is every page the site lists for a library at a version, rendered through the same
// function the doc route calls: the first render is a cold one, the second comes from memory.
const sets = [
  { name: 'query latest', library: 'query', version: 'latest' },
  { name: 'query v4', library: 'query', version: 'v4' },
  { name: 'router', library: 'router', version: 'latest' },
  { name: 'form', library: 'form', version: 'latest' },
]
async function pagesOf(libraryId: string, version: string) {
  const library = findLibrary(libraryId)
  const list = library && (await loadPageList(library, version))
  if (!library || !list) throw new Error(`no pages for ${libraryId} ${version}`)
  return { library, list }
}
// Warm up the highlighter and the git readers before timing anything.
{
  const { library, list } = await pagesOf('query', 'latest')
  await renderDocPage(library, 'latest', list, list.pages[0]!)
}

const renderRows = []
for (const set of sets) {
  const { library, list } = await pagesOf(set.library, set.version)
  const cold: number[] = []
  const warm: number[] = []
  for (const entry of list.pages) {
    let start = performance.now()
    await renderDocPage(library, set.version, list, entry)
    cold.push(performance.now() - start)
    start = performance.now()
    await renderDocPage(library, set.version, list, entry)
    warm.push(performance.now() - start)
  }
  renderRows.push({
    docs: set.name,
    pages: list.pages.length,
    'cold mean ms': (cold.reduce((a, b) => a + b, 0) / cold.length).toFixed(2),
    'cold p95 ms': percentile(cold, 95).toFixed(2),
    'warm mean ms': (warm.reduce((a, b) => a + b, 0) / warm.length).toFixed(3),
    'cold/warm':
      (
        cold.reduce((a, b) => a + b, 0) /
        Math.max(
          warm.reduce((a, b) => a + b, 0),
          1e-9,
        )
      ).toFixed(0) + '×',
  })
}
printTable('Doc rendering in process (Markdown → HTML, per page)', renderRows)
await getContentSource().close?.()

const server = await startBuiltServer({ CONTENT_DIR: contentDir })
const pages = ['/query/latest/docs/framework/react/overview', '/router/latest/docs/framework/react/guide/data-loading', '/form/latest/docs/overview']
const loadRows = []
try {
  for (const page of pages) {
    const url = `${server.url}${page}`
    for (let i = 0; i < 20; i++) await (await fetch(url)).arrayBuffer()
    for (const connections of [10, 50]) {
      const result = await measureLoad(url, { connections, seconds })
      loadRows.push({
        page,
        connections,
        'requests/s': result.requestsPerSecond.toFixed(0),
        'p50 ms': result.p50,
        'p99 ms': result.p99,
        'non-2xx': result.non2xx,
        errors: result.errors,
      })
    }
  }
} catch (error) {
  console.error('The load measurement failed:', error)
  console.error(server.output().slice(-2000))
  process.exitCode = 1
} finally {
  await server.stop()
  workspace.remove()
}
printTable(`Warm doc pages from the built server (${seconds} s each, this machine)`, loadRows)
