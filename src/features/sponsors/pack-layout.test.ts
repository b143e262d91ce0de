import { describe, expect, it } from 'vitest'
import type { Sponsor } from '~/server/sponsors/types'
import { MAX_RAISED_SHARE, MIN_CIRCLE_SHARE, packSponsors, packValues, withPackLayout } from './pack-layout'
import { NAMES_PER_TIER, sponsorsByTier } from './SponsorPack'

const sponsor = (login: string, monthlyAmount: number): Sponsor => ({
  name: login,
  login,
  link: 'https://example.com',
  image: '/x.svg',
  tier: { name: 'x', monthlyAmount },
})

describe('sponsor pack layout', () => {
  const sponsors = [sponsor('a', 5000), sponsor('b', 1000), sponsor('c', 1000), sponsor('d', 250), sponsor('e', 25), sponsor('f', 0)]
  const circles = packSponsors(sponsors)

  it('draws one circle per sponsor', () => {
    expect(circles.map((c) => c.sponsor.login).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
  })

  it('makes areas follow the monthly amount', () => {
    const area = (login: string) => {
      const circle = circles.find((c) => c.sponsor.login === login)!
      return Math.PI * circle.r ** 2
    }
    expect(area('a') / area('b')).toBeCloseTo(5, 6)
    expect(area('b') / area('c')).toBeCloseTo(1, 6)
    expect(area('b') / area('d')).toBeCloseTo(4, 6)
    expect(area('f')).toBeGreaterThan(0)
  })

  it('raises the smallest circles to a share of the total big enough to tap, the same for all of them', () => {
    const radius = (login: string) => circles.find((c) => c.sponsor.login === login)!.r
    const total = 5000 + 1000 + 1000 + 250 + 25 + 1
    // 24 px across in a 300 px wide picture.
    expect(radius('e')).toBeGreaterThanOrEqual(12 / 300)
    expect(radius('e')).toBeCloseTo(radius('f'), 9)
    expect(packValues([5000, 1000, 1000, 250, 25, 0])).toEqual([5000, 1000, 1000, 250, total * MIN_CIRCLE_SHARE, total * MIN_CIRCLE_SHARE])
  })

  it('lets a long tail of small sponsors take at most half the picture', () => {
    const values = packValues([5000, ...Array.from({ length: 200 }, () => 5)])
    const tail = values.slice(1).reduce((a, b) => a + b, 0)
    expect(tail / (tail + 5000)).toBeLessThanOrEqual(MAX_RAISED_SHARE)
    expect(values[0]).toBe(5000)
  })

  it('keeps every circle inside the square and apart from the others', () => {
    for (const c of circles) {
      expect(c.x - c.r).toBeGreaterThanOrEqual(-1e-9)
      expect(c.x + c.r).toBeLessThanOrEqual(1 + 1e-9)
      expect(c.y - c.r).toBeGreaterThanOrEqual(-1e-9)
      expect(c.y + c.r).toBeLessThanOrEqual(1 + 1e-9)
    }
    for (const [i, p] of circles.entries()) {
      for (const q of circles.slice(i + 1)) expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeGreaterThanOrEqual(p.r + q.r - 1e-9)
    }
  })

  it('handles no sponsors and a single sponsor', () => {
    expect(packSponsors([])).toEqual([])
    expect(packSponsors([sponsor('solo', 10)])).toEqual([{ sponsor: sponsor('solo', 10), x: 0.5, y: 0.5, r: 0.5 }])
  })
})

describe('the pack laid out on the server', () => {
  it('sends each sponsor with its circle, as the picture draws it', () => {
    const sponsors = [sponsor('a', 5000), sponsor('b', 1000), sponsor('e', 25)]
    const packed = withPackLayout(sponsors)
    const circles = packSponsors(sponsors)
    expect(packed.map((s) => [s.login, s.circle])).toEqual(circles.map((c) => [c.sponsor.login, { x: c.x, y: c.y, r: c.r }]))
    expect(packed[0]).toMatchObject({ name: 'a', link: 'https://example.com', tier: { monthlyAmount: 5000 } })
    expect(withPackLayout([])).toEqual([])
  })

  it('lists the sponsors by tier, biggest first, with a bounded number of names per tier', () => {
    const many = [
      sponsor('gold-one', 1000),
      ...Array.from({ length: NAMES_PER_TIER + 3 }, (_, i) => ({
        ...sponsor(`fan-${String(i).padStart(2, '0')}`, 5),
        tier: { name: 'Supporter', monthlyAmount: 5 },
      })),
    ]
    const tiers = sponsorsByTier(withPackLayout(many.map((s) => (s.login === 'gold-one' ? { ...s, tier: { name: 'Gold', monthlyAmount: 1000 } } : s))))
    expect(tiers.map((t) => t.tier)).toEqual(['Gold', 'Supporter'])
    expect(tiers[0]).toEqual({ tier: 'Gold', names: ['gold-one'], more: 0 })
    expect(tiers[1]!.names).toHaveLength(NAMES_PER_TIER)
    expect(tiers[1]!.names[0]).toBe('fan-00')
    expect(tiers[1]!.more).toBe(3)
  })
})
