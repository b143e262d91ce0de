/**
 * The search dialog in Chromium against the built server's own search endpoint: Ctrl+K,
 * typing, library and framework chips, pages, keyboard focus, Enter and Escape.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, waitForHydration } from '../support/browser'
import { baseUrl } from '../support/http'
import { waitForSearchIndex } from '../support/search-index'

let browser: Browser
let closeBrowser: () => Promise<void>

beforeAll(async () => {
  ;({ browser, close: closeBrowser } = await launchBrowser())
  // The server builds its index in the background after it starts.
  await waitForSearchIndex(baseUrl())
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

/**
 * Until the dialog's search has its answer: while one is on its way the list and chips still show
 * the previous answer, and the new one resets the active result and the chip row.
 */
async function answered(page: Page) {
  await expect.poll(() => dialog(page).getByRole('status').getAttribute('data-status')).toBe('idle')
}

async function selectedIndex(page: Page): Promise<number> {
  return options(page).evaluateAll((items) => items.findIndex((item) => item.getAttribute('aria-selected') === 'true'))
}

describe('search dialog', () => {
  it('opens with Ctrl+K, searches as you type, filters, pages, and Enter lands on the anchor', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    const events: { eventType: string; eventName: string; queryID?: string; objectIDs: string[]; positions?: number[]; userToken: string }[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/search/1/events')
        events.push(...(JSON.parse(request.postData() ?? '{}') as { events: typeof events }).events)
    })
    await page.goto(`${baseUrl()}/query/latest/docs/framework/react/overview`)
    await waitForHydration(page)
    await openWithHotkey(page)
    const input = dialog(page).getByRole('combobox')
    await input.waitFor()
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true)
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
    // The caching guide is framework-neutral: React readers find it with the React chip on.
    await page.waitForFunction(() => /^\/query\/latest\/docs\/guides\/caching/.test(document.querySelector('[role="option"]')?.getAttribute('data-url') ?? ''))
    await dialog(page).locator('mark').first().waitFor()
    await chip(page, 'framework', 'react').click()
    await chip(page, 'framework', 'react').and(page.locator('[aria-pressed="false"]')).waitFor()

    // A word found nowhere: the zero-hit texts.
    await input.fill('zqxwvy')
    await dialog(page).getByText('No results found').waitFor()
    await dialog(page).getByText("Try adjusting your search or filters to find what you're looking for.").waitFor()

    // A library chip replaces the chosen one (single choice), and clicking it again clears it.
    await input.fill('query')
    await options(page).first().waitFor()
    const otherLibrary = dialog(page).locator('button[data-facet="library"][aria-pressed="false"]').first()
    const other = await otherLibrary.getAttribute('data-value')
    await otherLibrary.click()
    await chip(page, 'library', other!).and(page.locator('[aria-pressed="true"]')).waitFor()
    expect(await chip(page, 'library', 'query').getAttribute('aria-pressed')).toBe('false')
    // Every hit is of that library (a library with few hits also offers all libraries, as the last option).
    await page.waitForFunction(
      (lib) => [...document.querySelectorAll('[role="option"][data-url]')].every((o) => o.getAttribute('data-url')!.startsWith(`/${lib}/`)),
      other,
    )
    await chip(page, 'library', other!).click()
    await page.waitForFunction(() => document.querySelectorAll('button[data-facet="library"][aria-pressed="true"]').length === 0)

    // Pages: next, then last and first.
    const pager = dialog(page).getByRole('navigation', { name: 'Search result pages' })
    await pager.waitFor()
    const firstPageUrls = await options(page).evaluateAll((items) => items.map((i) => i.getAttribute('data-url')))
    await pager.getByRole('button', { name: 'Next page' }).click()
    await pager.getByRole('button', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor()
    await page.waitForFunction((first) => document.querySelector('[role="option"]')?.getAttribute('data-url') !== first, firstPageUrls[0])
    // The page is in the address too, once typing and clicking pause.
    await expect.poll(() => page.evaluate(() => new URLSearchParams(window.location.search).get('page')), { timeout: 3000 }).toBe('2')
    await pager.getByRole('button', { name: 'First page' }).click()
    await pager.getByRole('button', { name: 'Page 1' }).and(page.locator('[aria-current="page"]')).waitFor()
    expect(await pager.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true)

    // Keyboard focus: clamped arrows, Home and End; Enter opens the focused hit at its anchor.
    await input.fill('stale')
    // The previous query's list stays until the new answer replaces it whole: wait until the top hit marks the new word.
    await page.waitForFunction(() =>
      [...(document.querySelector('[role="option"][data-url]')?.querySelectorAll('mark') ?? [])].some((mark) => /stal/i.test(mark.textContent ?? '')),
    )
    const count = await options(page).count()
    await expect.poll(() => selectedIndex(page)).toBe(0)
    await input.press('ArrowUp')
    await expect.poll(() => selectedIndex(page)).toBe(0)
    await input.press('End')
    await expect.poll(() => selectedIndex(page)).toBe(count - 1)
    await input.press('ArrowDown')
    await expect.poll(() => selectedIndex(page)).toBe(count - 1)
    await input.press('Home')
    await expect.poll(() => selectedIndex(page)).toBe(0)
    if (count > 1) {
      await input.press('ArrowDown')
      await expect.poll(() => selectedIndex(page)).toBe(1)
      await input.press('ArrowUp')
    }
    const target = (await options(page).nth(0).getAttribute('data-url'))!
    expect(target).toContain('#')
    // Results that stay on screen are reported as viewed (for the dashboard's click-through rate).
    // (An earlier list that stayed on screen long enough is reported too: the one shown now is reported with all its hits.)
    await expect.poll(() => events.some((e) => e.eventType === 'view' && e.objectIDs.length === count), { timeout: 5000 }).toBe(true)
    await input.press('Enter')
    await page.waitForURL(`${baseUrl()}${target}`)
    // The chosen hit is reported as a click on the query that found it, at position 1.
    await expect.poll(() => events.filter((e) => e.eventType === 'click').length, { timeout: 5000 }).toBe(1)
    const click = events.find((e) => e.eventType === 'click')!
    expect(click).toMatchObject({ eventName: 'Hit Clicked', positions: [1] })
    expect(click.queryID).toMatch(/^[0-9a-f]{32}$/)
    expect(click.userToken).toMatch(/^anonymous-/)
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
    // A sheet down to the bottom of the screen, not a box that stops short of it; the list
    // scrolls inside it, so the pager under it stays on the screen.
    expect(Math.abs(box!.y + box!.height - 740)).toBeLessThanOrEqual(1)
    const list = await dialog(page).getByRole('listbox').boundingBox()
    expect(list!.y + list!.height).toBeLessThanOrEqual(740)
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('keeps every keystroke typed on a phone while the dialog’s code is still on its way (a cold opening)', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    // A slow network: the dialog's code arrives well after the reader has started typing.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await context.route(/\/assets\/SearchDialog-[^/]*\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`${baseUrl()}/query/latest/docs/framework/react/overview`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).tap()
    // The shell's input takes the first letters at once.
    await page.locator('[data-search-shell] input').waitFor()
    await page.keyboard.type('pagi', { delay: 40 })
    // The code arrives in the middle of the word; the reader does not stop.
    release()
    await page.keyboard.type('nation', { delay: 40 })
    const input = dialog(page).getByRole('combobox')
    await expect.poll(() => input.inputValue()).toBe('pagination')
    await answered(page)
    // The input keeps the focus: the next letters land in it too.
    await page.keyboard.type(' query', { delay: 40 })
    expect(await input.inputValue()).toBe('pagination query')
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('shows the stalled state after 200 ms of waiting, without the clear button, and keeps framework-neutral pages under a framework chip', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    // A search can be held: until `release()` or for `holdMs` at most, whichever comes first.
    let holdMs = 0
    let release = () => {}
    let onHeld = () => {}
    await page.route(/\/api\/search\/1\/indexes\/[^/]+\/queries/, async (route) => {
      if (holdMs) {
        onHeld()
        await new Promise<void>((resolve) => ((release = resolve), setTimeout(resolve, holdMs)))
      }
      await route.continue()
    })
    await page.goto(`${baseUrl()}/query/latest/docs/framework/react/overview`)
    await waitForHydration(page)
    await openWithHotkey(page)
    const input = dialog(page).getByRole('combobox')
    const status = dialog(page).getByRole('status')
    const clear = dialog(page).getByRole('button', { name: 'Clear the search' })

    // The React chip is preselected from the path, and shared reference pages stay in the results.
    await input.fill('query client')
    await chip(page, 'framework', 'react').waitFor()
    expect(await chip(page, 'framework', 'react').getAttribute('aria-pressed')).toBe('true')
    await options(page).first().waitFor()
    // The hits' addresses (the "Search all libraries" option, when offered, has none).
    const urls = (await options(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-url')))).filter((url): url is string => url !== null)
    expect(urls.some((url) => !url.includes('/framework/'))).toBe(true)
    expect(urls.every((url) => !/\/framework\/(?!react\/)/.test(url))).toBe(true)

    // Held under the client's 1 s connect time-out: stalled after 200 ms, idle once answered.
    // Timed from the held request, not from the typing: a busy machine may take a while to send it.
    holdMs = 900
    const held = new Promise<void>((resolve) => (onHeld = resolve))
    await input.fill('query client options')
    await held
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 850 }).toBe('stalled')
    expect(await status.textContent()).toBe('Searching…')
    expect(await clear.count()).toBe(0)
    holdMs = 0
    release()
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 5000 }).toBe('idle')
    await clear.waitFor()

    // An endpoint that does not answer in time: the error state, and the page keeps working.
    holdMs = 8000
    await input.fill('query client defaults')
    await dialog(page).getByText('The search is not available right now. Please try again.').waitFor({ timeout: 20_000 })
    expect(await status.getAttribute('data-status')).toBe('error')
    expect(problems.errors).toEqual([])
    await context.close()
  })
})

describe('search dialog: address, keyboard, way out', () => {
  const param = async (page: Page, name: string) => page.evaluate((key) => new URLSearchParams(window.location.search).get(key), name)

  it('writes the query, filters and page to the address while typing, and such an address opens the dialog with them', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await page.goto(`${baseUrl()}/query/latest/docs/framework/react/overview`)
    await waitForHydration(page)
    await openWithHotkey(page)
    const input = dialog(page).getByRole('combobox')
    await input.pressSequentially('cach')
    // Written once typing pauses (400 ms), not on every key.
    expect(await param(page, 'q')).toBeNull()
    await expect.poll(() => param(page, 'q'), { timeout: 3000 }).toBe('cach')
    expect(await param(page, 'library')).toBe('query')
    expect(await param(page, 'framework')).toBe('react')
    await chip(page, 'framework', 'react').click()
    await expect.poll(() => param(page, 'framework'), { timeout: 3000 }).toBeNull()
    const shared = page.url()
    expect(new URL(shared).pathname).toBe('/query/latest/docs/framework/react/overview')

    // The address, opened anew (a reload, or a link someone shared): the same search.
    await page.goto(shared)
    await waitForHydration(page)
    await expect.poll(() => dialog(page).getByRole('combobox').inputValue(), { timeout: 10_000 }).toBe('cach')
    await chip(page, 'library', 'query').and(page.locator('[aria-pressed="true"]')).waitFor()
    expect(await chip(page, 'framework', 'react').getAttribute('aria-pressed')).toBe('false')
    await options(page).first().waitFor()

    // Closing the dialog takes the search out of the address.
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })
    await expect.poll(() => param(page, 'q'), { timeout: 3000 }).toBeNull()
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('keeps the focus in the input: arrows move the active result, Home and End move the caret while typing and jump once the list is in use or with Ctrl', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    await openWithHotkey(page)
    const input = dialog(page).getByRole('combobox')
    await input.fill('query')
    await options(page).nth(2).waitFor()
    await answered(page)
    const count = await options(page).count()
    const caret = () => input.evaluate((el: HTMLInputElement) => el.selectionStart)
    const inInput = () => input.evaluate((el) => el === document.activeElement)

    // While typing: Home and End belong to the caret.
    await input.press('Home')
    expect(await caret()).toBe(0)
    await expect.poll(() => selectedIndex(page)).toBe(0)
    await input.press('End')
    expect(await caret()).toBe(5)
    await expect.poll(() => selectedIndex(page)).toBe(0)
    // With Ctrl they jump in the list.
    await input.press('Control+End')
    await expect.poll(() => selectedIndex(page)).toBe(count - 1)
    await input.press('Control+Home')
    await expect.poll(() => selectedIndex(page)).toBe(0)
    // Once the arrows moved through the list, Home and End jump too.
    await input.press('ArrowDown')
    await expect.poll(() => selectedIndex(page)).toBe(1)
    await input.press('End')
    await expect.poll(() => selectedIndex(page)).toBe(count - 1)
    await input.press('Home')
    await expect.poll(() => selectedIndex(page)).toBe(0)
    expect(await inInput()).toBe(true)
    // The active result is the combobox's active descendant.
    const active = await input.getAttribute('aria-activedescendant')
    expect(await options(page).nth(0).getAttribute('id')).toBe(active)
    // Typing again gives Home back to the caret.
    await input.press('s')
    await page.waitForFunction(() => (document.querySelector('[role="combobox"]') as HTMLInputElement).value === 'querys')
    await input.press('Home')
    expect(await caret()).toBe(0)
    expect(await inInput()).toBe(true)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('offers all libraries when the preselected one finds nothing, by click and by Enter, keeping the query', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await page.goto(`${baseUrl()}/query/latest/docs/framework/react/overview`)
    await waitForHydration(page)
    await openWithHotkey(page)
    const input = dialog(page).getByRole('combobox')
    await input.fill('createFileRoute')
    await dialog(page).getByText('No results found').waitFor()
    const wayOut = dialog(page).locator('[data-way-out]')
    await wayOut.waitFor()
    expect(await wayOut.textContent()).toContain('Search all libraries for “createFileRoute”')
    // The only option, so it is the active one: Enter takes it.
    expect(await wayOut.getAttribute('aria-selected')).toBe('true')
    await input.press('Enter')
    await page.waitForFunction(() => document.querySelectorAll('button[data-facet="library"][aria-pressed="true"]').length === 0)
    await options(page).first().waitFor()
    expect(await input.inputValue()).toBe('createFileRoute')
    const urls = await options(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-url')))
    expect(urls.length).toBeGreaterThan(0)
    expect(urls.every((url) => url && /^\/(router|start)\//.test(url))).toBe(true)

    // By click: the same scoped search, opened from its address.
    await page.goto(`${baseUrl()}/query/latest/docs/framework/react/overview?q=createFileRoute&library=query`)
    await waitForHydration(page)
    await dialog(page).locator('[data-way-out]').waitFor()
    await dialog(page).locator('[data-way-out]').click()
    await page.waitForFunction(() => document.querySelectorAll('button[data-facet="library"][aria-pressed="true"]').length === 0)
    await options(page).first().waitFor()
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('closes from its close button', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    await openWithHotkey(page)
    const close = dialog(page).getByRole('button', { name: 'Close search' })
    expect(await close.isVisible()).toBe(true)
    await close.click()
    await dialog(page).waitFor({ state: 'detached' })
    await context.close()
  })

  it('shows a failed search without the chips, counts and pages of the query before it', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    let fail = false
    await page.route(/\/api\/search\/1\/indexes\/[^/]+\/queries/, (route) =>
      fail ? route.fulfill({ status: 500, body: '{"message":"down","status":500}', contentType: 'application/json' }) : route.continue(),
    )
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    await openWithHotkey(page)
    const input = dialog(page).getByRole('combobox')
    await input.fill('query')
    await options(page).first().waitFor()
    await dialog(page).locator('button[data-facet]').first().waitFor()
    fail = true
    await input.fill('query client')
    await dialog(page).getByText('The search is not available right now. Please try again.').waitFor({ timeout: 20_000 })
    expect(await dialog(page).locator('button[data-facet]').count()).toBe(0)
    expect(await dialog(page).getByRole('navigation', { name: 'Search result pages' }).count()).toBe(0)
    expect(await options(page).count()).toBe(0)
    await context.close()
  })
})

describe("search dialog: chip row and the reader's framework", () => {
  it('starts the framework chip row at its start whenever the facets change', async () => {
    // A small phone: the framework chips are wider than the row.
    const { page, context, problems } = await openPage(browser, { viewport: { width: 320, height: 700 } })
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    await openWithHotkey(page)
    const input = dialog(page).getByRole('combobox')
    const row = dialog(page).locator('[role="group"][aria-label="Frameworks:"] div.overflow-x-auto')
    const chips = () => row.locator('button[data-facet="framework"]').allTextContents()
    await input.fill('overview')
    await row.waitFor()
    await answered(page)
    await expect.poll(() => row.evaluate((el) => el.scrollWidth > el.clientWidth), { timeout: 10_000 }).toBe(true)
    // The reader scrolls the row to its end (a stale offset cut "React" to "eact").
    await row.evaluate((el) => (el.scrollLeft = el.scrollWidth))
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    const before = (await chips()).join('|')
    await input.pressSequentially(' r')
    // New counts arrive with the answer to the new query; then the row is back at its start.
    await expect.poll(async () => (await chips()).join('|'), { timeout: 15_000 }).not.toBe(before)
    await expect.poll(() => row.evaluate((el) => el.scrollLeft), { timeout: 10_000 }).toBe(0)
    const first = row.locator('button[data-facet="framework"]').first()
    const [chipBox, rowBox] = await Promise.all([first.boundingBox(), row.boundingBox()])
    expect(chipBox!.x).toBeGreaterThanOrEqual(rowBox!.x)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  async function firstQueriesHit(colorScheme: 'light' | 'dark', stored?: string) {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 }, colorScheme })
    if (stored) await context.addInitScript((value) => window.localStorage.setItem('docs-framework', value), stored)
    const sent: string[] = []
    page.on('request', (request) => {
      if (/\/api\/search\/1\/indexes\/[^/]+\/queries/.test(new URL(request.url()).pathname)) sent.push(request.postData() ?? '')
    })
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    await openWithHotkey(page)
    await dialog(page).getByRole('combobox').fill('queries')
    // The Queries guide exists for React and Vue; its one hit stands for both.
    const hit = dialog(page).locator('[role="option"][data-url*="/guides/queries"]').first()
    await hit.waitFor()
    const url = await hit.getAttribute('data-url')
    await context.close()
    expect(problems.errors).toEqual([])
    return { url, sent: sent.join('\n') }
  }

  it('from the home page, shows a framework guide in the framework the reader chose in the docs, else in React', async () => {
    const chosen = await firstQueriesHit('light', 'vue')
    expect(chosen.url).toMatch(/^\/query\/latest\/docs\/framework\/vue\/guides\/queries/)
    expect(decodeURIComponent(chosen.sent)).toContain('framework:vue')
    const none = await firstQueriesHit('dark')
    expect(none.url).toMatch(/^\/query\/latest\/docs\/framework\/react\/guides\/queries/)
    expect(decodeURIComponent(none.sent)).toContain('framework:react')
  })
})
