/**
 * A click in the docs without a hover first (a scripted click, a screen reader's, a fast hand):
 * what happens between the click and the next page, in Chromium on the built site.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { launchBrowserForFile, openPage, waitForHydration } from '../support/browser'
import { baseUrl } from '../support/http'

const browser = launchBrowserForFile()

const docs = '/query/latest/docs'
const queriesGuide = `${docs}/framework/react/guides/queries`
const sidebarLink = (href: string) => `nav[aria-label="Docs"] a[href="${href}"]`

/** The Queries guide, hydrated, at a width that shows the sidebar. */
async function openGuide() {
  const opened = await openPage(browser(), { viewport: { width: 1280, height: 900 } })
  await opened.page.goto(`${baseUrl()}${queriesGuide}`)
  await waitForHydration(opened.page)
  return opened
}

/**
 * Settles the page (a key press) and waits for the doc routes' loaders, which come then, with
 * their server functions' chunk, and a frame more for the module to have run.
 */
async function settleWithLoaders(page: Page) {
  const chunks = [/\/assets\/doc-loaders-[^/]+\.js$/, /\/assets\/docs\.functions-[^/]+\.js$/].map((chunk) => page.waitForResponse(chunk))
  await page.keyboard.press('Shift')
  await Promise.all(chunks)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
}

/** The doc page requests (`getDocPageFn`'s calls and preloads) the page has made so far. */
function docPageRequests(page: Page): string[] {
  const requests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/_serverFn/') && decodeURIComponent(request.url()).includes('"page"')) requests.push(request.url())
  })
  return requests
}

describe('a click on a docs sidebar link', () => {
  it('changes nothing on the page until the next page is shown', async () => {
    const { page, context, problems } = await openGuide()
    // The next page's data held back: whatever the click changes shows before it comes.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await context.route(/\/_serverFn\//, async (route) => {
      await held
      await route.continue()
    })
    const changed = await page.evaluate(
      async (selector) => {
        const changes: string[] = []
        const describe = (node: Node) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}${node.getAttribute('href') ? `[href=${node.getAttribute('href')}]` : ''}` : node.nodeName
        const observer = new MutationObserver((records) => {
          for (const record of records) changes.push(`${record.type} ${describe(record.target)}${record.attributeName ? ` @${record.attributeName}` : ''}`)
        })
        observer.observe(document.body, { attributes: true, childList: true, subtree: true, characterData: true })
        document.querySelector<HTMLElement>(selector)!.click()
        // Two frames: a change made at the click has been drawn by then.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        observer.disconnect()
        return changes
      },
      sidebarLink(`${docs}/guides/caching`),
    )
    // Not the link's current-page mark, not the navigation bar or the header's spinner (they show
    // only once a navigation has been pending 150 ms).
    expect(changed).toEqual([])
    release()
    await page.getByRole('heading', { level: 1, name: 'Caching' }).waitFor()
    expect(await page.locator(sidebarLink(`${docs}/guides/caching`)).getAttribute('aria-current')).toBe('page')
    expect(await page.locator(sidebarLink(queriesGuide)).getAttribute('aria-current')).toBeNull()
    expect(await page.locator('[data-navigation-spinner]').getAttribute('data-loading')).toBe('false')
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it("asks for the next page's data before the router moves the address, once, and shows it", async () => {
    const { page, context, problems } = await openGuide()
    await settleWithLoaders(page)
    const requests = docPageRequests(page)
    const order = await page.evaluate(
      async (selector) => {
        const pushState = history.pushState.bind(history)
        let movedAt = Number.NaN
        history.pushState = (...args: Parameters<History['pushState']>) => {
          movedAt = performance.now()
          pushState(...args)
        }
        performance.clearResourceTimings()
        document.querySelector<HTMLElement>(selector)!.click()
        while (document.querySelector('h1')?.textContent !== 'QueryClient') await new Promise((resolve) => setTimeout(resolve, 20))
        const request = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/_serverFn/'))
        return { requestedAt: request?.startTime ?? Number.NaN, movedAt }
      },
      sidebarLink(`${docs}/reference/query-client`),
    )
    expect(order.requestedAt, 'the data request left before the address moved').toBeLessThan(order.movedAt)
    expect(page.url()).toBe(`${baseUrl()}${docs}/reference/query-client`)
    expect(requests).toHaveLength(1)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('asks once for a page the reader pointed at first (its preload is the answer)', async () => {
    const { page, context, problems } = await openGuide()
    await settleWithLoaders(page)
    const requests = docPageRequests(page)
    const link = page.locator(sidebarLink(`${docs}/installation`))
    const preloaded = page.waitForResponse((response) => response.url().includes('/_serverFn/') && decodeURIComponent(response.url()).includes('installation'))
    await link.hover()
    await preloaded
    await link.evaluate((anchor: HTMLElement) => anchor.click())
    await page.getByRole('heading', { level: 1, name: 'Installation' }).waitFor()
    expect(requests).toHaveLength(1)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  /** The Queries guide, settled, with the mouse button pressed (and held) on the sidebar's Caching link. */
  async function pressOnCachingLink() {
    const opened = await openGuide()
    await settleWithLoaders(opened.page)
    const requests = docPageRequests(opened.page)
    const box = (await opened.page.locator(sidebarLink(`${docs}/guides/caching`)).boundingBox())!
    await opened.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await opened.page.mouse.down()
    return { ...opened, requests, box }
  }

  it('asks for the page at the press, once, and moves at the click that follows', async () => {
    const { page, context, problems, requests } = await pressOnCachingLink()
    // The button still held: the request has left, the page has not moved.
    await expect.poll(() => requests.length).toBe(1)
    expect(new URL(page.url()).pathname).toBe(queriesGuide)
    await page.mouse.up()
    await page.getByRole('heading', { level: 1, name: 'Caching' }).waitFor()
    expect(new URL(page.url()).pathname).toBe(`${docs}/guides/caching`)
    expect(requests).toHaveLength(1)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('goes nowhere when the press ends away from the link (a drag), at the cost of one request', async () => {
    const { page, context, problems, requests, box } = await pressOnCachingLink()
    await expect.poll(() => requests.length).toBe(1)
    await page.mouse.move(box.x + 600, box.y + 200, { steps: 5 })
    await page.mouse.up()
    await page.waitForTimeout(1000)
    expect(new URL(page.url()).pathname).toBe(queriesGuide)
    expect(await page.locator('h1').first().textContent()).toBe('Queries')
    expect(requests).toHaveLength(1)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('follows a link from the keyboard (Enter) and from a tap', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 }, hasTouch: true })
    await page.goto(`${baseUrl()}${queriesGuide}`)
    await waitForHydration(page)
    await page.locator(sidebarLink(`${docs}/guides/caching`)).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Caching' }).waitFor()
    await page.locator(sidebarLink(`${docs}/installation`)).tap()
    await page.getByRole('heading', { level: 1, name: 'Installation' }).waitFor()
    expect(new URL(page.url()).pathname).toBe(`${docs}/installation`)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('preloads a link focused from the keyboard, and leaves a modified click to the browser', async () => {
    const { page, context, problems } = await openGuide()
    const requests = docPageRequests(page)
    const link = page.locator(sidebarLink(`${docs}/overview`))
    await link.focus()
    await expect.poll(() => requests.length).toBe(1)
    const opened = context.waitForEvent('page')
    await link.click({ modifiers: ['Control'] })
    expect(new URL((await opened).url()).pathname).toBe(`${docs}/overview`)
    expect(new URL(page.url()).pathname).toBe(queriesGuide)
    expect(problems.errors).toEqual([])
    await context.close()
  })
})
