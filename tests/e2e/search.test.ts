/**
 * The search dialog in Chromium against the built server's own search endpoint: Ctrl+K,
 * typing, library and framework chips, pages, keyboard focus, Enter and Escape.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, waitForHydration } from '../support/browser'
import { baseUrl } from '../support/http'

let browser: Browser
let closeBrowser: () => Promise<void>

beforeAll(async () => {
  ;({ browser, close: closeBrowser } = await launchBrowser())
  // The server builds its index on the first search.
  const warm = await fetch(`${baseUrl()}/api/search/1/indexes/*/queries`, { method: 'POST', body: JSON.stringify({ requests: [{ indexName: 'TanStack', params: '' }] }) })
  expect(warm.status).toBe(200)
}, 120_000)
afterAll(async () => {
  await closeBrowser?.()
})

const dialog = (page: Page) => page.getByRole('dialog')
const chip = (page: Page, facet: string, value: string) => dialog(page).locator(`button[data-facet="${facet}"][data-value="${value}"]`)
const options = (page: Page) => dialog(page).getByRole('option')

/** Ctrl+K, again until the dialog shows (the listener is attached once the header has hydrated). */
async function openWithHotkey(page: Page) {
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.keyboard.press('Control+k')
    if (await dialog(page).getByRole('combobox').isVisible()) return
    await page.waitForTimeout(250)
  }
  await dialog(page).getByRole('combobox').waitFor()
}

async function selectedIndex(page: Page): Promise<number> {
  return options(page).evaluateAll((items) => items.findIndex((item) => item.getAttribute('aria-selected') === 'true'))
}

describe('search dialog', () => {
  it('opens with Ctrl+K, searches as you type, filters, pages, and Enter lands on the anchor', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await page.goto(`${baseUrl()}/query/latest/docs/framework/react/overview`)
    await waitForHydration(page)
    await openWithHotkey(page)
    const input = dialog(page).getByRole('combobox')
    await input.waitFor()
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true)
    await dialog(page).getByRole('heading', { name: 'Search TanStack' }).waitFor()
    await dialog(page).getByText('Start typing to search through our documentation, guides, and more.').waitFor()
    expect(await input.getAttribute('maxlength')).toBe('512')
    expect(await input.getAttribute('autocomplete')).toBe('off')
    expect(await input.getAttribute('spellcheck')).toBe('false')

    // Library and framework preselected from the path: query + react.
    await input.fill('garbage')
    await chip(page, 'library', 'query').waitFor()
    expect(await chip(page, 'library', 'query').getAttribute('aria-pressed')).toBe('true')
    expect(await chip(page, 'framework', 'react').getAttribute('aria-pressed')).toBe('true')
    // The caching guide is framework-agnostic: nothing for React alone.
    await dialog(page).getByText('No results found').waitFor()
    await dialog(page).getByText("Try adjusting your search or filters to find what you're looking for.").waitFor()
    await chip(page, 'framework', 'react').click()
    await options(page).first().waitFor()
    expect(await options(page).first().getAttribute('data-url')).toMatch(/^\/query\/latest\/docs\/guides\/caching/)
    await dialog(page).locator('mark').first().waitFor()

    // A library chip replaces the chosen one (single choice), and clicking it again clears it.
    await input.fill('query')
    await options(page).first().waitFor()
    const otherLibrary = dialog(page).locator('button[data-facet="library"][aria-pressed="false"]').first()
    const other = await otherLibrary.getAttribute('data-value')
    await otherLibrary.click()
    await chip(page, 'library', other!).and(page.locator('[aria-pressed="true"]')).waitFor()
    expect(await chip(page, 'library', 'query').getAttribute('aria-pressed')).toBe('false')
    await page.waitForFunction((lib) => [...document.querySelectorAll('[role="option"]')].every((o) => o.getAttribute('data-url')!.startsWith(`/${lib}/`)), other)
    await chip(page, 'library', other!).click()
    await page.waitForFunction(() => document.querySelectorAll('button[data-facet="library"][aria-pressed="true"]').length === 0)

    // Pages: next, then last and first.
    const pager = dialog(page).getByRole('navigation', { name: 'Search result pages' })
    await pager.waitFor()
    const firstPageUrls = await options(page).evaluateAll((items) => items.map((i) => i.getAttribute('data-url')))
    await pager.getByRole('button', { name: 'Next page' }).click()
    await pager.getByRole('button', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor()
    await page.waitForFunction((first) => document.querySelector('[role="option"]')?.getAttribute('data-url') !== first, firstPageUrls[0])
    await pager.getByRole('button', { name: 'First page' }).click()
    await pager.getByRole('button', { name: 'Page 1' }).and(page.locator('[aria-current="page"]')).waitFor()
    expect(await pager.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true)

    // Keyboard focus: clamped arrows, Home and End; Enter opens the focused hit at its anchor.
    await input.fill('stale')
    await options(page).first().waitFor()
    const count = await options(page).count()
    expect(await selectedIndex(page)).toBe(0)
    await input.press('ArrowUp')
    expect(await selectedIndex(page)).toBe(0)
    await input.press('End')
    expect(await selectedIndex(page)).toBe(count - 1)
    await input.press('ArrowDown')
    expect(await selectedIndex(page)).toBe(count - 1)
    await input.press('Home')
    expect(await selectedIndex(page)).toBe(0)
    if (count > 1) {
      await input.press('ArrowDown')
      expect(await selectedIndex(page)).toBe(1)
      await input.press('ArrowUp')
    }
    const target = (await options(page).nth(0).getAttribute('data-url'))!
    expect(target).toContain('#')
    await input.press('Enter')
    await page.waitForURL(`${baseUrl()}${target}`)
    await dialog(page).waitFor({ state: 'detached' })
    const anchor = decodeURIComponent(target.split('#')[1]!)
    await page.locator(`[id="${anchor}"]`).waitFor()

    // Reopened, the dialog starts empty; Escape closes it.
    await openWithHotkey(page)
    await dialog(page).getByRole('heading', { name: 'Search TanStack' }).waitFor()
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('opens from the header button at phone width, in dark mode', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 375, height: 740 }, colorScheme: 'dark' })
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click()
    const input = dialog(page).getByRole('combobox')
    await input.fill('overview')
    await options(page).first().waitFor()
    const box = await dialog(page).boundingBox()
    expect(box!.width).toBeLessThanOrEqual(375)
    const listHeight = await dialog(page).getByRole('listbox').evaluate((el) => el.getBoundingClientRect().height)
    expect(listHeight).toBeLessThanOrEqual(740 * 0.7 + 1)
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })
    expect(problems.errors).toEqual([])
    await context.close()
  })
})
