import { describe, expect, it } from 'vitest'
import { best } from './engine'

describe('best', () => {
  const order = (a: { score: number }, b: { score: number }) => b.score - a.score

  it('returns the same first items as a full stable sort, for every limit', () => {
    // Many equal scores: ties must keep their original order, as Array.prototype.sort does.
    const items = Array.from({ length: 500 }, (_, n) => ({ n, score: (n * 7919) % 37 }))
    for (const limit of [1, 5, 10, 20, 62, 63, 500, 900]) {
      const expected = [...items].sort(order).slice(0, limit)
      expect(best([...items], order, limit)).toEqual(expected)
    }
  })

  it('returns nothing for a limit of zero', () => {
    expect(best([{ score: 1 }], order, 0)).toEqual([])
  })
})
