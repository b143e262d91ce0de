/**
 * What waits for the page to settle (src/features/layout/page-settled.ts): the ad code and the
 * feedback form's behaviour are not in a doc page's first load, come once the reader acts or
 * the page has been idle, and a vote cast before they came is still sent as such. What waits for
 * the reader's first use (the header's Libraries menu) works on it, and what only the server
 * writes (the structured data) stays as the server wrote it. The docs sidebar and the contents
 * rail hydrate only on the screens that show them (src/features/docs/hydrate-where-shown.ts).
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { launchBrowserForFile, openPage, waitForHydration } from '../support/browser'
import { baseUrl } from '../support/http'

const browser = launchBrowserForFile()

const QUERIES = '/query/latest/docs/framework/react/guides/queries'
const deferredChunk = /\/assets\/(AdSlotContent|DocFeedback)-[^/]*\.js$/

function scriptsOf(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

describe('a doc page first load', () => {
  it('holds back the ad code and the feedback behaviour until the reader acts', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 1400, height: 900 } })
    const scripts = scriptsOf(page)
    await page.goto(`${baseUrl()}${QUERIES}`)
    await waitForHydration(page)
    // Checked as soon as the page is live: it settles by itself SETTLE_AFTER_LOAD_MS after the load.
    expect(scripts.filter((script) => deferredChunk.test(script))).toEqual([])
    // The slots keep their size, empty; the vote form is there without its behaviour.
    expect(await page.locator('[data-ad-slot="right-rail"]').boundingBox()).toMatchObject({ width: 300, height: 250 })
    expect(await page.locator('[data-house-ad]').count()).toBe(0)
    expect(await page.locator('[data-doc-report]').count()).toBe(0)
    await expect(page.getByTestId('page-feedback').getByRole('button', { name: 'Yes' }).isVisible()).resolves.toBe(true)

    // The reader scrolls: the page has settled.
    await page.mouse.wheel(0, 200)
    await page.locator('[data-ad-slot="right-rail"] [data-house-ad]').waitFor()
    await page.locator('[data-doc-report]').first().waitFor({ state: 'attached' })
    expect(scripts.filter((script) => deferredChunk.test(script)).length).toBe(2)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('settles by itself a few seconds after the load when the reader does nothing', async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 1400, height: 900 } })
    await page.goto(`${baseUrl()}${QUERIES}`)
    await waitForHydration(page)
    await page.locator('[data-ad-slot="right-rail"] [data-house-ad]').waitFor({ timeout: 15_000 })
    await context.close()
  })

  it("sends a vote cast before the form's behaviour came, without leaving the page", async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 390, height: 844 }, hasTouch: true })
    const sent: unknown[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/feedback')) sent.push(request.postDataJSON())
    })
    await page.goto(`${baseUrl()}${QUERIES}`)
    await waitForHydration(page)
    const feedback = page.getByTestId('page-feedback')
    await feedback.getByRole('button', { name: 'Yes' }).click()
    await feedback.getByText('Thank you for your feedback.').waitFor()
    expect(new URL(page.url()).pathname).toBe(QUERIES)
    expect(new URL(page.url()).searchParams.get('feedback')).toBeNull()
    expect(sent).toEqual([{ library: 'query', version: 'latest', page: 'framework/react/guides/queries', helpful: true }])
    expect(problems.errors).toEqual([])
    await context.close()
  })
})

describe('what a doc page leaves out of its first load, and its in-app links', () => {
  const lazyChunk = /\/assets\/LibrariesPanel-[^/]*\.js$/
  const redirectTables = /\/assets\/find-redirect-[^/]*\.js$/

  it('follows a legacy link clicked in the app to where the server would send it', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 1400, height: 900 } })
    const scripts = scriptsOf(page)
    await page.goto(`${baseUrl()}${QUERIES}`)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    // The legacy tables are not part of the page: the server answers old addresses opened from outside.
    expect(scripts.filter((script) => redirectTables.test(script))).toEqual([])
    // A link in the page's text to an address of the old site, followed in the app.
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '/query/v3/reference/useQuery'
      link.textContent = 'old reference'
      link.id = 'legacy-link'
      document.querySelector('.md-prose')!.prepend(link)
      // Gone if the link were followed by loading a new document instead of in the app.
      ;(window as unknown as { samePage?: boolean }).samePage = true
    })
    // Where the server sends the address, redirects followed (the fixture docs may lack the
    // page it names, and then the docs send the reader on to the overview, saying what was missing).
    const served = new URL((await fetch(`${baseUrl()}/query/v3/reference/useQuery`)).url)
    expect(served.searchParams.get('from')).toBe('reactQueryV3')
    await page.locator('#legacy-link').click()
    const sameParams = (url: URL) => [...served.searchParams].every(([key, value]) => url.searchParams.get(key) === value)
    await page.waitForURL((url) => url.pathname === served.pathname && sameParams(url))
    expect(scripts.filter((script) => redirectTables.test(script)).length).toBe(1)
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('opens the Libraries menu on the first click, focus on its first library', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 390, height: 844 }, hasTouch: true })
    const scripts = scriptsOf(page)
    await page.goto(`${baseUrl()}${QUERIES}`)
    await waitForHydration(page)
    expect(scripts.filter((script) => lazyChunk.test(script))).toEqual([])
    const toggle = page.getByRole('button', { name: 'Libraries' })
    await toggle.tap()
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
    await panel.getByRole('link', { name: 'Query' }).first().waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[id]')?.id)).toBe(await toggle.getAttribute('aria-controls'))
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Escape')
    expect(await panel.count()).toBe(0)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it("keeps the structured data the server wrote, and never shows a page another page's", async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 1400, height: 900 } })
    await page.goto(`${baseUrl()}${QUERIES}`)
    await waitForHydration(page)
    const structuredData = () => page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''))
    const [served] = await structuredData()
    expect(JSON.parse(served!)[1]).toMatchObject({ '@type': 'TechArticle', headline: 'Queries' })
    // The next page, reached in the app: no block of the page left behind.
    await page.getByRole('navigation', { name: 'Previous and next pages' }).locator('a[rel="next"]').click()
    await page.waitForURL((url) => url.pathname !== QUERIES)
    await page
      .locator('h1#doc-title')
      .filter({ hasNotText: /^Queries$/ })
      .waitFor()
    expect((await structuredData()).filter((text) => text.includes('"headline":"Queries"'))).toEqual([])
    expect(problems.errors).toEqual([])
    await context.close()
  })
})

describe('the docs shell hydrates what is on screen', () => {
  /** Whether React has taken over the first element `selector` matches (a hydrated node carries React's fiber key). */
  const hydrated = (page: Page, selector: string) =>
    page.evaluate((selector) => {
      const element = document.querySelector(selector)
      return element ? Object.keys(element).some((key) => key.startsWith('__reactFiber')) : undefined
    }, selector)
  const sidebarLink = 'aside nav[aria-label="Docs"] a'
  const railContentsLink = 'aside[data-page-rail] nav[aria-label="On this page"] a'

  it('leaves the sidebar and the contents rail a phone does not show as the server wrote them; widened, their links still lead', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 390, height: 844 } })
    await page.goto(`${baseUrl()}${QUERIES}`)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(await hydrated(page, 'h1#doc-title')).toBe(true)
    expect(await hydrated(page, sidebarLink)).toBe(false)
    expect(await hydrated(page, railContentsLink)).toBe(false)

    // The window widens (a tablet turned, a desktop window resized): the sidebar shows, as the
    // server wrote it, and a click on it loads the page in full rather than doing nothing.
    await page.setViewportSize({ width: 1400, height: 900 })
    await page.locator(`${sidebarLink}[href$="/framework/react/overview"]`).first().click()
    await page.locator('h1#doc-title', { hasText: 'React Overview' }).waitFor()
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('hydrates them with the page on a wide screen, where a sidebar link navigates in the app', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 1400, height: 900 } })
    await page.goto(`${baseUrl()}${QUERIES}`)
    await waitForHydration(page)
    expect(await hydrated(page, sidebarLink)).toBe(true)
    expect(await hydrated(page, railContentsLink)).toBe(true)
    await page.evaluate(() => ((window as unknown as { samePage?: boolean }).samePage = true))
    await page.locator(`${sidebarLink}[href$="/framework/react/overview"]`).first().click()
    await page.locator('h1#doc-title', { hasText: 'React Overview' }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
    expect(await page.locator(`${sidebarLink}[aria-current="page"]`).first().getAttribute('href')).toMatch(/\/framework\/react\/overview$/)
    expect(problems.errors).toEqual([])
    await context.close()
  })
})
