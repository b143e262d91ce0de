/**
 * `npm run bench`: page speed and server speed of the built site, from one run.
 *
 * 1. Page weight in Chromium: the HTML and the first load's JavaScript, gzipped, and the number
 *    of script requests, for the home page, the Queries guide and the longest corpus page.
 * 2. Client navigation: sidebar click to the new page's heading on screen, from both doc pages,
 *    the mouse pressed and released `PRESS_MS` later as a hand does (bench/page-weight.ts);
 *    then from the Queries guide beside a VitePress build of the same Query docs (bench/peers.ts,
 *    like Starlight below), the same links clicked on both sites in alternating rounds.
 * 3. Lighthouse (default config: mobile form factor, simulated slow 4G and CPU) on those pages and
 *    three more kinds, served compressed (`COMPRESSION=1`, standing in for the CDN), driving
 *    Chromium through chrome-launcher (`CHROME_PATH`, default /usr/bin/chromium); doc pages are
 *    held to the doc targets (score 100, TBT ≤ 50 ms, TTI ≤ 2 s).
 *    Each doc page is also measured as a static copy: its HTML without scripts, its styles and
 *    images, served by nginx. That is what the page costs the phone with no app code at all, on
 *    the same machine and browser: the floor the doc targets are compared with.
 *    The home page and the Queries guide are also measured beside a Starlight build of the same
 *    Query docs (bench/peers.ts: installed and built once in `BENCH_PEERS_DIR`, outside the
 *    repository, served by nginx) and the home page beside its own scripts-removed copy; a table
 *    puts their median TBT and TTI side by side with issue #44's targets. `BENCH_PEERS=0` skips it.
 *    A page's runs are interleaved with its copy's and the peer's (one of each per round).
 * 4. autocannon on the warm Queries guide against the same HTML bytes served as a static file by
 *    nginx (bench/nginx.ts; skipped with a note when nginx is not installed) and by a tiny
 *    node:http server, at 10 and 50 connections, with and without gzip (all three compress when
 *    the client accepts gzip).
 *
 * 5. Then bench/snippets.ts: the snippet checker's coverage table and checking time on the corpus
 *    (when CONTENT_DIR points at it; `npm run bench:snippets` runs it alone).
 *
 * Needs `npm run build`. `BENCH_SECONDS` (default 10) is the length of each load measurement,
 * `BENCH_RUNS` (default 5) the Lighthouse runs per page (Lighthouse's median run is shown, with
 * the lowest and highest TBT and TTI of the runs);
 * `BENCH_ONLY=pages` or `BENCH_ONLY=server` runs one half; `BENCH_BUILD` measures a copy of another build
 * (a folder holding a copied `.output`: `cp -r .output /tmp/before`) instead of `.output`; `BENCH_PAGES=stats,longest doc`
 * measures only the pages named; `BENCH_REPORT_DIR` keeps every Lighthouse report there (HTML
 * and JSON). Prints tables; asserts nothing.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { launchBrowser } from '../tests/support/browser'
import { freePort } from '../tests/support/server'
import { docPageSpeedTargets, launchChrome, measurePage, medianRun, pageSpeedRow, pageSpeedTargets, spread, type PageSpeed } from './lighthouse'
import { startNginx, startStaticCopy } from './nginx'
import { measureClientNavigation, measurePageWeight, PRESS_MS } from './page-weight'
import { comparisonRows, comparisonTargets, navigationComparisonRow } from './peer-comparison'
import { startStarlight, startVitePress, type PeerSite } from './peers'
import { measureLoad, percentile, printTable, startCorpusSite } from './support'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5))
/** `pages` or `server` runs only that half. */
const only = process.env.BENCH_ONLY
/** `BENCH_PEERS=0` skips the Starlight build and its rows. */
const peersWanted = process.env.BENCH_PEERS !== '0'
const reportDir = process.env.BENCH_REPORT_DIR
if (reportDir) mkdirSync(reportDir, { recursive: true })
const statsPackages = encodeURIComponent(JSON.stringify([{ packages: ['@tanstack/react-query'] }, { packages: ['swr'] }]))
const pages = [
  { name: 'home', path: '/', doc: false },
  { name: 'queries guide', path: '/query/latest/docs/framework/react/guides/queries', doc: true },
  // The longest Markdown file of the three corpus repositories (42 KB, a generated reference page).
  { name: 'longest doc', path: '/form/latest/docs/framework/react/reference/functions/createFormHook', doc: true },
  { name: 'landing', path: '/query/latest', doc: false },
  { name: 'stats', path: `/stats/npm?packages=${statsPackages}`, doc: false },
  { name: 'blog post', path: '/blog/how-this-site-works', doc: false },
]
const docPage = pages[1]!.path
/** The sidebar links both sites follow from the Queries guide: Getting Started, then guides. */
const navigationSlugs = {
  direct: ['overview', 'installation', 'quick-start', 'devtools', 'comparison'],
  hovered: ['guides/important-defaults', 'guides/query-keys', 'guides/query-functions', 'guides/query-options', 'guides/network-mode'],
}
const navigationRounds = 3
/** Page weight and client navigation: the issue's three pages. */
const weighedPages = pages.slice(0, 3)
/** `BENCH_PAGES`: a comma-separated subset of the page names above. */
const measuredPages = process.env.BENCH_PAGES ? pages.filter((page) => process.env.BENCH_PAGES!.split(',').includes(page.name)) : pages

// Pages are measured as a reader receives them: compressed, which in production is the CDN's
// job and here the origin's (`COMPRESSION=1`, as for a deployment without a CDN). The static
// references gzip too, so the server rows compare like with like.
/** `BENCH_BUILD`: a copied build measured instead of `.output`. */
const build = process.env.BENCH_BUILD ? path.resolve(process.env.BENCH_BUILD) : path.join(import.meta.dirname, '..', '.output')
const site = await startCorpusSite('speed', { env: { COMPRESSION: '1' }, at: process.env.BENCH_BUILD ? build : undefined })
const { server } = site

/** Serves one file from its own process (bench/static-file-server.ts), like the site's server runs in its own. */
async function startStaticServer(file: string) {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'static-file-server.ts'), file, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
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
function pushPageRow(name: string, measured: PageSpeed[], doc: boolean) {
  pageRows.push({
    ...pageSpeedRow(name, medianRun(measured), doc ? docPageSpeedTargets : pageSpeedTargets),
    'TBT of the runs': spread(
      measured,
      (run) => run.tbtMs,
      (ms) => String(Math.round(ms)),
    ),
    'TTI of the runs': spread(
      measured,
      (run) => run.ttiMs,
      (ms) => (ms / 1000).toFixed(2),
    ),
  })
  for (const audit of new Set(measured.flatMap((m) => m.failing))) misses.push(`${name} — ${audit}`)
}

/** A page's name as part of a file name ("queries guide" → queries-guide). */
const fileNameOf = (name: string) => name.replace(/\W+/g, '-')

/** The page as a static docs site would send it: the same HTML and styles, no scripts. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
}

async function startStaticCopyOf(page: (typeof pages)[number]) {
  const folder = path.join(site.workspace, `static-${fileNameOf(page.name)}`)
  mkdirSync(folder, { recursive: true })
  const html = await (await fetch(`${server.url}${page.path}`, { headers: { 'accept-encoding': 'identity' } })).text()
  writeFileSync(path.join(folder, 'page.html'), withoutScripts(html))
  return startStaticCopy(path.join(folder, 'page.html'), path.join(build, 'public'), server.url, path.join(folder, 'nginx'))
}

/**
 * Client navigation from the Queries guide, here and on VitePress: the same links, one run of
 * each site per round so a busy spell of the machine falls on both. A failure to build the peer
 * is noted, not fatal.
 */
async function compareNavigationWithVitePress(browser: Parameters<typeof measureClientNavigation>[0]) {
  let vitePress: PeerSite | undefined
  try {
    vitePress = await startVitePress(path.join(site.workspace, 'repos', 'query'), 'main')
  } catch (error) {
    navigationNote = `VitePress was not measured: ${error instanceof Error ? error.message : String(error)}`
    return
  }
  if (!vitePress) {
    navigationNote = 'VitePress was not measured: nginx is not installed (apt-get install nginx, or NGINX_PATH).'
    return
  }
  const linksUnder = (prefix: string) => ({
    direct: navigationSlugs.direct.map((slug) => `${prefix}/framework/react/${slug}`),
    hovered: navigationSlugs.hovered.map((slug) => `${prefix}/framework/react/${slug}`),
  })
  const noTimes = () => ({ direct: [] as number[], hovered: [] as number[], directFromPress: [] as number[], pressMs: [] as number[] })
  const times = { ours: noTimes(), peer: noTimes() }
  const loadBefore = os.loadavg()[0]!
  try {
    for (let round = 0; round < navigationRounds; round++) {
      const ours = await measureClientNavigation(browser, `${server.url}${docPage}`, { links: linksUnder('/query/latest/docs') })
      const peer = await measureClientNavigation(browser, `${vitePress.url}${vitePress.paths['queries guide']}`, {
        linkSelector: '#VPSidebarNav a',
        links: linksUnder(''),
      })
      for (const [into, from] of [
        [times.ours, ours],
        [times.peer, peer],
      ] as const) {
        into.direct.push(...from.direct)
        into.hovered.push(...from.hovered)
        into.directFromPress.push(...from.directFromPress)
        into.pressMs.push(...from.pressMs)
      }
    }
  } finally {
    vitePress.stop()
  }
  navigationComparison.push({
    ...navigationComparisonRow(times, vitePress.name),
    'load average (1 min, before → after)': `${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)}`,
  })
}

let navigationNote: string | undefined
let staticCopiesSkipped = false
let staticServer: Awaited<ReturnType<typeof startStaticServer>> | undefined
let nginx: Awaited<ReturnType<typeof startNginx>>
const weightTargets = { htmlGzipKb: 10, jsGzipKb: 120, jsRequests: 15, navigationMs: 60 }
const weightRows: Record<string, string | number>[] = []
const navigationRows: Record<string, string | number>[] = []
const navigationComparison: Record<string, string>[] = []

const pageRows: Record<string, string>[] = []
const comparison: Record<string, string>[] = []
let peer: PeerSite | undefined
let peerNote: string | undefined
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

  if (only !== 'server') {
    const { browser, close } = await launchBrowser()
    try {
      const mark = (ok: boolean, text: string) => (ok ? text : `${text} ✗`)
      for (const page of weighedPages) {
        const weight = await measurePageWeight(browser, `${server.url}${page.path}`)
        weightRows.push({
          page: page.name,
          // The HTML target is the Queries guide's; the other pages' HTML is mostly their own text.
          'HTML KB gz':
            page.path === docPage ? mark(weight.htmlGzipKb <= weightTargets.htmlGzipKb, weight.htmlGzipKb.toFixed(1)) : weight.htmlGzipKb.toFixed(1),
          'JS KB gz': mark(weight.jsGzipKb <= weightTargets.jsGzipKb, weight.jsGzipKb.toFixed(1)),
          'JS requests': mark(weight.jsRequests <= weightTargets.jsRequests, String(weight.jsRequests)),
        })
        if (!page.doc) continue
        const navigation = await measureClientNavigation(browser, `${server.url}${page.path}`)
        navigationRows.push({
          from: page.name,
          clicks: navigation.clicks,
          'median ms': mark(navigation.medianMs <= weightTargets.navigationMs, navigation.medianMs.toFixed(0)),
          'worst ms': navigation.worstMs.toFixed(0),
          'median ms, after 300 ms hover': navigation.hoveredMedianMs.toFixed(0),
          'median ms from the press': percentile(navigation.directFromPress, 50).toFixed(0),
        })
      }
      if (peersWanted) await compareNavigationWithVitePress(browser)
    } finally {
      await close()
    }
  }

  const chrome = only === 'server' ? undefined : await launchChrome()
  try {
    // The peer docs site (bench/peers.ts) of the compared pages; a failure to build it is noted, not fatal.
    if (chrome && peersWanted && measuredPages.some((page) => page.name in comparisonTargets)) {
      try {
        peer = await startStarlight(path.join(site.workspace, 'repos', 'query'), 'main')
        if (!peer) peerNote = 'Starlight was not measured: nginx is not installed (apt-get install nginx, or NGINX_PATH).'
      } catch (error) {
        peerNote = `Starlight was not measured: ${error instanceof Error ? error.message : String(error)}`
      }
    }
    for (const page of measuredPages) {
      if (!chrome) break
      const compared = page.name in comparisonTargets && (peer !== undefined || peersWanted)
      const peerPath = peer?.paths[page.name]
      const copy = page.doc || compared ? await startStaticCopyOf(page) : undefined
      if ((page.doc || compared) && !copy) staticCopiesSkipped = true
      // Round-robin: the page, its copy, the peer's page, then again, so a busy spell of the
      // shared machine falls on all of them alike.
      const contenders = [
        { name: page.name, url: `${server.url}${page.path}`, runs: [] as PageSpeed[] },
        ...(copy ? [{ name: `${page.name}, static copy (nginx, no scripts)`, url: copy.url, runs: [] as PageSpeed[] }] : []),
        ...(peer && peerPath ? [{ name: `${page.name}, ${peer.name} (nginx)`, url: `${peer.url}${peerPath}`, runs: [] as PageSpeed[] }] : []),
      ]
      const loadBefore = os.loadavg()[0]!
      try {
        for (let i = 0; i < runs; i++) {
          for (const contender of contenders) {
            const reportFile = reportDir ? path.join(reportDir, `${fileNameOf(contender.name)}-${i + 1}`) : undefined
            contender.runs.push(await measurePage(chrome, contender.url, reportFile))
          }
        }
      } finally {
        copy?.stop()
      }
      for (const contender of contenders) pushPageRow(contender.name, contender.runs, page.doc)
      if (!compared) continue
      const [ours, copyRuns] = [contenders[0]!.runs, copy ? contenders[1]!.runs : undefined]
      const peerRuns = peer && peerPath ? contenders.at(-1)!.runs : undefined
      for (const row of comparisonRows(page.name, { ours, copy: copyRuns, peer: peerRuns }, peer?.name ?? 'Starlight'))
        comparison.push({ ...row, 'load average (1 min, before → after)': `${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)}` })
    }
  } finally {
    peer?.stop()
    await chrome?.kill()
  }

  // The static baseline serves the very bytes the server sends for the warm doc page.
  const html = await (await fetch(`${server.url}${docPage}`, { headers: { 'accept-encoding': 'identity' } })).text()
  writeFileSync(path.join(site.workspace, 'doc.html'), html)
  staticServer = await startStaticServer(path.join(site.workspace, 'doc.html'))
  const staticUrl = staticServer.url
  if (only !== 'pages') nginx = await startNginx(path.join(site.workspace, 'doc.html'), path.join(site.workspace, 'nginx'))
  for (const encoding of only === 'pages' ? [] : ['gzip', 'identity']) {
    const headers = { 'accept-encoding': encoding }
    const { compressed, bytes } = await bytesOnTheWire(`${server.url}${docPage}`, headers)
    for (const connections of [10, 50]) {
      const site = await measureLoad(`${server.url}${docPage}`, { connections, seconds, headers })
      const baseline = await measureLoad(staticUrl, { connections, seconds, headers })
      const nginxLoad = nginx ? await measureLoad(nginx.url, { connections, seconds, headers }) : undefined
      const reference = nginxLoad ?? baseline
      const ratio = site.requestsPerSecond / Math.max(reference.requestsPerSecond, 1e-9)
      loadRows.push({
        'Accept-Encoding': encoding,
        'response encoding': compressed,
        'HTML KB': (Buffer.byteLength(html) / 1024).toFixed(0),
        'sent KB': (bytes / 1024).toFixed(0),
        connections,
        'doc req/s': site.requestsPerSecond.toFixed(0),
        'doc p99 ms': site.p99,
        'nginx req/s': nginxLoad ? nginxLoad.requestsPerSecond.toFixed(0) : 'not installed',
        'nginx p99 ms': nginxLoad ? nginxLoad.p99 : '–',
        'node static req/s': baseline.requestsPerSecond.toFixed(0),
        [`doc/${nginxLoad ? 'nginx' : 'node static'}`]: `${(ratio * 100).toFixed(0)} %${ratio >= 0.5 ? '' : ' ✗'}`,
        'errors/non-2xx': site.errors + site.non2xx + baseline.errors + baseline.non2xx + (nginxLoad ? nginxLoad.errors + nginxLoad.non2xx : 0),
      })
    }
  }
} catch (error) {
  console.error('The benchmark failed:', error)
  console.error(server.output().slice(-2000))
  process.exitCode = 1
} finally {
  staticServer?.stop()
  nginx?.stop()
  await site.stop()
}

const t = pageSpeedTargets
const d = docPageSpeedTargets
console.log(
  `\n${new Date().toISOString()}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
)
printTable(
  `Page weight (Chromium, first load until the network is idle; targets: the Queries guide's HTML ≤ ${weightTargets.htmlGzipKb} KB gz, JS ≤ ${weightTargets.jsGzipKb} KB gz in ≤ ${weightTargets.jsRequests} requests; ✗ = miss)`,
  weightRows,
)
printTable(
  `Client navigation (sidebar click → new <h1> on screen, in the page's clock, the button released ${PRESS_MS} ms after the press; target ≤ ${weightTargets.navigationMs} ms)`,
  navigationRows,
)
if (navigationComparison.length)
  printTable(
    `Client navigation beside VitePress (from the Queries guide, click → new <h1> on screen, the button released ${PRESS_MS} ms after the press; the same ${navigationSlugs.direct.length} links clicked straight away and ${navigationSlugs.hovered.length} after a hover on both sites, ${navigationRounds} alternating rounds; target: median ≤ 1× VitePress's)`,
    navigationComparison,
  )
if (navigationNote) console.log(`\n${navigationNote}`)
printTable(
  `Page speed (Lighthouse, mobile, the median run of ${runs} by FCP and TTI; targets: performance ≥ ${t.performance} (doc pages ${d.performance}), others ${t.accessibility}, LCP < ${t.lcpMs / 1000} s, TBT < ${t.tbtMs} ms (doc pages ≤ 50 ms), CLS < ${t.cls}, doc pages TTI ≤ ${d.ttiMs / 1000} s; ✗ = miss)`,
  pageRows,
)
if (comparison.length)
  printTable(
    `Beside a static docs site (the home page and the Queries guide; median TBT and TTI of ${runs} runs, the page, its scripts-removed copy and the peer in turn in each round; the machine may be shared, so read the ratios)`,
    comparison,
  )
if (peerNote) console.log(`\n${peerNote}`)
if (staticCopiesSkipped) console.log("\nThe doc pages' static copies were not measured: nginx is not installed (apt-get install nginx, or NGINX_PATH).")
if (misses.length) console.log(`\nAudits that cost points in some run:\n${misses.map((m) => `  ${m}`).join('\n')}`)
printTable(`Server speed (warm doc ${docPage}, ${seconds} s each; target: doc ≥ 50 % of the static file from nginx; ✗ = miss)`, loadRows)
