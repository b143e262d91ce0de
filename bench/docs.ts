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

const { loadDoc } = await import('../src/server/docs/service')
const { getContentSource } = await import('../src/server/content')

async function markdownFiles(repo: string, branch: string, dir: string): Promise<string[]> {
  const entries = (await getContentSource().listDir(repo, branch, dir)) ?? []
  const nested = await Promise.all(entries.map((e) => (e.type === 'dir' ? markdownFiles(repo, branch, e.path) : Promise.resolve(e.path.endsWith('.md') ? [e.path] : []))))
  return nested.flat()
}

const sets = [
  { name: 'query latest', repo: 'tanstack/query', branch: 'main', root: 'docs' },
  { name: 'query v4', repo: 'tanstack/query', branch: 'v4', root: 'docs' },
  { name: 'router', repo: 'tanstack/router', branch: 'main', root: 'docs/router' },
  { name: 'form', repo: 'tanstack/form', branch: 'main', root: 'docs' },
]
// Warm up the highlighter and the git readers before timing anything.
await loadDoc('tanstack/query', 'main', 'docs/framework/react/overview.md')

const renderRows = []
for (const set of sets) {
  const files = await markdownFiles(set.repo, set.branch, set.root)
  const cold: number[] = []
  const warm: number[] = []
  for (const file of files) {
    let start = performance.now()
    await loadDoc(set.repo, set.branch, file)
    cold.push(performance.now() - start)
    start = performance.now()
    await loadDoc(set.repo, set.branch, file)
    warm.push(performance.now() - start)
  }
  renderRows.push({
    docs: set.name,
    pages: files.length,
    'cold mean ms': (cold.reduce((a, b) => a + b, 0) / cold.length).toFixed(2),
    'cold p95 ms': percentile(cold, 95).toFixed(2),
    'warm mean ms': (warm.reduce((a, b) => a + b, 0) / warm.length).toFixed(3),
    'cold/warm': (cold.reduce((a, b) => a + b, 0) / Math.max(warm.reduce((a, b) => a + b, 0), 1e-9)).toFixed(0) + '×',
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
