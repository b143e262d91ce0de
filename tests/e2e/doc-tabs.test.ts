/**
 * Tab groups and framework blocks of the docs in Chromium, on the demo router docs: the ARIA
 * tabs pattern by mouse and keyboard, styled in both themes at desktop and phone width, the
 * choice remembered across pages, and framework blocks that follow the reader's framework.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { launchBrowserForFile, openPage, waitForHydration } from '../support/browser'
import { baseUrl } from '../support/http'

const browser = launchBrowserForFile()

const installation = '/router/latest/docs/installation'
const fileBasedRouting = '/router/latest/docs/framework/react/guides/file-based-routing'
const searchParams = 'guides/search-params'

async function open(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`)
  await waitForHydration(page)
}

/** Which tab of a group is selected and in the tab order, and which panel shows. */
async function tabState(group: Locator) {
  return group.evaluate((element) => {
    const tabs = [...element.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')]
    const panels = [...element.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')]
    return {
      selected: tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent),
      inTabOrder: tabs.filter((tab) => tab.tabIndex === 0).map((tab) => tab.textContent),
      shown: panels
        .filter((panel) => panel.checkVisibility())
        .map((panel) => document.getElementById(panel.getAttribute('aria-labelledby') ?? '')?.textContent),
    }
  })
}

const only = (label: string) => ({ selected: [label], inTabOrder: [label], shown: [label] })

describe('doc tab groups in the browser', () => {
  const colours: Record<string, string> = {}

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      it(`work by mouse and keyboard and are styled (${colorScheme}, ${viewport.width}px)`, async () => {
        const { page, context, problems } = await openPage(browser(), { viewport, colorScheme })
        await open(page, installation)
        const group = page.locator('.md-tabs[data-tab-group="bundler"]')
        const tab = (name: string) => group.getByRole('tab', { name, exact: true })
        expect(await tabState(group)).toEqual(only('Vite'))
        expect(await group.getByRole('tablist').getAttribute('aria-label')).toBe('Bundler')

        // Styled: labels side by side with room between them, the selected one marked.
        const boxes = await group.getByRole('tab').evaluateAll((tabs) => tabs.map((element) => element.getBoundingClientRect().toJSON() as DOMRect))
        for (let index = 1; index < boxes.length; index++) expect(boxes[index]!.left).toBeGreaterThanOrEqual(boxes[index - 1]!.right)
        const style = (name: string) => tab(name).evaluate((element) => ({ ...getComputedStyle(element) }))
        const [selected, other] = [await style('Vite'), await style('Rspack')]
        expect(parseFloat(selected.paddingLeft)).toBeGreaterThanOrEqual(8)
        expect(selected.whiteSpace).toBe('nowrap')
        expect(selected.boxShadow).not.toBe('none')
        expect(other.boxShadow).toBe('none')
        expect(selected.color).not.toBe(other.color)
        colours[`${colorScheme}-${viewport.width}`] = selected.color

        // The code of tab groups loads on first use, so the state is awaited.
        await tab('Webpack').click()
        await expect.poll(() => tabState(group)).toEqual(only('Webpack'))

        await tab('Webpack').focus()
        await page.keyboard.press('ArrowRight')
        await expect.poll(() => tabState(group)).toEqual(only('esbuild'))
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('esbuild')
        expect(await tab('esbuild').evaluate((element) => element.matches(':focus-visible') && getComputedStyle(element).outlineStyle !== 'none')).toBe(true)
        await page.keyboard.press('ArrowRight')
        await expect.poll(() => tabState(group)).toEqual(only('Vite'))
        await page.keyboard.press('End')
        await expect.poll(() => tabState(group)).toEqual(only('esbuild'))
        await page.keyboard.press('Home')
        await expect.poll(() => tabState(group)).toEqual(only('Vite'))
        await page.keyboard.press('ArrowLeft')
        await expect.poll(() => tabState(group)).toEqual(only('esbuild'))
        // Tab leaves the tab list for the panel: only the selected tab is in the tab order.
        await page.keyboard.press('Tab')
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel')

        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
        expect(problems.errors).toEqual([])
        await context.close()
      })
    }
  }

  it('look different in light and dark', () => {
    expect(colours['light-1280']).toBeDefined()
    expect(colours['light-1280']).not.toBe(colours['dark-1280'])
  })

  it('scroll sideways at phone width when the labels do not fit', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 390, height: 844 } })
    await open(page, `/router/latest/docs/framework/react/${searchParams}`)
    const list = page.locator('.md-framework-panel[data-framework="react"] .md-tabs[data-tab-group="files"] [role="tablist"]')
    const sizes = await list.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
      overflow: getComputedStyle(element).overflowX,
    }))
    expect(sizes.scroll).toBeGreaterThan(sizes.client)
    expect(sizes.overflow).toBe('auto')
    const last = list.getByRole('tab').last()
    await last.click()
    await expect.poll(() => last.getAttribute('aria-selected')).toBe('true')
    const box = await last.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('remember the reader’s choice per kind of group, across pages and reloads', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } })
    await open(page, installation)
    const bundler = page.locator('.md-tabs[data-tab-group="bundler"]')
    await bundler.getByRole('tab', { name: 'Webpack' }).click()
    await expect.poll(() => tabState(bundler)).toEqual(only('Webpack'))
    const packageManager = page.locator('.md-tabs[data-tab-group="package-manager"]').first()
    await packageManager.getByRole('tab', { name: 'bun' }).click()
    await expect.poll(() => tabState(packageManager)).toEqual(only('bun'))

    // In the app, through the sidebar, then by loading the page afresh.
    await page.getByRole('navigation', { name: 'Docs' }).first().getByRole('link', { name: 'File-Based Routing' }).click()
    await page.waitForURL(`${baseUrl()}${fileBasedRouting}`)
    await expect.poll(() => tabState(page.locator('.md-tabs[data-tab-group="bundler"]'))).toEqual(only('Webpack'))
    await page.reload()
    await waitForHydration(page)
    await expect.poll(() => tabState(page.locator('.md-tabs[data-tab-group="bundler"]'))).toEqual(only('Webpack'))

    await open(page, '/query/latest/docs/installation')
    await expect.poll(() => tabState(page.locator('.md-tabs[data-tab-group="package-manager"]'))).toEqual(only('bun'))
    expect(problems.errors).toEqual([])
    await context.close()
  })
})

describe('framework blocks in the browser', () => {
  async function blocks(page: Page) {
    return page.locator('article .md-prose > .md-framework').evaluateAll((elements) =>
      elements.map((block) => {
        const notice = block.querySelector<HTMLElement>(':scope > .md-framework-notice')!
        return {
          shown: [...block.querySelectorAll<HTMLElement>(':scope > .md-framework-panel')]
            .filter((panel) => panel.checkVisibility())
            .map((panel) => panel.dataset.framework),
          notice: notice.checkVisibility() ? notice.textContent : null,
        }
      }),
    )
  }

  it('show the framework of a Solid page, with a notice where a block has no Solid panel, and follow the selector', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } })
    await open(page, `/router/latest/docs/framework/solid/${searchParams}`)
    await expect
      .poll(() => blocks(page))
      .toEqual([
        { shown: ['solid'], notice: null },
        { shown: ['react'], notice: 'Not available for Solid — showing React' },
      ])
    await page.getByLabel('Framework').first().selectOption('react')
    await page.waitForURL(`${baseUrl()}/router/latest/docs/framework/react/${searchParams}`)
    await expect
      .poll(() => blocks(page))
      .toEqual([
        { shown: ['react'], notice: null },
        { shown: ['react'], notice: null },
      ])
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('follow the selector on a page for every framework', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 390, height: 844 }, colorScheme: 'dark' })
    await open(page, `/router/latest/docs/${searchParams}`)
    expect((await blocks(page))[0]).toEqual({ shown: ['react'], notice: null })
    await page.getByRole('button', { name: 'Router docs' }).click()
    await page.getByRole('dialog').getByLabel('Framework').selectOption('solid')
    await page.keyboard.press('Escape')
    await expect
      .poll(() => blocks(page))
      .toEqual([
        { shown: ['solid'], notice: null },
        { shown: ['react'], notice: 'Not available for Solid — showing React' },
      ])
    expect(page.url()).toBe(`${baseUrl()}/router/latest/docs/${searchParams}`)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('are chosen in the page as served, before any script runs', async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 1280, height: 900 }, javaScriptEnabled: false })
    await page.goto(`${baseUrl()}/router/latest/docs/framework/solid/overview`)
    const visibleCommands = await page
      .locator('.md-tabs')
      .first()
      .locator('pre')
      .evaluateAll((pres) => pres.filter((pre) => pre.checkVisibility()).map((pre) => pre.textContent))
    expect(visibleCommands).toEqual(['npm i @tanstack/solid-router'])
    await context.close()
  })
})
