/**
 * A reader whose work budget is spent (SPEC: expensive work per client, 429 with Retry-After) and
 * who then clicks to a page the server has not rendered yet gets that address as a document: the
 * page itself or the "One moment" page that loads it again by itself — never the error view.
 * A server of its own with a small budget, over a fixture repository of many pages.
 */
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openPage, startSiteWithBrowser, waitForHydration, type SiteWithBrowser } from '../support/browser'
import { createRepository, tempDir } from '../support/git-fixture'

const workspace = tempDir('site-busy-')
let site: SiteWithBrowser

const pages = Array.from({ length: 40 }, (_, n) => `page-${n}`)
const body = (n: number) => Array.from({ length: 40 }, (_, i) => `## Part ${i}\n\nParagraph ${i} of page ${n}, with \`code\` and a [link](./page-0).`).join('\n\n')

beforeAll(async () => {
  createRepository(path.join(workspace.dir, 'repos', 'query'), {
    'docs/config.json': JSON.stringify({ sections: [{ label: 'Guides', children: pages.map((page) => ({ label: `Guide ${page}`, to: `framework/react/${page}` })) }] }),
    ...Object.fromEntries(pages.map((page, n) => [`docs/framework/react/${page}.md`, `---\ntitle: Guide ${page}\n---\n\n${body(n)}\n`])),
  })
  // The smallest budget: a few cold renders spend it, and it takes about half a minute to come back.
  site = await startSiteWithBrowser(workspace, { CLIENT_WORK_BURST_MS: '50', CLIENT_WORK_MS_PER_MINUTE: '100' })
}, 120_000)

afterAll(() => site?.stop())

const docs = '/query/latest/docs/framework/react'

it('sends a click the budget refuses to the address as a document, not to the error view', async () => {
  const { server, browser } = site
  const { page, problems } = await openPage(browser)
  await page.goto(`${server.url}${docs}/page-0`)
  await waitForHydration(page)
  // Spend the budget from the same address: cold renders of other pages until one is refused.
  let refused = false
  for (const other of pages.slice(1, -1)) {
    const answer = await fetch(`${server.url}${docs}/${other}`)
    await answer.arrayBuffer()
    if (answer.status === 429) {
      refused = true
      break
    }
  }
  expect(refused).toBe(true)
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
})
