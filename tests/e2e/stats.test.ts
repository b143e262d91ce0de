import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { FakeNpmControl, fakeDownloads, yesterday } from '../support/fake-npm'
import { baseUrl } from '../support/http'
import { launchBrowser, openPage, waitForHydration } from '../support/browser'

let browser: Browser
let closeBrowser: () => Promise<void>
const npm = new FakeNpmControl(inject('fakeNpmUrl'))

beforeAll(async () => {
  ;({ browser, close: closeBrowser } = await launchBrowser())
  await npm.reset()
})
afterAll(async () => {
  await closeBrowser?.()
})

const DAY = 86_400_000
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10)
const days = (start: string, end: string) => {
  const list: string[] = []
  for (let d = start; d <= end; d = addDays(d, 1)) list.push(d)
  return list
}
const sum = (names: string[], list: string[]) => list.reduce((total, day) => total + names.reduce((s, n) => s + fakeDownloads(n, day), 0), 0)
const en = (n: number) => n.toLocaleString('en-US')

/** Waits for the chart to be drawn and returns the path of each solid series line. */
async function seriesPaths(page: Page): Promise<string[]> {
  await page.waitForSelector('[data-testid="npm-chart"][data-drawn="true"] svg', { timeout: 30_000 })
  // The first line mark holds one path per series; the second only the dashed partial bins.
  return page.$$eval('[data-testid="npm-chart"] svg g[data-mark="line"]', (marks) =>
    [...(marks[0]?.querySelectorAll('path') ?? [])].map((p) => p.getAttribute('d') ?? ''),
  )
}

describe('npm statistics page', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`draws the two default series with figures that match npm (${scheme}, phone width)`, async () => {
      const { page, context, problems } = await openPage(browser, { colorScheme: scheme, viewport: { width: 390, height: 844 } })
      await page.goto(`${baseUrl()}/stats/npm/`)
      await waitForHydration(page)
      expect(await seriesPaths(page)).toHaveLength(2)
      expect(await page.locator('[data-testid="chart-legend"] li').allTextContents()).toEqual(
        expect.arrayContaining(['react', '@tanstack/query-core + @tanstack/react-query']),
      )

      const end = yesterday()
      const range = days(addDays(end, -364), end)
      const weekStart = (() => {
        const weekday = (new Date(`${end}T00:00:00Z`).getUTCDay() + 6) % 7
        return addDays(end, -weekday)
      })()
      // On a phone the figures are stacked cards, one per group, instead of a table wider than the screen.
      const cards = page.locator('[data-testid="stats-cards"] > li')
      await cards.first().waitFor()
      expect(await cards.count()).toBe(2)
      expect(await page.locator('[data-testid="stats-table"]').isVisible()).toBe(false)
      const react = page.locator('[data-testid="stats-cards"] [data-group="react"]')
      expect(await react.locator('[data-cell="total"] dd').textContent()).toBe(en(sum(['react'], range)))
      // "Last complete week" is a whole week; the week being counted is apart, "so far".
      const weekComplete = weekStart === addDays(end, -6)
      const lastWeek = weekComplete ? days(weekStart, end) : days(addDays(weekStart, -7), addDays(weekStart, -1))
      expect(await react.locator('[data-cell="last"] dt').textContent()).toBe('Last complete week')
      expect(await react.locator('[data-cell="last"] dd').textContent()).toContain(en(sum(['react'], lastWeek)))
      if (!weekComplete) {
        expect(await react.locator('[data-cell="current"] dt').textContent()).toBe('This week so far')
        expect(await react.locator('[data-cell="current"] dd').textContent()).toContain(en(sum(['react'], days(weekStart, end))))
      }
      expect(await react.locator('[data-cell="change"] dt').textContent()).toBe('Change vs the week before')
      expect(await react.locator('[data-cell="change"] dd').textContent()).toMatch(new RegExp(`week of .* vs week of `))
      const query = page.locator('[data-testid="stats-cards"] [data-group="@tanstack/query-core + @tanstack/react-query"]')
      expect(await query.locator('[data-cell="total"] dd').textContent()).toBe(en(sum(['@tanstack/query-core', '@tanstack/react-query'], range)))
      for (const box of await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().right))) expect(box).toBeLessThanOrEqual(390)

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark')
      expect(problems.errors).toEqual([])
      await context.close()
    })
  }

  it('adds a package, changes range, binning and view, and a reload shows the same chart', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await page.goto(`${baseUrl()}/stats/npm/`)
    await waitForHydration(page)
    await seriesPaths(page)

    await page.getByLabel('Add a package').fill('zust')
    await page.getByRole('option', { name: /zustand/ }).click()
    await page.waitForURL(/zustand/)
    expect(await seriesPaths(page)).toHaveLength(3)

    await page.getByLabel('Range').selectOption('90-days')
    await page.waitForURL(/range=90-days/)
    await page.getByLabel('Binning').selectOption('daily')
    await page.waitForURL(/binningOption=daily/)
    await page.getByRole('radio', { name: 'Growth' }).check()
    await page.waitForURL(/viewMode=relative/)
    const handle = page.getByRole('separator', { name: 'Chart height' })
    await handle.focus()
    await page.keyboard.press('ArrowDown')
    await page.waitForURL(/height=420/)

    const before = await seriesPaths(page)
    expect(before).toHaveLength(3)
    // 90 daily points per series: the line has a vertex per day.
    expect(before[0]!.split(/[ML]/).filter(Boolean).length).toBeGreaterThanOrEqual(89)
    const url = page.url()
    await page.reload()
    await waitForHydration(page)
    const after = await seriesPaths(page)
    expect(page.url()).toBe(url)
    expect(after).toEqual(before)
    expect(await page.getByLabel('Range').inputValue()).toBe('90-days')
    expect(await page.getByRole('radio', { name: 'Growth' }).isChecked()).toBe(true)
    expect(await page.locator('[data-testid="npm-chart"] svg').getAttribute('height')).toBe('420')

    await page.getByRole('button', { name: 'Remove zustand' }).click()
    await page.waitForURL((u) => !u.href.includes('zustand'))
    expect(await seriesPaths(page)).toHaveLength(2)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('adds packages from the keyboard, to a new group or an existing one, and recolours a group', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    const packages = encodeURIComponent(JSON.stringify([{ packages: ['react'], color: '#3b82f6' }]))
    await page.goto(`${baseUrl()}/stats/npm/?packages=${packages}&range=%2230-days%22`)
    await waitForHydration(page)
    expect(await seriesPaths(page)).toHaveLength(1)

    const input = page.getByRole('combobox', { name: 'Add a package' })
    await input.fill('react-hook')
    await page.getByRole('option', { name: /react-hook-form/ }).waitFor()
    await input.press('ArrowDown')
    await input.press('Enter')
    await page.waitForURL(/react-hook-form/)
    expect(await seriesPaths(page)).toHaveLength(2)

    await page.getByLabel('Add to').selectOption({ label: 'react' })
    await input.fill('swr')
    await input.press('Escape')
    await input.press('Enter')
    await page.waitForURL(/swr/)
    await page.locator('[data-testid="chart-legend"]').getByText('react + swr').waitFor()
    expect(await seriesPaths(page)).toHaveLength(2)

    await page.getByLabel('Colour of react + swr').fill('#123456')
    await page.waitForURL(/%23123456|#123456/)
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="npm-chart"] svg g[data-mark="line"] path')].some((p) => p.getAttribute('stroke') === '#123456'),
    )

    await page.getByRole('button', { name: 'Remove group react-hook-form' }).click()
    await page.waitForURL((u) => !u.href.includes('react-hook-form'))
    expect(await seriesPaths(page)).toHaveLength(1)
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('shows a tooltip with the date and every series on hover', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await page.goto(`${baseUrl()}/stats/npm/?range=%2230-days%22`)
    await waitForHydration(page)
    await seriesPaths(page)
    const box = (await page.locator('[data-testid="npm-chart"] svg').boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    const tip = page.locator('[data-testid="npm-chart"] svg g[aria-label="tip"]')
    await tip.waitFor()
    const text = (await tip.textContent())?.replaceAll('\u200b', ' ')
    expect(text).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/)
    expect(text).toMatch(/react: [\d.]+[KM]/)
    expect(text).toMatch(/@tanstack\/query-core \+ @tanstack\/react-\s*query: [\d.]+[KM]/)
    await context.close()
  })

  it('reports an unknown package alone, keeps the others, and survives bad parameters', async () => {
    const { page, context, problems } = await openPage(browser)
    const packages = encodeURIComponent(JSON.stringify([{ packages: ['react'] }, { packages: ['does-not-exist-e2e'] }]))
    await page.goto(`${baseUrl()}/stats/npm/?packages=${packages}&range=%22forever%22&height=%22huge%22&viewMode=3`)
    await waitForHydration(page)
    await page.getByText('"does-not-exist-e2e" was not found on npm.').waitFor()
    expect(await seriesPaths(page)).toHaveLength(1)
    expect(await page.getByLabel('Range').inputValue()).toBe('365-days')
    // The 404 of npm is expected; nothing else may be logged.
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('shows the stored downloads with a notice while npm is unreachable', async () => {
    const { page, context, problems } = await openPage(browser)
    const packages = encodeURIComponent(JSON.stringify([{ packages: ['e2e-offline'] }, { packages: ['e2e-offline-too'] }]))
    const url = `${baseUrl()}/stats/npm/?packages=${packages}&range=%2230-days%22`
    const lastStored = addDays(yesterday(), -2)
    await npm.setLastDay(lastStored)
    try {
      await page.goto(url)
      await waitForHydration(page)
      expect(await seriesPaths(page)).toHaveLength(2)
      await npm.setDown(true)
      await page.reload()
      await waitForHydration(page)
      // One notice for both packages, not one each.
      await page
        .getByText(`npm could not be reached. Showing the downloads stored up to ${lastStored} for “e2e-offline”, “e2e-offline-too”. Try again later.`)
        .waitFor()
      expect(await page.locator('[data-testid="npm-offline"]').count()).toBe(1)
      expect(await page.locator('[data-testid="package-notice"]').count()).toBe(0)
      expect(await seriesPaths(page)).toHaveLength(2)
      const total = sum(['e2e-offline'], days(addDays(yesterday(), -29), lastStored))
      expect(await page.locator('[data-testid="stats-table"] [data-group="e2e-offline"] [data-cell="total"]').textContent()).toBe(en(total))
    } finally {
      await npm.setDown(false)
      await npm.setLastDay(undefined)
    }
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('shows an empty state without packages, and presets are one click away', async () => {
    const { page, context, problems } = await openPage(browser)
    await page.goto(`${baseUrl()}/stats/npm/?packages=%5B%5D`)
    await waitForHydration(page)
    await page.getByText('No packages to compare yet.').waitFor()
    await page.getByRole('link', { name: 'Forms' }).click()
    await page.waitForURL(/react-hook-form/)
    expect((await seriesPaths(page)).length).toBeGreaterThanOrEqual(2)
    expect(problems.errors).toEqual([])
    await context.close()
  })
})
