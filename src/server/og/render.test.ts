import { describe, expect, it } from 'vitest'
import { libraries } from '~/site/libraries'
import { cardColors, siteColors } from './colors'
import { CardRenderer } from './cards'
import { OG_HEIGHT, OG_WIDTH, renderCard } from './render'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

describe('social cards', () => {
  it('knows the hex colours of every library in the catalogue', () => {
    for (const library of libraries) {
      const colors = cardColors(library)
      expect(colors.from, library.id).toMatch(/^#[0-9a-f]{6}$/)
      expect(colors.to, library.id).toMatch(/^#[0-9a-f]{6}$/)
    }
    expect(cardColors(undefined)).toEqual(siteColors)
  })

  it('renders a 1200×630 PNG and serves a repeat from memory', async () => {
    const input = {
      title: 'Query v5.90: smaller, faster devtools',
      label: 'Blog',
      siteName: 'TanStack',
      siteHost: 'example.dev',
      library: libraries.find((l) => l.id === 'query'),
    }
    const png = await renderCard(input)
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
    expect(png.readUInt32BE(16)).toBe(OG_WIDTH)
    expect(png.readUInt32BE(20)).toBe(OG_HEIGHT)
    const renderer = new CardRenderer(renderCard, { maxConcurrent: 1, maxQueued: 0, cacheBytes: 1024 * 1024 })
    const first = await renderer.card(input)
    const started = performance.now()
    expect(await renderer.card(input)).toBe(first)
    expect(performance.now() - started).toBeLessThan(5)
  }, 30_000)
})
