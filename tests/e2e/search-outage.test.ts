/**
 * The search dialog with SEARCH_BACKEND=algolia while the Algolia host is down or slow: the
 * dialog shows its error state (not the empty state, not an uncaught exception) within
 * ALGOLIA_TIMEOUT_MS, and results once Algolia is back.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { launchBrowser, openPage, waitForHydration } from '../support/browser'
import { startFakeAlgolia, type FakeAlgolia } from '../support/fake-algolia'
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy'
import { startBuiltServer, type RunningServer } from '../support/server'

let browser: Browser
let closeBrowser: () => Promise<void>
let algolia: FakeAlgolia
let proxy: FaultProxy
let server: RunningServer
const dataDir = mkdtempSync(path.join(tmpdir(), 'site-search-outage-'))

beforeAll(async () => {
  ;({ browser, close: closeBrowser } = await launchBrowser())
  algolia = await startFakeAlgolia()
  proxy = await startFaultProxy({ port: Number(new URL(algolia.url).port) }, { delayMs: 60_000 })
  server = await startBuiltServer({
    SEARCH_BACKEND: 'algolia',
    ALGOLIA_APP_ID: 'FAKEAPP',
    ALGOLIA_SEARCH_KEY: 'search-only-key',
    ALGOLIA_HOST: `http://${proxy.host}`,
    ALGOLIA_TIMEOUT_MS: '1500',
    DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
    LIVE_STATS_REFRESH_SECONDS: '0',
  })
}, 120_000)

afterAll(async () => {
  await closeBrowser?.()
  await server?.stop()
  await proxy?.close()
  await algolia?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

async function searchFor(page: Page, text: string) {
  await page.goto(`${server.url}/query/latest/docs/framework/react/overview`)
  await waitForHydration(page)
  const input = page.getByRole('dialog').getByRole('combobox')
  for (let attempt = 0; attempt < 20 && !(await input.isVisible()); attempt++) {
    await page.keyboard.press('Control+k')
    await page.waitForTimeout(250)
  }
  await input.fill(text)
}

it('shows the error state while Algolia is unreachable or slow, and results once it is back', async () => {
  for (const mode of ['down', 'slow'] as const) {
    await proxy.setMode(mode)
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    let searches = 0
    page.on('request', (request) => void (request.url().includes(proxy.host) && searches++))
    await searchFor(page, 'overview')
    const started = Date.now()
    await page.getByRole('dialog').getByText('The search is not available right now. Please try again.').waitFor({ timeout: 10_000 })
    expect(Date.now() - started, mode).toBeLessThan(8_000)
    // The failed search is not sent again and again; the error state stays.
    const sent = searches
    await page.waitForTimeout(4_000)
    expect(searches, mode).toBe(sent)
    expect(await page.getByRole('dialog').getByText('The search is not available right now. Please try again.').isVisible()).toBe(true)
    expect(await page.getByRole('dialog').getByText('Start typing to search').count()).toBe(0)
    expect(problems.errors.filter((e) => e.startsWith('pageerror'))).toEqual([])
    await context.close()
  }

  await proxy.setMode('pass')
  const again = await openPage(browser, { viewport: { width: 1280, height: 900 } })
  await searchFor(again.page, 'overview')
  await again.page.getByRole('dialog').getByRole('option').first().waitFor()
  expect(await again.page.getByRole('dialog').getByRole('option').first().getAttribute('data-url')).toBe('/query/latest/docs/framework/react/overview')
  await again.context.close()
})
