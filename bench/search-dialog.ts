/**
 * `npm run bench:search-dialog`: how soon the search dialog opens the first time, in Chromium
 * against the built server (needs `npm run build`). Each run is a fresh browser context on a
 * doc page, hydrated and idle; times are taken in the page (performance.now()):
 * - pointer: the pointer comes over the search button (intent), the click follows 100 ms later
 *   (a quick reader), and the time runs from the intent until the dialog's input is on screen
 *   and focused, and until the first results show after typing;
 * - hotkey: Ctrl pressed (intent), K 60 ms later, the same times;
 * - cold click: a click with no intent before it, the time until an input (the shell while the
 *   dialog's code arrives) is focused.
 * Also the dialog's code as it travels: requests and gzipped KB loaded after the click.
 * Prints the median of `BENCH_RUNS` runs (default 7); asserts nothing.
 */
import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { launchBrowser, openPage, waitForHydration } from '../tests/support/browser'
import { startBuiltServer } from '../tests/support/server'
import { percentile, printTable } from './support'

const runs = Number(process.env.BENCH_RUNS ?? 7)
const server = await startBuiltServer({ SEARCH_REFRESH_MS: '600000' })
const { browser, close } = await launchBrowser()

/**
 * Records in the page when the search input shows up focused, and when results show. A string,
 * so the bundler's helpers do not travel into the page.
 */
const ARM = `(() => {
  const w = window
  w.marks = {}
  const check = () => {
    const active = document.activeElement
    if (!w.marks.input && active instanceof HTMLInputElement && active.type === 'search' && active.closest('[role="dialog"]')) w.marks.input = performance.now()
    if (!w.marks.dialog && active && document.querySelector('[role="dialog"] [role="combobox"]') === active) w.marks.dialog = performance.now()
    if (!w.marks.results && document.querySelector('[role="dialog"] [role="option"]')) w.marks.results = performance.now()
  }
  new MutationObserver(check).observe(document.body, { childList: true, subtree: true, attributes: true })
  document.addEventListener('focusin', check)
  document.querySelector('button[aria-label="Search (Ctrl+K)"]').addEventListener('pointerenter', () => (w.marks.intent ??= performance.now()))
  document.addEventListener('keydown', (event) => event.key === 'Control' && (w.marks.intent ??= performance.now()))
  document.addEventListener('click', () => (w.marks.click ??= performance.now()), true)
})()`

async function arm(page: Page) {
  await page.evaluate(ARM)
}

const marks = (page: Page) => page.evaluate('window.marks') as Promise<Record<string, number>>

type Run = { toInput: number; toDialog: number; toResults: number; requests: number; kb: number }

async function run(mode: 'pointer' | 'hotkey' | 'cold'): Promise<Run> {
  const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
  await page.goto(`${server.url}/query/latest/docs/framework/react/overview`)
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  await arm(page)
  const loaded: Promise<number>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || response.url().includes('/assets/'))
      loaded.push(
        response
          .body()
          .then((body) => gzipSync(body).length)
          .catch(() => 0),
      )
  })
  const button = page.getByRole('button', { name: 'Search (Ctrl+K)' })
  if (mode === 'pointer') {
    await button.hover()
    await page.waitForTimeout(100)
    await button.click()
  } else if (mode === 'hotkey') {
    await page.keyboard.down('Control')
    await page.waitForTimeout(60)
    await page.keyboard.press('k')
    await page.keyboard.up('Control')
  } else {
    await page.evaluate('document.querySelector(\'button[aria-label="Search (Ctrl+K)"]\').click()')
  }
  await page.waitForFunction(() => (window as unknown as { marks: Record<string, number> }).marks.dialog)
  await page.keyboard.type('query')
  await page.waitForFunction(() => (window as unknown as { marks: Record<string, number> }).marks.results)
  const m = await marks(page)
  const from = mode === 'cold' ? m.click! : m.intent!
  const sizes = await Promise.all(loaded)
  await context.close()
  return {
    toInput: m.input! - from,
    toDialog: m.dialog! - from,
    toResults: m.results! - from,
    requests: sizes.length,
    kb: sizes.reduce((a, b) => a + b, 0) / 1024,
  }
}

try {
  const rows = []
  for (const mode of ['pointer', 'hotkey', 'cold'] as const) {
    const results: Run[] = []
    for (let n = 0; n < runs; n++) results.push(await run(mode))
    const median = (pick: (r: Run) => number) => percentile(results.map(pick), 50)
    rows.push({
      opening:
        mode === 'pointer' ? 'pointer over the button, click 100 ms later' : mode === 'hotkey' ? 'Ctrl, then K 60 ms later' : 'click with no intent before',
      from: mode === 'cold' ? 'click' : 'intent',
      'input focused ms': median((r) => r.toInput).toFixed(0),
      'dialog ready ms': median((r) => r.toDialog).toFixed(0),
      'first results ms (typing "query")': median((r) => r.toResults).toFixed(0),
      'requests after intent': median((r) => r.requests),
      'gzipped KB': median((r) => r.kb).toFixed(1),
    })
  }
  printTable(`First opening of the search dialog (median of ${runs} runs; target: ≤ 200 ms after intent)`, rows)
} finally {
  await close()
  await server.stop()
}
