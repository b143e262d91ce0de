import { describe, expect, it } from 'vitest'
import { RAIL_PROMO_ROTATION_MS } from '~/site/ads'
import { libraries } from '~/site/libraries'
import { bannerPromo, railPool, railPromo, rotationIndex } from './house-ads'

const minutes = (n: number) => n * 60_000

describe('rail promos', () => {
  it('splits the catalogue: first half on the right rail, the rest on the left', () => {
    expect(libraries).toHaveLength(10)
    expect(railPool('right').map((l) => l.id)).toEqual(libraries.slice(0, 5).map((l) => l.id))
    expect(railPool('left').map((l) => l.id)).toEqual(libraries.slice(5).map((l) => l.id))
    const odd = libraries.slice(0, 3)
    expect(railPool('right', odd).map((l) => l.id)).toEqual(odd.slice(0, 2).map((l) => l.id))
    expect(railPool('left', odd).map((l) => l.id)).toEqual(odd.slice(2).map((l) => l.id))
  })

  it('keeps a promo for five minutes, then moves to the next library of its half', () => {
    const base = 1_000 * RAIL_PROMO_ROTATION_MS
    expect(RAIL_PROMO_ROTATION_MS).toBe(minutes(5))
    const first = railPromo('right', base)
    expect(railPromo('right', base + minutes(5) - 1)).toBe(first)
    const second = railPromo('right', base + minutes(5))
    expect(second).not.toBe(first)
    const pool = railPool('right')
    expect(pool.indexOf(second!)).toBe((pool.indexOf(first!) + 1) % pool.length)
  })

  it('goes through every library of each half and comes back round', () => {
    for (const side of ['left', 'right'] as const) {
      const seen = Array.from({ length: 5 }, (_, i) => railPromo(side, i * RAIL_PROMO_ROTATION_MS)?.id)
      expect(new Set(seen)).toEqual(new Set(railPool(side).map((l) => l.id)))
      expect(railPromo(side, 5 * RAIL_PROMO_ROTATION_MS)?.id).toBe(seen[0])
    }
  })

  it('never shows the same library on both rails', () => {
    for (let i = 0; i < 20; i++) expect(railPromo('left', i * RAIL_PROMO_ROTATION_MS)).not.toBe(railPromo('right', i * RAIL_PROMO_ROTATION_MS))
  })

  it('copes with an empty catalogue and a clock before 1970', () => {
    expect(railPromo('left', 0, [])).toBeUndefined()
    expect(rotationIndex(-5)).toBe(0)
  })
})

describe('house banners', () => {
  it('goes through every library on the leaderboard, never the one a rail shows at the same moment', () => {
    const shown = new Set<string>()
    for (let i = 0; i < 20; i++) {
      const now = i * RAIL_PROMO_ROTATION_MS
      const promo = bannerPromo('leaderboard', now)
      if (promo.kind !== 'library') throw new Error('the leaderboard promotes libraries')
      expect(promo.library).not.toBe(railPromo('left', now))
      expect(promo.library).not.toBe(railPromo('right', now))
      shown.add(promo.library.id)
    }
    expect(shown.size).toBe(libraries.length)
  })

  it('never promotes the library being read, on either rail or the leaderboard, and keeps the three apart', () => {
    for (const current of libraries) {
      for (let i = 0; i < 20; i++) {
        const now = i * RAIL_PROMO_ROTATION_MS
        const left = railPromo('left', now, libraries, current.id)
        const right = railPromo('right', now, libraries, current.id)
        const banner = bannerPromo('leaderboard', now, libraries, current.id)
        if (banner.kind !== 'library') throw new Error('the leaderboard promotes libraries')
        expect([left?.id, right?.id, banner.library.id]).not.toContain(current.id)
        expect(new Set([left?.id, right?.id, banner.library.id]).size).toBe(3)
      }
    }
  })

  it('alternates the footer between dedicated support and sponsoring', () => {
    expect(bannerPromo('footer', 0)).toEqual({ kind: 'dedicated-support' })
    expect(bannerPromo('footer', minutes(5))).toEqual({ kind: 'sponsor' })
  })
})
