import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { startBuiltServer, type RunningServer } from './server'

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Flags that keep Chromium from reaching out to the network, which is closed here. */
const quietFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
]

export async function launchBrowser(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  // Playwright gives each launch a fresh, empty profile of its own.
  const browser = await chromium.launch({ executablePath, args: quietFlags })
  return { browser, close: () => browser.close() }
}

/**
 * One Chromium for a test file: launched before its tests and closed after them. Call it at the
 * top of the file; the function it returns gives the browser inside the tests.
 */
export function launchBrowserForFile(): () => Browser {
  let launched: Awaited<ReturnType<typeof launchBrowser>> | undefined
  beforeAll(async () => {
    launched = await launchBrowser()
  })
  afterAll(async () => {
    await launched?.close()
  })
  return () => {
    if (!launched) throw new Error('The browser is launched before the tests run')
    return launched.browser
  }
}

export type PageProblems = { errors: string[] }

/**
 * A page that records console errors, React hydration warnings and uncaught exceptions.
 * Requests to other hosts are aborted: tests must not depend on the network.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; context: BrowserContext; problems: PageProblems }> {
  const context = await browser.newContext(options)
  const problems: PageProblems = { errors: [] }
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
  const page = await context.newPage()
  page.on('console', (message) => {
    const text = message.text()
    const hydration = /hydrat|did not match|server rendered/i.test(text)
    if (message.type() === 'error' || hydration) problems.errors.push(`${message.type()}: ${text}`)
  })
  page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`))
  return { page, context, problems }
}

/** Waits until React has hydrated the page (the router marks it). */
export async function waitForHydration(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
}

/**
 * Opens `url` in a fresh page and adds up the same-origin JavaScript it loads until the network
 * is idle after hydration, each file gzipped as it would travel.
 */
export async function firstLoadScripts(browser: Browser, url: string): Promise<{ gzippedBytes: number; files: number }> {
  const { page, context } = await openPage(browser)
  const origin = new URL(url).origin
  const scripts: Promise<number>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(origin)) {
      scripts.push(response.body().then((body) => gzipSync(body).length))
    }
  })
  await page.goto(url)
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  const sizes = await Promise.all(scripts)
  await context.close()
  return { gzippedBytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length }
}

export type SiteWithBrowser = { server: RunningServer; browser: Browser; stop: () => Promise<void> }

/**
 * A built server of a suite's own, over a workspace folder (its content in `repos/` unless `env`
 * says otherwise, its database and search index beside it), and a browser. `stop` closes both
 * and removes the workspace.
 */
export async function startSiteWithBrowser(workspace: { dir: string; remove: () => void }, env: Record<string, string> = {}): Promise<SiteWithBrowser> {
  const server = await startBuiltServer({
    CONTENT_DIR: path.join(workspace.dir, 'repos'),
    DATABASE_URL: `file:${path.join(workspace.dir, 'site.db')}`,
    SEARCH_INDEX_DIR: path.join(workspace.dir, 'search'),
    LIVE_STATS_REFRESH_SECONDS: '0',
    ...env,
  })
  const { browser, close } = await launchBrowser()
  return {
    server,
    browser,
    stop: async () => {
      await close()
      await server.stop()
      workspace.remove()
    },
  }
}
