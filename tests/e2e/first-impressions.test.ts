/**
 * What a newcomer meets first, at phone, tablet, laptop and desktop widths: no empty box where
 * live figures would be when there are none, the page's contents as a keyboard-operable control
 * wherever the right rail does not fit, and "Skip to content" landing on the article. The
 * suite's server collects no live figures, as on a fresh install. (No page wider than the
 * window: layout.test.ts, on every page type.)
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { launchBrowserForFile, openPage, waitForHydration } from '../support/browser'
import { baseUrl } from '../support/http'

const browser = launchBrowserForFile()

const widths = [390, 768, 1024, 1440]
const DOC = '/query/latest/docs/framework/react/guides/queries'

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

describe.each(widths)('at %i px', (width) => {
  it('the home page reserves no box for live figures it does not have', async () => {
    const { page, context } = await openPage(browser(), { viewport: { width, height: 900 } })
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    await page.waitForTimeout(1_500)
    const live = page.locator('[data-live-stats]')
    const height = (await live.count()) ? ((await live.boundingBox())?.height ?? 0) : 0
    expect(height).toBe(0)
    // No blank footer line under the library cards either.
    expect(await page.locator('[data-library-figures]').count()).toBe(0)
    // The call to action is on the first screen.
    const actions = await page.locator('[data-home-actions]').boundingBox()
    expect(actions!.y + actions!.height).toBeLessThanOrEqual(900)
    await context.close()
  })

  it(width < 1280 ? 'has the page’s contents as a control at the top of the article, working by keyboard' : 'has the contents in the right rail', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width, height: 900 } })
    await page.goto(`${baseUrl()}${DOC}`)
    await waitForHydration(page)
    const compact = page.locator('article [data-toc-compact]')
    if (width >= 1280) {
      expect(await compact.isVisible()).toBe(false)
      expect(await page.locator('aside nav[aria-label="On this page"]').isVisible()).toBe(true)
      // The right rail's unit is the spec's 300×250, not squeezed to the contents' column.
      const rail = await page.locator('[data-ad-slot="right-rail"]').boundingBox()
      expect([rail!.width, rail!.height]).toEqual([300, 250])
      expect(await overflow(page)).toBeLessThanOrEqual(0)
      await context.close()
      return
    }
    expect(await compact.isVisible()).toBe(true)
    const summary = compact.locator('summary')
    await summary.focus()
    await page.keyboard.press('Enter')
    expect(await compact.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true)
    const second = compact.getByRole('link').nth(1)
    const hash = await second.getAttribute('href')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await second.evaluate((link) => link === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.hash === hash)
    // Choosing a heading folds the control away.
    expect(await compact.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false)
    expect(problems.errors).toEqual([])
    await context.close()
  })
})

describe('keyboard', () => {
  it('"Skip to content" lands on the article column, past the docs navigation', async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 1440, height: 900 } })
    await page.goto(`${baseUrl()}${DOC}`)
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content')
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('doc-content')
    // The next Tab is inside the article's column, not the sidebar.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#doc-content')))).toBe(true)
    await context.close()
  })

  it('opening the Libraries menu moves focus into it, and Escape brings it back', async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 1024, height: 900 } })
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: 'Libraries' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    const panelId = await toggle.getAttribute('aria-controls')
    await expect.poll(() => page.evaluate((id) => Boolean(document.activeElement?.closest(`[id="${id}"]`)), panelId)).toBe(true)
    await page.keyboard.press('Escape')
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true)
    await context.close()
  })

  it('the phone docs drawer lists the page’s contents and jumps to a heading', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 390, height: 844 } })
    await page.goto(`${baseUrl()}${DOC}`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Query docs' }).click()
    const drawer = page.getByRole('dialog')
    await drawer.waitFor()
    const contents = drawer.locator('[data-toc-compact]')
    await contents.locator('summary').click()
    const link = contents.getByRole('link').nth(1)
    const hash = await link.getAttribute('href')
    await link.click()
    await page.waitForURL((url) => url.hash === hash)
    await drawer.waitFor({ state: 'detached' })
    const top = await page.locator(decodeURIComponent(hash!).replace(/^#/, '[id="') + '"]').evaluate((heading) => heading.getBoundingClientRect().top)
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top).toBeLessThan(400)
    expect(problems.errors).toEqual([])
    await context.close()
  })
})
