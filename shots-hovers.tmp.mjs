import { chromium } from 'playwright-core'
const url = process.argv[2]
const name = process.argv[3] ?? 'queries'
const pick = process.argv[4] ?? 'useQuery'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
for (const [width, scheme] of [[390, 'light'], [390, 'dark'], [1280, 'light'], [1280, 'dark']]) {
  const phone = width === 390
  const context = await browser.newContext({ viewport: { width, height: phone ? 844 : 900 }, colorScheme: scheme, hasTouch: phone, isMobile: phone, deviceScaleFactor: phone ? 2 : 1 })
  const page = await context.newPage()
  const errors = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  await page.goto(url)
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
  const mark = page.locator('figure[data-hovers] [data-hover]', { hasText: new RegExp(`^${pick}$`) }).first()
  await mark.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  if (phone) await mark.tap()
  else await mark.hover()
  await page.waitForSelector('#md-hover-popover:not([hidden])')
  await page.waitForTimeout(200)
  await page.screenshot({ path: `/tmp/shots-hovers/${name}-${width}-${scheme}.png` })
  console.log(width, scheme, errors)
  await context.close()
}
await browser.close()
