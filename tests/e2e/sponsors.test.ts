import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, waitForHydration } from '../support/browser'
import { baseUrl } from '../support/http'
import { layoutShift, recordLayoutShifts } from '../support/layout-shift'
import { root } from '../support/server'

const fileSponsors = (JSON.parse(readFileSync(path.join(root, 'content/sponsors.json'), 'utf8')) as { sponsors: { login: string; name: string }[] }).sponsors

let browser: Browser
let closeBrowser: () => Promise<void>

beforeAll(async () => {
  ;({ browser, close: closeBrowser } = await launchBrowser())
})
afterAll(async () => {
  await closeBrowser?.()
})

describe('sponsors widget', () => {
  it('draws one circle per sponsor of the data file, each a named link to the sponsor in the parent window', async () => {
    const { page, context, problems } = await openPage(browser)
    await page.goto(`${baseUrl()}/sponsors-embed`)
    await waitForHydration(page)
    expect(await page.locator('[data-sponsor-pack] a[data-sponsor]').count()).toBe(fileSponsors.length)
    for (const sponsor of fileSponsors) {
      const link = page.getByRole('link', { name: sponsor.name, exact: true })
      expect(await link.getAttribute('target')).toBe('_parent')
    }
    // Areas follow the monthly amount: the $5000 sponsor's circle is the widest.
    const widths = await page.locator('a[data-sponsor]').evaluateAll((links) => links.map((l) => [l.getAttribute('data-sponsor'), l.getBoundingClientRect().width] as const))
    const widest = [...widths].sort((a, b) => b[1] - a[1])[0]
    expect(widest?.[0]).toBe('northwind-cloud')
    // The tooltip with the name shows on hover.
    const first = page.locator('a[data-sponsor="northwind-cloud"]')
    await first.hover()
    await page.waitForFunction(() => getComputedStyle(document.querySelector('a[data-sponsor="northwind-cloud"] > span')!).opacity === '1')
    expect(await first.locator('span').first().innerText()).toContain('Northwind Cloud')
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
    const { page, context } = await openPage(browser)
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
  it('load the pack on the home page only when it scrolls near, without moving the page', async () => {
    const { page, context, problems } = await openPage(browser)
    await recordLayoutShifts(page)
    const packRequests: string[] = []
    page.on('request', (r) => {
      if (/SponsorPack/.test(r.url())) packRequests.push(r.url())
    })
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(packRequests).toEqual([])
    await page.locator('[data-sponsors-section]').scrollIntoViewIfNeeded()
    await page.locator('[data-sponsors-section] a[data-sponsor]').first().waitFor()
    expect(await page.locator('[data-sponsors-section] a[data-sponsor]').count()).toBe(fileSponsors.length)
    expect(packRequests.length).toBeGreaterThan(0)
    const cls = await layoutShift(page)
    console.log(`Home page layout shift with the sponsors pack: ${cls.toFixed(4)}`)
    expect(cls).toBeLessThan(0.02)
    expect(problems.errors).toEqual([])
    await context.close()
  })
})
