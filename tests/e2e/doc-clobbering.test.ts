/**
 * A doc or a blog post whose HTML names elements after `document` and `window` properties must
 * not break the page: ids and names written in Markdown carry the `user-content-` prefix (one
 * pipeline renders both), and anchors to them still land. Runs its own server over a copy of
 * the demo router docs and a blog folder, each with such a page added.
 */
import { cpSync } from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, waitForHydration } from '../support/browser'
import { tempDir, writeFiles } from '../support/git-fixture'
import { root, startBuiltServer, type RunningServer } from '../support/server'

const filler = 'Filler text that makes the page long enough to scroll.\n\n'.repeat(40)

const hostilePage = `---
title: Raw HTML
---

Some docs embed HTML of their own. Jump to [the details](#details).

<img name="querySelector" src="../assets/route-tree.svg" alt="route tree">
<img name="getElementById" alt="">
<form id="cookie" name="forms"><input name="body"></form>

${filler}

<div id="details">

The details.

</div>

${filler}

## Last heading

The end.
`

const hostilePost = `---
title: Raw HTML in a post
description: A post that names elements after document properties.
published: 2026-01-05
authors:
  - Ada
---

Jump to [the details](#details).

<img name="querySelector" alt="">
<img name="getElementById" alt="">

<div id="details">The details.</div>

## Last heading

The end.
`

let browser: Browser
let closeBrowser: () => Promise<void>
let server: RunningServer
const workspace = tempDir('site-clobber-')

beforeAll(async () => {
  const repos = path.join(workspace.dir, 'repos')
  cpSync(path.join(root, 'content/repos/router'), path.join(repos, 'router'), { recursive: true })
  writeFiles(path.join(repos, 'router'), { 'docs/router/guides/raw-html.md': hostilePage })
  const blog = path.join(workspace.dir, 'blog')
  writeFiles(blog, { 'raw-html.md': hostilePost })
  server = await startBuiltServer({
    CONTENT_DIR: repos,
    DATABASE_URL: `file:${path.join(workspace.dir, 'site.db')}`,
    SEARCH_INDEX_DIR: path.join(workspace.dir, 'search'),
    SEARCH_LIBRARIES: 'router',
    BLOG_DIR: blog,
    LIVE_STATS_REFRESH_SECONDS: '0',
  })
  ;({ browser, close: closeBrowser } = await launchBrowser())
})

afterAll(async () => {
  await closeBrowser?.()
  await server?.stop()
  workspace.remove()
})

describe('HTML written in a doc', () => {
  it('cannot clobber document properties, and its anchors still land', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 700 } })
    await page.goto(`${server.url}/router/latest/docs/guides/raw-html#last-heading`)
    await waitForHydration(page)
    const dom = await page.evaluate(() => ({
      querySelector: typeof document.querySelector,
      getElementById: typeof document.getElementById,
      cookie: typeof document.cookie,
      forms: document.forms instanceof HTMLCollection,
      // The doc's own markup; the page's feedback form below it names its fields on purpose.
      named: [...document.querySelectorAll('article [name]:not(footer *), article [id^="user-content-"]')].map(
        (element) => element.getAttribute('name') ?? element.id,
      ),
    }))
    expect(dom).toEqual({
      querySelector: 'function',
      getElementById: 'function',
      cookie: 'string',
      forms: true,
      named: ['user-content-querySelector', 'user-content-getElementById', 'user-content-body', 'user-content-details'],
    })
    // The page still works after hydration: its heading, its content, its anchors.
    expect(await page.getByRole('heading', { level: 1, name: 'Raw HTML' }).isVisible()).toBe(true)
    const inView = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        const box = element.getBoundingClientRect()
        return box.top >= 0 && box.bottom <= window.innerHeight
      })
    expect(await inView('#last-heading')).toBe(true)
    expect(await inView('#user-content-details')).toBe(false)

    // A link written for the unprefixed id, arriving from elsewhere, lands on the element.
    await page.goto('about:blank')
    await page.goto(`${server.url}/router/latest/docs/guides/raw-html#details`)
    await waitForHydration(page)
    await expect.poll(() => inView('#user-content-details')).toBe(true)

    // So does one in the page itself.
    await page.goto('about:blank')
    await page.goto(`${server.url}/router/latest/docs/guides/raw-html`)
    await waitForHydration(page)
    expect(await inView('#user-content-details')).toBe(false)
    await page.getByRole('link', { name: 'the details' }).click()
    await expect.poll(() => inView('#user-content-details')).toBe(true)
    expect(problems.errors).toEqual([])
    await context.close()
  })
})

describe('HTML written in a blog post', () => {
  it('cannot clobber document properties: the post hydrates and its in-page link lands', async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    await page.goto(`${server.url}/blog/raw-html`)
    await waitForHydration(page)
    const dom = await page.evaluate(() => ({
      querySelector: typeof document.querySelector,
      getElementById: typeof document.getElementById,
      // The doc's own markup; the page's feedback form below it names its fields on purpose.
      named: [...document.querySelectorAll('article [name]:not(footer *), article [id^="user-content-"]')].map(
        (element) => element.getAttribute('name') ?? element.id,
      ),
    }))
    expect(dom).toEqual({
      querySelector: 'function',
      getElementById: 'function',
      named: ['user-content-querySelector', 'user-content-getElementById', 'user-content-details'],
    })
    expect(await page.getByRole('heading', { level: 1, name: 'Raw HTML in a post' }).isVisible()).toBe(true)
    expect(await page.locator('a[href="#user-content-details"]').count()).toBe(1)
    expect(problems.errors).toEqual([])
    await context.close()
  })
})
