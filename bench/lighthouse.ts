import { writeFileSync } from 'node:fs'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

/** The page-speed targets: scores out of 100, LCP and TBT in ms, CLS unitless. */
export const pageSpeedTargets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1500, tbtMs: 100, cls: 0.02, ttiMs: Infinity }
export type PageSpeedTargets = typeof pageSpeedTargets
/** Doc pages, the pages read most, are held to more: a perfect score, TBT ≤ 50 ms, interactive within 2 s. */
export const docPageSpeedTargets: PageSpeedTargets = { ...pageSpeedTargets, performance: 100, tbtMs: 50.5, ttiMs: 2000 }

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof categories)[number]

export type PageSpeed = {
  scores: Record<Category, number>
  lcpMs: number
  tbtMs: number
  cls: number
  /** Time to interactive (Lighthouse still computes it, outside the score). */
  ttiMs: number
  fcpMs: number
  /** Audits that cost points: `category: audit id`, for the reader to fix. */
  failing: string[]
}

/** Flags that keep Chromium from reaching out to the network (closed on these machines). */
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export async function launchChrome(): Promise<LaunchedChrome> {
  return launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags })
}

/** One Lighthouse run with its default configuration (mobile form factor, simulated throttling). */
export async function measurePage(chrome: LaunchedChrome, url: string, reportFile?: string): Promise<PageSpeed> {
  const result = await lighthouse(url, { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: [...categories] })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  if (reportFile) {
    writeFileSync(`${reportFile}.html`, String(result.report))
    writeFileSync(`${reportFile}.json`, JSON.stringify(result.lhr))
  }
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`)
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
  const failing = categories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${category}: ${ref.id}`),
  )
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    ttiMs: lhr.audits['interactive']?.numericValue ?? NaN,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    failing,
  }
}

/**
 * The run Lighthouse itself calls the median (`computeMedianRun`, as Lighthouse CI uses it): the
 * one nearest the median FCP and TTI. All five runs often score 100, so a median of the score
 * would be any run.
 */
export function medianRun(runs: PageSpeed[]): PageSpeed {
  if (!runs.length) throw new Error('no runs')
  const asReports = runs.map((run) => ({ run, audits: { 'first-contentful-paint': { numericValue: run.fcpMs }, interactive: { numericValue: run.ttiMs } } }))
  return (computeMedianRun(asReports as never) as unknown as (typeof asReports)[number]).run
}

/** The lowest and highest of a figure over the runs, for the table: single runs vary widely here. */
export function spread(runs: PageSpeed[], figure: (run: PageSpeed) => number, format: (value: number) => string): string {
  const values = runs.map(figure).filter((value) => !Number.isNaN(value))
  return values.length ? `${format(Math.min(...values))}–${format(Math.max(...values))}` : 'n/a'
}

/** A table row; a figure that misses its target is marked with ✗. */
export function pageSpeedRow(page: string, speed: PageSpeed, t: PageSpeedTargets = pageSpeedTargets): Record<string, string> {
  const mark = (ok: boolean, text: string) => (ok ? text : `${text} ✗`)
  return {
    page,
    performance: mark(speed.scores.performance >= t.performance, String(speed.scores.performance)),
    accessibility: mark(speed.scores.accessibility >= t.accessibility, String(speed.scores.accessibility)),
    'best practices': mark(speed.scores['best-practices'] >= t['best-practices'], String(speed.scores['best-practices'])),
    SEO: mark(speed.scores.seo >= t.seo, String(speed.scores.seo)),
    LCP: mark(speed.lcpMs < t.lcpMs, `${(speed.lcpMs / 1000).toFixed(2)} s`),
    TBT: mark(speed.tbtMs < t.tbtMs, `${Math.round(speed.tbtMs)} ms`),
    CLS: mark(speed.cls < t.cls, speed.cls.toFixed(3)),
    TTI: Number.isNaN(speed.ttiMs) ? 'n/a' : mark(speed.ttiMs <= t.ttiMs, `${(speed.ttiMs / 1000).toFixed(2)} s`),
  }
}
