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

export type NavigationTimes = {
  clicks: number
  medianMs: number
  worstMs: number
  hoveredMedianMs: number
  /** Click → new `<h1>` on screen, each link followed straight away. */
  direct: number[]
  /** The same, after a 300 ms hover. */
  hovered: number[]
  /** Press → new `<h1>` on screen, each link followed straight away. */
  directFromPress: number[]
  /** How long each press lasted (press → click), as the page saw it. */
  pressMs: number[]
}

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
 * How long the bench holds the mouse button down before releasing it: a reader's click is a
 * press and, some 50–100 ms later, a release; the click event comes with the release.
 */
export const PRESS_MS = 60

/**
 * Opens a doc page and follows links of its sidebar, one after another, with the mouse as a
 * reader's hand does it (Chromium's own input events: the pointer moved onto the link, pressed,
 * released `PRESS_MS` later), timing in the page from the click event, and from the press, to
 * the new page's `<h1>` on screen. The pages are fetched beforehand, as a site in service has
 * them rendered. Each run follows its own links: straight away (the pointer arrives and presses
 * at once: a fast hand, or a router's preload on intent not yet started), and after the pointer
 * rested on the link for 300 ms (a router preloads on intent).
 */
export async function measureClientNavigation(browser: Browser, url: string, options: NavigationOptions = {}): Promise<NavigationTimes> {
  const { linkSelector = docsSidebarLinks, clicks = 5 } = options
  const direct: number[] = []
  const hovered: number[] = []
  const directFromPress: number[] = []
  const pressMs: number[] = []
  for (const hoverFirst of [false, true]) {
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
        const box = (await link.boundingBox())!
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
        if (hoverFirst) {
          await page.mouse.move(x, y)
          await page.waitForTimeout(300)
        }
        await page.evaluate(watchNavigation(href))
        if (!hoverFirst) await page.mouse.move(x, y)
        await page.mouse.down()
        await page.waitForTimeout(PRESS_MS)
        await page.mouse.up()
        const times = (await page.evaluate('window.__navigationTimes')) as { fromPress: number; fromClick: number }
        ;(hoverFirst ? hovered : direct).push(times.fromClick)
        if (!hoverFirst) directFromPress.push(times.fromPress)
        pressMs.push(times.fromPress - times.fromClick)
      }
    } finally {
      await context.close()
    }
  }
  return {
    clicks: direct.length,
    medianMs: percentile(direct, 50),
    worstMs: Math.max(...direct),
    hoveredMedianMs: percentile(hovered, 50),
    direct,
    hovered,
    directFromPress,
    pressMs,
  }
}

/**
 * The in-page half of a timed click, as source text (the bench runs under tsx, whose helpers a
 * function handed to `page.evaluate` would carry into the page without their definitions): sets
 * `window.__navigationTimes` to a promise of the time from the next press and from the next
 * click (their events' own time stamps, so time the event waited for the page counts) to the
 * new `<h1>` on screen at `href`.
 */
function watchNavigation(href: string): string {
  return `void (window.__navigationTimes = new Promise((resolve) => {
    const before = document.querySelector('h1')
    const beforeText = before ? before.textContent : null
    let pressedAt = NaN
    addEventListener('pointerdown', (event) => (pressedAt = event.timeStamp), { capture: true, once: true })
    addEventListener('click', (event) => {
      const clickedAt = event.timeStamp
      const check = () => {
        const heading = document.querySelector('h1')
        const changed = heading !== before || (heading && heading.textContent !== beforeText)
        if (heading && changed && heading.getBoundingClientRect().height > 0 && location.pathname === ${JSON.stringify(href.split(/[?#]/)[0])}) {
          const now = performance.now()
          resolve({ fromPress: now - pressedAt, fromClick: now - clickedAt })
        } else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    }, { capture: true, once: true })
  }))`
}
