import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { libraries } from '~/site/libraries'
import { launchBrowserForFile, openPage, waitForHydration } from '../support/browser'
import { baseUrl } from '../support/http'

const browser = launchBrowserForFile()

const currentFile = (page: Page) => page.getByTestId('current-file').textContent()
const pathParam = (page: Page) => new URL(page.url()).searchParams.get('path')

describe('example viewer in the browser', () => {
  it.each(libraries.filter((l) => l.defaultExample).map((l) => [l.id, l] as const))(
    'opens the default example of %s from its Examples link, switches files, reloads and goes back',
    async (_id, library) => {
      const { page, context, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } })
      await page.goto(`${baseUrl()}/${library.id}/latest`)
      await waitForHydration(page)
      const examplesLink = page.locator(`a[href="/${library.id}/latest/docs/framework/react/examples/${library.defaultExample}"]`).first()
      await examplesLink.click()
      await page.waitForURL(`**/${library.id}/latest/docs/framework/react/examples/${library.defaultExample}`)
      const tree = page.getByRole('tree', { name: 'Files' })
      await tree.waitFor()
      const start = await currentFile(page)
      expect(start).toBeTruthy()
      // The starting file's folders are open and it is the selected item.
      expect(await tree.locator('[role="treeitem"][aria-selected="true"]').getAttribute('data-path')).toMatch(new RegExp(`/${start}$`))

      await tree.getByRole('treeitem', { name: 'package.json' }).click()
      await expect.poll(() => currentFile(page)).toBe('package.json')
      expect(pathParam(page)).toBe('package.json')
      expect(await page.locator('.example-code pre.shiki').textContent()).toContain('"name"')

      await page.reload()
      await waitForHydration(page)
      expect(await currentFile(page)).toBe('package.json')

      await page.goBack()
      await expect.poll(() => currentFile(page)).toBe(start)
      expect(pathParam(page)).toBeNull()
      expect(problems.errors).toEqual([])
      await context.close()
    },
  )

  it('moves through the tree with the keyboard', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } })
    await page.goto(`${baseUrl()}/query/latest/docs/framework/react/examples/basic`)
    await waitForHydration(page)
    const tree = page.getByRole('tree', { name: 'Files' })
    const selected = tree.locator('[role="treeitem"][aria-selected="true"]')
    const focusedPath = () => page.evaluate(() => document.activeElement?.getAttribute('data-path'))
    await selected.focus()
    expect(await focusedPath()).toBe('examples/react/basic/src/index.tsx')
    await page.keyboard.press('ArrowUp')
    await expect.poll(focusedPath).toBe('examples/react/basic/src/api.ts')
    await page.keyboard.press('Enter')
    await expect.poll(() => currentFile(page)).toBe('src/api.ts')
    // Left on a file goes to its folder, Left again closes it, Right opens it.
    const srcExpanded = () => tree.locator('[data-path="examples/react/basic/src"]').getAttribute('aria-expanded')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(focusedPath).toBe('examples/react/basic/src')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(srcExpanded).toBe('false')
    await page.keyboard.press('ArrowRight')
    await expect.poll(srcExpanded).toBe('true')
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('collapses the explorer, goes full screen and shows the sandbox panel only on demand', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } })
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.goto(`${baseUrl()}/query/latest/docs/framework/react/examples/basic`)
    await waitForHydration(page)
    expect(await page.locator('iframe').count()).toBe(0)
    expect(requests.filter((url) => /stackblitz|codesandbox/.test(url))).toEqual([])

    await page.getByRole('button', { name: 'Hide files' }).click()
    await page.getByRole('tree', { name: 'Files' }).waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Show files' }).click()
    await page.getByRole('tree', { name: 'Files' }).waitFor()

    await page.getByRole('button', { name: 'Full screen' }).click()
    await page.locator('section[data-fullscreen]').waitFor()
    await page.keyboard.press('Escape')
    await page.locator('section[data-fullscreen]').waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Sandbox' }).click()
    await page.waitForURL(/panel=sandbox/)
    const frame = page.locator('iframe')
    expect(await frame.getAttribute('src')).toBe('https://stackblitz.com/github/tanstack/query/tree/main/examples/react/basic?embed=1&file=src%2Findex.tsx')
    expect(await page.getByRole('link', { name: 'Open in StackBlitz' }).getAttribute('href')).toContain(
      'https://stackblitz.com/github/tanstack/query/tree/main/examples/react/basic',
    )
    expect(await page.getByRole('link', { name: 'GitHub', exact: true }).getAttribute('href')).toBe(
      'https://github.com/tanstack/query/tree/main/examples/react/basic',
    )
    await page.getByRole('button', { name: 'Code' }).click()
    await page.locator('.example-code').waitFor()
    expect(problems.errors.filter((error) => !/ERR_FAILED|ERR_BLOCKED|net::/.test(error))).toEqual([])
    await context.close()
  })

  it('offers a file picker at phone width, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context, problems } = await openPage(browser(), { viewport: { width: 390, height: 844 }, colorScheme })
      await page.goto(`${baseUrl()}/query/latest/docs/framework/vue/examples/basic`)
      await waitForHydration(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
      expect(await currentFile(page)).toBe('src/App.vue')
      expect(await page.getByRole('tree', { name: 'Files' }).isVisible()).toBe(false)
      await page.getByLabel('File', { exact: true }).selectOption('src/main.ts')
      await expect.poll(() => currentFile(page)).toBe('src/main.ts')
      expect(pathParam(page)).toBe('src/main.ts')
      const background = await page.locator('.example-code pre.shiki').evaluate((element) => getComputedStyle(element).backgroundColor)
      expect(background).toBe(colorScheme === 'dark' ? 'rgb(13, 17, 23)' : 'rgb(255, 255, 255)')
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark')
      expect(problems.errors).toEqual([])
      await context.close()
    }
  })

  it('lists examples in the framework docs sidebar', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } })
    await page.goto(`${baseUrl()}/query/latest/docs/framework/react/overview`)
    await waitForHydration(page)
    await page.getByRole('navigation', { name: 'Docs' }).first().getByRole('link', { name: 'Basic' }).click()
    await page.waitForURL(/\/query\/latest\/docs\/framework\/react\/examples\/basic$/)
    await page.getByRole('tree', { name: 'Files' }).waitFor()
    expect(problems.errors).toEqual([])
    await context.close()
  })
})
