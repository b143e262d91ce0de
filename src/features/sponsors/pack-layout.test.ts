import { describe, expect, it } from 'vitest'
import type { Sponsor } from '~/server/sponsors/types'
import { packSponsors } from './pack-layout'

const sponsor = (login: string, monthlyAmount: number): Sponsor => ({ name: login, login, link: 'https://example.com', image: '/x.svg', tier: { name: 'x', monthlyAmount } })

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
    expect(area('b') / area('e')).toBeCloseTo(40, 6)
    expect(area('f')).toBeGreaterThan(0)
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
