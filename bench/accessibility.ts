/**
 * `npm run bench:a11y`: Lighthouse's accessibility score of every page type of the built site,
 * on a phone (Lighthouse's default, mobile) and on a desktop, each in the light and the dark
 * theme (the theme cookie), with the real docs of the corpus (and the demo repositories for the
 * other libraries). Prints a table and the audits that cost points; asserts nothing.
 *
 * Needs `npm run build`. `BENCH_PAGES=home,stats` measures only the pages named;
 * `BENCH_REPORT_DIR` keeps every report (HTML and JSON); Chromium from `CHROME_PATH`.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { launchChrome } from './lighthouse'
import { printTable, startCorpusSite } from './support'

const reportDir = process.env.BENCH_REPORT_DIR
if (reportDir) mkdirSync(reportDir, { recursive: true })

/** One page of every type. */
const pages = [
  { name: 'home', path: '/' },
  { name: 'library landing', path: '/query/latest' },
  { name: 'docs page', path: '/query/latest/docs/framework/react/overview' },
  { name: 'framework chooser', path: '/query/latest/docs/framework' },
  { name: 'framework landing', path: '/query/latest/docs/framework/react/' },
  // The corpus holds docs only: examples come from the demo repositories (content/repos).
  { name: 'example viewer', path: '/table/latest/docs/framework/react/examples/basic' },
  { name: 'blog index', path: '/blog' },
  { name: 'blog post', path: '/blog/how-this-site-works' },
  { name: 'stats', path: '/stats/npm' },
  { name: 'sponsors widget', path: '/sponsors-embed' },
  { name: 'dedicated support', path: '/dedicated-support' },
  { name: 'learn', path: '/learn' },
  { name: 'ethos', path: '/ethos' },
  { name: 'support', path: '/support' },
  { name: 'terms', path: '/terms' },
  { name: 'privacy', path: '/privacy' },
  { name: 'login', path: '/login' },
  { name: 'not found', path: '/no-such-page' },
]
const measured = process.env.BENCH_PAGES ? pages.filter((page) => process.env.BENCH_PAGES!.split(',').includes(page.name)) : pages
const variants = [
  { name: 'mobile light', desktop: false, theme: 'light' },
  { name: 'mobile dark', desktop: false, theme: 'dark' },
  { name: 'desktop light', desktop: true, theme: 'light' },
  { name: 'desktop dark', desktop: true, theme: 'dark' },
] as const

const site = await startCorpusSite('a11y', { demoRepos: true })
const { server } = site

const rows: Record<string, string>[] = []
const misses: string[] = []
try {
  // Warm every page (docs render once per commit; the stats page fetches npm once).
  for (const page of measured) await (await fetch(`${server.url}${page.path}`)).arrayBuffer()
  const chrome = await launchChrome()
  try {
    for (const page of measured) {
      const row: Record<string, string> = { page: page.name }
      for (const variant of variants) {
        const flags = {
          port: chrome.port,
          logLevel: 'error' as const,
          onlyCategories: ['accessibility'],
          extraHeaders: { Cookie: `theme=${variant.theme}` },
          // The not-found page is served with a 404, which Lighthouse otherwise refuses to score.
          ignoreStatusCode: true,
        }
        const result = await lighthouse(`${server.url}${page.path}`, { ...flags, output: 'html' }, variant.desktop ? desktopConfig : undefined)
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`)
        const { lhr } = result
        if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${page.path}: ${lhr.runtimeError.message}`)
        if (reportDir) {
          const file = path.join(reportDir, `${page.name.replace(/\W+/g, '-')}-${variant.name.replace(/\W+/g, '-')}`)
          writeFileSync(`${file}.html`, String(result.report))
          writeFileSync(`${file}.json`, JSON.stringify(lhr))
        }
        const score = Math.round((lhr.categories.accessibility?.score ?? 0) * 100)
        row[variant.name] = score === 100 ? '100' : `${score} ✗`
        for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
          if (ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1) misses.push(`${page.name}, ${variant.name}: ${ref.id}`)
        }
      }
      rows.push(row)
    }
  } finally {
    await chrome.kill()
  }
} catch (error) {
  console.error('The benchmark failed:', error)
  console.error(server.output().slice(-2000))
  process.exitCode = 1
} finally {
  await site.stop()
}

console.log(`\n${new Date().toISOString()}, ${os.cpus().length} cores, Lighthouse accessibility (target 100; ✗ = miss)`)
printTable('Accessibility by page type, phone and desktop, light and dark theme', rows)
if (misses.length) console.log(`\nAudits that cost points:\n${misses.map((m) => `  ${m}`).join('\n')}`)
