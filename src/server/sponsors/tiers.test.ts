import { describe, expect, it } from 'vitest'
import { tierNameFor } from './tiers'

describe('sponsor tiers', () => {
  it.each([
    [10_000, 'Platinum'],
    [5000, 'Platinum'],
    [4999, 'Gold'],
    [1000, 'Gold'],
    [250, 'Silver'],
    [249, 'Bronze'],
    [100, 'Bronze'],
    [99, 'Supporter'],
    [1, 'Supporter'],
    [0, 'Supporter'],
    [Number.NaN, 'Supporter'],
  ])('$%s a month is %s', (amount, name) => {
    expect(tierNameFor(amount)).toBe(name)
  })
})
