/**
 * `npm run bench:snippets` (also run at the end of `npm run bench`): the snippet checker on the
 * corpus (docs/features/checked-code.md). For the latest version of each corpus library, every
 * framework is checked from nothing (the types cache, SNIPPET_TYPES_DIR, is used as it is), and
 * it prints the coverage table — the share of TypeScript blocks that get `checked` or `fails`,
 * against the targets (70 % on React and framework-neutral pages, 50 % on Vue, Solid,
 * Svelte and Angular pages) — then the checking time and the checking process's peak RSS.
 *
 * Each library is checked as the server's background check does it: in a child process of its
 * own (this file again, with BENCH_SNIPPET_CHILD set) that runs `checkVersion` with its worker
 * threads and stores the results. The peak RSS printed is that child's `VmHWM` (its worker
 * threads included), the figure of the "worker RSS ≤ 700 MB" target; the bench's own process
 * holds only the tables. The child runs from source under tsx, whose loader adds a little to it
 * (the service's child runs the built bundle); the child's main-thread heap peak is printed
 * beside it, so what the worker threads take shows as the difference.
 *
 * Needs CONTENT_DIR pointing at the corpus mirrors (`CONTENT_DIR=/tmp/repos`); without it, it says
 * so and measures nothing. `BENCH_SNIPPET_LIBRARIES=query,form` and
 * `BENCH_SNIPPET_FRAMEWORKS=react,vue` narrow the run. Results go to a temporary folder, not to
 * SNIPPET_RESULTS_DIR, unless `BENCH_SNIPPET_RESULTS_DIR` names a folder to keep them in (the
 * dashboard reads them from there when the server's SNIPPET_RESULTS_DIR is that folder). Prints
 * tables; asserts nothing.
 */
import { fork } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { tempDir } from '../tests/support/git-fixture'
import { printTable } from './support'

const corpus = ['query', 'router', 'form']
const contentDir = process.env.CONTENT_DIR
const list = (value: string | undefined) => value?.split(',').map((s) => s.trim()).filter(Boolean)

/** One library's check, as the child reports it to the bench. */
type ChildReport = { coverage: Record<string, string | number>[]; frameworks: number; blocks: number; seconds: number; peakMb: number; mainHeapPeakMb: number }

/** The figure `/proc` keeps for a process's lifetime: its peak resident set, threads included. */
function highWaterMarkMb(): number {
  return Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024
}

async function checkInThisProcess(id: string): Promise<ChildReport> {
  const { findLibrary } = await import('../src/site/libraries')
  const { checkSnippets } = await import('../src/server/snippets/report')
  const { countVerdicts, coverageOf } = await import('../src/server/snippets/results-summary')
  const { getContentSource } = await import('../src/server/content')
  let mainHeapPeak = 0
  const sampler = setInterval(() => (mainHeapPeak = Math.max(mainHeapPeak, process.memoryUsage().heapUsed)), 250)
  const library = findLibrary(id)!
  const started = performance.now()
  const results = await checkSnippets({ libraries: [id], versions: [library.latestVersion], frameworks: list(process.env.BENCH_SNIPPET_FRAMEWORKS), onProgress: (label) => process.stderr.write(`checking ${label}\n`) })
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  await getContentSource().close?.()
  const coverage = results.map((result) => {
    const counts = countVerdicts(result.blocks)
    const share = coverageOf(counts)
    const target = targets[result.framework]
    return {
      library: id,
      framework: result.framework === library.frameworks[0] ? `${result.framework} + neutral` : result.framework,
      'TS blocks': result.blocks.length,
      checked: counts.checked,
      fails: counts.fails,
      fragment: counts.fragment,
      skipped: counts.skipped,
      'checked + fails': `${percent(share)}${target !== undefined && (share ?? 0) < target ? ' ✗' : ''}`,
      target: target === undefined ? '–' : percent(target),
      note: result.skipped ?? result.checkedWith ?? '',
    }
  })
  const blocks = results.reduce((n, result) => n + result.blocks.length, 0)
  return { coverage, frameworks: results.length, blocks, seconds, peakMb: highWaterMarkMb(), mainHeapPeakMb: mainHeapPeak / 1024 / 1024 }
}

/** The coverage targets by framework; the others have no target. */
const targets: Record<string, number> = { react: 0.7, vue: 0.5, solid: 0.5, svelte: 0.5, angular: 0.5 }
const percent = (share: number | undefined) => (share === undefined ? '–' : `${(share * 100).toFixed(0)} %`)

const childLibrary = process.env.BENCH_SNIPPET_CHILD
if (childLibrary) {
  const report = await checkInThisProcess(childLibrary)
  process.send!(report, () => process.exit(0))
} else {
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

  const workspace = tempDir('site-bench-snippets-')
  const resultsDir = process.env.BENCH_SNIPPET_RESULTS_DIR || path.join(workspace.dir, 'results')
  const { findLibrary } = await import('../src/site/libraries')
  const { getConfig } = await import('../src/server/config')

  /** One library checked in a child process of its own (tsx's loader passed on in execArgv). */
  const checkInChild = (id: string) =>
    new Promise<ChildReport>((resolve, reject) => {
      const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, SNIPPET_RESULTS_DIR: resultsDir, BENCH_SNIPPET_CHILD: id }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
      let report: ChildReport | undefined
      child.on('message', (message: ChildReport) => (report = message))
      child.once('exit', (code) => (report ? resolve(report) : reject(new Error(`the check of ${id} ended with code ${code} without a report`))))
    })

  const coverageRows: Record<string, string | number>[] = []
  const costRows: Record<string, string | number>[] = []
  try {
    for (const id of present) {
      const library = findLibrary(id)
      if (!library) continue
      const report = await checkInChild(id)
      coverageRows.push(...report.coverage)
      costRows.push({
        library: id,
        version: library.latestVersion,
        frameworks: report.frameworks,
        blocks: report.blocks,
        time: `${Math.floor(report.seconds / 60)} min ${Math.round(report.seconds % 60)} s`,
        'check process peak RSS (VmHWM)': `${Math.round(report.peakMb)} MB`,
        'its main thread heap peak': `${Math.round(report.mainHeapPeakMb)} MB`,
      })
    }
  } finally {
    workspace.remove()
  }

  console.log(`\n${new Date().toISOString()}, ${os.cpus().length} cores, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}, types from ${getConfig().SNIPPET_TYPES_DIR}`)
  printTable('Snippet coverage (latest version; share of TypeScript blocks that are checked or fail; ✗ = below target)', coverageRows)
  printTable('Snippet checking cost (every framework of the library from nothing, in a child process as the server checks; types cache as found)', costRows)
  if (missing.length) console.log(`\nNot in ${contentDir}: ${missing.join(', ')}.`)
  process.exit(0)
}
