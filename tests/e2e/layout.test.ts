import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RAIL_PROMO_ROTATION_MS } from '../../src/site/ads'
import { launchBrowserForFile, openPage, waitForHydration } from '../support/browser'
import { baseUrl } from '../support/http'

const browser = launchBrowserForFile()

/** One page of every kind the site has, on the demo content. */
const everyPageType = {
  home: '/',
  'library landing': '/query/latest',
  'docs page': '/query/latest/docs/framework/react/overview',
  'long docs guide': '/query/latest/docs/framework/react/guides/queries',
  'framework chooser': '/query/latest/docs/framework',
  'framework landing': '/query/latest/docs/framework/react/',
  'example viewer': '/router/latest/docs/framework/react/examples/kitchen-sink-file-based',
  'blog index': '/blog',
  'blog post': '/blog/query-v5-release-notes',
  stats: '/stats/npm',
  'sponsors widget': '/sponsors-embed',
  'dedicated support': '/dedicated-support',
  learn: '/learn',
  ethos: '/ethos',
  support: '/support',
  terms: '/terms',
  privacy: '/privacy',
  login: '/login',
  'not found': '/no-such-page',
  'not found in a library': '/query/latest/no-such-page',
}

/** How far the page can be scrolled sideways (0 when it cannot). */
const sidewaysScroll = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth)

/** Resolves once the browser has laid out and painted the page as it is now (after a resize). */
const nextFrame = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))

async function scrollThrough(page: Page) {
  // Down to the bottom, so that sections loading near the viewport (the sponsors pack) are there.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  if (await page.locator('[data-sponsors-section]').count()) await page.locator('[data-sponsors-section] [data-sponsor-pack]').first().waitFor()
}

describe('no page scrolls sideways', () => {
  /**
   * Each page is loaded at a phone's width, then the window is widened through the others. The
   * site's layout is CSS alone (no component reads the window's width when it mounts), so a
   * widened page lays out as one loaded at that width would, at a fifth of the page loads.
   */
  const narrowest = 320
  const wider = [390, 768, 1024, 1280]
  // One browser tab for all of them, as a reader going from page to page (its cache warm).
  let tab: Awaited<ReturnType<typeof openPage>>
  beforeAll(async () => {
    tab = await openPage(browser(), {
      viewport: { width: narrowest, height: 800 },
    })
  })
  afterAll(async () => {
    await tab?.context.close()
  })

  for (const [name, path] of Object.entries(everyPageType)) {
    it(`${name} (${path}), at ${narrowest} px as loaded and scrolled, then widened to ${wider.join(', ')} px`, async () => {
      const { page, problems } = tab
      problems.errors.length = 0
      await page.setViewportSize({ width: narrowest, height: 800 })
      await page.goto(`${baseUrl()}${path}`)
      await waitForHydration(page)
      expect(await sidewaysScroll(page), `at ${narrowest} px, as loaded`).toBeLessThanOrEqual(0)
      await scrollThrough(page)
      expect(await sidewaysScroll(page), `at ${narrowest} px, scrolled to the bottom`).toBeLessThanOrEqual(0)
      for (const width of wider) {
        await page.setViewportSize({ width, height: 800 })
        await nextFrame(page)
        expect(await sidewaysScroll(page), `at ${width} px`).toBeLessThanOrEqual(0)
      }
      // The not-found pages are answered with a 404, which the browser reports as an error.
      expect(problems.errors.filter((e) => !/status of 404/.test(e))).toEqual([])
    })
  }

  it('on the sponsors widget, every name readable without hovering, in a frame as narrow as a phone', async () => {
    const { page, context } = await openPage(browser(), {
      viewport: { width: 320, height: 640 },
    })
    await page.goto(`${baseUrl()}/sponsors-embed`)
    await waitForHydration(page)
    const links = page.locator('a[data-sponsor]')
    const count = await links.count()
    expect(count).toBeGreaterThan(0)
    const names = await page.locator('a[data-sponsor] [data-sponsor-name]').evaluateAll((all) =>
      all.map((name) => {
        const box = name.getBoundingClientRect()
        return {
          left: box.left,
          right: box.right,
          size: parseFloat(getComputedStyle(name).fontSize),
          shown: box.width > 0 && getComputedStyle(name).display !== 'none',
        }
      }),
    )
    expect(names).toHaveLength(count)
    for (const name of names) {
      expect(name.shown).toBe(true)
      expect(name.size).toBeGreaterThanOrEqual(9)
      expect(name.left).toBeGreaterThanOrEqual(0)
      expect(name.right).toBeLessThanOrEqual(320)
    }
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
    // Every circle is big enough to tap (24 px, WCAG 2.5.8).
    const sizes = await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().width))
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(24)
    await context.close()
  })
})

describe('a page the browser paints before its HTML has all come', () => {
  /** Where `selector`'s element starts and how wide it is, on the page as served and on the page cut off just before `cutBefore`'s first match (its height may grow with content that comes later). */
  async function boxWholeAndCut(path: string, width: number, selector: string, cutBefore: RegExp) {
    const { page, context } = await openPage(browser(), {
      viewport: { width, height: 900 },
      javaScriptEnabled: false,
    })
    const url = `${baseUrl()}${path}`
    const html = await (await fetch(url)).text()
    const cutAt = html.search(cutBefore)
    expect(cutAt, `${cutBefore} in ${path}`).toBeGreaterThan(0)
    const box = () =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => {
          const { x, y, width } = element.getBoundingClientRect()
          return { x, y, width }
        })
    await page.goto(url)
    const whole = await box()
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html.slice(0, cutAt) }))
    await page.goto(url)
    const cut = await box()
    await context.close()
    return { whole, cut }
  }

  // A browser paints a long streamed page part-way on a slow phone; what comes later must not move what it has shown.
  it('keeps the docs article as wide as it will be before the right rail is there', async () => {
    const { whole, cut } = await boxWholeAndCut('/query/latest/docs/framework/react/overview', 1400, 'article', /<aside[^>]*data-page-rail/)
    expect(cut).toEqual(whole)
  })

  it('keeps the sponsors of a library landing in the middle column before the rail ads are there', async () => {
    const { whole, cut } = await boxWholeAndCut('/query/latest', 1280, '[data-sponsors-section]', /<aside[^>]*data-ad-slot="left-rail"/)
    expect(cut).toEqual(whole)
  })
})

describe('docs sidebar selects', () => {
  /** Labels wider than the room their select gives them (the arrow takes about 24 px). */
  const cutLabels = (page: Page) =>
    page.evaluate(() => {
      const cut: string[] = []
      const probe = document.createElement('span')
      probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap'
      document.body.append(probe)
      for (const select of document.querySelectorAll<HTMLSelectElement>('aside select, [role="dialog"] select')) {
        if (!select.getClientRects().length) continue
        const style = getComputedStyle(select)
        probe.style.font = style.font
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24
        for (const option of select.options) {
          probe.textContent = option.text
          if (probe.getBoundingClientRect().width > room) cut.push(`${option.text} (${Math.round(probe.getBoundingClientRect().width)} > ${Math.round(room)})`)
        }
      }
      probe.remove()
      return cut
    })

  it('show every framework and version label whole, on a wide screen and in the phone drawer', async () => {
    for (const width of [1024, 1280, 1536]) {
      const { page, context } = await openPage(browser(), {
        viewport: { width, height: 900 },
      })
      await page.goto(`${baseUrl()}/query/latest/docs/framework/react/overview`)
      await waitForHydration(page)
      expect(await page.locator('aside select').count()).toBe(2)
      expect(await cutLabels(page), `at ${width} px`).toEqual([])
      await context.close()
    }
    const { page, context } = await openPage(browser(), {
      viewport: { width: 320, height: 700 },
    })
    await page.goto(`${baseUrl()}/query/latest/docs/framework/react/overview`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Query docs' }).click()
    await page.getByRole('dialog').locator('select').first().waitFor()
    expect(await cutLabels(page), 'in the drawer at 320 px').toEqual([])
    await context.close()
  })
})

describe('the footer banner', () => {
  // The footer alternates between dedicated support and sponsoring every rotation period.
  for (const [promo, period] of [
    ['dedicated support', 0],
    ['sponsoring', 1],
  ] as const) {
    for (const width of [390, 1280]) {
      it(`shows its whole text, ${promo} at ${width} px`, async () => {
        const { page, context } = await openPage(browser(), {
          viewport: { width, height: 800 },
        })
        await page.clock.setFixedTime(new Date((1_000_000 + period) * RAIL_PROMO_ROTATION_MS))
        await page.goto(`${baseUrl()}/terms`)
        await waitForHydration(page)
        const banner = page.locator('[data-ad-slot="footer"] [data-house-ad]')
        await banner.waitFor()
        const clipped = await banner.evaluate((link) => {
          const box = link.getBoundingClientRect()
          const problems: string[] = []
          for (const element of link.querySelectorAll<HTMLElement>('span')) {
            if (!element.getClientRects().length) continue
            const own = element.getBoundingClientRect()
            if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)
              problems.push(`"${element.textContent}" overflows itself`)
            if (own.left < box.left - 1 || own.right > box.right + 1 || own.top < box.top - 1 || own.bottom > box.bottom + 1)
              problems.push(`"${element.textContent}" leaves the banner`)
            if (getComputedStyle(element).textOverflow === 'ellipsis') problems.push(`"${element.textContent}" ends in an ellipsis`)
          }
          return problems
        })
        expect(clipped).toEqual([])
        await context.close()
      })
    }
  }
})

describe('the navigation spinner', () => {
  it('turns in a place of its own in the header, clear of the theme toggle and the other buttons', async () => {
    for (const width of [320, 390, 1280]) {
      const { page, context } = await openPage(browser(), {
        viewport: { width, height: 800 },
      })
      await page.goto(`${baseUrl()}/`)
      await waitForHydration(page)
      // Hold the next page's data back, so the navigation stays pending.
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await context.route(/\/_serverFn\//, async (route) => {
        await held
        await route.continue()
      })
      await page.locator('footer a[href="/blog"], header a[href="/blog"]').first().dispatchEvent('click')
      const spinner = page.locator('header [data-navigation-spinner][data-loading="true"]')
      await spinner.waitFor()
      await page.waitForFunction(() => getComputedStyle(document.querySelector('header [data-navigation-spinner]')!).opacity === '1')
      const spinnerBox = (await spinner.boundingBox())!
      const others = await page.locator('header a, header button').evaluateAll((elements) =>
        elements
          .filter((e) => e.getClientRects().length)
          .map((e) => ({
            name: e.getAttribute('aria-label') ?? e.textContent,
            box: e.getBoundingClientRect().toJSON() as DOMRect,
          })),
      )
      for (const other of others) {
        const overlaps =
          spinnerBox.x < other.box.right &&
          other.box.left < spinnerBox.x + spinnerBox.width &&
          spinnerBox.y < other.box.bottom &&
          other.box.top < spinnerBox.y + spinnerBox.height
        expect(overlaps, `the spinner covers "${other.name}" at ${width} px`).toBe(false)
      }
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
      release()
      await page.waitForURL(/\/blog$/)
      await page.locator('header [data-navigation-spinner][data-loading="false"]').waitFor()
      await context.close()
    }
  })
})

describe('the example viewer', () => {
  const path = '/router/latest/docs/framework/react/examples/kitchen-sink-file-based'

  it('keeps its toolbar on one row from a phone to a wide screen', async () => {
    for (const width of [320, 390, 768, 1024, 1280]) {
      const { page, context } = await openPage(browser(), {
        viewport: { width, height: 800 },
      })
      await page.goto(`${baseUrl()}${path}`)
      await waitForHydration(page)
      const middles = await page
        .locator('section[aria-labelledby="example-title"] > header')
        .locator('a, button')
        .evaluateAll((controls) => controls.map((c) => (c.getBoundingClientRect().top + c.getBoundingClientRect().bottom) / 2))
      expect(middles.length).toBeGreaterThanOrEqual(4)
      expect(Math.max(...middles) - Math.min(...middles), `toolbar rows at ${width} px: ${middles.join(', ')}`).toBeLessThan(4)
      expect(await page.getByRole('button', { name: 'Full screen' }).count()).toBe(1)
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
      await context.close()
    }
  })

  it('gives every file its whole name on hover and while it has the keyboard focus', async () => {
    const { page, context } = await openPage(browser(), {
      viewport: { width: 1280, height: 800 },
    })
    await page.goto(`${baseUrl()}${path}`)
    await waitForHydration(page)
    // A narrow explorer, as after dragging it smaller: names no longer fit.
    await page.locator('.example-explorer').evaluate((nav) => ((nav as HTMLElement).style.width = '10rem'))
    const rows = page.locator('[role="treeitem"][data-type="file"] a')
    for (const row of await rows.all()) {
      const name = (await row.innerText()).trim()
      const title = (await row.getAttribute('title')) ?? ''
      expect(title === name || title.endsWith(`/${name}`), `"${title}" names ${name}`).toBe(true)
    }
    const longest = page.locator('[role="treeitem"][data-path$="posts.$postId.tsx"]')
    const name = longest.locator('a > span')
    expect(await name.evaluate((e) => e.scrollWidth > e.clientWidth), 'the name is cut in a narrow explorer').toBe(true)
    await page.getByRole('tree', { name: 'Files' }).locator('[tabindex="0"]').focus()
    const focusedPath = () => page.evaluate(() => document.activeElement?.getAttribute('data-path'))
    const longestPath = await longest.getAttribute('data-path')
    // One row per key press: each press waits for the focus to move before the next.
    for (let i = 0; i < 20 && (await focusedPath()) !== longestPath; i++) {
      const before = await focusedPath()
      await page.keyboard.press('ArrowDown')
      await expect.poll(focusedPath).not.toBe(before)
    }
    expect(await focusedPath()).toBe(longestPath)
    expect(await name.evaluate((e) => e.scrollWidth <= e.clientWidth), 'the focused name is whole').toBe(true)
    expect(await page.getByTestId('current-file').getAttribute('title')).toBe('src/routes/__root.tsx')
    await context.close()
  })
})

describe('copy buttons on a phone', () => {
  it('sit above the first line of code, not over its end', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context, problems } = await openPage(browser(), {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        colorScheme,
      })
      await page.goto(`${baseUrl()}/query/latest/docs/framework/react/overview`)
      await waitForHydration(page)
      expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true)
      // Blocks in tabs that are not chosen are hidden.
      const blocks = page.locator('.md-code-body').filter({ visible: true })
      expect(await blocks.count()).toBeGreaterThan(0)
      for (const block of await blocks.all()) {
        await block.scrollIntoViewIfNeeded()
        const { button, line } = await block.evaluate((body) => {
          const copy = body.querySelector('button[data-md-copy]')!.getBoundingClientRect()
          const first = body.querySelector('pre .line')!.getBoundingClientRect()
          return {
            button: copy.toJSON() as DOMRect,
            line: first.toJSON() as DOMRect,
          }
        })
        expect(button.height).toBeGreaterThan(0)
        expect(button.bottom, 'the button ends above the first line').toBeLessThanOrEqual(line.top)
        expect(await block.locator('button[data-md-copy]').evaluate((b) => getComputedStyle(b).opacity)).toBe('1')
      }
      expect(problems.errors).toEqual([])
      await context.close()
    }
  })
})

describe('the stats form', () => {
  it('lines up the labels of each row of controls, and the controls themselves', async () => {
    const { page, context } = await openPage(browser(), {
      viewport: { width: 1280, height: 900 },
    })
    await page.goto(`${baseUrl()}/stats/npm`)
    await waitForHydration(page)
    const top = (locator: ReturnType<Page['locator']>) => locator.evaluate((e) => e.getBoundingClientRect().top)
    const bottom = (locator: ReturnType<Page['locator']>) => locator.evaluate((e) => e.getBoundingClientRect().bottom)
    // The package row: "Add a package" and "Add to".
    expect(await top(page.getByText('Add a package', { exact: true }))).toBeCloseTo(await top(page.getByText('Add to', { exact: true })), 0)
    expect(await bottom(page.getByPlaceholder('Search npm, e.g. zustand'))).toBeCloseTo(await bottom(page.getByLabel('Add to')), 0)
    // The settings row: Range, Binning, View, Baseline.
    const settings = page.getByRole('region', { name: 'Chart settings' })
    const labelTops = await Promise.all(['Range', 'Binning', 'View', 'Baseline'].map((name) => top(settings.getByText(name, { exact: true }))))
    expect(Math.max(...labelTops) - Math.min(...labelTops), `label tops ${labelTops.join(', ')}`).toBeLessThanOrEqual(1)
    const controlBottoms = await Promise.all(
      [
        settings.getByLabel('Range'),
        settings.getByLabel('Binning'),
        settings.getByLabel('Baseline'),
        settings.locator('label', { hasText: 'Align start dates' }),
      ].map(bottom),
    )
    expect(Math.max(...controlBottoms) - Math.min(...controlBottoms), `control bottoms ${controlBottoms.join(', ')}`).toBeLessThanOrEqual(2)
    await context.close()
  })
})

describe('the libraries menu on a phone', () => {
  it('gives every link a tap target of at least 44 px', async () => {
    const { page, context } = await openPage(browser(), {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: 'Libraries' })
    await toggle.click()
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
    await panel.waitFor()
    const targets = await page
      .locator('header')
      .locator('a')
      .evaluateAll((links) =>
        links
          // The panel under the header's top row.
          .filter((a) => !a.closest('.h-14') && a.getClientRects().length)
          .map((a) => ({
            text: a.textContent?.trim(),
            width: a.getBoundingClientRect().width,
            height: a.getBoundingClientRect().height,
          })),
      )
    // Every library's name, its Examples/Docs/GitHub links, and Blog, Stats and Support.
    expect(targets.length).toBeGreaterThanOrEqual(10 + 2 * 10 + 3)
    for (const target of targets) {
      expect(target.height, `"${target.text}" is ${target.height} px tall`).toBeGreaterThanOrEqual(44)
      expect(target.width, `"${target.text}" is ${target.width} px wide`).toBeGreaterThanOrEqual(44)
    }
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
    await context.close()
  })
})
