/**
 * What a reader's browser receives and how fast the app moves between doc pages, measured in
 * Chromium (playwright-core, the browser tests' setup): the HTML and the first load's
 * JavaScript gzipped, and client navigation from a sidebar click to the new page's heading.
 */
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { firstLoadScripts, openPage, waitForHydration } from '../tests/support/browser'
import { percentile } from './support'

export type PageWeight = { htmlGzipKb: number; jsGzipKb: number; jsRequests: number }

export async function measurePageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const html = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer())
  const scripts = await firstLoadScripts(browser, url)
  return { htmlGzipKb: gzipSync(html).length / 1024, jsGzipKb: scripts.gzippedBytes / 1024, jsRequests: scripts.files }
}

export type NavigationTimes = { clicks: number; medianMs: number; worstMs: number; hoveredMedianMs: number }

/**
 * Opens a doc page and follows `clicks` links of its sidebar, one after another, timing in the
 * page from the click to the new page's `<h1>` on screen. The pages are rendered on the server
 * beforehand, as a site in service has them. Each link is followed twice over the
 * run: straight away (the page's data fetched on click), and after the pointer rested on it for
 * 300 ms as a mouse does (the router preloads on intent).
 */
export async function measureClientNavigation(browser: Browser, url: string, clicks = 5): Promise<NavigationTimes> {
  const direct: number[] = []
  const hovered: number[] = []
  for (const [times, hoverFirst] of [
    [direct, false],
    [hovered, true],
  ] as const) {
    const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    try {
      await page.goto(url)
      await waitForHydration(page)
      await page.waitForLoadState('networkidle')
      const links = await page.locator('nav[aria-label="Docs"] a[href*="/docs/"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!))
      const targets = [...new Set(links)].filter((href) => href !== new URL(url).pathname).slice(hoverFirst ? clicks : 0, (hoverFirst ? clicks : 0) + clicks)
      // A running site has rendered its pages before (docs are rendered once per commit): warm
      // them, so the figure is the app's navigation and not a first render on the server.
      for (const href of targets) await (await fetch(new URL(href, url))).arrayBuffer()
      for (const href of targets) {
        const link = page.locator(`nav[aria-label="Docs"] a[href="${href}"]`).first()
        await link.scrollIntoViewIfNeeded()
        if (hoverFirst) {
          await link.hover()
          await page.waitForTimeout(300)
        }
        const elapsed = Number(await page.evaluate(timedClick(href)))
        times.push(elapsed)
      }
    } finally {
      await context.close()
    }
  }
  return { clicks: direct.length, medianMs: percentile(direct, 50), worstMs: Math.max(...direct), hoveredMedianMs: percentile(hovered, 50) }
}

/**
 * The in-page half of a timed click, as source text: the bench runs under tsx, whose helpers a
 * function handed to `page.evaluate` would carry into the page without their definitions.
 */
function timedClick(href: string): string {
  return `new Promise((resolve) => {
    const anchor = document.querySelector('nav[aria-label="Docs"] a[href=${JSON.stringify(href)}]')
    const before = document.querySelector('h1')
    const beforeText = before ? before.textContent : null
    const start = performance.now()
    anchor.click()
    const check = () => {
      const heading = document.querySelector('h1')
      const changed = heading !== before || (heading && heading.textContent !== beforeText)
      if (heading && changed && heading.getBoundingClientRect().height > 0 && location.pathname === ${JSON.stringify(href.split(/[?#]/)[0])}) resolve(performance.now() - start)
      else requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })`
}
