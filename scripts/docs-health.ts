/**
 * `npm run docs:health -- --library query --since 7d`: a library's docs health as Markdown, for
 * a weekly note to its maintainers. Reads the site's database (DATABASE_URL) and repositories
 * (CONTENT_DIR); searches live in the server's memory, so an export from the command line has none.
 */
import { parseArgs } from 'node:util'
import { getContentSource } from '~/server/content'
import { getDatabase } from '~/server/db'
import { healthMarkdown } from '~/server/health/markdown-report'
import { docsHealthReport, sinceOf } from '~/server/health/report'

const { values } = parseArgs({ options: { library: { type: 'string', short: 'l' }, since: { type: 'string', default: '7d' } } })
if (!values.library) {
  console.error('Usage: npm run docs:health -- --library <id> [--since 7d]')
  process.exit(2)
}
try {
  const report = await docsHealthReport(values.library, sinceOf(values.since ?? '7d'))
  process.stdout.write(healthMarkdown(report))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await (await getDatabase()).close()
  await getContentSource().close?.()
}
