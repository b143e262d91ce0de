/**
 * Shiki's cost in one process, by regular expression engine: every fenced block of the corpus
 * libraries' docs (every branch of the git mirrors in SHIKI_CORPUS, default /tmp/repos) highlighted
 * as the site highlights it, then the process's memory after a full collection.
 *
 *   npx tsx --tsconfig tsconfig.json --expose-gc bench/shiki-engines.ts javascript|oniguruma
 *
 * Run once per engine (each in a fresh process), and with V8 flags before the script to try them
 * (`--regexp-interpret-all`); prints one JSON line: blocks, languages, time of the first and the
 * second pass, resident memory, heap used, V8's code spaces, WebAssembly and other memory outside
 * the heap, and a hash of the first pass's HTML. Equal hashes mean the same output; Shiki leaves
 * the rest of a line plain when tokenising it takes over 500 ms (`tokenizeTimeLimit`), so on a
 * loaded machine two runs of one engine can differ too. Measured: docs/performance.md, "Memory".
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { getHeapSpaceStatistics } from 'node:v8'
import { toHtml } from 'hast-util-to-html'
import { createHighlighterCore } from 'shiki/core'
import { createOnigurumaEngine } from 'shiki/engine/oniguruma'
import githubDark from '@shikijs/themes/github-dark'
import githubLight from '@shikijs/themes/github-light'
import { codeThemes, getHighlighter, languageFor, type Highlighter } from '~/server/markdown/highlighter'

const engine = process.argv[2] ?? 'javascript'
const corpus = process.env.SHIKI_CORPUS ?? '/tmp/repos'
const FENCE = /^ {0,3}```([\w-]*)[^\n]*\n([\s\S]*?)^ {0,3}```/gm

function corpusBlocks(): { lang: string; code: string }[] {
  const seen = new Set<string>()
  const blocks: { lang: string; code: string }[] = []
  for (const name of readdirSync(corpus)) {
    const git = (...args: string[]) => execFileSync('git', ['-C', path.join(corpus, name), ...args], { encoding: 'utf8', maxBuffer: 1 << 30 })
    for (const branch of git('for-each-ref', '--format=%(refname)', 'refs/heads').split('\n').filter(Boolean)) {
      const files = git('ls-tree', '-r', '--name-only', branch, 'docs')
        .split('\n')
        .filter((file) => file.endsWith('.md'))
      for (const file of files) {
        for (const match of git('show', `${branch}:${file}`).matchAll(FENCE)) {
          const key = `${match[1]}\0${match[2]}`
          if (seen.has(key)) continue
          seen.add(key)
          blocks.push({ lang: match[1]!, code: match[2]! })
        }
      }
    }
  }
  return blocks
}

async function highlighterOf(kind: string): Promise<Highlighter> {
  if (kind === 'javascript') return getHighlighter()
  return createHighlighterCore({ themes: [githubLight, githubDark], langs: [], engine: createOnigurumaEngine(import('shiki/wasm')) })
}

const blocks = corpusBlocks()
const gc = (globalThis as { gc?: () => void }).gc!
gc()
const before = process.memoryUsage()
const h = await highlighterOf(engine)
const hash = createHash('sha256')
const languages = new Set<string>()
async function pass(record: boolean) {
  const started = performance.now()
  for (const block of blocks) {
    const lang = await languageFor(h, block.lang)
    languages.add(lang)
    const html = toHtml(h.codeToHast(block.code, { lang, themes: codeThemes, defaultColor: false }))
    if (record) hash.update(html)
  }
  return performance.now() - started
}
const firstMs = await pass(true)
const secondMs = await pass(false)
gc()
await new Promise((resolve) => setTimeout(resolve, 500))
gc()
const after = process.memoryUsage()
const codeBytes = getHeapSpaceStatistics()
  .filter((space) => space.space_name.startsWith('code'))
  .reduce((sum, space) => sum + space.space_used_size, 0)
const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10
console.log(
  JSON.stringify({
    engine,
    blocks: blocks.length,
    languages: languages.size,
    firstPassMs: Math.round(firstMs),
    secondPassMs: Math.round(secondMs),
    rssMb: mb(after.rss),
    rssGrowthMb: mb(after.rss - before.rss),
    heapUsedGrowthMb: mb(after.heapUsed - before.heapUsed),
    codeSpaceMb: mb(codeBytes),
    externalMb: mb(after.external),
    arrayBuffersMb: mb(after.arrayBuffers),
    html: hash.digest('hex').slice(0, 16),
  }),
)
