/**
 * Part of `npm run bench:docs`: the "what changed" features on the corpus, in process (server
 * time): the compare view of the longest Query page against v4 (a miss with both pages cold, a
 * miss with both rendered, and from the cache), and "Last updated" for every page of Router
 * latest from a cold cache, with the git calls it took.
 */
import { performance } from 'node:perf_hooks'
import { printTable } from './support'

export async function benchChanges() {
  const { compareDocPage } = await import('../src/server/changes/compare')
  const { historyStats, pageHistory } = await import('../src/server/changes/history')
  const { pageListOf } = await import('../src/server/docs/doc-page')
  const { renderDocPage } = await import('../src/server/docs/service')
  const { getContentSource } = await import('../src/server/content')
  const { findPage } = await import('../src/lib/docs/page-list')

  const latest = await pageListOf('query', 'latest')
  const v4 = await pageListOf('query', 'v4')
  if (latest.kind !== 'list' || v4.kind !== 'list') throw new Error('The Query corpus is missing')
  // The longest page of Query latest that v4 has too.
  const sized = await Promise.all(
    latest.list.pages
      .filter((entry) => findPage(v4.list, entry.page))
      .map(async (entry) => ({ entry, size: (await getContentSource().readFile('tanstack/query', latest.list.contentId, entry.file))?.length ?? 0 })),
  )
  const longest = sized.sort((a, b) => b.size - a.size)[0]!.entry
  const framework = /^framework\/([^/]+)\//.exec(longest.page)?.[1]
  const identity = { libraryId: 'query', version: 'latest', framework, page: framework ? longest.page.replace(/^framework\/[^/]+\//, '') : longest.page }
  const time = async (run: () => Promise<unknown>) => {
    const start = performance.now()
    await run()
    return performance.now() - start
  }
  // Warm the highlighter on another page first, so the cold figure is the pages' own work.
  const other = latest.list.pages.find((entry) => entry !== longest && entry.file.endsWith('overview.md'))
  if (other) await renderDocPage(latest.library, 'latest', latest.list, other)
  const coldPages = await time(() => compareDocPage(identity, 'v3'))
  const rendered = await time(() => compareDocPage(identity, 'v4'))
  // The same pair seen from the v4 page: both pages are rendered, only the diff is missing.
  const diffOnly = await time(() => compareDocPage({ ...identity, version: 'v4' }, 'latest'))
  const cached: number[] = []
  for (let i = 0; i < 20; i++) cached.push(await time(() => compareDocPage(identity, 'v4')))
  cached.sort((a, b) => a - b)
  printTable(`Compare view, ${longest.file} (${(sized[0]!.size / 1024).toFixed(0)} KB), server time in process`, [
    { case: 'miss, v3 and latest rendered cold', ms: coldPages.toFixed(1), target: '—' },
    { case: 'miss, v4 (latest page rendered, v4 cold)', ms: rendered.toFixed(1), target: '≤ 300' },
    { case: 'miss, both pages rendered (the diff alone)', ms: diffOnly.toFixed(1), target: '≤ 300' },
    { case: 'from the cache (median of 20)', ms: cached[10]!.toFixed(2), target: '≤ 20' },
  ])

  const router = await pageListOf('router', 'latest')
  if (router.kind !== 'list') throw new Error('The Router corpus is missing')
  const files = [...new Set(router.list.pages.map((entry) => entry.file))]
  const callsBefore = historyStats.gitCalls
  const cold = await time(() => Promise.all(files.map((file) => pageHistory(router.list, file))))
  const warm = await time(() => Promise.all(files.map((file) => pageHistory(router.list, file))))
  printTable('"Last updated" for every page of Router latest', [
    { pages: files.length, 'cold ms': cold.toFixed(1), 'git calls': historyStats.gitCalls - callsBefore, 'then, all pages ms': warm.toFixed(2) },
  ])
}
