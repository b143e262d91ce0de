/**
 * Docs health in the browser: page feedback and a block report made with the keyboard only,
 * and the 404's "Did you mean …?" leading to the page.
 */
import { describe, expect, inject, it } from 'vitest'
import { createOrdinaryUser, signIn } from '../support/auth'
import { launchBrowserForFile, openPage, waitForHydration } from '../support/browser'
import { baseUrl } from '../support/http'

const browser = launchBrowserForFile()

const QUERIES = '/query/latest/docs/framework/react/guides/queries'

describe('docs feedback', () => {
  it('a reader votes, comments and reports a problem in a section with the keyboard alone', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } })
    const sent: unknown[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/feedback')) sent.push(request.postDataJSON())
    })
    await page.goto(`${baseUrl()}${QUERIES}`)
    await waitForHydration(page)

    // "Was this page helpful?": No, then a comment.
    const feedback = page.getByTestId('page-feedback')
    await feedback.getByRole('button', { name: 'No' }).focus()
    await page.keyboard.press('Enter')
    const comment = feedback.getByLabel('What was missing or wrong? (optional)')
    await comment.waitFor()
    await comment.focus()
    await page.keyboard.type('An example with a dependent query would help.')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send comment')
    await page.keyboard.press('Enter')
    await feedback.getByText('Thank you: your comment goes to the maintainers.').waitFor()

    // "Report a problem" follows a heading's own anchor in the tab order.
    const anchor = page.locator('.md-prose h2[id] .md-heading-anchor').first()
    const headingId = await anchor.evaluate((a) => a.closest('h2')!.id)
    await anchor.focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.docReport)).toBe(headingId)
    const opener = page.locator(`[data-doc-report="${headingId}"]`)
    await expect.poll(() => opener.evaluate((button) => getComputedStyle(button).opacity)).toBe('1')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Report a problem' })
    await dialog.waitFor()
    await page.keyboard.type('The code uses an option removed in this version.')
    await dialog.getByRole('button', { name: 'Send report' }).focus()
    await page.keyboard.press('Enter')
    await dialog.getByText('Thank you: the report goes to the maintainers.').waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.docReport)).toBe(headingId)

    // Every code block has one too.
    expect(await page.locator('.doc-report-code').count()).toBe(await page.locator('.md-prose figure.md-code').count())

    expect(sent).toEqual([
      { library: 'query', version: 'latest', page: 'framework/react/guides/queries', helpful: false },
      { library: 'query', version: 'latest', page: 'framework/react/guides/queries', comment: 'An example with a dependent query would help.' },
      {
        library: 'query',
        version: 'latest',
        page: 'framework/react/guides/queries',
        block: headingId,
        comment: 'The code uses an option removed in this version.',
      },
    ])
    // The browser marks each as sent by the site's own page (Sec-Fetch-Site): filed as the page's, not the API's.
    await createOrdinaryUser(inject('databaseUrl'), 'feedback-channel-admin', 'a long admin password here', 'admin')
    const { cookie } = await signIn(baseUrl(), 'feedback-channel-admin', 'a long admin password here')
    const stored = async () => {
      const response = await fetch(`${baseUrl()}/api/admin/docs-health/query?since=24h`, { headers: { cookie: cookie! } })
      const { feedback } = (await response.json()) as { feedback: { comment: string | null; source: string }[] }
      return feedback.find((item) => item.comment === 'An example with a dependent query would help.')?.source
    }
    await expect.poll(stored, { timeout: 10_000 }).toBe('page')
    expect(problems.errors).toEqual([])
    await context.close()
  })

  it('a 404 under the docs offers the nearest page, which opens', async () => {
    const { page, context, problems } = await openPage(browser(), { viewport: { width: 390, height: 844 } })
    const response = await page.goto(`${baseUrl()}/query/latest/docs/framework/react/guides/querie`)
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    const suggestion = page.getByTestId('did-you-mean').getByRole('link', { name: 'Queries · React' })
    // It is on the first screen, beside the message, not below the library's whole navigation.
    const box = await suggestion.boundingBox()
    expect(box && box.y + box.height).toBeLessThan(844)
    await suggestion.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl()}${QUERIES}`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(problems.errors.filter((e) => !/status of 404/.test(e))).toEqual([])
    await context.close()
  })
})
