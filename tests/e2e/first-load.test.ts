/**
 * What waits for the page to settle (src/features/layout/page-settled.ts): the ad code and the
 * feedback form's behaviour are not in a doc page's first load, come once the reader acts or
 * the page has been idle, and a vote cast before they came is still sent as such.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, waitForHydration } from '../support/browser'
import { baseUrl } from '../support/http'

let browser: Browser
let closeBrowser: () => Promise<void>

beforeAll(async () => {
  ;({ browser, close: closeBrowser } = await launchBrowser())
})
afterAll(async () => {
  await closeBrowser?.()
})

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
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1400, height: 900 } })
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
    const { page, context } = await openPage(browser, { viewport: { width: 1400, height: 900 } })
    await page.goto(`${baseUrl()}${QUERIES}`)
    await waitForHydration(page)
    await page.locator('[data-ad-slot="right-rail"] [data-house-ad]').waitFor({ timeout: 15_000 })
    await context.close()
  })

  it('sends a vote cast before the form\'s behaviour came, without leaving the page', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true })
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
