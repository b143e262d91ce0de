import { describe, expect, it } from 'vitest'
import { approximateBytes, MEMORY_SHARES, memoryPlan } from './memory-plan'

describe('memoryPlan', () => {
  it('gives the caches together at most about a third of the heap limit, each its share', () => {
    const plan = memoryPlan(320)
    const total = Object.values(plan).reduce((sum, bytes) => sum + bytes, 0)
    expect(total / (320 * 1024 * 1024)).toBeCloseTo(
      Object.values(MEMORY_SHARES).reduce((sum, share) => sum + share, 0),
      5,
    )
    expect(total).toBeLessThan(0.4 * 320 * 1024 * 1024)
    expect(plan.docs).toBe(Math.floor(0.08 * 320 * 1024 * 1024))
  })

  it("grows with the limit, takes a base for an unbounded heap, and lets an operator's size win", () => {
    expect(Math.abs(memoryPlan(640).docs - 2 * memoryPlan(320).docs)).toBeLessThanOrEqual(1)
    expect(memoryPlan(0).docs).toBe(memoryPlan(1024).docs)
    expect(memoryPlan(320, { pages: 0, docs: 100 })).toMatchObject({ pages: 0, docs: 100 * 1024 * 1024 })
  })
})

describe('approximateBytes', () => {
  it('counts strings at two bytes a character and a few words per object', () => {
    expect(approximateBytes('x'.repeat(1000))).toBe(2016)
    const hits = Array.from({ length: 100 }, (_, n) => ({ title: `Title ${n}`.padEnd(50), content: 'c'.repeat(500) }))
    const bytes = approximateBytes({ hits, nbHits: 100 })
    expect(bytes).toBeGreaterThan(100 * (2 * 550))
    expect(bytes).toBeLessThan(100 * (2 * 550 + 200))
  })

  it('stops at a depth, so a cycle or a shared graph is counted as references', () => {
    const node: Record<string, unknown> = { name: 'a' }
    node.self = node
    expect(approximateBytes(node)).toBeLessThan(1000)
  })
})
