import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, waitForHydration } from '../support/browser'
import { fakeGptScript } from '../support/fake-gpt'
import { baseUrl } from '../support/http'
import { layoutShift, recordLayoutShifts } from '../support/layout-shift'
import { AD_SCRIPT, adNetworkEnv } from '../support/ad-network'
import { startBuiltServer, type RunningServer } from '../support/server'

const slots = ['leaderboard', 'left-rail', 'right-rail', 'footer']

let browser: Browser
let closeBrowser: () => Promise<void>
/** The site with an ad network configured; the browser gets its script from the test. */
let withNetwork: RunningServer

beforeAll(async () => {
  ;({ browser, close: closeBrowser } = await launchBrowser())
  withNetwork = await startBuiltServer(adNetworkEnv)
})
afterAll(async () => {
  await closeBrowser?.()
  await withNetwork?.stop()
})

const setMarker = (page: Page) => page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7))
const markerKept = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker === 7)

async function scrollThrough(page: Page) {
  await page.locator('[data-sponsors-section]').scrollIntoViewIfNeeded()
  await page.locator('[data-sponsors-section] a[data-sponsor]').first().waitFor()
  await page.locator('[data-ad-slot="footer"]').scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(300)
}

/** Goes to another library and back home by clicking links, without a page load. */
async function navigateByLinks(page: Page) {
  await setMarker(page)
  await page.getByRole('button', { name: 'Libraries' }).click()
  await page.locator('header').getByRole('link', { name: 'Router', exact: true }).click()
  await page.waitForURL(/\/router\/latest$/)
  await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Router' }).waitFor()
  await page.locator('header').getByRole('link').first().click()
  await page.waitForURL(/\/$/)
  await page.locator('[data-library-card="form"]').click()
  await page.waitForURL(/\/form\/latest$/)
  await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Form' }).waitFor()
  expect(await markerKept(page)).toBe(true)
}

const failures: Record<string, (route: Route) => Promise<void> | void> = {
  'blocked (as by an ad blocker)': (route) => route.abort('blockedbyclient'),
  throwing: (route) =>
    route.fulfill({ contentType: 'application/javascript', body: "window.googletag = { cmd: 'broken' }; throw new Error('ad network exploded')" }),
  'never answering': () => {},
}

describe('a failing ad script changes nothing else on the page', () => {
  for (const [name, answer] of Object.entries(failures)) {
    it(`with the ad script ${name}: house ads, no layout shift, links still navigate`, async () => {
      const { page, context, problems } = await openPage(browser)
      await recordLayoutShifts(page)
      await page.route(`${AD_SCRIPT}*`, answer)
      const scriptAsked = page.waitForRequest(AD_SCRIPT)
      await page.goto(`${withNetwork.url}/query/latest`)
      await waitForHydration(page)
      await scriptAsked
      for (const slot of slots) await page.locator(`[data-ad-slot="${slot}"] [data-house-ad]`).waitFor({ state: 'attached' })
      await page.waitForTimeout(500)
      await scrollThrough(page)
      const cls = await layoutShift(page)
      console.log(`Landing page layout shift, ad script ${name}: ${cls.toFixed(4)}`)
      expect(cls).toBeLessThan(0.02)
      await navigateByLinks(page)
      // A house rail promo is a working link too.
      await page.locator('[data-ad-slot="right-rail"] a[data-house-ad]').click()
      await page.waitForURL(/\/[a-z]+\/latest$/)
      expect(await markerKept(page)).toBe(true)
      // The browser's own note about the refused request is all there is.
      expect(problems.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([])
      await context.close()
    })
  }
})

describe('ads from the network', () => {
  it('fill every slot of a page in one request, and again after each navigation, without moving the page', async () => {
    const { page, context, problems } = await openPage(browser)
    await recordLayoutShifts(page)
    await page.route(`${AD_SCRIPT}*`, (route) => route.fulfill({ contentType: 'application/javascript', body: fakeGptScript }))
    await page.goto(`${withNetwork.url}/query/latest`)
    await waitForHydration(page)
    for (const slot of slots) await page.locator(`[data-ad-slot="${slot}"] [data-fake-ad]`).waitFor({ state: 'attached' })
    const gpt = () => page.evaluate(() => (window as unknown as { __gpt: { singleRequest: boolean; refreshes: string[][] } }).__gpt)
    const first = await gpt()
    expect(first.singleRequest).toBe(true)
    expect(first.refreshes).toHaveLength(1)
    expect([...(first.refreshes[0] ?? [])].sort()).toEqual(slots.map((s) => `/1234/site/${s}`).sort())
    // The leaderboard is 728×90 on a desktop screen; the ad fits its reserved box exactly.
    const box = await page.locator('[data-ad-slot="leaderboard"]').boundingBox()
    expect([box?.width, box?.height]).toEqual([728, 90])
    expect(await page.locator('[data-ad-slot="leaderboard"] [data-house-ad]').count()).toBe(0)
    await scrollThrough(page)
    const cls = await layoutShift(page)
    console.log(`Landing page layout shift with network ads: ${cls.toFixed(4)}`)
    expect(cls).toBeLessThan(0.02)

    await setMarker(page)
    await page.getByRole('button', { name: 'Libraries' }).click()
    await page.locator('header').getByRole('link', { name: 'Table', exact: true }).click()
    await page.waitForURL(/\/table\/latest$/)
    await page.waitForFunction(() => (window as unknown as { __gpt: { refreshes: unknown[] } }).__gpt.refreshes.length > 1)
    await page.waitForTimeout(500)
    const after = await gpt()
    // One more request for the new page, covering every slot on it.
    expect(after.refreshes).toHaveLength(2)
    expect([...(after.refreshes[1] ?? [])].sort()).toEqual(slots.map((s) => `/1234/site/${s}`).sort())
    // One slot of each id on the page.
    for (const slot of slots) expect(await page.locator(`[data-ad-slot="${slot}"]:not([hidden])`).count()).toBe(1)
    expect(await markerKept(page)).toBe(true)
    expect(problems.errors).toEqual([])
    await context.close()
  })
})

describe('house ads on a phone in dark mode', () => {
  it('swap the banner to 320×50, never scroll sideways and keep the page still', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 390, height: 844 }, colorScheme: 'dark' })
    await recordLayoutShifts(page)
    await page.goto(`${baseUrl()}/query/latest`)
    await waitForHydration(page)
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    await page.locator('[data-ad-slot="leaderboard"] [data-house-ad]').waitFor()
    // Without ADS_PROVIDER no ad network script is ever added.
    await page.waitForLoadState('networkidle')
    expect(await page.locator('script[data-ad-script]').count()).toBe(0)
    const leaderboard = await page.locator('[data-ad-slot="leaderboard"]').boundingBox()
    expect([leaderboard?.width, leaderboard?.height]).toEqual([320, 50])
    for (const slot of ['left-rail', 'right-rail']) {
      const rail = await page.locator(`[data-ad-slot="${slot}"]`).boundingBox()
      expect(rail?.width).toBeLessThanOrEqual(300)
    }
    await scrollThrough(page)
    expect(await page.locator('[data-sponsors-section] a[data-sponsor]').count()).toBe(5)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    const cls = await layoutShift(page)
    console.log(`Landing page layout shift on a phone in dark mode: ${cls.toFixed(4)}`)
    expect(cls).toBeLessThan(0.02)
    await navigateByLinks(page)
    expect(problems.errors).toEqual([])
    await context.close()
  })
})
