import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadPostsFrom } from '~/server/blog/posts'
import { baseUrl } from '../support/http'
import { launchBrowserForFile, openPage, waitForHydration } from '../support/browser'

const posts = await loadPostsFrom(path.resolve('content/blog'), { report: () => {} })
const browser = launchBrowserForFile()

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/** The colour a code token is drawn in, and the colours its classes give it for the light and dark theme. */
async function tokenColours(page: Page) {
  return page.evaluate(() => {
    const token = document.querySelector<HTMLElement>('.md-code pre.shiki span[class^="l-"]')!
    const classHex = (prefix: string) => [...token.classList].find((name) => name.startsWith(prefix))!.slice(prefix.length)
    const toRgb = (hex: string) => {
      const n = Number.parseInt(hex, 16)
      return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
    }
    return { drawn: getComputedStyle(token).color, light: toRgb(classHex('l-')), dark: toRgb(classHex('d-')) }
  })
}

describe('blog in the browser', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`opens the index, a post, follows previous and next, and shows the missing-post page (${scheme}, phone width)`, async () => {
      const { page, context, problems } = await openPage(browser(), { colorScheme: scheme, viewport: { width: 390, height: 844 } })
      await page.goto(`${baseUrl()}/blog`)
      await waitForHydration(page)
      expect(await page.title()).toBe('Blog | TanStack')
      expect(await page.locator('[data-blog-index] article').count()).toBe(posts.length)
      expect(await sideways(page), '/blog scrolls sideways').toBeLessThanOrEqual(0)

      const [newest, second, third] = posts
      await page.getByRole('link', { name: newest!.title, exact: true }).click()
      await page.waitForURL(`${baseUrl()}/blog/${newest!.slug}`)
      await page.getByRole('heading', { level: 1, name: newest!.title }).waitFor()
      expect(await page.title()).toBe(`${newest!.title} | TanStack Blog`)
      // The doc pages' "On this page" disclosure, where the rail does not fit.
      expect(await page.locator('[data-toc-compact] > summary').isVisible()).toBe(true)
      expect(await sideways(page), `/blog/${newest!.slug} scrolls sideways`).toBeLessThanOrEqual(0)
      const colours = await tokenColours(page)
      expect(colours.drawn).toBe(scheme === 'dark' ? colours.dark : colours.light)

      await page.locator('a[rel="prev"]').click()
      await page.waitForURL(`${baseUrl()}/blog/${second!.slug}`)
      await page.getByRole('heading', { level: 1, name: second!.title }).waitFor()
      expect(await page.title()).toBe(`${second!.title} | TanStack Blog`)
      expect(await sideways(page), `/blog/${second!.slug} scrolls sideways`).toBeLessThanOrEqual(0)

      const follow = async (rel: 'prev' | 'next', post: (typeof posts)[number]) => {
        await page.locator(`a[rel="${rel}"]`).click()
        await page.waitForURL(`${baseUrl()}/blog/${post.slug}`)
        await page.getByRole('heading', { level: 1, name: post.title }).waitFor()
      }
      await follow('prev', third!)
      await follow('next', second!)
      await follow('next', newest!)
      expect(await page.locator('a[rel="next"]').count()).toBe(0)

      const missing = await page.goto(`${baseUrl()}/blog/no-such-post`)
      expect(missing?.status()).toBe(404)
      await waitForHydration(page)
      await page.getByText('Post not found.').waitFor()
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Not Found')
      await page.getByRole('link', { name: 'Blog Home' }).click()
      await page.waitForURL(`${baseUrl()}/blog`)
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor()

      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark')
      // The browser logs the 404 response of the missing post itself; nothing else may appear.
      expect(problems.errors.filter((error) => !error.includes('404'))).toEqual([])
      await context.close()
    })
  }

  it('reaches the blog from the site navigation and copies a code block with the keyboard', async () => {
    const { page, context, problems } = await openPage(browser(), { permissions: ['clipboard-read', 'clipboard-write'] })
    await page.goto(`${baseUrl()}/support`)
    await waitForHydration(page)
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Blog' }).click()
    await page.waitForURL(`${baseUrl()}/blog`)
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor()

    // The post is loaded in the browser by the "blog post by splat" server function.
    const postCall = page.waitForRequest((r) => r.url().includes('/_serverFn/') && decodeURIComponent(r.url()).includes('how-this-site-works'))
    await page.getByRole('link', { name: 'How this site works', exact: true }).click()
    const callUrl = (await postCall).url()
    await page.getByRole('heading', { level: 1, name: 'How this site works' }).waitFor()
    const replay = (splat: string) =>
      page.evaluate(
        async ({ url, splat }) => {
          const next = new URL(url)
          next.searchParams.set('payload', next.searchParams.get('payload')!.replace('"how-this-site-works"', JSON.stringify(splat)))
          const response = await fetch(next, { headers: { 'x-tsr-serverfn': 'true' } })
          return { status: response.status, body: await response.text() }
        },
        { url: callUrl, splat },
      )
    const tooLong = await replay('a'.repeat(2000))
    expect(tooLong.status).toBe(400)
    expect(tooLong.body).toContain('splat')
    const traversal = await replay('../../package.json')
    expect(traversal.status).toBe(200)
    expect(traversal.body).not.toContain('dependencies')

    await page.goto(`${baseUrl()}/blog/how-this-site-works`)
    await waitForHydration(page)
    const figure = page.locator('figure.md-code').filter({ has: page.locator('figcaption', { hasText: 'branch.ts' }) })
    const button = figure.getByRole('button', { name: 'Copy branch.ts' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => button.textContent()).toBe('Copied')
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain('export function branchFor(library: Library, version: string): string {')
    expect(copied).not.toContain('Copy')
    await expect.poll(() => button.textContent(), { timeout: 4000 }).toBe('Copy')
    // Only the deliberate bad call above may have been logged.
    expect(problems.errors.filter((error) => !error.includes('status of 400'))).toEqual([])
    await context.close()
  })
})
