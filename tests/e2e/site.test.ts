import { describe, expect, it } from 'vitest'
import { baseUrl } from '../support/http'
import { firstLoadScripts, openPage, launchBrowserForFile, waitForHydration } from '../support/browser'

const browser = launchBrowserForFile()

const pagesToVisit = [
  '/',
  '/query/latest',
  '/router/latest',
  '/config/latest',
  '/terms',
  '/privacy',
  '/support',
  '/learn',
  '/ethos',
  '/dedicated-support',
  '/login',
  '/dashboard',
]

describe('every page of the foundation', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`renders without console errors or hydration warnings (${scheme}, phone width)`, async () => {
      const { page, context, problems } = await openPage(browser(), { colorScheme: scheme, viewport: { width: 390, height: 844 } })
      for (const path of pagesToVisit) {
        await page.goto(`${baseUrl()}${path}`)
        await waitForHydration(page)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${path} scrolls sideways at phone width`).toBeLessThanOrEqual(0)
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark')
      }
      expect(problems.errors).toEqual([])
      await context.close()
    })
  }
})

describe('theme toggle', () => {
  it('cycles auto → light → dark → auto and the choice survives a reload on first paint', async () => {
    const { page, context, problems } = await openPage(browser(), { colorScheme: 'dark' })
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    const toggle = page.locator('button[data-theme-mode]')
    const htmlIsDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'))

    expect(await toggle.getAttribute('data-theme-mode')).toBe('auto')
    expect(await htmlIsDark()).toBe(true)

    const saved = page.waitForResponse((r) => r.url().includes('/_serverFn/') && r.request().method() === 'POST')
    await toggle.click()
    expect((await saved).status()).toBe(200)
    expect(await toggle.getAttribute('data-theme-mode')).toBe('light')
    expect(await htmlIsDark()).toBe(false)

    // The class must be right in the HTML itself, before any script of ours runs.
    const response = await page.reload()
    expect(await response?.text()).toMatch(/<html lang="en" class="light"/)
    await waitForHydration(page)
    expect(await htmlIsDark()).toBe(false)

    await page.locator('button[data-theme-mode="light"]').click()
    await page.waitForSelector('button[data-theme-mode="dark"]')
    expect(await htmlIsDark()).toBe(true)
    await page.waitForLoadState('networkidle')
    await page.reload()
    expect(await htmlIsDark()).toBe(true)
    await waitForHydration(page)

    await page.locator('button[data-theme-mode="dark"]').click()
    await page.waitForSelector('button[data-theme-mode="auto"]')
    await page.emulateMedia({ colorScheme: 'light' })
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'))
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'))
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('refuses a theme value other than light, dark or auto with a 4xx', async () => {
    const { page, context } = await openPage(browser())
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    const requestPromise = page.waitForRequest((r) => r.url().includes('/_serverFn/') && r.method() === 'POST')
    await page.locator('button[data-theme-mode]').click()
    const request = await requestPromise
    const body = request.postData() ?? ''
    expect(body).toContain('light')
    const status = await page.evaluate(async ({ url, body, headers }) => (await fetch(url, { method: 'POST', body, headers })).status, {
      url: request.url(),
      body: body.replace('light', 'purple'),
      headers: await request.allHeaders(),
    })
    expect(status).toBeGreaterThanOrEqual(400)
    expect(status).toBeLessThan(500)
    await context.close()
  })
})

describe('not found', () => {
  it('"Go back" returns to the previous page and "Start Over" goes home', async () => {
    const { page, context, problems } = await openPage(browser())
    await page.goto(`${baseUrl()}/terms`)
    await waitForHydration(page)
    await page.goto(`${baseUrl()}/this/page/does/not/exist/at/all`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Go back' }).click()
    await page.waitForURL(`${baseUrl()}/terms`)

    await page.goto(`${baseUrl()}/this/page/does/not/exist/at/all`)
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Start Over' }).click()
    await page.waitForURL(`${baseUrl()}/`)
    expect(problems.errors.filter((e) => !e.includes('404'))).toEqual([])
    await context.close()
  })
})

describe('home page', () => {
  it('draws the gradient canvas, and leaves it out under reduced motion', async () => {
    const moving = await openPage(browser())
    await moving.page.goto(`${baseUrl()}/`)
    await waitForHydration(moving.page)
    // The canvas mounts in the render after hydration, once the motion preference is known.
    await moving.page.locator('canvas[data-testid="home-gradient"]').waitFor({ state: 'attached', timeout: 5000 })
    expect(await moving.page.locator('canvas[data-testid="home-gradient"]').count()).toBe(1)
    await moving.context.close()

    const still = await openPage(browser(), { reducedMotion: 'reduce' })
    await still.page.goto(`${baseUrl()}/`)
    await waitForHydration(still.page)
    // Give the same render a chance to happen, so the absence is not read too early.
    await still.page.waitForTimeout(1000)
    expect(await still.page.locator('canvas').count()).toBe(0)
    await still.context.close()
  })

  it('opens a library from its card without a full page load', async () => {
    const { page, context, problems } = await openPage(browser())
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42))
    await page.locator('[data-library-card="query"]').click()
    await page.waitForURL(`${baseUrl()}/query/latest`)
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Query' }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42)
    expect(await page.title()).toBe('TanStack Query')
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('loads under 138.5 KB of gzipped JavaScript in at most 15 requests on first visit', async () => {
    const { gzippedBytes, files } = await firstLoadScripts(browser(), `${baseUrl()}/`)
    console.log(`Home page JavaScript on first load: ${(gzippedBytes / 1024).toFixed(1)} KB gzipped in ${files} files`)
    expect(gzippedBytes).toBeLessThan(138.5 * 1024)
    expect(files).toBeLessThanOrEqual(15)
  })
})
