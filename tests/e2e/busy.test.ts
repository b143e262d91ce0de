/**
 * Load never shows a reader an error view. With the default settings, a reader on a fresh server
 * (every page cold, as after a deploy) who hovers links and clicks through the sidebar gets every
 * page. Only when the server is saturated — here a flood of cold renders from the reader's own
 * address, with WORK_MAX_WAIT_MS at its least — is a click's work refused, and the reader then
 * gets the address as a document: the "One moment" page that loads it again by itself.
 */
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPage, startSiteWithBrowser, waitForHydration, type SiteWithBrowser } from '../support/browser'
import { createRepository, tempDir } from '../support/git-fixture'

const pages = Array.from({ length: 40 }, (_, n) => `page-${n}`)
const body = (n: number) => Array.from({ length: 40 }, (_, i) => `## Part ${i}\n\nParagraph ${i} of page ${n}, with \`code\` and a [link](./page-0).\n\n\`\`\`ts\nconst part${i} = ${n} + ${i}\n\`\`\``).join('\n\n')

function siteWithManyPages(env: Record<string, string> = {}): Promise<SiteWithBrowser> {
  const workspace = tempDir('site-busy-')
  createRepository(path.join(workspace.dir, 'repos', 'query'), {
    'docs/config.json': JSON.stringify({ sections: [{ label: 'Guides', children: pages.map((page) => ({ label: `Guide ${page}`, to: `framework/react/${page}` })) }] }),
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
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') documents.push(response.status())
    })
    await page.goto(`${server.url}${docs}/page-0`)
    await waitForHydration(page)
    for (let n = 1; n <= 15; n++) {
      // Hover two links (the router preloads on intent), then click a third.
      for (const hovered of [n + 15, n + 24]) await page.getByRole('link', { name: `Guide page-${hovered}`, exact: true }).first().hover()
      await page.getByRole('link', { name: `Guide page-${n}`, exact: true }).first().click()
      await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).toBe(`Guide page-${n}`)
      await page.waitForTimeout(1000 + (n % 2) * 500)
    }
    expect(documents.every((status) => status === 200), documents.join(' ')).toBe(true)
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

  it('sends a refused click to the address as a document, not to the error view', async () => {
    const { server, browser } = site
    const { page, problems } = await openPage(browser)
    await page.goto(`${server.url}${docs}/page-0`)
    await waitForHydration(page)
    // Floods of cold renders from the same address, until the click's answer has come.
    let flooding = true
    let refusals = 0
    const flood = (async () => {
      while (flooding) {
        const answers = await Promise.all(pages.slice(1, -1).map((other) => fetch(`${server.url}${docs}/${other}`).then(async (answer) => (await answer.arrayBuffer(), answer.status))))
        refusals += answers.filter((status) => status === 429).length
      }
    })()
    try {
      await expect.poll(() => refusals, { timeout: 30_000 }).toBeGreaterThan(0)
      const target = pages.at(-1)!
      const documentAnswer = page.waitForResponse((response) => response.url() === `${server.url}${docs}/${target}` && response.request().resourceType() === 'document')
      await page.getByRole('link', { name: `Guide ${target}` }).first().click()
      const answer = await documentAnswer
      expect(answer.status()).toBe(429)
      expect(answer.headers()['retry-after']).toMatch(/^\d+$/)
      await expect.poll(() => page.locator('h1').first().textContent()).toBe('One moment')
      expect(page.url()).toBe(`${server.url}${docs}/${target}`)
      expect(await page.getByText('Something went wrong!').count()).toBe(0)
      // The refused server call is the only failure the browser saw; nothing crashed.
      expect(problems.errors.filter((error) => !/429|Too Many Requests/.test(error))).toEqual([])
    } finally {
      flooding = false
      await flood
    }
  }, 90_000)
})
