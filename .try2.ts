import { findLibrary } from '~/site/libraries'
import { loadPageList } from '~/server/docs/page-list'
import { checkVersion } from '~/server/snippets/library-check'
import { writeFileSync } from 'node:fs'
const [id, fw] = process.argv.slice(2)
const library = findLibrary(id!)!
const list = (await loadPageList(library, library.latestVersion))!
const t = performance.now()
let n = 0
const results = await checkVersion({ library, version: library.latestVersion, list, frameworks: fw ? fw.split(',') : undefined, onBlock: () => { n++; if (n % 100 === 0) console.error('blocks', n, Math.round(performance.now() - t)) } })
for (const r of results) {
  const counts: Record<string, number> = {}
  for (const b of r.blocks) counts[b.verdict.verdict] = (counts[b.verdict.verdict] ?? 0) + 1
  console.log(r.framework, r.checkedWith ?? r.skipped, JSON.stringify(counts), Math.round(r.ms), 'ms')
}
console.log('total', Math.round(performance.now() - t), 'ms', 'rss', Math.round(process.memoryUsage().rss / 1e6), 'MB')
writeFileSync(`/tmp/snip-${id}.json`, JSON.stringify(results, null, 1))
process.exit(0)
