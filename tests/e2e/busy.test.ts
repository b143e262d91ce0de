/**
 * Load never shows a reader an error view. With the default settings, a reader on a fresh server
 * (every page cold, as after a deploy) who hovers links and clicks through the sidebar gets every
 * page, and no answer to their browser is a 429 or an error: not a click's, not a hovered link's. Only when the server is saturated — here a flood of cold renders from the reader's own
 * address, with WORK_MAX_WAIT_MS at its least — is a page's work refused, and the reader then
 * sees "One moment" inside the site (header and sidebar kept), which loads the page by itself.
 */
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPage, startSiteWithBrowser, waitForHydration, type SiteWithBrowser } from '../support/browser'
import { createRepository, tempDir } from '../support/git-fixture'

const pages = Array.from({ length: 40 }, (_, n) => `page-${n}`)
const body = (n: number) =>
  Array.from(
    { length: 40 },
    (_, i) => `## Part ${i}\n\nParagraph ${i} of page ${n}, with \`code\` and a [link](./page-0).\n\n\`\`\`ts\nconst part${i} = ${n} + ${i}\n\`\`\``,
  ).join('\n\n')

function siteWithManyPages(env: Record<string, string> = {}): Promise<SiteWithBrowser> {
  const workspace = tempDir('site-busy-')
  createRepository(path.join(workspace.dir, 'repos', 'query'), {
    'docs/config.json': JSON.stringify({
      sections: [{ label: 'Guides', children: pages.map((page) => ({ label: `Guide ${page}`, to: `framework/react/${page}` })) }],
    }),
    ...Object.fromEntries(pages.map((page, n) => [`docs/framework/react/${page}.md`, `---\ntitle: Guide ${page}\n---\n\n${body(n)}\n`])),
  })
  // Renders stay cold: no whole pages kept, and room for a few rendered docs only.
  return startSiteWithBrowser(workspace, { PAGE_CACHE_MB: '0', DOCS_CACHE_MB: '1', ...env })
}

const docs = '/query/latest/docs/framework/react'

describe('with the default settings', () => {
  let site: SiteWithBrowser
  beforeAll(async () => {
    site = await siteWithManyPages()
  }, 120_000)
  afterAll(() => site?.stop())

  it('gives a reader who hovers and clicks through the sidebar of a fresh server every page', async () => {
    const { server, browser } = site
    const { page, problems } = await openPage(browser)
    const documents: number[] = []
    // Every answer of the server the reader's browser asked for: the first document, each
    // click's server calls, and the preloads of hovered links (`Purpose: prefetch`).
    const answers: { url: string; status: number; preload: boolean }[] = []
    page.on('response', async (response) => {
      if (!response.url().startsWith(server.url)) return
      if (response.request().resourceType() === 'document') documents.push(response.status())
      const headers = await response.request().allHeaders()
      answers.push({ url: response.url(), status: response.status(), preload: /prefetch/i.test(headers.purpose ?? headers['sec-purpose'] ?? '') })
    })
    await page.goto(`${server.url}${docs}/page-0`)
    await waitForHydration(page)
    for (let n = 1; n <= 15; n++) {
      // Hover two links (the router preloads on intent), then click a third.
      for (const hovered of [n + 15, n + 24])
        await page
          .getByRole('link', { name: `Guide page-${hovered}`, exact: true })
          .first()
          .hover()
      await page
        .getByRole('link', { name: `Guide page-${n}`, exact: true })
        .first()
        .click()
      await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).toBe(`Guide page-${n}`)
      await page.waitForTimeout(1000 + (n % 2) * 500)
    }
    expect(
      documents.every((status) => status === 200),
      documents.join(' '),
    ).toBe(true)
    const refused = answers.filter((answer) => answer.status === 429 || answer.status >= 500)
    console.log(
      `${answers.length} answers, ${answers.filter((answer) => answer.preload).length} of them preloads; refused or failed: ${refused.length ? refused.map((answer) => `${answer.status}${answer.preload ? ' (preload)' : ''} ${answer.url.slice(0, 80)}`).join(', ') : 'none'}`,
    )
    expect(refused).toEqual([])
    expect(await page.getByText('Something went wrong!').count()).toBe(0)
    expect(problems.errors).toEqual([])
  }, 120_000)
})

describe('when the server is saturated', () => {
  let site: SiteWithBrowser
  beforeAll(async () => {
    site = await siteWithManyPages({ WORK_MAX_WAIT_MS: '100' })
  }, 120_000)
  afterAll(() => site?.stop())

  it('shows a refused page as "One moment" inside the site, answers its document 429, and loads the page by itself afterwards', async () => {
    const { server, browser } = site
    const { page, problems } = await openPage(browser)
    await page.goto(`${server.url}${docs}/page-0`)
    await waitForHydration(page)
    // A steady flood of cold renders from the same address until the click's answer has come:
    // each sender asks again as soon as it is answered, so the queue never drains between rounds
    // and the click cannot slip through a gap.
    let flooding = true
    let refusals = 0
    const sender = async (other: string) => {
      while (flooding) {
        const answer = await fetch(`${server.url}${docs}/${other}`)
        await answer.arrayBuffer()
        if (answer.status === 429) refusals++
      }
    }
    // The flood asks for the first thirty pages; the last ten are tried one after another below
    // until one is refused. Whether a single request is refused depends on how many of the
    // flood's requests are waiting at that instant, so the checks try again with a page not yet
    // asked for (a page answered once is kept, and would never be refused again).
    const flooded = pages.slice(1, 30)
    const untried = pages.slice(30)
    const flood = Promise.all(flooded.map(sender))
    let target: string | undefined
    try {
      await expect.poll(() => refusals, { timeout: 30_000 }).toBeGreaterThan(0)
      // A first load of a refused page: 429 with Retry-After, and the site around the notice.
      let refusedDocument: { answer: Response; html: string } | undefined
      while (!refusedDocument && untried.length > 5) {
        const answer = await fetch(`${server.url}${docs}/${untried.shift()}`, { headers: { accept: 'text/html' } })
        const html = await answer.text()
        if (answer.status !== 200) refusedDocument = { answer, html }
      }
      expect(refusedDocument?.answer.status).toBe(429)
      expect(refusedDocument!.answer.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(refusedDocument!.answer.headers.get('cache-control')).toBe('no-store')
      expect(refusedDocument!.html).toContain('One moment')
      expect(refusedDocument!.html).toContain('Guide page-0')
      // A click while the server is saturated: the notice in place of the page, the sidebar kept.
      while (!target && untried.length > 0) {
        const clicked = untried.shift()!
        // Focus preloads the page at once, so the click comes while that preload is on its way
        // (the navigation then waits for it, refused or not).
        const link = page.getByRole('link', { name: `Guide ${clicked}` }).first()
        await link.focus()
        await link.click()
        await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).toMatch(new RegExp(`^(One moment|Guide ${clicked})$`))
        if ((await page.locator('h1').first().textContent()) === 'One moment') target = clicked
      }
      expect(target, 'no click was answered with the notice').toBeDefined()
      expect(page.url()).toBe(`${server.url}${docs}/${target}`)
      expect(await page.getByRole('link', { name: 'Guide page-1', exact: true }).first().isVisible()).toBe(true)
    } finally {
      flooding = false
      await flood
    }
    // Once the flood is over the page comes by itself, without a click or a reload.
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe(`Guide ${target}`)
    expect(await page.getByText('Something went wrong!').count()).toBe(0)
    expect(problems.errors).toEqual([])
  }, 90_000)
})
