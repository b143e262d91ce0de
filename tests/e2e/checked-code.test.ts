/**
 * Checked code and code annotations in Chromium, on the fixture `query` repository whose blocks
 * were checked by `docs:check --snippets`: the notice and the badges in both themes at phone and
 * desktop width, the annotations, and Copy without the notation or the removed lines.
 */
import { describe, expect, it } from 'vitest'
import { openPage, waitForHydration } from '../support/browser'
import { checkedCodeSite } from '../support/checked-code-browser'

const site = checkedCodeSite('site-checked-code-e2e-', 'v5')

const caching = () => `${site.server.url}/query/latest/docs/framework/react/guides/caching`

describe('checked code', () => {
  it.each([
    ['light', 390],
    ['dark', 390],
    ['light', 1280],
    ['dark', 1280],
  ] as const)(
    'shows the notice, the badges and the annotations in the %s theme at %i px',
    async (colorScheme, width) => {
      const { page, context, problems } = await openPage(site.browser, { viewport: { width, height: 900 }, colorScheme })
      await page.goto(caching(), { timeout: 90_000 })
      await waitForHydration(page)
      const notice = page.locator('figure[data-snippet="fails"] .md-code-check-fails')
      // One sentence in a reader's words; the compiler's text behind a disclosure, closed.
      await expect
        .poll(() => notice.locator('.md-code-fail-summary').textContent())
        .toMatch(/^Does not compile with @tanstack\/react-query 5\.90 \(line 4\): cacheTime is not an option of \w+ in this version\.$/)
      expect(await notice.isVisible()).toBe(true)
      const compilerText = notice.locator('details pre')
      expect(await compilerText.isVisible()).toBe(false)
      await notice.getByText('What TypeScript says').click()
      expect(await compilerText.isVisible()).toBe(true)
      expect(await compilerText.textContent()).toContain("TS2353: Object literal may only specify known properties, and 'cacheTime' does not exist")
      expect(await notice.getByRole('link', { name: 'Report this block' }).getAttribute('href')).toMatch(
        /^https:\/\/github\.com\/tanstack\/query\/issues\/new\?/,
      )
      // Two blocks compile whole; the shortened `useQuery({ ... })` is checked with its left-out options named.
      expect(await page.locator('figure[data-snippet="checked"] .md-code-check').count()).toBe(3)
      expect(await page.locator('figure[data-snippet="checked"] .md-code-check').filter({ hasText: 'required options it leaves out' }).count()).toBe(1)
      // The notice's text stays readable on its background in either theme.
      const colors = await notice.evaluate((element) => ({ color: getComputedStyle(element).color, background: getComputedStyle(element).backgroundColor }))
      expect(colors.color).not.toBe(colors.background)
      const annotated = page.locator('pre.has-diff')
      expect(await annotated.locator('.line.diff.remove').count()).toBeGreaterThan(0)
      expect(await annotated.first().locator('.line.highlighted').count()).toBe(1)
      // The marks take the colours of the theme (code-annotations.css).
      const highlight = await annotated
        .first()
        .locator('.line.highlighted')
        .evaluate((line) => getComputedStyle(line).backgroundColor)
      expect(highlight).toBe(colorScheme === 'dark' ? 'rgba(101, 117, 133, 0.22)' : 'rgba(142, 150, 170, 0.16)')
      expect(await page.locator('pre.has-focused .line.focused').count()).toBe(1)
      expect(await page.locator('.md-prose').textContent()).not.toContain('[!code')
      // Nothing runs off a phone's screen: the page does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true)
      expect(problems.errors).toEqual([])
      await context.close()
    },
    120_000,
  )

  it('copies an annotated block without its notation and without the removed line', async () => {
    const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1280, height: 900 } })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.url })
    await page.goto(caching())
    await waitForHydration(page)
    const figure = page.locator('figure.md-code').filter({ has: page.locator('pre.has-focused') })
    await figure.hover()
    await figure.getByRole('button', { name: 'Copy code' }).click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('const options = {\n  staleTime: 1000,\n  retry: 3,\n}')
    expect(problems.errors).toEqual([])
    await context.close()
  })
})
