/**
 * `npm run bench:snippets` (also run at the end of `npm run bench`): the snippet checker on the
 * corpus (docs/features/checked-code.md). The latest version of each corpus library, every
 * framework, is checked from nothing (the types cache, SNIPPET_TYPES_DIR, is used as it is), and
 * it prints the coverage table — the share of blocks that get `checked` or `fails`, of all and of
 * those that use the library (all but listings), against the target (70 % of the latter in
 * every framework) — then each library's checking time and memory.
 *
 * The check runs as it does in service: the built server (`npm run build` first) with
 * `SNIPPET_CHECKS=background`, an empty results folder and no search index to build, checks one
 * library version at a time in its child process (`nice` 19) with the checker's worker threads.
 * The memory printed is that child's peak RSS, `VmHWM` in `/proc`, read until it ends: its main
 * thread, worker threads and heaps together, the figure the "check process RSS ≤ 700 MB" target
 * is about. The bench stops the server once the latest versions are checked.
 *
 * Then the mutation test (snippet-mutations.ts): in up to `BENCH_MUTATIONS` (40) passed blocks
 * per framework that use the library, one misspelled import, option or member is planted; the
 * table gives, by library and framework, the blocks mutated, caught (`fails`) and missed, and
 * lists the missed ones.
 *
 * Needs CONTENT_DIR pointing at the corpus mirrors (`CONTENT_DIR=/tmp/repos`); without it, it says
 * so and measures nothing. `BENCH_SNIPPET_LIBRARIES=query,form` narrows the run (the server sees
 * only those mirrors). Results go to a temporary folder unless `BENCH_SNIPPET_RESULTS_DIR` names
 * a folder to keep them in (the dashboard reads them from there when the server's
 * SNIPPET_RESULTS_DIR is that folder; `docs:check --snippets --json` prints the same records).
 * With `BENCH_SNIPPET_REUSE=1` the results already in `BENCH_SNIPPET_RESULTS_DIR` (a previous run,
 * or `docs:check --snippets` with that SNIPPET_RESULTS_DIR) are read instead of checked again:
 * the coverage table and the mutation test only, no server, no cost table.
 * Prints tables; asserts nothing.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { tempDir } from '../tests/support/git-fixture'
import { startBuiltServer } from '../tests/support/server'
import { mutationTest, percentOf } from './snippet-mutations'
import { printTable } from './support'

const corpus = ['query', 'router', 'form']
const contentDir = process.env.CONTENT_DIR
const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)

if (!contentDir) {
  console.log(
    '\nSnippet checker: not measured. It checks the corpus: set CONTENT_DIR to the folder holding the query, router and form mirrors (CONTENT_DIR=/tmp/repos npm run bench:snippets).',
  )
  process.exit(0)
}

const wanted = list(process.env.BENCH_SNIPPET_LIBRARIES) ?? corpus
const present = wanted.filter((id) => existsSync(path.join(contentDir, id)))
const missing = wanted.filter((id) => !present.includes(id))
if (present.length === 0) {
  console.log(`\nSnippet checker: not measured. ${contentDir} holds none of ${wanted.join(', ')}.`)
  process.exit(0)
}

const { findLibrary } = await import('../src/site/libraries')
const { countVerdicts, coverageOf } = await import('../src/server/snippets/results-summary')
type FrameworkCheck = import('../src/server/snippets/library-check').FrameworkCheck

/** The coverage target: of the blocks that use the library (all but listings), 70 % with a verdict, in every framework. */
const target = 0.7
const percent = (share: number | undefined) => (share === undefined ? '–' : `${(share * 100).toFixed(0)} %`)

/** A process's lifetime peak resident set (threads included), in MB; undefined once it has ended. */
function highWaterMarkMb(pid: number): number | undefined {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
  } catch {
    return undefined
  }
}

const workspace = tempDir('site-bench-snippets-')
const reuse = process.env.BENCH_SNIPPET_REUSE === '1'
if (reuse && !process.env.BENCH_SNIPPET_RESULTS_DIR) {
  console.log('\nSnippet checker: not measured. BENCH_SNIPPET_REUSE=1 reads the results in BENCH_SNIPPET_RESULTS_DIR: set it.')
  process.exit(0)
}
const resultsDir = process.env.BENCH_SNIPPET_RESULTS_DIR || path.join(workspace.dir, 'results')
const typesDir = path.resolve(process.env.SNIPPET_TYPES_DIR ?? 'data/snippet-types')
// The mutation test checks in this process, with the same types cache as the server.
process.env.SNIPPET_TYPES_DIR = typesDir
// The server sees only the libraries measured.
const repos = path.join(workspace.dir, 'repos')
mkdirSync(repos)
for (const id of present) symlinkSync(path.resolve(contentDir, id), path.join(repos, id))

type Run = { version: string; commit: string; pid: number; peakMb: number; blocks?: number; frameworks?: number; ms?: number; failed?: string }
const runs = new Map<string, Run>()
const latest = new Map(present.map((id) => [id, findLibrary(id)!.latestVersion]))

if (reuse) {
  const { loadPageList } = await import('../src/server/content/page-list')
  for (const id of present) {
    const list = await loadPageList(findLibrary(id)!, latest.get(id)!)
    if (list) runs.set(id, { version: latest.get(id)!, commit: list.contentId, pid: 0, peakMb: 0 })
  }
}

const server = reuse
  ? undefined
  : await startBuiltServer({
      CONTENT_DIR: repos,
      DATABASE_URL: `file:${path.join(workspace.dir, 'site.db')}`,
      SEARCH_INDEX_DIR: path.join(workspace.dir, 'search'),
      SEARCH_LIBRARIES: 'none',
      LIVE_STATS_REFRESH_SECONDS: '0',
      SNIPPET_CHECKS: 'background',
      SNIPPET_CHECK_START_SECONDS: '0',
      SNIPPET_RESULTS_DIR: resultsDir,
      SNIPPET_TYPES_DIR: typesDir,
    })
const started = performance.now()
try {
  while (server) {
    const log = server.output()
    for (const match of log.matchAll(/\[snippets\] checking (\S+) (\S+) \(([0-9a-f]+)\) in process (\d+)/g)) {
      const [, id, version, commit, pid] = match
      if (latest.get(id!) === version && !runs.has(id!)) runs.set(id!, { version: version!, commit: commit!, pid: Number(pid), peakMb: 0 })
    }
    for (const [id, run] of runs) {
      if (run.blocks !== undefined || run.failed) continue
      run.peakMb = Math.max(run.peakMb, highWaterMarkMb(run.pid) ?? 0)
      const done = new RegExp(`\\[snippets\\] ${id} ${run.version} checked: (\\d+) blocks in (\\d+) framework\\(s\\), (\\d+) ms`).exec(log)
      const failed = new RegExp(`\\[snippets\\] ${id} ${run.version}: the check failed: (.*)`).exec(log)
      if (done) Object.assign(run, { blocks: Number(done[1]), frameworks: Number(done[2]), ms: Number(done[3]) })
      else if (failed) run.failed = failed[1]
    }
    if (present.every((id) => runs.get(id)?.blocks !== undefined || runs.get(id)?.failed)) break
    if (performance.now() - started > 60 * 60_000) throw new Error(`the checks did not end within an hour:\n${log.slice(-3000)}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
} finally {
  await server?.stop()
}

const coverageRows: Record<string, string | number>[] = []
const costRows: Record<string, string | number>[] = []
for (const id of present) {
  const library = findLibrary(id)!
  const run = runs.get(id)
  if (!run) continue
  const folder = path.join(resultsDir, id)
  const frameworkRank = (framework: string) => (library.frameworks as readonly string[]).indexOf(framework)
  const checks = (existsSync(folder) ? readdirSync(folder) : [])
    .filter((name) => name.startsWith(run.commit) && name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as FrameworkCheck)
    .sort((a, b) => frameworkRank(a.framework) - frameworkRank(b.framework))
  for (const check of checks) {
    const counts = countVerdicts(check.blocks)
    const share = coverageOf(counts)
    // Every fragment and skip counted as using the library: a lower bound.
    const usingLibrary = check.blocks.length - counts.listing
    const withVerdict = usingLibrary > 0 ? (counts.checked + counts.fails) / usingLibrary : undefined
    coverageRows.push({
      library: id,
      framework: check.framework === library.frameworks[0] ? `${check.framework} + neutral` : check.framework,
      blocks: check.blocks.length,
      checked: counts.checked,
      fails: counts.fails,
      listing: counts.listing,
      fragment: counts.fragment,
      skipped: counts.skipped,
      'checked + fails': percent(share),
      'uses the library: with a verdict': `${percent(withVerdict)}${(withVerdict ?? 0) < target ? ' ✗' : ''}`,
      target: percent(target),
      note: check.skipped ?? check.checkedWith ?? '',
    })
  }
  const seconds = (run.ms ?? 0) / 1000
  if (reuse) continue
  costRows.push({
    library: id,
    version: run.version,
    frameworks: run.frameworks ?? '–',
    blocks: run.blocks ?? '–',
    time: run.failed ? `failed: ${run.failed}` : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`,
    'check process peak RSS (VmHWM)': `${Math.round(run.peakMb)} MB`,
  })
}

const mutations = await mutationTest([...runs.keys()], resultsDir, Number(process.env.BENCH_MUTATIONS ?? 40))
workspace.remove()
const mutated = mutations.rows.reduce((sum, row) => sum + row.mutated, 0)
const caught = mutations.rows.reduce((sum, row) => sum + row.caught, 0)
const mutationRows = [
  ...mutations.rows,
  ...(mutations.rows.length > 1
    ? [{ library: 'all', framework: '', checked: '', mutable: '', mutated, caught, missed: mutated - caught, 'catch rate': percentOf(caught, mutated) }]
    : []),
]

console.log(
  `\n${new Date().toISOString()}, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}, types from ${typesDir}`,
)
printTable(
  'Snippet coverage (latest version; checked + fails of all blocks, and of the blocks that use the library, i.e. all but listings; ✗ = below target)',
  coverageRows,
)
printTable("Snippet checking cost (every framework of the library from nothing, in the server's checking process; types cache as found)", costRows)
printTable(
  'Mutation test (one misspelled import, option or member planted in passed blocks that use the library; caught = the block then fails; target 90 %)',
  mutationRows,
)
if (mutations.missed.length) {
  console.log('\nMissed mutations:')
  for (const miss of mutations.missed)
    console.log(`  ${miss.library} ${miss.framework} ${miss.place}  ${miss.mutation.kind} ${miss.mutation.name} → ${miss.mutation.misspelled}: ${miss.verdict}`)
}
if (missing.length) console.log(`\nNot in ${contentDir}: ${missing.join(', ')}.`)
process.exit(0)
