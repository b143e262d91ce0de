import { describe, expect, it } from 'vitest'
import { childSourceBytes, IN_PROCESS_SOURCE_BYTES, MAX_PAGE_SOURCE_BYTES } from './docs/page-size'
import { heapBudget } from './memory-limit'
import { approximateBytes, MEMORY_SHARES, memoryPlan } from './memory-plan'

describe('memoryPlan', () => {
  const MB = 1024 * 1024

  it('gives the caches their shares of the limit less the render child’s part, and the child that part', () => {
    expect(heapBudget(320)).toEqual({ serverPlanMb: 224, renderChildMb: 96 })
    const plan = memoryPlan(320)
    const caches = Object.values(plan).reduce((sum, bytes) => sum + bytes, 0)
    expect(caches / (224 * MB)).toBeCloseTo(
      Object.values(MEMORY_SHARES).reduce((sum, share) => sum + share, 0),
      5,
    )
    expect(plan.docs).toBe(Math.floor(0.08 * 224 * MB))
    // What the server keeps and what its child takes: within the limit together, with room left
    // for what the server cannot give up (its code, the search index, the garbage in flight).
    expect(caches + heapBudget(320).renderChildMb * MB).toBeLessThan(0.6 * 320 * MB)
  })

  it("grows with the limit, takes a base for an unbounded heap, and lets an operator's size win", () => {
    expect(Math.abs(memoryPlan(640).docs - 2 * memoryPlan(320).docs)).toBeLessThanOrEqual(1)
    expect(memoryPlan(0).docs).toBe(Math.floor(0.08 * 1024 * MB))
    expect(heapBudget(0)).toEqual({ serverPlanMb: 0, renderChildMb: 384 })
    expect(memoryPlan(320, { pages: 0, docs: 100 })).toMatchObject({ pages: 0, docs: 100 * MB })
  })
})

describe('childSourceBytes', () => {
  it('shows as much of a long page as the child’s heap holds, between what the server renders itself and the page bound', () => {
    // At the default limit (320 MB) the child's 96 MB hold a page of 72 KB.
    expect(childSourceBytes(heapBudget(320).renderChildMb)).toBe(72 * 1024)
    expect(childSourceBytes(64)).toBe(IN_PROCESS_SOURCE_BYTES)
    expect(childSourceBytes(heapBudget(1024).renderChildMb)).toBe(Math.floor(((307 - 60) / 0.5) * 1024))
    expect(childSourceBytes(heapBudget(4096).renderChildMb)).toBe(MAX_PAGE_SOURCE_BYTES)
    expect(childSourceBytes(heapBudget(0).renderChildMb)).toBe(MAX_PAGE_SOURCE_BYTES)
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
