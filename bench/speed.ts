/**
 * `npm run bench`: page speed and server speed of the built site, from one run.
 *
 * 1. Lighthouse (default config: mobile form factor, simulated slow 4G and CPU) on five kinds of
 *    page, driving Chromium through chrome-launcher (`CHROME_PATH`, default /usr/bin/chromium).
 * 2. autocannon on a warm doc page against the same HTML bytes served as a static file by a
 *    tiny node:http server on this machine, at 10 and 50 connections, with and without gzip.
 *
 * Needs `npm run build`. `BENCH_SECONDS` (default 10) is the length of each load measurement,
 * `BENCH_RUNS` (default 3) the Lighthouse runs per page (the median is shown);
 * `BENCH_ONLY=pages` or `BENCH_ONLY=server` runs one half; `BENCH_PAGES=stats,long doc` measures
 * only the pages named; `BENCH_REPORT_DIR` keeps every Lighthouse report there (HTML and JSON). Prints tables;
 * asserts nothing.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { startFakeNpm } from '../tests/support/fake-npm'
import { cloneCorpus, tempDir } from '../tests/support/git-fixture'
import { freePort, startBuiltServer } from '../tests/support/server'
import { launchChrome, measurePage, medianRun, pageSpeedRow, pageSpeedTargets, type PageSpeed } from './lighthouse'
import { measureLoad, printTable } from './support'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3))
/** `pages` or `server` runs only that half. */
const only = process.env.BENCH_ONLY
const reportDir = process.env.BENCH_REPORT_DIR
if (reportDir) mkdirSync(reportDir, { recursive: true })
const statsPackages = encodeURIComponent(JSON.stringify([{ packages: ['@tanstack/react-query'] }, { packages: ['swr'] }]))
const pages = [
  { name: 'home', path: '/' },
  { name: 'landing', path: '/query/latest' },
  { name: 'long doc', path: '/query/latest/docs/framework/react/guides/advanced-ssr' },
  { name: 'stats', path: `/stats/npm?packages=${statsPackages}` },
  { name: 'blog post', path: '/blog/how-this-site-works' },
]
const docPage = pages[2]!.path
/** `BENCH_PAGES`: a comma-separated subset of the page names above. */
const measuredPages = process.env.BENCH_PAGES ? pages.filter((page) => process.env.BENCH_PAGES!.split(',').includes(page.name)) : pages

const workspace = tempDir('site-bench-speed-')
const contentDir = path.join(workspace.dir, 'repos')
for (const name of ['query', 'router', 'form'] as const) cloneCorpus(name, path.join(contentDir, name))
const npm = await startFakeNpm()
const server = await startBuiltServer({
  CONTENT_DIR: contentDir,
  DATABASE_URL: `file:${path.join(workspace.dir, 'site.db')}`,
  SEARCH_INDEX_DIR: path.join(workspace.dir, 'search'),
  NPM_DOWNLOADS_API: npm.url,
  NPM_REGISTRY: npm.url,
  LIVE_STATS_REFRESH_SECONDS: '0',
})

/** Serves one file from its own process (bench/static-file-server.ts), like the site's server runs in its own. */
async function startStaticServer(file: string) {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'static-file-server.ts'), file, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve())
    child.once('exit', (code) => reject(new Error(`The static file server exited with ${code}`)))
  })
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() }
}
/** What the server sends, before any decoding (fetch would decompress). */
function bytesOnTheWire(url: string, headers: Record<string, string>): Promise<{ compressed: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () => resolve({ compressed: response.headers['content-encoding'] ?? 'none', bytes }))
    })
      .on('error', reject)
      .end()
  })
}
let staticServer: Awaited<ReturnType<typeof startStaticServer>> | undefined

const pageRows: Record<string, string>[] = []
const misses: string[] = []
const loadRows: Record<string, string | number>[] = []
try {
  // The server builds its search index right after it starts, on the same cores; pages are
  // measured once that is done, as a running site would be.
  const indexDeadline = Date.now() + 180_000
  while (!server.output().includes('[search] index ready')) {
    if (Date.now() > indexDeadline) throw new Error('The search index was not ready within 180 s')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  // Warm every page (docs render once per commit; the stats page fetches npm once).
  for (const page of pages) for (let i = 0; i < 3; i++) await (await fetch(`${server.url}${page.path}`)).arrayBuffer()

  const chrome = only === 'server' ? undefined : await launchChrome()
  try {
    for (const page of measuredPages) {
      if (!chrome) break
      const measured: PageSpeed[] = []
      for (let i = 0; i < runs; i++) {
        const reportFile = reportDir ? path.join(reportDir, `${page.name.replace(/\W+/g, '-')}-${i + 1}`) : undefined
        measured.push(await measurePage(chrome, `${server.url}${page.path}`, reportFile))
      }
      const median = medianRun(measured)
      pageRows.push(pageSpeedRow(page.name, median))
      for (const audit of new Set(measured.flatMap((m) => m.failing))) misses.push(`${page.name} — ${audit}`)
    }
  } finally {
    await chrome?.kill()
  }

  // The static baseline serves the very bytes the server sends for the warm doc page.
  const html = await (await fetch(`${server.url}${docPage}`, { headers: { 'accept-encoding': 'identity' } })).text()
  writeFileSync(path.join(workspace.dir, 'doc.html'), html)
  staticServer = await startStaticServer(path.join(workspace.dir, 'doc.html'))
  const staticUrl = staticServer.url
  for (const encoding of only === 'pages' ? [] : ['gzip', 'identity']) {
    const headers = { 'accept-encoding': encoding }
    const { compressed, bytes } = await bytesOnTheWire(`${server.url}${docPage}`, headers)
    for (const connections of [10, 50]) {
      const site = await measureLoad(`${server.url}${docPage}`, { connections, seconds, headers })
      const baseline = await measureLoad(staticUrl, { connections, seconds, headers })
      const ratio = site.requestsPerSecond / Math.max(baseline.requestsPerSecond, 1e-9)
      loadRows.push({
        'Accept-Encoding': encoding,
        'response encoding': compressed,
        'HTML KB': (Buffer.byteLength(html) / 1024).toFixed(0),
        'sent KB': (bytes / 1024).toFixed(0),
        connections,
        'doc req/s': site.requestsPerSecond.toFixed(0),
        'doc p99 ms': site.p99,
        'static req/s': baseline.requestsPerSecond.toFixed(0),
        'static p99 ms': baseline.p99,
        'doc/static': `${(ratio * 100).toFixed(0)} %${ratio >= 0.5 ? '' : ' ✗'}`,
        'errors/non-2xx': site.errors + site.non2xx + baseline.errors + baseline.non2xx,
      })
    }
  }
} catch (error) {
  console.error('The benchmark failed:', error)
  console.error(server.output().slice(-2000))
  process.exitCode = 1
} finally {
  staticServer?.stop()
  await server.stop()
  await npm.close()
  workspace.remove()
}

const t = pageSpeedTargets
console.log(`\n${new Date().toISOString()}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`)
printTable(
  `Page speed (Lighthouse, mobile, median of ${runs}; targets: performance ≥ ${t.performance}, others ${t.accessibility}, LCP < ${t.lcpMs / 1000} s, TBT < ${t.tbtMs} ms, CLS < ${t.cls}; ✗ = miss)`,
  pageRows,
)
if (misses.length) console.log(`\nAudits that cost points in some run:\n${misses.map((m) => `  ${m}`).join('\n')}`)
printTable(`Server speed (warm doc ${docPage}, ${seconds} s each; target: doc ≥ 50 % of static; ✗ = miss)`, loadRows)
