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

export type NavigationTimes = { clicks: number; medianMs: number; worstMs: number; hoveredMedianMs: number; direct: number[]; hovered: number[] }

/** Where a docs site's sidebar links are, and which of them to follow. */
export type NavigationOptions = {
  /** The sidebar's links (this site's by default). */
  linkSelector?: string
  /**
   * The links to follow straight away and after a hover, by their `href`; by default the first
   * links of the sidebar after the page's own, then the next ones.
   */
  links?: { direct: string[]; hovered: string[] }
  clicks?: number
}

const docsSidebarLinks = 'nav[aria-label="Docs"] a'

/**
 * Opens a doc page and follows links of its sidebar, one after another, timing in the page from
 * the click to the new page's `<h1>` on screen. The pages are fetched beforehand, as a site in
 * service has them rendered. Each run follows its own links: straight away (the page's data
 * fetched on click), and after the pointer rested on the link for 300 ms as a mouse does (a
 * router preloads on intent).
 */
export async function measureClientNavigation(browser: Browser, url: string, options: NavigationOptions = {}): Promise<NavigationTimes> {
  const { linkSelector = docsSidebarLinks, clicks = 5 } = options
  const direct: number[] = []
  const hovered: number[] = []
  for (const [times, hoverFirst] of [
    [direct, false],
    [hovered, true],
  ] as const) {
    const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    try {
      await page.goto(url)
      if (linkSelector === docsSidebarLinks) await waitForHydration(page)
      await page.waitForLoadState('networkidle')
      let targets = options.links?.[hoverFirst ? 'hovered' : 'direct']
      if (!targets) {
        const links = await page.locator(`${linkSelector}[href*="/docs/"]`).evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!))
        targets = [...new Set(links)].filter((href) => href !== new URL(url).pathname).slice(hoverFirst ? clicks : 0, (hoverFirst ? clicks : 0) + clicks)
      }
      // A running site has rendered its pages before (docs are rendered once per commit): warm
      // them, so the figure is the app's navigation and not a first render on the server.
      for (const href of targets) await (await fetch(new URL(href, url))).arrayBuffer()
      for (const href of targets) {
        const link = page.locator(`${linkSelector}[href="${href}"]`).first()
        await link.scrollIntoViewIfNeeded()
        if (hoverFirst) {
          await link.hover()
          await page.waitForTimeout(300)
        }
        const elapsed = Number(await page.evaluate(timedClick(linkSelector, href)))
        times.push(elapsed)
      }
    } finally {
      await context.close()
    }
  }
  return { clicks: direct.length, medianMs: percentile(direct, 50), worstMs: Math.max(...direct), hoveredMedianMs: percentile(hovered, 50), direct, hovered }
}

/**
 * The in-page half of a timed click, as source text: the bench runs under tsx, whose helpers a
 * function handed to `page.evaluate` would carry into the page without their definitions.
 */
function timedClick(linkSelector: string, href: string): string {
  return `new Promise((resolve) => {
    const anchor = document.querySelector(${JSON.stringify(`${linkSelector}[href="${href}"]`)})
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
