/**
 * The Content-Security-Policy in Chromium: the site's pages, client-side navigation, charts,
 * the example viewer's sandbox frame and the search dialog run without a single CSP refusal,
 * with and without the tag manager.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, waitForHydration, type PageProblems } from '../support/browser'
import { baseUrl } from '../support/http'
import { startBuiltServer, type RunningServer } from '../support/server'

let browser: Browser
let closeBrowser: () => Promise<void>
let withGtm: RunningServer

beforeAll(async () => {
  ;({ browser, close: closeBrowser } = await launchBrowser())
  withGtm = await startBuiltServer({ GTM_ID: 'GTM-CSPTEST', LIVE_STATS_REFRESH_SECONDS: '0' })
  // The server builds its search index on the first search.
  const warm = await fetch(`${baseUrl()}/api/search/1/indexes/*/queries`, {
    method: 'POST',
    body: JSON.stringify({ requests: [{ indexName: 'TanStack', params: '' }] }),
  })
  expect(warm.status).toBe(200)
}, 120_000)
afterAll(async () => {
  await withGtm?.stop()
  await closeBrowser?.()
})

/** A page that records every CSP refusal: the console's "Refused to …" lines and `securitypolicyviolation` events. */
async function openWatchedPage(): Promise<{ page: Page; context: BrowserContext; problems: PageProblems; violations: string[] }> {
  const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`)
  })
  await context.exposeBinding('reportCspViolation', (_source, text: string) => violations.push(`event: ${text}`))
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
  return { page, context, problems, violations }
}

/** Console errors other than requests to other hosts, which the test browser aborts. */
const realErrors = (problems: PageProblems) => problems.errors.filter((error) => !/net::ERR_|ERR_FAILED|Failed to load resource/.test(error))

describe('the content security policy in the browser', () => {
  it('lets the home page, docs (with client-side navigation), stats, the example viewer and search run untouched', async () => {
    const { page, context, problems, violations } = await openWatchedPage()

    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    // The first-paint theme script ran: it sets light or dark before React does anything.
    expect(await page.evaluate(() => document.documentElement.classList.contains('light') || document.documentElement.classList.contains('dark'))).toBe(true)

    await page.goto(`${baseUrl()}/query/latest/docs/framework/react/overview`)
    await waitForHydration(page)
    await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true))
    await page.getByRole('navigation', { name: 'Docs' }).first().getByRole('link', { name: 'Installation' }).click()
    await page.waitForURL(`${baseUrl()}/query/latest/docs/installation`)
    await page.waitForFunction(() => document.title.startsWith('Installation |'))
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)

    await page.goto(`${baseUrl()}/stats/npm/`)
    await waitForHydration(page)
    await page.waitForSelector('[data-testid="npm-chart"][data-drawn="true"] svg', { timeout: 30_000 })

    await page.goto(`${baseUrl()}/query/latest/docs/framework/react/examples/basic`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Sandbox' }).click()
    await page.waitForURL(/panel=sandbox/)
    expect(await page.locator('iframe').getAttribute('src')).toMatch(/^https:\/\/stackblitz\.com\//)

    for (let attempt = 0; attempt < 20 && !(await page.getByRole('dialog').getByRole('combobox').isVisible()); attempt++) {
      await page.keyboard.press('Control+k')
      await page.waitForTimeout(250)
    }
    await page.getByRole('dialog').getByRole('combobox').fill('query')
    await page.getByRole('dialog').getByRole('option').first().waitFor()

    // Give late reports (frames, lazy chunks) a moment to arrive.
    await page.waitForTimeout(300)
    expect(violations).toEqual([])
    expect(realErrors(problems)).toEqual([])
    await context.close()
  })

  it('runs the tag manager snippet with the tag manager on (its script cannot load offline; that is no CSP refusal)', async () => {
    const { page, context, problems, violations } = await openWatchedPage()
    const tagManagerRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith('https://www.googletagmanager.com/')) tagManagerRequests.push(request.url())
    })
    for (const path of ['/', '/query/latest/docs/framework/react/overview']) {
      await page.goto(`${withGtm.url}${path}`)
      await waitForHydration(page)
      // The inline snippet ran: it queued its start event and asked for the container script.
      expect(await page.evaluate(() => Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer))).toBe(true)
      expect(await page.locator('script[src^="https://www.googletagmanager.com/gtm.js?id=GTM-CSPTEST"]').count()).toBe(1)
    }
    await page.getByRole('navigation', { name: 'Docs' }).first().getByRole('link', { name: 'Installation' }).click()
    await page.waitForURL(`${withGtm.url}/query/latest/docs/installation`)
    await page.waitForTimeout(300)
    expect(tagManagerRequests.length).toBeGreaterThan(0)
    expect(violations).toEqual([])
    expect(realErrors(problems)).toEqual([])
    await context.close()
  })
})
