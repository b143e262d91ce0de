import { describe, expect, it } from 'vitest'
import { launchBrowserForFile, openPage, waitForHydration } from '../support/browser'
import { baseUrl } from '../support/http'

const browser = launchBrowserForFile()

describe('a lazily loaded page asset that fails', () => {
  it('reloads the page exactly once, then shows the error view, whose retry loads the page', async () => {
    const { page, context, problems } = await openPage(browser())
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
    })
    // The terms page's own code (its route chunk) cannot be fetched, as after a deploy removed it.
    let failing = true
    await context.route(/\/assets\/terms-[^/]+\.js$/, (route) => (failing ? route.abort() : route.continue()))

    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    // A click without hovering first, so the link's preload does not start it early.
    await page.locator('footer a[href="/terms"]').dispatchEvent('click')
    await page.getByRole('heading', { name: 'Something went wrong!' }).waitFor()
    // Long enough for a second reload to show, if one were coming.
    await page.waitForTimeout(1500)
    expect(documents).toEqual(['/', '/terms'])
    expect(await page.getByRole('heading', { name: 'Something went wrong!' }).count()).toBe(1)

    // The error the reader can show is the failed asset, not an empty module read as a route.
    await page.getByRole('button', { name: 'Show error' }).click()
    const message = await page.locator('main pre').innerText()
    expect(message).toMatch(/Failed to fetch dynamically imported module: .*\/assets\/terms-/)
    expect(message).not.toMatch(/reading 'component'/)

    // The asset is back: "Try Again" loads it, without another reload.
    failing = false
    await page.getByRole('button', { name: 'Try Again' }).click()
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor()
    expect(documents).toEqual(['/', '/terms'])

    // The only errors are the refused asset's.
    expect(problems.errors.filter((e) => !/net::ERR_FAILED|Failed to fetch dynamically imported module/.test(e))).toEqual([])
    await context.close()
  })
})
