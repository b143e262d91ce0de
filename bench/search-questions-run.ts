/**
 * `npm run bench:search-questions`: how often the expected page of a question is first and in the
 * first three (hit@1, hit@3, MRR), by split and by shape, searched as the dialog searches from the
 * home page (no filter but the version) and from a page of the expected page's library and
 * framework (React for a framework-neutral page). Dead hits are counted: a page among the first
 * three that the site does not serve (rendered through the doc route's own `getDocPage`).
 *
 * Indexes the corpus (Query, Router with Start, Form) and the demo libraries the site ships
 * (content/repos: Table, Store, Virtual, Ranger, Pacer, Config) as the server does. With
 * SEARCH_BENCH_RECORDS set, index files kept there are read instead of built (and written there
 * when missing), for quick runs while working on the ranking. The held-out misses are counted,
 * never listed. Prints tables; asserts nothing (tests/corpus/search-questions.test.ts keeps floors).
 */
import { symlinkSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { cloneCorpus, tempDir } from '../tests/support/git-fixture'
import { frameworkOf, libraryOf, missRows, score, scoreRow, type Where } from './search-relevance'
import { heldOutQuestions } from './search-questions-held-out'
import { tuningQuestions } from './search-questions-tuning'
import { trainingQuestions, type Question } from './search-questions'
import { printTable } from './support'

const workspace = tempDir('site-bench-questions-')
const contentDir = path.join(workspace.dir, 'repos')
// Whole repositories, as the site reads them: the error-message index reads their source.
for (const name of ['query', 'router', 'form'] as const) cloneCorpus(name, path.join(contentDir, name), 'full')
export const DEMO_LIBRARIES = ['table', 'store', 'virtual', 'ranger', 'pacer', 'config']
for (const name of DEMO_LIBRARIES) symlinkSync(path.resolve(import.meta.dirname, '../content/repos', name), path.join(contentDir, name))
process.env.CONTENT_DIR = contentDir
process.env.SEARCH_INDEX_DIR = path.join(workspace.dir, 'index')

const { SearchEngine } = await import('../src/server/search/engine')
const { buildLibrary, refreshMessages } = await import('../src/server/search/index-store')
const { searchLibraries } = await import('../src/server/search/crawl')
const { getContentSource } = await import('../src/server/content')
const { readLibraryFile } = await import('../src/server/search/index-files')
const { getDocPage } = await import('../src/server/docs/doc-page')

const engine = new SearchEngine()
const started = performance.now()
const kept = process.env.SEARCH_BENCH_RECORDS
for (const library of searchLibraries(['query', 'router', 'start', 'form', ...DEMO_LIBRARIES].join(','))) {
  const file = kept ? await readLibraryFile(kept, library.id) : undefined
  if (file) {
    await engine.replaceLibrary(library.id, file.records)
    await refreshMessages(engine, library)
  } else await buildLibrary(engine, library, kept ?? process.env.SEARCH_INDEX_DIR)
}
await engine.associationsSettled()
console.log(
  `Indexed ${engine.size} sections of ${engine.libraries.length} libraries, ${engine.messageCount} printed messages and ${engine.associationTable.size} words with ${engine.associationTable.pairs} associations in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)

const searchHere = (query: string, filters: { attribute: string; value: string; negate: boolean }[][], prefer?: string) =>
  engine.searchUncached({ query, filters, facets: ['library', 'framework'], limit: 10, distinct: true, prefer }).hits.map((hit) => hit.record.url)

const sets = [
  ['training', trainingQuestions],
  ['tuning', tuningQuestions],
  ['held out', heldOutQuestions],
] as const
const indexed = new Set([...engine.records.values()].map((record) => record.url.split('#')[0]!))
const absent = sets.flatMap(([, questions]) => questions).filter((question) => !indexed.has(question.expected))
if (absent.length)
  printTable(
    'Expected pages that are not in the index (a defect of the set)',
    absent.map((question) => ({ query: question.query, expected: question.expected })),
  )

/** Whether the site serves the page of a hit's URL (`/{library}/{version}/docs/{page}`). */
const served = new Map<string, Promise<boolean>>()
function isServed(url: string): Promise<boolean> {
  const page = url.split('#')[0]!
  let known = served.get(page)
  if (!known) {
    const [, libraryId, version, , ...rest] = page.split('/')
    const framework = rest[0] === 'framework' ? rest[1] : undefined
    known = getDocPage({ libraryId: libraryId!, version: version!, framework, page: (framework ? rest.slice(2) : rest).join('/') }).then(
      (result) => result.kind === 'doc',
    )
    served.set(page, known)
  }
  return known
}

const rows: Record<string, string | number>[] = []
const missTable: Record<string, string | number>[] = []
for (const [set, questions] of sets) {
  for (const where of ['home page', 'framework page'] as Where[]) {
    const row = (label: string, list: Question[]) => {
      const result = score(searchHere, list, where)
      rows.push(scoreRow(set, where, label, list.length, result))
      return result
    }
    const all = row('all', questions)
    if (set !== 'held out') missTable.push(...missRows(set, where, all))
    for (const shape of [...new Set(questions.map((question) => question.shape))])
      row(
        `shape ${shape}`,
        questions.filter((question) => question.shape === shape),
      )
    for (const library of [...new Set(questions.map((question) => libraryOf(question.expected)))])
      row(
        `library ${library}`,
        questions.filter((question) => libraryOf(question.expected) === library),
      )
  }
}
printTable('Questions: hit@1, hit@3 and MRR by split, shape and library (targets, held out: hit@1 ≥ 85 %, hit@3 ≥ 95 %)', rows)
if (missTable.length) printTable('Questions of the training and tuning parts whose page was not first', missTable)

let dead = 0
let checked = 0
for (const [, questions] of sets) {
  for (const where of ['home page', 'framework page'] as Where[]) {
    for (const question of questions) {
      const urls = searchHere(
        question.query,
        where === 'home page'
          ? [[{ attribute: 'version', value: 'latest', negate: false }]]
          : [
              [{ attribute: 'version', value: 'latest', negate: false }],
              [{ attribute: 'library', value: libraryOf(question.expected), negate: false }],
              [{ attribute: 'framework', value: frameworkOf(question.expected), negate: false }],
            ],
        where === 'framework page' ? frameworkOf(question.expected) : undefined,
      ).slice(0, 3)
      for (const url of urls) {
        checked++
        if (!(await isServed(url))) dead++
      }
    }
  }
}
console.log(`Dead hits among the first three: ${dead} of ${checked}`)
await getContentSource().close?.()
workspace.remove()
