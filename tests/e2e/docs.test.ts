import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { firstLoadScripts, openPage, launchBrowserForFile, waitForHydration } from '../support/browser'
import { baseUrl } from '../support/http'

const browser = launchBrowserForFile()

async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
}
async function stillSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)
}

describe('docs in the browser', () => {
  it('navigates the sidebar without full page loads, and switches version and framework', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } })
    await page.goto(`${baseUrl()}/query/latest/docs/framework/react/overview`)
    await waitForHydration(page)
    await markWindow(page)

    const sidebar = page.getByRole('navigation', { name: 'Docs' }).first()
    await sidebar.getByRole('link', { name: 'Installation' }).click()
    await page.waitForURL(`${baseUrl()}/query/latest/docs/installation`)
    await page.waitForFunction(() => document.title.startsWith('Installation |'))
    expect(await stillSameDocument(page)).toBe(true)
    expect(await sidebar.getByRole('link', { name: 'Installation' }).getAttribute('aria-current')).toBe('page')

    await page.getByLabel('Version').first().selectOption('v4')
    await page.waitForURL(`${baseUrl()}/query/v4/docs/installation`)
    await page.getByRole('note').filter({ hasText: 'You are reading the docs of Query v4' }).waitFor()
    expect(await stillSameDocument(page)).toBe(true)

    await page.goto(`${baseUrl()}/query/latest/docs/framework/react/guides/queries`)
    await waitForHydration(page)
    await markWindow(page)
    await page.getByLabel('Framework').first().selectOption('vue')
    await page.waitForURL(`${baseUrl()}/query/latest/docs/framework/vue/guides/queries`)
    expect(await stillSameDocument(page)).toBe(true)
    // The framework choice is remembered for framework-neutral pages too.
    await sidebar.getByRole('link', { name: 'Caching' }).click()
    await page.waitForURL(/\/query\/latest\/docs\/guides\/caching$/)
    expect(await page.getByLabel('Framework').first().inputValue()).toBe('vue')

    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('remembers the chosen tab across pages and reloads', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } })
    await page.goto(`${baseUrl()}/query/latest/docs/installation`)
    await waitForHydration(page)
    const group = page.locator('.md-tabs[data-tab-group="package-manager"]').first()
    await group.getByRole('tab', { name: 'pnpm' }).click()
    // The code of tab groups loads on first use.
    await expect.poll(() => group.getByRole('tab', { name: 'pnpm' }).getAttribute('aria-selected')).toBe('true')
    expect(await group.locator('[role="tabpanel"][data-tab-value="pnpm"]').isVisible()).toBe(true)
    expect(await group.locator('[role="tabpanel"][data-tab-value="npm"]').isVisible()).toBe(false)

    await page.goto(`${baseUrl()}/form/latest/docs/installation`)
    await waitForHydration(page)
    const other = page.locator('.md-tabs[data-tab-group="package-manager"]').first()
    await expect.poll(() => other.getByRole('tab', { name: 'pnpm' }).getAttribute('aria-selected')).toBe('true')

    await page.reload()
    await waitForHydration(page)
    await expect.poll(() => page.locator('.md-tabs[data-tab-group="package-manager"] [role="tabpanel"][data-tab-value="pnpm"]').first().isVisible()).toBe(true)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('highlights the heading being read in the table of contents', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 1400, height: 700 } })
    await page.goto(`${baseUrl()}/query/latest/docs/reference/query-client`)
    await waitForHydration(page)
    const toc = page.getByRole('navigation', { name: 'On this page' })
    const links = toc.getByRole('link')
    expect(await links.count()).toBeGreaterThan(3)
    const first = await links.first().getAttribute('href')
    expect(await toc.locator('[data-toc-active="true"]').getAttribute('href')).toBe(first)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const last = await links.last().getAttribute('href')
    await expect.poll(() => toc.locator('[data-toc-active="true"]').getAttribute('href')).toBe(last)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('offers the navigation in a drawer at phone width, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context, problems } = await openPage(browser(), { viewport: { width: 390, height: 844 }, colorScheme })
      await page.goto(`${baseUrl()}/query/latest/docs/framework/react/overview`)
      await waitForHydration(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
      await markWindow(page)
      await page.getByRole('button', { name: 'Query docs' }).click()
      const drawer = page.getByRole('dialog')
      await drawer.waitFor()
      await drawer.getByRole('link', { name: 'Caching' }).click()
      await page.waitForURL(/\/query\/latest\/docs\/guides\/caching$/)
      await drawer.waitFor({ state: 'detached' })
      expect(await stillSameDocument(page)).toBe(true)
      expect(problems.errors).toEqual([])
      await context.close()
    }
  })

  it('follows links inside a doc without a full page load', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } })
    await page.goto(`${baseUrl()}/query/latest/docs/overview`)
    await waitForHydration(page)
    await markWindow(page)
    const link = page.locator('article .md-content a[href^="/query/latest/docs/"], article a[href^="/query/latest/docs/"]').first()
    const href = await link.getAttribute('href')
    expect(href).toBeTruthy()
    await link.click()
    await page.waitForURL(`${baseUrl()}${href}`)
    expect(await stillSameDocument(page)).toBe(true)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('paints the page before it asks for any script, then hydrates (doc page from the cache, streamed home page and post)', async () => {
    for (const path of ['/query/latest/docs/framework/react/guides/advanced-ssr', '/', '/blog/how-this-site-works']) {
      const { page, context, problems } = await openPage(browser())
      await page.goto(`${baseUrl()}${path}`)
      await waitForHydration(page)
      const timings = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      }))
      expect(timings.firstContentfulPaint, path).toBeTypeOf('number')
      // The entry and the bundler's runtime at least, so the check below is not vacuous.
      expect(timings.scripts.length, path).toBeGreaterThanOrEqual(2)
      for (const script of timings.scripts) expect(script.startTime, `${path}: ${script.name}`).toBeGreaterThanOrEqual(timings.firstContentfulPaint!)
      expect(await page.locator('link[rel="modulepreload"]').count(), path).toBeGreaterThanOrEqual(2)
      expect(problems.errors, path).toEqual([])
      await context.close()
    }
  })

  it.each(['light', 'dark'] as const)('keeps content images visible in the %s theme, and shows the variant made for it', async (colorScheme) => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 }, colorScheme })
    await page.goto(`${baseUrl()}/query/latest/docs/overview`)
    await waitForHydration(page)
    const diagram = page.locator('.md-prose img').first()
    const plate = await diagram.evaluate((img) => getComputedStyle(img).backgroundColor)
    // Dark lines on a transparent background sit on a light plate in the dark theme.
    expect(plate).toBe(colorScheme === 'dark' ? 'rgb(249, 250, 251)' : 'rgba(0, 0, 0, 0)')

    await page.goto(`${baseUrl()}/query/latest/docs/guides/caching`)
    await waitForHydration(page)
    const shown = await page
      .locator('.md-prose img')
      .evaluateAll((images) => images.filter((img) => getComputedStyle(img).display !== 'none').map((img) => new URL((img as HTMLImageElement).src).hash))
    expect(shown).toEqual([colorScheme === 'dark' ? '#gh-dark-mode-only' : '#gh-light-mode-only'])
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('draws every icon of a doc page from the sprite file', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } })
    const sprites: number[] = []
    page.on('response', (response) => {
      if (/\/icon-sprite-[\w-]+\.svg$/.test(new URL(response.url()).pathname)) sprites.push(response.status())
    })
    await page.goto(`${baseUrl()}/query/latest/docs/framework/react/overview`)
    await waitForHydration(page)
    // A reference the sprite lacks, or a sprite that did not load, draws nothing: an empty box.
    const drawn = await page
      .locator('svg > use')
      .evaluateAll((uses) =>
        uses.filter((use) => use.closest('svg')!.getBoundingClientRect().width > 0).map((use) => (use as SVGGraphicsElement).getBBox().width > 0),
      )
    expect(drawn.length).toBeGreaterThan(5)
    expect(drawn.every(Boolean)).toBe(true)
    expect(sprites).toEqual([200])
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('loads under 130 KB of gzipped JavaScript in at most 15 requests on a first visit to a doc page', async () => {
    // Search, the drawer, stats, sponsors and the example viewer load in their own chunks, when used;
    // the ad code and the feedback form's behaviour once the page has settled (page-settled.ts).
    const { gzippedBytes, files } = await firstLoadScripts(browser(), `${baseUrl()}/query/latest/docs/framework/react/overview`)
    console.log(`Doc page JavaScript on first load: ${(gzippedBytes / 1024).toFixed(1)} KB gzipped in ${files} files`)
    expect(gzippedBytes).toBeLessThan(130 * 1024)
    // The libraries the first load needs travel as one chunk (vite.config.ts), not a request per module.
    expect(files).toBeLessThanOrEqual(15)
  })
})
