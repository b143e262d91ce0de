/**
 * `npm run content:sync`: mirrors every catalogue repository into CONTENT_DIR so the site
 * reads real docs locally, never touching GitHub's rate limits at request time.
 */
import { getConfig } from '../src/server/config'
import { syncRepositories } from '../src/server/content/sync'
import { libraries } from '../src/site/libraries'

const config = getConfig()
const reports = await syncRepositories({
  repos: libraries.map((library) => library.repo),
  contentDir: config.CONTENT_DIR,
  remote: config.CONTENT_SYNC_REMOTE,
})
const failed = reports.filter((r) => r.action === 'failed')
console.log(`\n${reports.length - failed.length} of ${reports.length} repositories in ${config.CONTENT_DIR} are up to date.`)
if (failed.length) {
  console.log(`Failed: ${failed.map((r) => `${r.repo} (${r.message})`).join(', ')}`)
  process.exit(1)
}
