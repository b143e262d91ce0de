/**
 * Builds the search index from the docs (every library, version and framework page) and writes
 * it to SEARCH_INDEX_DIR, one file per library, so the server starts warm. With
 * SEARCH_BACKEND=algolia and ALGOLIA_ADMIN_KEY set, also pushes the records to the Algolia
 * application.
 */
import { getConfig } from '~/server/config'
import { getContentSource } from '~/server/content'
import { pushToAlgolia } from '~/server/search/algolia-push'
import { searchLibraries } from '~/server/search/crawl'
import { SearchEngine } from '~/server/search/engine'
import { buildLibrary, storeLearnedState } from '~/server/search/index-store'

function bar(label: string) {
  let last = -1
  return (done: number, total: number) => {
    const width = 30
    const filled = total ? Math.round((done / total) * width) : width
    if (filled === last && done !== total) return
    last = filled
    process.stderr.write(`\r${label.padEnd(8)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`)
    if (done === total) process.stderr.write('\n')
  }
}

const config = getConfig()
const started = performance.now()
const engine = new SearchEngine()
for (const library of searchLibraries(config.SEARCH_LIBRARIES)) {
  const { records } = await buildLibrary(engine, library, config.SEARCH_INDEX_DIR, { onProgress: bar(library.id) })
  console.log(`${library.id}: ${records} records`)
}
// The associations and the index snapshot, so the server's start reads them instead of making them.
await storeLearnedState(engine, config.SEARCH_INDEX_DIR, { snapshot: true })
const all = [...engine.records.values()]
console.log(
  `${all.length} records from ${new Set(all.map((r) => r.url.split('#')[0])).size} pages in ${((performance.now() - started) / 1000).toFixed(1)} s → ${config.SEARCH_INDEX_DIR}`,
)
if (config.SEARCH_BACKEND === 'algolia') {
  if (!config.ALGOLIA_ADMIN_KEY || !config.ALGOLIA_APP_ID) {
    console.error('SEARCH_BACKEND is algolia but ALGOLIA_APP_ID or ALGOLIA_ADMIN_KEY is missing: nothing pushed')
    process.exitCode = 1
  } else {
    await pushToAlgolia(
      { appId: config.ALGOLIA_APP_ID, adminKey: config.ALGOLIA_ADMIN_KEY, indexName: config.SITE_NAME, host: config.ALGOLIA_HOST },
      all,
      bar('algolia'),
    )
    console.log(`pushed ${all.length} records to Algolia index ${config.SITE_NAME}`)
  }
}
await getContentSource().close?.()
