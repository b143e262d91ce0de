/**
 * Type hovers of checked code in Chromium, on the fixture `query` repository checked by
 * `docs:check --snippets`: pointer hover, keyboard focus and a phone's tap show the type and its
 * doc comment in a popover within the screen, in both themes; Escape closes it; the script
 * loads only when a reader reaches for a hover; Copy copies the code without the marks.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, waitForHydration } from '../support/browser'
import { checkedCodeSite } from '../support/checked-code-browser'

const site = checkedCodeSite('site-checked-code-hovers-e2e-', 'v4')

const caching = () => `${site.server.url}/query/v4/docs/framework/react/guides/caching`

/** The checked block `const queryClient = new QueryClient()`. */
const clientBlock = (page: Page) => page.locator('figure[data-hovers]').filter({ hasText: 'new QueryClient()' })
const popover = (page: Page) => page.locator('#md-hover-popover')

async function expectReadableWithinScreen(page: Page) {
  const box = (await popover(page).boundingBox())!
  const width = page.viewportSize()!.width
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
  const colors = await popover(page).evaluate((element) => ({ color: getComputedStyle(element).color, background: getComputedStyle(element).backgroundColor }))
  expect(colors.color).not.toBe(colors.background)
  return colors
}

describe('type hovers', () => {
  it.each(['light', 'dark'] as const)('shows the type and doc comment on pointer hover in the %s theme, and Escape closes it', async (colorScheme) => {
    const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1280, height: 900 }, colorScheme })
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto(caching())
    await waitForHydration(page)
    // Nothing of the hovers is fetched before the reader reaches for one.
    expect(requested.filter((url) => /code-hovers|snippet-hovers/.test(url))).toEqual([])

    await clientBlock(page)
      .locator('[data-hover]', { hasText: /^QueryClient$/ })
      .hover()
    await expect.poll(() => popover(page).isVisible()).toBe(true)
    expect(await popover(page).locator('.md-hover-type').textContent()).toBe('constructor QueryClient(): QueryClient')
    expect(await popover(page).locator('.md-hover-doc').textContent()).toBe('Holds the cache of every query.')
    expect(await popover(page).getAttribute('role')).toBe('tooltip')
    expect(requested.filter((url) => /snippet-hovers/.test(url))).toHaveLength(1)
    const colors = await expectReadableWithinScreen(page)
    expect(colors.background).toBe(colorScheme === 'dark' ? 'rgb(22, 27, 34)' : 'rgb(255, 255, 255)')
    // Highlighted as the code is, in the page's theme: a keyword has the block's keyword colour, a name another.
    await clientBlock(page)
      .locator('[data-hover]', { hasText: /^queryClient$/ })
      .hover()
    const typeLine = popover(page).locator('.md-hover-type')
    await expect.poll(() => typeLine.textContent()).toBe('const queryClient: QueryClient')
    const colorOf = (scope: ReturnType<Page['locator']>, word: string) =>
      scope
        .locator('span', { hasText: new RegExp(`^\\s*${word}$`) })
        .first()
        .evaluate((span) => getComputedStyle(span).color)
    const keyword = await colorOf(typeLine, 'const')
    expect(keyword).toBe(await colorOf(clientBlock(page).locator('pre'), 'const'))
    expect(await colorOf(typeLine, 'queryClient')).not.toBe(keyword)

    await page.keyboard.press('Escape')
    await expect.poll(() => popover(page).isVisible()).toBe(false)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('is reachable by keyboard: one tab stop per block, arrow keys move between its identifiers, focus shows the type', async () => {
    const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1280, height: 900 } })
    await page.goto(caching())
    await waitForHydration(page)
    await clientBlock(page).locator('pre').focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('queryClient')
    await expect.poll(() => popover(page).locator('.md-hover-type').textContent()).toBe('const queryClient: QueryClient')
    const focused = page.locator(':focus')
    expect(await focused.getAttribute('aria-describedby')).toBe('md-hover-popover')

    await page.keyboard.press('ArrowRight')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('QueryClient')
    await expect.poll(() => popover(page).locator('.md-hover-type').textContent()).toBe('constructor QueryClient(): QueryClient')

    await page.keyboard.press('Escape')
    await expect.poll(() => popover(page).isVisible()).toBe(false)
    // Tab leaves the block: its identifiers are not one tab stop each.
    await page.keyboard.press('Tab')
    expect(
      await page.evaluate(
        () => document.activeElement?.closest('figure')?.textContent?.includes('new QueryClient()') && document.activeElement?.hasAttribute('data-hover'),
      ),
    ).toBe(false)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it.each(['light', 'dark'] as const)('opens on a tap at phone width in the %s theme, within the screen', async (colorScheme) => {
    const { page, context, problems } = await openPage(site.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, colorScheme })
    await page.goto(caching())
    await waitForHydration(page)
    const mark = page.locator('figure[data-hovers] [data-hover]', { hasText: /^useQuery$/ }).first()
    await mark.scrollIntoViewIfNeeded()
    await mark.tap()
    await expect.poll(() => popover(page).isVisible()).toBe(true)
    expect(await popover(page).locator('.md-hover-type').textContent()).toMatch(/^function useQuery<\w+>\(options: QueryOptions<\w+>\): UseQueryResult<\w+>$/)
    await expectReadableWithinScreen(page)
    // Within its code block, not overhanging it.
    const block = await mark.evaluate((element) => {
      const rect = element.closest('figure')!.getBoundingClientRect()
      return { left: rect.left, right: rect.right }
    })
    const box = (await popover(page).boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(block.left - 0.5)
    expect(box.x + box.width).toBeLessThanOrEqual(block.right + 0.5)
    // A tap elsewhere closes it.
    await page.locator('h1').tap()
    await expect.poll(() => popover(page).isVisible()).toBe(false)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('copies a block with hover marks as its code only', async () => {
    const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1280, height: 900 } })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.url })
    await page.goto(caching())
    await waitForHydration(page)
    const figure = clientBlock(page)
    await figure.locator('[data-hover]', { hasText: /^queryClient$/ }).hover()
    await expect.poll(() => popover(page).isVisible()).toBe(true)
    await figure.getByRole('button', { name: 'Copy code' }).click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('const queryClient = new QueryClient()')
    expect(problems.errors).toEqual([])
    await context.close()
  })
})
