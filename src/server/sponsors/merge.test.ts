import { describe, expect, it } from 'vitest'
import { mergeSponsors, sortSponsors } from './merge'
import type { Sponsor } from './types'

const sponsor = (login: string, monthlyAmount: number, extra: Partial<Sponsor> = {}): Sponsor => ({
  name: login,
  login,
  link: `https://github.com/${login}`,
  image: `https://avatars.example/${login}`,
  tier: { name: 'Supporter', monthlyAmount },
  since: '2024-01-01',
  ...extra,
})

describe('merging GitHub sponsors with the local file', () => {
  it('lets a local entry override the GitHub sponsor with the same login, whatever the case', () => {
    const github = [sponsor('Acme', 100), sponsor('bob', 25)]
    const local = [
      sponsor('acme', 2000, { name: 'Acme Corp', image: '/images/sponsors/acme.svg', tier: { name: 'Gold', monthlyAmount: 2000 }, since: undefined }),
    ]
    const merged = mergeSponsors(github, local)
    expect(merged).toHaveLength(2)
    expect(merged[0]).toMatchObject({ name: 'Acme Corp', image: '/images/sponsors/acme.svg', tier: { name: 'Gold', monthlyAmount: 2000 } })
    // A date GitHub knows is kept when the override gives none.
    expect(merged[0]?.since).toBe('2024-01-01')
  })

  it('adds local sponsors GitHub does not know about', () => {
    const merged = mergeSponsors([sponsor('bob', 25)], [sponsor('invoiced-co', 500)])
    expect(merged.map((s) => s.login)).toEqual(['invoiced-co', 'bob'])
  })

  it('keeps GitHub sponsors alone when the file is empty, and the file alone when GitHub has none', () => {
    expect(mergeSponsors([sponsor('a', 1)], [])).toEqual([sponsor('a', 1)])
    expect(mergeSponsors([], [sponsor('b', 2)])).toEqual([sponsor('b', 2)])
  })

  it('orders by monthly amount, then seniority, then name', () => {
    const sorted = sortSponsors([
      sponsor('late', 100, { since: '2025-01-01' }),
      sponsor('early', 100, { since: '2020-01-01' }),
      sponsor('big', 5000),
      sponsor('b-undated', 100, { since: undefined }),
      sponsor('a-undated', 100, { since: undefined }),
    ])
    expect(sorted.map((s) => s.login)).toEqual(['big', 'early', 'late', 'a-undated', 'b-undated'])
  })
})
