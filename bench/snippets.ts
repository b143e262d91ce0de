/**
 * `npm run bench:snippets` (also run at the end of `npm run bench`): the snippet checker on the
 * corpus (docs/features/checked-code.md). For the latest version of each corpus library, every
 * framework is checked from nothing (the types cache, SNIPPET_TYPES_DIR, is used as it is), and
 * it prints the coverage table — the share of TypeScript blocks that get `checked` or `fails`,
 * against the targets (70 % on React and framework-neutral pages, 50 % on Vue, Solid,
 * Svelte and Angular pages) — then the checking time and the process's peak RSS (the checker's
 * workers are threads of this process, so they are counted).
 *
 * Needs CONTENT_DIR pointing at the corpus mirrors (`CONTENT_DIR=/tmp/repos`); without it, it says
 * so and measures nothing. `BENCH_SNIPPET_LIBRARIES=query,form` and
 * `BENCH_SNIPPET_FRAMEWORKS=react,vue` narrow the run. Results go to a temporary folder, not to
 * SNIPPET_RESULTS_DIR, unless `BENCH_SNIPPET_RESULTS_DIR` names a folder to keep them in (the
 * dashboard reads them from there when the server's SNIPPET_RESULTS_DIR is that folder). Prints
 * tables; asserts nothing.
 */
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { tempDir } from '../tests/support/git-fixture'
import { printTable } from './support'

const corpus = ['query', 'router', 'form']
const contentDir = process.env.CONTENT_DIR
const list = (value: string | undefined) => value?.split(',').map((s) => s.trim()).filter(Boolean)

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
process.env.SNIPPET_RESULTS_DIR = process.env.BENCH_SNIPPET_RESULTS_DIR || path.join(workspace.dir, 'results')

const { findLibrary } = await import('../src/site/libraries')
const { checkSnippets } = await import('../src/server/snippets/report')
const { countVerdicts, coverageOf } = await import('../src/server/snippets/results-summary')
const { getContentSource } = await import('../src/server/content')
const { getConfig } = await import('../src/server/config')

/** The coverage targets by framework; the others have no target. */
const targets: Record<string, number> = { react: 0.7, vue: 0.5, solid: 0.5, svelte: 0.5, angular: 0.5 }
const percent = (share: number | undefined) => (share === undefined ? '–' : `${(share * 100).toFixed(0)} %`)

const coverageRows: Record<string, string | number>[] = []
const costRows: Record<string, string | number>[] = []
const frameworks = list(process.env.BENCH_SNIPPET_FRAMEWORKS)
try {
  for (const id of present) {
    const library = findLibrary(id)
    if (!library) continue
    const started = performance.now()
    const results = await checkSnippets({ libraries: [id], versions: [library.latestVersion], frameworks, onProgress: (label) => process.stderr.write(`checking ${label}\n`) })
    const seconds = (performance.now() - started) / 1000
    for (const result of results) {
      const counts = countVerdicts(result.blocks)
      const share = coverageOf(counts)
      const target = targets[result.framework]
      coverageRows.push({
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
      })
    }
    costRows.push({
      library: id,
      version: library.latestVersion,
      frameworks: results.length,
      blocks: results.reduce((n, result) => n + result.blocks.length, 0),
      time: `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`,
      // Lifetime maximum of this process, workers included: each row is at least the one before.
      'peak RSS so far': `${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
    })
  }
} finally {
  await getContentSource().close?.()
  workspace.remove()
}

console.log(`\n${new Date().toISOString()}, ${os.cpus().length} cores, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}, types from ${getConfig().SNIPPET_TYPES_DIR}`)
printTable('Snippet coverage (latest version; share of TypeScript blocks that are checked or fail; ✗ = below target)', coverageRows)
printTable('Snippet checking cost (every framework of the library from nothing, types cache as found)', costRows)
if (missing.length) console.log(`\nNot in ${contentDir}: ${missing.join(', ')}.`)
process.exit(0)
