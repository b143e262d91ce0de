/**
 * Ad and promo slots before their content comes, in Chromium: every frame from the first paint
 * until the house promo fills the slot is sampled; an empty slot is never painted (no grey box),
 * its space is the slot's size from the first frame, and filling it moves nothing.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { launchBrowserForFile, openPage, waitForHydration } from '../support/browser'
import { baseUrl } from '../support/http'
import { layoutShift, recordLayoutShifts } from '../support/layout-shift'

const browser = launchBrowserForFile()

type Sample = { slot: string; filled: boolean; background: string; width: number; height: number }

/** Samples every ad slot's paint and size on each animation frame, from the document's first frame on. */
async function sampleSlots(page: Page) {
  await page.addInitScript(() => {
    const samples: Sample[] = []
    ;(window as unknown as { __slotSamples: Sample[] }).__slotSamples = samples
    const sample = () => {
      for (const slot of document.querySelectorAll<HTMLElement>('[data-ad-slot]')) {
        const box = slot.getBoundingClientRect()
        samples.push({
          slot: slot.dataset.adSlot ?? '',
          filled: slot.querySelector('[data-house-ad], [data-fake-ad]') !== null,
          background: getComputedStyle(slot).backgroundColor,
          width: box.width,
          height: box.height,
        })
      }
      if (samples.length < 20_000) requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
}

const samplesOf = (page: Page) => page.evaluate(() => (window as unknown as { __slotSamples: Sample[] }).__slotSamples)

const cases = [
  {
    name: 'landing, desktop, light',
    path: '/query/latest',
    viewport: { width: 1280, height: 900 },
    colorScheme: 'light',
    slots: ['leaderboard', 'left-rail', 'right-rail', 'footer'],
  },
  {
    name: 'landing, phone, dark',
    path: '/query/latest',
    viewport: { width: 390, height: 844 },
    colorScheme: 'dark',
    slots: ['leaderboard', 'left-rail', 'right-rail', 'footer'],
  },
  {
    name: 'doc page, wide desktop, dark',
    path: '/query/latest/docs/framework/react/overview',
    viewport: { width: 1400, height: 900 },
    colorScheme: 'dark',
    slots: ['right-rail', 'footer'],
  },
] as const

describe('an ad or promo slot before its content comes', () => {
  for (const { name, path, viewport, colorScheme, slots } of cases) {
    it(`is never a grey box and keeps its space (${name})`, async () => {
      const { page, context, problems } = await openPage(browser(), { viewport, colorScheme })
      await sampleSlots(page)
      await recordLayoutShifts(page)
      await page.goto(`${baseUrl()}${path}`)
      await waitForHydration(page)
      for (const slot of slots) await page.locator(`[data-ad-slot="${slot}"] [data-house-ad]`).waitFor({ state: 'attached' })
      await page.waitForTimeout(200)
      const samples = await samplesOf(page)
      for (const slot of slots) {
        const ofSlot = samples.filter((sample) => sample.slot === slot)
        const empty = ofSlot.filter((sample) => !sample.filled)
        const filled = ofSlot.filter((sample) => sample.filled)
        // The slot was seen empty (the promo comes once the page has settled) and then filled.
        expect(empty.length, `${slot} sampled empty`).toBeGreaterThan(0)
        expect(filled.length, `${slot} sampled filled`).toBeGreaterThan(0)
        // Empty, nothing is painted: the page's own background shows through.
        expect(new Set(empty.map((sample) => sample.background)), slot).toEqual(new Set(['rgba(0, 0, 0, 0)']))
        // Its size from the first frame is the size it has once filled.
        const last = filled.at(-1)!
        expect(last.width * last.height).toBeGreaterThan(0)
        for (const sample of empty) expect([sample.width, sample.height], slot).toEqual([last.width, last.height])
      }
      expect(await layoutShift(page)).toBeLessThan(0.02)
      expect(problems.errors).toEqual([])
      await context.close()
    })
  }
})
