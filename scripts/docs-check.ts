/**
 * `npm run docs:check`: renders every page every docs config names, at every version and
 * framework the repositories have, through the code the site uses, and prints what is broken.
 * Exits with 1 when a problem is the site's (the repositories' own mistakes are reported only).
 *
 *   npm run docs:check -- --library query,router --version v4 --limit 50
 *   npm run docs:check -- --snippets [--library query] [--version v5] [--framework react,vue] [--json]
 *
 * With `--snippets` it type-checks the docs' TypeScript blocks instead (src/server/snippets):
 * blocks that do not compile are the repositories' problems (exit 0), a checker crash exits 1.
 */
import { parseArgs } from 'node:util'
import { getContentSource } from '~/server/content'
import { checkDocs } from '~/server/docs/check'
import { printReport } from '~/server/docs/check-report'
import { recordDocsCheck } from '~/server/health/docs-check'
import { checkSnippets, snippetReportLines } from '~/server/snippets/report'

const { values } = parseArgs({
  options: {
    library: { type: 'string', short: 'l' },
    version: { type: 'string', short: 'v' },
    limit: { type: 'string', default: '40' },
    'no-record': { type: 'boolean', default: false },
    snippets: { type: 'boolean', default: false },
    framework: { type: 'string', short: 'f' },
    json: { type: 'boolean', default: false },
  },
})
const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)

if (values.snippets) {
  try {
    const results = await checkSnippets({
      libraries: list(values.library),
      versions: list(values.version),
      frameworks: list(values.framework),
      onProgress: (label) => process.stderr.write(`checking ${label}\n`),
    })
    if (values.json) console.log(JSON.stringify(results, null, 2))
    else for (const line of snippetReportLines(results)) console.log(line)
    process.exitCode = 0
  } catch (error) {
    console.error(`The snippet checker failed: ${(error as Error).stack ?? String(error)}`)
    process.exitCode = 1
  }
  await getContentSource().close?.()
  process.exit()
}

// A bar redrawn in place on a terminal; a line every tenth of the way in a log.
const interactive = process.stderr.isTTY
let lastStep = -1
const progress = (done: number, total: number) => {
  const width = interactive ? 30 : 10
  const filled = total ? Math.floor((done / total) * width) : width
  if (filled === lastStep && done !== total) return
  lastStep = filled
  const bar = `pages [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`
  if (interactive) process.stderr.write(`\r${bar}${done === total ? '\n' : ''}`)
  else process.stderr.write(`${bar}\n`)
}

const startedAt = new Date()
const reports = await checkDocs({ libraries: list(values.library), versions: list(values.version), onProgress: progress })
const siteProblems = printReport(reports, { limit: Number(values.limit) || 40, write: (line) => console.log(line) })
if (!values['no-record']) {
  await recordDocsCheck(reports, startedAt).catch((error: unknown) =>
    console.warn(`The run could not be recorded for the dashboard: ${(error as Error).message}`),
  )
}
await getContentSource().close?.()
process.exitCode = siteProblems > 0 ? 1 : 0
