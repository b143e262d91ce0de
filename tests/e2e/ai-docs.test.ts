/**
 * Docs for readers and their tools, in Chromium on the real Query and Router docs (corpus
 * bundles): the copy-page menu by mouse and keyboard, and version switching that keeps the
 * reader's place or says it could not.
 */
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPage, startSiteWithBrowser, waitForHydration, type SiteWithBrowser } from '../support/browser'
import { cloneCorpus, tempDir } from '../support/git-fixture'
import type { RunningServer } from '../support/server'

const workspace = tempDir('site-ai-docs-')
let server: RunningServer
let browser: Browser
let site: SiteWithBrowser

beforeAll(async () => {
  for (const name of ['query', 'router'] as const) cloneCorpus(name, path.join(workspace.dir, 'repos', name))
  site = await startSiteWithBrowser(workspace, { SEARCH_LIBRARIES: 'query' })
  ;({ server, browser } = site)
}, 120_000)

afterAll(() => site?.stop())

const queries = () => `${server.url}/query/latest/docs/framework/react/guides/queries`

describe('the copy page menu', () => {
  it('copies the page as Markdown with the mouse, with a toast, and offers the assistants', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
    await page.goto(queries())
    await waitForHydration(page)
    const button = page.getByRole('button', { name: 'Copy page' })
    const before = await button.boundingBox()
    await button.click()
    await page.getByRole('menuitem', { name: 'Copy page as Markdown' }).click()
    await page.getByRole('status').filter({ hasText: 'Copied the page as Markdown' }).waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toMatch(/^# Queries\n\nURL: http:\/\/localhost:3000\/query\/latest\/docs\/framework\/react\/guides\/queries\n\n/)
    // The real menu replaced the stand-in button without moving it.
    expect(await page.getByRole('button', { name: 'Copy page' }).boundingBox()).toEqual(before)

    await page.getByRole('button', { name: 'Copy page' }).click()
    const claude = await page.getByRole('menuitem', { name: 'Open in Claude' }).getAttribute('href')
    expect(new URL(claude!).searchParams.get('q')).toContain(`${server.url}/query/latest/docs/framework/react/guides/queries.md`)
    expect(await page.getByRole('menuitem', { name: 'Open in ChatGPT' }).getAttribute('href')).toMatch(/^https:\/\/chatgpt\.com\/\?/)
    expect(await page.getByRole('menuitem', { name: 'View as Markdown' }).getAttribute('href')).toBe('/query/latest/docs/framework/react/guides/queries.md')
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('works with the keyboard alone, at phone width in dark mode', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 390, height: 844 }, colorScheme: 'dark' })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
    await page.goto(queries())
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Copy page' }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('menu').waitFor()
    // The menu moves focus in a timeout after the key press (Radix's roving focus), so poll for it.
    const focused = () => page.evaluate(() => document.activeElement?.textContent)
    await expect.poll(focused).toBe('Copy page as Markdown')
    await page.keyboard.press('ArrowDown')
    await expect.poll(focused).toBe('View as Markdown')
    await page.keyboard.press('Escape')
    await page.getByRole('menu').waitFor({ state: 'detached' })
    // Focus goes back to the trigger in a timeout after the menu is gone; until then it is on the
    // body, whose text also holds "Copy page", so ask for the button itself.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.matches('button[aria-haspopup="menu"]') && document.activeElement.textContent))
      .toBe('Copy page')
    await page.keyboard.press('Enter')
    await page.getByRole('menu').waitFor()
    await page.keyboard.press('Enter')
    await page.getByRole('status').filter({ hasText: 'Copied the page as Markdown' }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Queries\n/)
    expect(problems.errors).toEqual([])
    await context.close()
  })
})

describe('switching version', () => {
  it('keeps the page when the other version has it', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await page.goto(queries())
    await waitForHydration(page)
    await page.getByLabel('Version').first().selectOption('v4')
    await page.waitForURL(`${server.url}/query/v4/docs/framework/react/guides/queries`)
    expect(await page.getByRole('status').filter({ hasText: 'closest page' }).count()).toBe(0)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('opens the closest page with a notice when the other version lacks the page', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await page.goto(`${server.url}/query/latest/docs/framework/react/guides/advanced-ssr`)
    await waitForHydration(page)
    await page.getByLabel('Version').first().selectOption('v4')
    await page.waitForURL((url) => url.pathname.startsWith('/query/v4/docs/') && !url.pathname.endsWith('advanced-ssr'))
    await page.getByRole('status').filter({ hasText: 'The page you were reading is not in the v4 docs: this is the closest page.' }).waitFor()
    // Another navigation leaves the notice behind.
    await page.getByRole('navigation', { name: 'Docs' }).first().getByRole('link').first().click()
    await page.waitForFunction(() => !document.body.textContent?.includes('this is the closest page'))
    expect(problems.errors).toEqual([])
    await context.close()
  })
})

describe('Mermaid diagrams', () => {
  it.each(['light', 'dark'] as const)('are drawn as SVG in the %s theme, the source kept beside them', async (colorScheme) => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 }, colorScheme })
    await page.goto(`${server.url}/start/latest/docs/framework/react/guide/middleware`)
    await waitForHydration(page)
    // Diagrams are drawn as they come into view, as a reader scrolls to them.
    await page.locator('figure.md-mermaid').first().scrollIntoViewIfNeeded()
    const diagram = page.locator('figure.md-mermaid .md-mermaid-diagram svg').first()
    await diagram.waitFor({ timeout: 30_000 })
    const box = await diagram.boundingBox()
    expect(box!.width).toBeGreaterThan(200)
    expect(box!.height).toBeGreaterThan(100)
    // The participants are drawn, in the theme's colours.
    expect(await diagram.locator('text').allTextContents()).toEqual(expect.arrayContaining(['Middleware.server', 'ServerFn']))
    expect(await page.locator('figure.md-mermaid').first().getAttribute('data-mermaid-theme')).toBe(colorScheme)
    const source = page.locator('figure.md-mermaid details .md-mermaid-source').first()
    expect(await source.textContent()).toMatch(/^sequenceDiagram/)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('leaves pages without a diagram without the renderer', async () => {
    const { page, context } = await openPage(browser)
    const scripts: string[] = []
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
    await page.goto(queries())
    await waitForHydration(page)
    await page.waitForTimeout(500)
    expect(scripts.filter((url) => /mermaid/.test(url))).toEqual([])
    await context.close()
  })
})
