/**
 * `npm run docs:agent-eval`: how well an AI tool finds the answers in these docs. Each question
 * of eval/agent-questions.json (written from the docs' topics, each with the page that answers
 * it) goes through the three ways a tool reads the docs, on the built server with the corpus:
 *
 * - `mcp search_docs`: is the answering page the first hit, or in the first three?
 * - `llms.txt`: ranking the library's llms.txt entries by the words their title and description
 *   share with the question — is the page listed with a description that names the topic?
 * - `get_doc`: does the Markdown `get_doc` returns for the top hit (or one of the top three)
 *   mention what the answer needs?
 *
 * Prints hit@1 and hit@3 per channel and library, and exits 1 when a channel's hit@3 falls below
 * its threshold (set from the measured figures, a few points under them). With DATABASE_URL set,
 * the run is recorded for the docs-health pages. Needs `npm run build`.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { cloneCorpus, tempDir } from '../tests/support/git-fixture'
import { waitForSearchIndex } from '../tests/support/search-index'
import { startBuiltServer } from '../tests/support/server'

type Question = { library: string; question: string; page: string; mentions: string[] }
type Score = { hitAt1: number; hitAt3: number }

/**
 * hit@3 below these fails the run (`npm test` runs it). Set a few points under the 106 questions
 * over Query, Router and Form measured on 29 November 2026, with the search reading questions and
 * pasted messages (search_docs 95.3 %, llms.txt 64.2 %, get_doc 99.1 %; 83 s on the shared
 * 2-core machine, indexing included).
 */
export const THRESHOLDS: Record<string, number> = { 'mcp search_docs': 0.93, 'llms.txt': 0.6, get_doc: 0.94 }

const root = path.resolve(import.meta.dirname, '..')
const only = process.env.AGENT_EVAL_LIBRARIES?.split(',').map((id) => id.trim())
const { questions: all } = JSON.parse(readFileSync(path.join(root, 'eval/agent-questions.json'), 'utf8')) as { questions: Question[] }
// AGENT_EVAL_LIBRARIES=query runs the questions of some libraries only (a quicker run).
const questions = only ? all.filter((q) => only.includes(q.library)) : all
const libraries = [...new Set(questions.map((q) => q.library))]

const stopwords = new Set(
  'a an and are as at be by can do does for from how i if in is it my of on or so that the this to what when where which why with without you your me use using'.split(
    ' ',
  ),
)
const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 1 && !stopwords.has(w)),
  )

/** The page path after `/docs/` of a doc URL, without `.md` or a fragment. */
function pageOf(url: string): string {
  return url
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/#.*$/, '')
    .replace(/\.md$/, '')
    .replace(/^\/[^/]+\/[^/]+\/docs\//, '')
}

const workspace = tempDir('site-agent-eval-')
const started = Date.now()
for (const name of libraries) cloneCorpus(name as 'query' | 'router' | 'form', path.join(workspace.dir, 'repos', name))
const server = await startBuiltServer({
  CONTENT_DIR: path.join(workspace.dir, 'repos'),
  SEARCH_INDEX_DIR: path.join(workspace.dir, 'index'),
  SEARCH_LIBRARIES: libraries.join(','),
  DATABASE_URL: `file:${path.join(workspace.dir, 'site.db')}`,
  MCP_REQUESTS_PER_MINUTE: '100000',
})
let failed = false
try {
  await waitForSearchIndex(server.url, Number(process.env.AGENT_EVAL_INDEX_WAIT_MS ?? 600_000))
  const client = new Client({ name: 'docs-agent-eval', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/api/mcp`)))
  const text = async (name: string, args: Record<string, unknown>) =>
    ((await client.callTool({ name, arguments: args })) as { content: { text: string }[] }).content.map((c) => c.text).join('\n')

  const listings = new Map<string, { page: string; words: Set<string>; titleWords: Set<string> }[]>()
  for (const library of libraries) {
    const body = await (await fetch(`${server.url}/${library}/llms.txt`)).text()
    const entries = [...body.matchAll(/^- \[([^\]]*)\]\(([^)]+)\)(?::\s*(.*))?$/gm)].map((m) => ({
      page: pageOf(m[2]!),
      titleWords: words(m[1]!),
      words: words(`${m[1]} ${m[3] ?? ''}`),
    }))
    listings.set(library, entries)
  }

  const channels = ['mcp search_docs', 'llms.txt', 'get_doc'] as const
  const hits = new Map<string, { one: number; three: number; total: number }>()
  const count = (key: string, one: boolean, three: boolean) => {
    const held = hits.get(key) ?? { one: 0, three: 0, total: 0 }
    held.total++
    if (one) held.one++
    if (three) held.three++
    hits.set(key, held)
  }
  const misses: string[] = []
  for (const q of questions) {
    const found = await text('search_docs', { query: q.question, library: q.library, limit: 5 })
    const urls = [...found.matchAll(/^\s+(https?:\/\/\S+)$/gm)].map((m) => m[1]!)
    const pages = [...new Set(urls.map(pageOf))]
    const searchRank = pages.indexOf(q.page)

    const asked = words(q.question)
    const ranked = (listings.get(q.library) ?? [])
      .map((entry) => ({ page: entry.page, score: [...asked].reduce((n, w) => n + (entry.words.has(w) ? 1 : 0) + (entry.titleWords.has(w) ? 1 : 0), 0) }))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score)
    const llmsRank = [...new Set(ranked.map((r) => r.page))].indexOf(q.page)

    const firstUrls = [...new Map(urls.map((url) => [pageOf(url), url.replace(/#.*$/, '')])).values()].slice(0, 3)
    const answers: boolean[] = []
    for (const url of firstUrls) {
      const doc = (await text('get_doc', { url })).toLowerCase()
      answers.push(q.mentions.every((m) => doc.includes(m.toLowerCase())))
    }
    const results = {
      'mcp search_docs': [searchRank === 0, searchRank >= 0 && searchRank < 3],
      'llms.txt': [llmsRank === 0, llmsRank >= 0 && llmsRank < 3],
      get_doc: [answers[0] === true, answers.some(Boolean)],
    } as const
    for (const channel of channels) {
      const [one, three] = results[channel]
      count(channel, one, three)
      count(`${q.library}\n${channel}`, one, three)
    }
    if (!results['mcp search_docs'][1]) misses.push(`  ${q.library}: "${q.question}" → ${pages.slice(0, 3).join(', ') || '(nothing)'}; expected ${q.page}`)
  }
  await client.close()

  const score = (key: string): Score => {
    const h = hits.get(key)!
    return { hitAt1: h.one / h.total, hitAt3: h.three / h.total }
  }
  const pct = (n: number) => `${(100 * n).toFixed(1)} %`
  console.log(`\nAgent answer quality: ${questions.length} questions over ${libraries.join(', ')} (${((Date.now() - started) / 1000).toFixed(0)} s)\n`)
  console.log('| channel | library | questions | hit@1 | hit@3 | gate (hit@3) |')
  console.log('|---|---|---|---|---|---|')
  for (const channel of channels) {
    const all = score(channel)
    console.log(
      `| ${channel} | all | ${questions.length} | ${pct(all.hitAt1)} | ${pct(all.hitAt3)} | ≥ ${pct(THRESHOLDS[channel]!)}${all.hitAt3 < THRESHOLDS[channel]! ? ' ✗' : ''} |`,
    )
    for (const library of libraries) {
      const own = score(`${library}\n${channel}`)
      console.log(`| ${channel} | ${library} | ${hits.get(`${library}\n${channel}`)!.total} | ${pct(own.hitAt1)} | ${pct(own.hitAt3)} | |`)
    }
    if (all.hitAt3 < THRESHOLDS[channel]!) failed = true
  }
  if (misses.length) console.log(`\nQuestions whose page search_docs did not put in its first three:\n${misses.join('\n')}`)

  if (process.env.DATABASE_URL) {
    const { openDatabase } = await import('../src/server/db')
    const { saveAgentEvalRun } = await import('../src/server/health/agent-eval-runs')
    const database = await openDatabase(process.env.DATABASE_URL)
    await saveAgentEvalRun(database, {
      finishedAt: new Date().toISOString(),
      questions: questions.length,
      figures: {
        channels: Object.fromEntries(channels.map((c) => [c, score(c)])),
        libraries: Object.fromEntries(
          libraries.map((l) => [
            l,
            { questions: hits.get(`${l}\n${channels[0]}`)!.total, channels: Object.fromEntries(channels.map((c) => [c, score(`${l}\n${c}`)])) },
          ]),
        ),
        threshold: THRESHOLDS,
      },
    })
    await database.close()
    console.log(`\nRecorded in ${process.env.DATABASE_URL.replace(/\/\/[^@]*@/, '//…@')} for the docs-health pages.`)
  }
  if (failed) console.log('\nA channel fell below its threshold.')
} finally {
  await server.stop()
  workspace.remove()
}
process.exit(failed ? 1 : 0)
