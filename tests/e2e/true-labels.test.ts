/**
 * The version a page says it is, and the 404's suggestion, in Chromium. A `query` repository
 * whose main package declares 5.x while two side packages already declare 6.x (as Query's real
 * monorepo does): the version select, the landing page and a 404 under the docs all say v5.
 */
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, waitForHydration } from '../support/browser'
import { commitFiles, tempDir } from '../support/git-fixture'
import { startBuiltServer, type RunningServer } from '../support/server'
import { writeVersionsFixture } from '../support/versions-fixture'

const workspace = tempDir('site-true-labels-e2e-')
let server: RunningServer
let browser: Browser
let closeBrowser: () => Promise<void>

const manifest = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

beforeAll(async () => {
  const repos = path.join(workspace.dir, 'repos')
  writeVersionsFixture(repos)
  commitFiles(path.join(repos, 'query'), {
    'package.json': manifest({ name: 'root', private: true }),
    'packages/query-core/package.json': manifest({ name: '@tanstack/query-core', version: '5.102.0' }),
    'packages/react-query/package.json': manifest({ name: '@tanstack/react-query', version: '5.102.0' }),
    'packages/svelte-query/package.json': manifest({ name: '@tanstack/svelte-query', version: '6.1.39' }),
    'packages/vue-query-devtools/package.json': manifest({ name: '@tanstack/vue-query-devtools', version: '6.1.39' }),
  })
  server = await startBuiltServer({
    CONTENT_DIR: repos,
    SEARCH_INDEX_DIR: path.join(workspace.dir, 'index'),
    SEARCH_LIBRARIES: 'query',
    DATABASE_URL: `file:${path.join(workspace.dir, 'site.db')}`,
  })
  ;({ browser, close: closeBrowser } = await launchBrowser())
}, 120_000)

afterAll(async () => {
  await closeBrowser?.()
  await server?.stop()
  workspace.remove()
})

describe('the version a page says it is', () => {
  it('the select offers latest (v5), v5, v4 and v3 when side packages already declare 6.x', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await page.goto(`${server.url}/query/latest/docs/framework/react/overview`)
    await waitForHydration(page)
    const select = page.getByRole('combobox', { name: /^Version/ }).first()
    expect(await select.locator('option').allTextContents()).toEqual(['latest (v5)', 'v5', 'v4', 'v3'])
    // v6 is no version of these docs: its address is an unknown version, which opens latest.
    await page.goto(`${server.url}/query/v6/docs/framework/react/overview`)
    await page.waitForURL(`${server.url}/query/latest/docs/framework/react/overview`)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('the landing page says v5 (latest)', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    await page.goto(`${server.url}/query/latest`)
    await waitForHydration(page)
    await expect.poll(() => page.getByText(/^Version:/).textContent()).toBe('Version: v5 (latest)')
    await context.close()
  })
})

describe('a 404 under the docs', () => {
  it('names the suggested page by its title and framework, and the version by its label', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    const response = await page.goto(`${server.url}/query/latest/docs/framework/react/guides/cachng`)
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    await page.getByText('The Query v5 (latest) docs have no page “guides/cachng” for React.').waitFor()
    const suggestion = page.getByTestId('did-you-mean')
    expect(await suggestion.textContent()).toBe('Did you mean Caching · React?')
    await suggestion.getByRole('link').click()
    await page.waitForURL(`${server.url}/query/latest/docs/framework/react/guides/caching`)
    expect(problems.errors.filter((e) => !/status of 404/.test(e))).toEqual([])
    await context.close()
  })
})
