import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, waitForHydration } from '../support/browser'
import { baseUrl } from '../support/http'
import { startBuiltServer, type RunningServer } from '../support/server'

// The production build with ROUTER_DEVTOOLS=1, on a server of its own.
let browser: Browser
let closeBrowser: () => Promise<void>
let server: RunningServer
let dataDir: string

beforeAll(async () => {
  ;({ browser, close: closeBrowser } = await launchBrowser())
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-devtools-e2e-'))
  server = await startBuiltServer({ ROUTER_DEVTOOLS: '1', DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`, LIVE_STATS_REFRESH_SECONDS: '0' })
})
afterAll(async () => {
  await closeBrowser?.()
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const devtoolsButton = (page: Page) => page.getByRole('button', { name: 'Open TanStack Router Devtools' })

describe('the router devtools panel', () => {
  it('shows on the router pages of a production build with ROUTER_DEVTOOLS=1, and only there', async () => {
    const { page, context, problems } = await openPage(browser)
    const devtoolsChunks: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/.*devtools/i.test(request.url())) devtoolsChunks.push(request.url())
    })
    await page.goto(`${server.url}/query/latest`)
    await waitForHydration(page)
    await page.waitForTimeout(500)
    expect(await devtoolsButton(page).count()).toBe(0)
    expect(devtoolsChunks).toEqual([])

    await page.goto(`${server.url}/router/latest`)
    await waitForHydration(page)
    await devtoolsButton(page).waitFor()
    await devtoolsButton(page).click()
    // The panel shows the router's state and the route tree, with the library matched.
    await page.getByText('Pathname', { exact: true }).waitFor()
    await page.getByText('(router)', { exact: true }).waitFor()
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('stays off without the variable', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${baseUrl()}/router/latest`)
    await waitForHydration(page)
    await page.waitForTimeout(500)
    expect(await devtoolsButton(page).count()).toBe(0)
    await context.close()
  })
})
