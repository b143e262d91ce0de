import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, waitForHydration, type PageProblems } from '../support/browser'
import { startFakeNpm, type FakeNpm } from '../support/fake-npm'
import { layoutShift, recordLayoutShifts } from '../support/layout-shift'
import { startBuiltServer, type RunningServer } from '../support/server'

// A server of its own that collects the live figures (every second) from a fake npm of its own.
let browser: Browser
let closeBrowser: () => Promise<void>
let npm: FakeNpm
let server: RunningServer
let dataDir: string

beforeAll(async () => {
  ;({ browser, close: closeBrowser } = await launchBrowser())
  npm = await startFakeNpm()
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-live-e2e-'))
  server = await startBuiltServer({
    DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
    NPM_DOWNLOADS_API: npm.url,
    NPM_REGISTRY: npm.url,
    NPM_REFRESH_SECONDS: '0',
    LIVE_STATS_REFRESH_SECONDS: '1',
  })
  // Let the first collection finish before the pages open.
  const deadline = Date.now() + 30_000
  for (;;) {
    const response = await fetch(`${server.url}/api/live/stats.json`)
    const stats = (await response.json()) as { npm?: { through: string | null } } | null
    if (stats?.npm?.through) break
    if (Date.now() > deadline) throw new Error('the live figures were never collected')
    await new Promise((r) => setTimeout(r, 200))
  }
})
afterAll(async () => {
  await closeBrowser?.()
  await server?.stop()
  await npm?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''))

async function counterValues(page: Page, samples: number, gapMs: number): Promise<number[]> {
  const counter = page.locator('[data-live-counter]')
  await counter.waitFor({ timeout: 20_000 })
  const values: number[] = []
  for (let i = 0; i < samples; i++) {
    values.push(digits(await counter.textContent()))
    if (i < samples - 1) await page.waitForTimeout(gapMs)
  }
  return values
}

/** Errors other than the browser's own report of the requests this test cut on purpose. */
const unexpected = (problems: PageProblems) => problems.errors.filter((e) => !/Failed to load resource: net::ERR_FAILED/.test(e))

async function expectPageIntact(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('TanStack')
  expect(await page.locator('[data-library-card]').count()).toBe(10)
}

describe('live figures on the home page', () => {
  it('counts downloads up while watched, shows the family totals and figures on the cards, without moving the page', async () => {
    const { page, context, problems } = await openPage(browser)
    await recordLayoutShifts(page)
    await page.goto(`${server.url}/`)
    await waitForHydration(page)
    const values = await counterValues(page, 3, 1_200)
    expect(values[0]).toBeGreaterThan(0)
    expect(values[1]).toBeGreaterThan(values[0]!)
    expect(values[2]).toBeGreaterThan(values[1]!)
    expect(await page.locator('[data-live-status]').getAttribute('data-live-status')).toBe('live')
    await expect(page.locator('[data-live-figure="last-day"]').textContent()).resolves.toMatch(/^[\d.]+[KMB]?$/)
    await expect(page.locator('[data-library-figures="query"]').textContent()).resolves.toMatch(/^[\d.]+[KMB]? downloads/)
    await expect(page.locator('[data-live-age]').textContent()).resolves.toMatch(/updated (just now|\d+ (seconds?|minutes?) ago)/)
    expect(await layoutShift(page)).toBeLessThan(0.01)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('keeps counting from the plain endpoint when the stream is cut, and the page stays whole', async () => {
    const { page, context, problems } = await openPage(browser)
    let cut = 0
    await page.route('**/api/live/stats', (route) => {
      cut++
      return route.abort()
    })
    await page.goto(`${server.url}/`)
    await waitForHydration(page)
    const values = await counterValues(page, 2, 1_200)
    expect(values[1]).toBeGreaterThan(values[0]!)
    expect(cut).toBeGreaterThanOrEqual(3)
    expect(await page.locator('[data-live-status]').getAttribute('data-live-status')).toBe('polling')
    await expectPageIntact(page)
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })

  it('leaves an empty box, not a broken page, when nothing live can be reached', async () => {
    const { page, context, problems } = await openPage(browser)
    await page.route('**/api/live/**', (route) => route.abort())
    await page.goto(`${server.url}/`)
    await waitForHydration(page)
    await page.waitForTimeout(4_000)
    expect(await page.locator('[data-live-counter]').count()).toBe(0)
    expect(await page.locator('[data-live-stats]').boundingBox()).toMatchObject({ height: expect.any(Number) })
    await expectPageIntact(page)
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })

  it('connects only while the section is in view', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 390, height: 300 } })
    const opened: string[] = []
    const ended: string[] = []
    page.on('request', (r) => r.url().endsWith('/api/live/stats') && opened.push(r.url()))
    page.on('requestfailed', (r) => r.url().endsWith('/api/live/stats') && ended.push(r.failure()?.errorText ?? 'failed'))
    page.on('requestfinished', (r) => r.url().endsWith('/api/live/stats') && ended.push('finished'))
    await page.goto(`${server.url}/`)
    await waitForHydration(page)
    await page.waitForTimeout(3_000)
    expect(opened).toEqual([])

    await page.locator('[data-live-stats]').scrollIntoViewIfNeeded()
    await page.locator('[data-live-counter]').waitFor({ timeout: 20_000 })
    expect(opened).toHaveLength(1)

    await page.locator('[data-library-card="config"]').scrollIntoViewIfNeeded()
    await expect.poll(() => ended.length, { timeout: 10_000 }).toBe(1)
    expect(opened).toHaveLength(1)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('shows the last figures with their age while npm is unreachable', async () => {
    const day = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)
    npm.state.lastDay = day
    const dir = mkdtempSync(path.join(tmpdir(), 'site-live-e2e-down-'))
    const other = await startBuiltServer({
      DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
      NPM_DOWNLOADS_API: npm.url,
      NPM_REGISTRY: npm.url,
      NPM_REFRESH_SECONDS: '0',
      LIVE_STATS_REFRESH_SECONDS: '1',
    })
    try {
      const json = async () => (await (await fetch(`${other.url}/api/live/stats.json`)).json()) as { npm: { through: string | null; stale: boolean } }
      await expect.poll(async () => (await json()).npm.through, { timeout: 30_000 }).toBe(day)
      // The day after is still missing, so npm is asked for it on every refresh: now it cannot answer.
      npm.state.down = true
      await expect.poll(async () => (await json()).npm.stale, { timeout: 30_000 }).toBe(true)

      const { page, context, problems } = await openPage(browser)
      await page.goto(`${other.url}/`)
      await waitForHydration(page)
      await page.locator('[data-live-counter]').waitFor({ timeout: 20_000 })
      expect(digits(await page.locator('[data-live-counter]').textContent())).toBeGreaterThan(0)
      await expect(page.locator('[data-live-age]').textContent()).resolves.toMatch(
        /could not be reached; showing the last figures, updated (just now|\d+ (seconds?|minutes?) ago)/,
      )
      await expect(page.locator('[data-library-figures="query"]').textContent()).resolves.toMatch(/downloads/)
      await expectPageIntact(page)
      expect(problems.errors).toEqual([])
      await context.close()
    } finally {
      npm.state.down = false
      npm.state.lastDay = undefined
      await other.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('shows still numbers to people who prefer reduced motion', async () => {
    const { page, context, problems } = await openPage(browser, { reducedMotion: 'reduce' })
    await page.goto(`${server.url}/`)
    await waitForHydration(page)
    const values = await counterValues(page, 2, 1_500)
    expect(values[0]).toBeGreaterThan(0)
    expect(values[1]).toBe(values[0])
    expect(problems.errors).toEqual([])
    await context.close()
  })
})
