import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { launchBrowserForFile, openPage, waitForHydration } from '../support/browser'
import { baseUrl } from '../support/http'
import { layoutShift, recordLayoutShifts } from '../support/layout-shift'
import { root } from '../support/server'

const fileSponsors = (JSON.parse(readFileSync(path.join(root, 'content/sponsors.json'), 'utf8')) as { sponsors: { login: string; name: string }[] }).sponsors

const browser = launchBrowserForFile()

describe('sponsors widget', () => {
  it('draws one circle per sponsor of the data file, each a named link to the sponsor in the parent window', async () => {
    const { page, context, problems } = await openPage(browser())
    await page.goto(`${baseUrl()}/sponsors-embed`)
    await waitForHydration(page)
    expect(await page.locator('[data-sponsor-pack] a[data-sponsor]').count()).toBe(fileSponsors.length)
    for (const sponsor of fileSponsors) {
      // Named by the sponsor, then their tier: "Northwind Cloud, Platinum sponsor since 2023".
      const link = page.getByRole('link', { name: new RegExp(`^${sponsor.name}, \\w+ sponsor`) })
      expect(await link.getAttribute('target')).toBe('_parent')
    }
    // Areas follow the monthly amount: the $5000 sponsor's circle is the widest.
    const widths = await page
      .locator('a[data-sponsor]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('data-sponsor'), l.getBoundingClientRect().width] as const))
    const widest = [...widths].sort((a, b) => b[1] - a[1])[0]
    expect(widest?.[0]).toBe('northwind-cloud')
    // Each circle shows its sponsor's name, and the list under the picture gives every tier: nothing needs a hover.
    for (const sponsor of fileSponsors) {
      const name = page.locator(`a[data-sponsor="${sponsor.login}"] [data-sponsor-name]`)
      expect(await name.isVisible()).toBe(true)
      expect(await name.innerText()).toBe(sponsor.name)
    }
    expect(await page.locator('[data-sponsor-tiers]').innerText()).toContain('Platinum:')
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgba(0, 0, 0, 0)')
    expect(await page.locator('header, footer').count()).toBe(0)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('shows in a frame on another site, which no other page does', async () => {
    // Another site: a page on a second local server (localhost, not the site's 127.0.0.1).
    const html = `<!doctype html><iframe id="widget" src="${baseUrl()}/sponsors-embed"></iframe><iframe id="terms" src="${baseUrl()}/terms"></iframe>`
    const embedder = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(html))
    await new Promise<void>((resolve) => embedder.listen(0, 'localhost', () => resolve()))
    const { page, context } = await openPage(browser())
    const blocked: string[] = []
    page.on('requestfailed', (r) => blocked.push(r.url()))
    await page.goto(`http://localhost:${(embedder.address() as AddressInfo).port}/`)
    const widget = page.frameLocator('#widget')
    await widget.locator('a[data-sponsor]').first().waitFor({ state: 'attached' })
    expect(await widget.locator('a[data-sponsor]').count()).toBe(fileSponsors.length)
    await page.waitForFunction(() => document.querySelectorAll('iframe').length === 2)
    await page.waitForTimeout(300)
    const terms = page.frames().find((f) => f !== page.mainFrame() && !f.url().includes('sponsors-embed'))
    // Chromium swaps a refused frame for its own error page.
    expect(terms?.url()).toMatch(/^chrome-error:/)
    expect(await terms?.content()).not.toContain('Terms of Service')
    await context.close()
    await new Promise((resolve) => embedder.close(resolve))
  })
})

describe('sponsors sections', () => {
  /** Each circle's box on the home page's sponsors section, by sponsor. */
  const circleBoxes = (page: import('playwright-core').Page) =>
    page
      .locator('[data-sponsors-section] a[data-sponsor]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('data-sponsor'), ...Object.values(l.getBoundingClientRect().toJSON())]))

  for (const width of [390, 1280]) {
    it(`arrive as the final pack in the server's HTML, so nothing moves when scripts run (${width} px)`, async () => {
      // Without scripts: what the server sent.
      const still = await openPage(browser(), { viewport: { width, height: 900 }, javaScriptEnabled: false })
      await still.page.goto(`${baseUrl()}/`)
      expect(await still.page.locator('[data-sponsors-section] a[data-sponsor]').count()).toBe(fileSponsors.length)
      const served = await circleBoxes(still.page)
      await still.context.close()

      const { page, context, problems } = await openPage(browser(), { viewport: { width, height: 900 } })
      await recordLayoutShifts(page)
      await page.goto(`${baseUrl()}/`)
      await waitForHydration(page)
      await page.locator('[data-sponsors-section]').scrollIntoViewIfNeeded()
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.waitForLoadState('networkidle')
      expect(await circleBoxes(page)).toEqual(served)
      const cls = await layoutShift(page)
      console.log(`Home page layout shift with the sponsors pack (${width} px): ${cls.toFixed(4)}`)
      expect(cls).toBeLessThan(0.02)
      expect(problems.errors).toEqual([])
      await context.close()
    })
  }
})
