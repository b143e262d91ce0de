import type { Page } from 'playwright-core'

/** Starts adding up layout shifts (as Cumulative Layout Shift does) before the page loads. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number }
    w.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The layout shift added up since the page loaded (shifts right after user input excluded). */
export const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls)
