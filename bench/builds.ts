/**
 * `npm run bench:builds`: two builds of the site side by side in Lighthouse, to keep a change to
 * the pages' code only when it measures better. The current build (`.output`) and a copy of
 * another (`BENCH_BASELINE`, a folder holding a copied `.output`: `cp -r .output /tmp/before`)
 * run as two servers on the corpus; each page is measured in rounds, one run of each build per
 * round, so a busy spell of a shared machine falls on both alike. Prints the median TBT, TTI and
 * performance score of each, the differences, and the load average before and after.
 *
 * `BENCH_RUNS` (default 5) rounds; `BENCH_PAGES` paths to measure (comma-separated, default the
 * home page and the Queries guide). Needs `npm run build`.
 */
import os from 'node:os'
import path from 'node:path'
import { launchChrome, measurePage, type PageSpeed } from './lighthouse'
import { median } from './peer-comparison'
import { printTable, startCorpusSite } from './support'

const baseline = process.env.BENCH_BASELINE
if (!baseline) throw new Error('BENCH_BASELINE: a folder holding a copy of another build (cp -r .output /tmp/before)')
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5))
const pages = (process.env.BENCH_PAGES ?? '/,/query/latest/docs/framework/react/guides/queries').split(',')

const sites = [
  { name: 'baseline', site: await startCorpusSite('builds-baseline', { env: { COMPRESSION: '1' }, at: path.resolve(baseline) }) },
  { name: 'current', site: await startCorpusSite('builds-current', { env: { COMPRESSION: '1' } }) },
]
const rows: Record<string, string>[] = []
try {
  // Each server builds its search index when it starts; pages are measured once both have.
  const deadline = Date.now() + 300_000
  while (!sites.every(({ site }) => site.server.output().includes('[search] index ready'))) {
    if (Date.now() > deadline) throw new Error('The search indexes were not ready within 300 s')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  for (const { site } of sites) for (const page of pages) for (let i = 0; i < 3; i++) await (await fetch(`${site.server.url}${page}`)).arrayBuffer()
  const chrome = await launchChrome()
  try {
    for (const page of pages) {
      const measured = sites.map(() => [] as PageSpeed[])
      const loadBefore = os.loadavg()[0]!
      for (let i = 0; i < runs; i++)
        for (const [index, { site }] of sites.entries()) measured[index]!.push(await measurePage(chrome, `${site.server.url}${page}`))
      const figures = measured.map((runsOfBuild) => ({
        tbt: median(runsOfBuild.map((run) => run.tbtMs)),
        tti: median(runsOfBuild.map((run) => run.ttiMs)),
        performance: median(runsOfBuild.map((run) => run.scores.performance)),
      }))
      const [before, after] = figures as [(typeof figures)[number], (typeof figures)[number]]
      rows.push({
        page,
        'TBT baseline → current': `${Math.round(before.tbt)} → ${Math.round(after.tbt)} ms (${after.tbt - before.tbt >= 0 ? '+' : ''}${Math.round(after.tbt - before.tbt)})`,
        'TTI baseline → current': `${(before.tti / 1000).toFixed(2)} → ${(after.tti / 1000).toFixed(2)} s (${after.tti - before.tti >= 0 ? '+' : ''}${((after.tti - before.tti) / 1000).toFixed(2)})`,
        'TBT of the runs, baseline': measured[0]!.map((run) => Math.round(run.tbtMs)).join(' '),
        'TBT of the runs, current': measured[1]!.map((run) => Math.round(run.tbtMs)).join(' '),
        'TTI of the runs, baseline': measured[0]!.map((run) => (run.ttiMs / 1000).toFixed(2)).join(' '),
        'TTI of the runs, current': measured[1]!.map((run) => (run.ttiMs / 1000).toFixed(2)).join(' '),
        performance: `${before.performance} → ${after.performance}`,
        'load average (before → after)': `${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)}`,
      })
    }
  } finally {
    await chrome.kill()
  }
} finally {
  for (const { site } of sites) await site.stop()
}
printTable(`Two builds, ${runs} interleaved Lighthouse runs each (mobile, simulated throttling; medians; ${os.cpus().length} cores, shared)`, rows)
