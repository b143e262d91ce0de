/**
 * A repository's Mermaid diagrams cannot freeze a reader's tab: only diagrams in view are drawn,
 * within the page's budget (past it, or for one huge diagram, the reader draws it with a button);
 * a theme change redraws only what is in view; sequence-diagram actor menus, which Mermaid wires
 * with inline handlers the CSP blocks, are taken out and their links listed instead — no CSP
 * violation. A server of its own over a fixture repository.
 */
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openPage, startSiteWithBrowser, waitForHydration, type SiteWithBrowser } from '../support/browser'
import { createRepository, tempDir } from '../support/git-fixture'
import type { RunningServer } from '../support/server'

const workspace = tempDir('site-mermaid-')
let server: RunningServer
let browser: Browser
let site: SiteWithBrowser

const flowchart = (edges: number) => ['```mermaid', 'flowchart TD', ...Array.from({ length: edges }, (_, i) => `  n${i} --> n${i + 1}`), '```'].join('\n')
const sequence = [
  '```mermaid',
  'sequenceDiagram',
  '  participant Alice',
  '  participant Bob',
  '  link Alice: Dashboard @ https://example.com/dashboard',
  '  links Bob: {"Wiki": "https://example.com/wiki"}',
  '  Alice->>Bob: Hello',
  '```',
].join('\n')
/**
 * What a hostile repository can put in a diagram to make the reader's browser fetch from other
 * hosts: configuration in the diagram (an init directive, front matter) with its own CSS, fonts
 * and theme values, and markup in labels. Each loads nothing and breaks no CSP rule.
 */
const hostile = [
  '```mermaid',
  '---',
  'config:',
  '  themeCSS: "@import url(https://evil.example/front.css); .node rect { fill: url(http://evil.example/front.png) }"',
  '  fontFamily: "Evil, sans-serif; src: url(http://evil.example/front.woff)"',
  '---',
  '%%{init: {"themeCSS": "@import url(https://evil.example/init.css); @font-face { font-family: Evil; src: url(https://evil.example/init.woff) }", "themeVariables": {"background": "url(http://evil.example/bg.png)", "fontFamily": "Evil"}, "dompurifyConfig": {"ADD_TAGS": ["iframe", "link"]}}}%%',
  'flowchart TD',
  '  A["<img src=\'http://evil.example/label.png\'> label"] --> B["<style>@import url(https://evil.example/label.css)</style>B"]',
  '  B --> C["<link rel=stylesheet href=https://evil.example/link.css>C"]',
  '  C --> D["<iframe src=https://evil.example/frame></iframe>D"]',
  '  click A "javascript:alert(1)"',
  '  click B href "https://example.com/docs" _blank',
  '```',
].join('\n')
const filler = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} keeps the next diagrams out of view.`).join('\n\n')

beforeAll(async () => {
  createRepository(path.join(workspace.dir, 'query'), {
    'docs/config.json': JSON.stringify({
      sections: [
        {
          label: 'Guides',
          children: [
            { label: 'Diagrams', to: 'framework/react/diagrams' },
            { label: 'Hostile', to: 'framework/react/hostile' },
          ],
        },
      ],
    }),
    'docs/framework/react/hostile.md': ['---\ntitle: Hostile\n---\n', hostile].join('\n\n'),
    'docs/framework/react/overview.md': '---\ntitle: Overview\n---\n\nOverview.\n',
    'docs/framework/react/diagrams.md': [
      '---\ntitle: Diagrams\n---\n',
      sequence,
      flowchart(320),
      filler,
      ...Array.from({ length: 8 }, () => flowchart(320)),
      filler,
      flowchart(5),
    ].join('\n\n'),
  })
  site = await startSiteWithBrowser(workspace, { CONTENT_DIR: workspace.dir })
  ;({ server, browser } = site)
}, 120_000)

afterAll(() => site?.stop())

const drawnThemes = (page: Page) => page.$$eval('figure.md-mermaid', (figures) => figures.map((f) => (f as HTMLElement).dataset.mermaidTheme ?? ''))

it('draws what is in view within budget, redraws only that on a theme change, and breaks no CSP rule', async () => {
  const { page, context, problems } = await openPage(browser, { viewport: { width: 1024, height: 900 }, colorScheme: 'light' })
  await context.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __violations: string[] }).__violations = seen
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.sample}`))
  })
  await page.goto(`${server.url}/query/latest/docs/framework/react/diagrams`)
  await waitForHydration(page)
  const figures = page.locator('figure.md-mermaid')
  await expect.poll(() => figures.first().getAttribute('data-mermaid-theme'), { timeout: 30_000 }).toBe('light')

  // The huge diagram in view waits for the reader; nothing out of view is drawn.
  await figures.nth(1).locator('.md-mermaid-draw').waitFor()
  expect(await drawnThemes(page)).toEqual(['light', ...Array(10).fill('')])

  // The actor menus' links are plain links under the drawing.
  const links = figures.first().locator('.md-mermaid-links a')
  expect(await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href))).toEqual([
    'https://example.com/dashboard',
    'https://example.com/wiki',
  ])

  // A theme change redraws the diagram in view only.
  await page.evaluate(() => document.documentElement.classList.add('dark'))
  await expect.poll(() => figures.first().getAttribute('data-mermaid-theme'), { timeout: 30_000 }).toBe('dark')
  expect((await drawnThemes(page)).slice(1)).toEqual(Array(10).fill(''))

  // The reader may still draw a diagram over the budget.
  await figures.nth(1).locator('.md-mermaid-draw').click()
  await expect.poll(() => figures.nth(1).getAttribute('data-mermaid-theme'), { timeout: 60_000 }).toBe('dark')

  // The small diagram at the end is drawn once it comes into view.
  await figures.last().scrollIntoViewIfNeeded()
  await expect.poll(() => figures.last().getAttribute('data-mermaid-theme'), { timeout: 30_000 }).toBe('dark')
  // The eight huge ones passed on the way: none was drawn without asking.
  expect((await drawnThemes(page)).slice(2, 10)).toEqual(Array(8).fill(''))

  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([])
  expect(problems.errors).toEqual([])
  await context.close()
}, 180_000)

it('draws a hostile diagram without fetching from other hosts or breaking a CSP rule', async () => {
  const { page, context, problems } = await openPage(browser, { viewport: { width: 1024, height: 900 }, colorScheme: 'light' })
  await context.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __violations: string[] }).__violations = seen
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}: ${event.sample}`))
  })
  const elsewhere: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(server.url) && !request.url().startsWith('data:')) elsewhere.push(request.url())
  })
  await page.goto(`${server.url}/query/latest/docs/framework/react/hostile`)
  await waitForHydration(page)
  const figure = page.locator('figure.md-mermaid').first()
  await expect.poll(() => figure.getAttribute('data-mermaid-theme'), { timeout: 30_000 }).toBe('light')
  // The labels' text is drawn; the markup in them is not.
  expect(await figure.locator('.md-mermaid-diagram').textContent()).toContain('label')
  await page.waitForTimeout(500)
  expect(await figure.locator('.md-mermaid-diagram img, .md-mermaid-diagram iframe, .md-mermaid-diagram link').count()).toBe(0)
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([])
  expect(elsewhere).toEqual([])
  expect(problems.errors).toEqual([])
  await context.close()
}, 120_000)

it('keeps a wide diagram readable on a phone: it scrolls sideways instead of shrinking', async () => {
  const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } })
  await page.goto(`${server.url}/query/latest/docs/framework/react/diagrams`)
  await waitForHydration(page)
  const first = page.locator('figure.md-mermaid').first()
  await expect.poll(() => first.getAttribute('data-mermaid-theme'), { timeout: 30_000 }).not.toBeNull()
  const sizes = await first.locator('.md-mermaid-diagram').evaluate((box) => ({
    box: box.clientWidth,
    drawing: box.querySelector('svg')!.getBoundingClientRect().width,
    natural: box.querySelector('svg')!.viewBox.baseVal.width,
  }))
  expect(sizes.drawing).toBeGreaterThanOrEqual(Math.min(sizes.natural, 640) - 1)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
  await context.close()
}, 120_000)
