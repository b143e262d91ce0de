import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createAdmin } from '../support/auth'
import { launchBrowser, openPage, waitForHydration } from '../support/browser'
import { baseUrl } from '../support/http'

const ADMIN = { username: 'site-admin', password: 'a passphrase for the e2e admin' }

let browser: Browser
let closeBrowser: () => Promise<void>

beforeAll(async () => {
  await createAdmin(inject('databaseUrl'), ADMIN.username, ADMIN.password)
  ;({ browser, close: closeBrowser } = await launchBrowser())
})
afterAll(async () => {
  await closeBrowser?.()
})

/** Errors the page is expected to log: the failed sign-in's 401 answer. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 401/.test(e))

describe('maintainers dashboard', () => {
  it('an admin signs in, sees the figures, syncs content, rebuilds search, sees search analytics, and signs out', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    await page.goto(`${baseUrl()}/dashboard`)
    await page.waitForURL(/\/login\?redirect=%2Fdashboard$/)
    await waitForHydration(page)

    // Inline errors for empty fields, then a wrong password.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect.poll(() => page.locator('#login-username-error').textContent()).toBe('Enter your username.')
    expect(await page.getByLabel('Username', { exact: true }).getAttribute('aria-invalid')).toBe('true')
    await page.getByLabel('Username', { exact: true }).fill(ADMIN.username)
    await page.getByLabel('Password', { exact: true }).fill('not the password')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Wrong username or password.')

    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL(`${baseUrl()}/dashboard`)
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor()
    expect(await page.getByText(`Signed in as ${ADMIN.username}`).count()).toBe(1)

    // The figures: a row per library with its repository, the caches and the search extension point.
    const content = page.getByRole('region', { name: 'Content freshness' })
    expect(await content.getByRole('row').count()).toBe(11)
    expect(await content.getByRole('rowheader', { name: 'Query' }).count()).toBe(1)
    expect(await content.getByText('tanstack/query', { exact: true }).count()).toBe(1)
    expect(await page.getByRole('region', { name: 'npm statistics cache' }).getByText('Packages stored').count()).toBe(1)
    expect(await page.getByRole('region', { name: 'Sponsors source' }).getByText('Local file').count()).toBe(1)
    const searchIndex = page.getByRole('region', { name: 'Search index' })
    expect(await searchIndex.getByText('Records').count()).toBe(1)
    await searchIndex.getByRole('button', { name: 'Rebuild' }).click()
    await searchIndex.getByText('Search index rebuilt.').waitFor()
    const analytics = page.getByRole('region', { name: 'Search analytics' })
    expect(await analytics.getByText('Top queries').count()).toBe(1)
    expect(await analytics.getByText(/Click-through/).count()).toBe(1)

    // Phone width: the table scrolls inside its panel, the page itself does not scroll sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, 'the dashboard scrolls sideways at phone width').toBeLessThanOrEqual(0)

    // Sync now: runs, reports, and the table shows when each repository was last synced.
    await content.getByRole('button', { name: 'Sync now' }).click()
    await expect.poll(() => content.getByRole('status').textContent(), { timeout: 20_000 }).toMatch(/^Sync finished: \d+ of 9 repositories updated/)
    expect(await content.getByText('not a mirror').count()).toBeGreaterThan(0)
    expect(await content.getByText('never synced').count()).toBe(0)

    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await page.waitForURL(`${baseUrl()}/login`)
    await page.goto(`${baseUrl()}/dashboard`)
    await page.waitForURL(/\/login\?redirect=%2Fdashboard$/)
    expect(unexpected(problems.errors)).toEqual([])
    await context.close()
  })
})
