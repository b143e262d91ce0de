/**
 * "What changed" in Chromium, on a fixture repository with two majors: the compare control by
 * keyboard, a folded unchanged run opening, the comparison at phone width, and the search
 * dialog's hint for a renamed API name.
 */
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, waitForHydration } from '../support/browser'
import { tempDir } from '../support/git-fixture'
import { waitForSearchIndex } from '../support/search-index'
import { startBuiltServer, type RunningServer } from '../support/server'
import { writeVersionsFixture } from '../support/versions-fixture'

const workspace = tempDir('site-changes-e2e-')
let server: RunningServer
let browser: Browser
let closeBrowser: () => Promise<void>

beforeAll(async () => {
  writeVersionsFixture(path.join(workspace.dir, 'repos'))
  server = await startBuiltServer({
    CONTENT_DIR: path.join(workspace.dir, 'repos'),
    SEARCH_INDEX_DIR: path.join(workspace.dir, 'index'),
    SEARCH_LIBRARIES: 'query',
    DATABASE_URL: `file:${path.join(workspace.dir, 'site.db')}`,
  })
  ;({ browser, close: closeBrowser } = await launchBrowser())
  await waitForSearchIndex(server.url)
}, 120_000)

afterAll(async () => {
  await closeBrowser?.()
  await server?.stop()
  workspace.remove()
})

async function open(page: Page, pathname: string) {
  await page.goto(`${server.url}${pathname}`)
  await waitForHydration(page)
}

describe('comparing versions in the browser', () => {
  it('opens the comparison from the compare control by keyboard, and a folded run opens', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await open(page, '/query/latest/docs/framework/react/guides/caching')
    const summary = page.locator('aside [data-compare-control] > summary')
    await summary.focus()
    await page.keyboard.press('Enter')
    const first = page.locator('aside [data-compare-control] a').first()
    await expect.poll(() => first.isVisible()).toBe(true)
    await page.keyboard.press('Tab')
    expect(await first.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await first.textContent()).toBe('This page in v4')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\?compare=v4$/)
    await expect.poll(() => page.locator('[data-compare-summary]').textContent()).toContain('Changes from v4 to v5')
    expect(await page.locator('.doc-diff-line-ins').count()).toBe(1)

    const fold = page.locator('details.doc-diff-fold').first()
    expect(await fold.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false)
    expect(await fold.locator('.doc-diff-fold-body').isVisible()).toBe(false)
    expect(await fold.locator('summary').textContent()).toMatch(/^\d+ unchanged paragraphs$/)
    await fold.locator('summary').focus()
    await page.keyboard.press('Enter')
    expect(await fold.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true)
    expect(await fold.locator('.doc-diff-fold-body p').first().isVisible()).toBe(true)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('fits a phone, and its server-rendered comparison works before the scripts do', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context, problems } = await openPage(browser, { viewport: { width: 390, height: 844 }, colorScheme })
      await open(page, '/query/latest/docs/framework/react/guides/caching?compare=v4')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      expect(await page.locator('del.doc-diff-del').count()).toBeGreaterThan(0)
      expect(problems.errors).toEqual([])
      await context.close()
    }
  })

  it('shows the new name’s page when a reader searches for a renamed API name', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await open(page, '/query/latest/docs/framework/react/overview?q=cacheTime')
    const hint = page.locator('[data-renamed-hint] a')
    await expect.poll(() => hint.textContent(), { timeout: 10_000 }).toBe('gcTime (Query) — renamed from cacheTime in v5')
    expect(await hint.getAttribute('href')).toBe('/query/latest/docs/framework/react/reference/useQuery')
    expect(problems.errors).toEqual([])
    await context.close()
  })
})
