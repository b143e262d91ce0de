import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, waitForHydration } from '../support/browser'
import { layoutShift, recordLayoutShifts } from '../support/layout-shift'
import { AD_SCRIPT, adNetworkEnv } from '../support/ad-network'
import { startBuiltServer, type RunningServer } from '../support/server'

let browser: Browser
let closeBrowser: () => Promise<void>
let withNetwork: RunningServer

beforeAll(async () => {
  ;({ browser, close: closeBrowser } = await launchBrowser())
  withNetwork = await startBuiltServer(adNetworkEnv)
})
afterAll(async () => {
  await closeBrowser?.()
  await withNetwork?.stop()
})

describe('docs pages with the ad script blocked', () => {
  it('keep their layout still (CLS under 0.02) and keep navigating in the app', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1400, height: 900 } })
    await recordLayoutShifts(page)
    await page.route(`${AD_SCRIPT}*`, (route) => route.abort('blockedbyclient'))
    await page.goto(`${withNetwork.url}/query/latest/docs/framework/react/overview`)
    await waitForHydration(page)
    await page.locator('[data-ad-slot="right-rail"] [data-house-ad]').waitFor({ state: 'attached' })
    await page.locator('[data-ad-slot="footer"]').scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForTimeout(500)
    const cls = await layoutShift(page)
    console.log(`Docs page layout shift, ad script blocked: ${cls.toFixed(4)}`)
    expect(cls).toBeLessThan(0.02)

    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1))
    await page.getByRole('navigation', { name: 'Docs' }).first().getByRole('link', { name: 'Caching' }).click()
    await page.waitForURL(/\/query\/latest\/docs\/guides\/caching$/)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1)
    expect(problems.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([])
    await context.close()
  })
})
