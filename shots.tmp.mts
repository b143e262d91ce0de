// Screenshots of the merged site (not part of the project; deleted after use).
import { launchBrowser, openPage, waitForHydration } from './tests/support/browser'
import { createAdmin, signIn } from './tests/support/auth'
const base = process.env.BASE!
const db = process.env.DB!
const out = process.env.OUT ?? '/tmp/shots'
const shots: [string, string, (p: import('playwright-core').Page) => Promise<void>][] = [
  ['doc-feedback', '/query/latest/docs/framework/react/guides/queries', async (p) => { await p.locator('[data-testid=page-feedback]').scrollIntoViewIfNeeded() }],
  ['block-report', '/query/latest/docs/framework/react/guides/queries', async (p) => { await p.locator('[data-doc-report]').nth(1).click(); await p.waitForTimeout(300) }],
  ['404-didyoumean', '/query/latest/docs/framework/react/guides/querys', async () => {}],
  ['compare', '/query/latest/docs/framework/react/guides/queries?compare=v4', async () => {}],
  ['home', '/', async () => {}],
  ['landing', '/query/latest', async () => {}],
  ['health', '/dashboard/docs-health/query', async () => {}],
  ['stats', '/stats/npm', async () => {}],
]
const { browser, close } = await launchBrowser()
const cookieValue = process.env.COOKIE
for (const [name, path, act] of shots) for (const scheme of ['light', 'dark'] as const) for (const [w, h, label] of [[390, 844, 'phone'], [1280, 900, 'desktop']] as const) {
  const { page, context, problems } = await openPage(browser, { viewport: { width: w, height: h }, colorScheme: scheme })
  if (cookieValue) { const [k, v] = cookieValue.split('='); await context.addCookies([{ name: k!, value: v!, url: base }]) }
  const response = await page.goto(base + path)
  await waitForHydration(page).catch(() => {})
  await act(page).catch((e) => console.log(name, 'act failed', String(e).slice(0, 200)))
  await page.screenshot({ path: `${out}/${name}-${label}-${scheme}.png` })
  console.log(name, label, scheme, response?.status(), problems.errors.slice(0, 3))
  await context.close()
}
await close()
