import { describe, expect, it } from 'vitest'
import { childSourceBytes, IN_PROCESS_SOURCE_BYTES, MAX_PAGE_SOURCE_BYTES } from './docs/page-size'
import { heapBudget, heapFlags, OUTSIDE_HEAP_ALLOWANCE_MB, OUTSIDE_HEAP_MB } from './memory-limit'
import { approximateBytes, MEMORY_SHARES, memoryPlan, SERVER_KEEPS_MB } from './memory-plan'

describe('memoryPlan', () => {
  const MB = 1024 * 1024

  it('gives the caches their shares of the server’s heap: the limit less the render child’s part', () => {
    expect(heapBudget(320)).toEqual({ serverHeapMb: 256, renderChildMb: 64 })
    const plan = memoryPlan(320)
    const caches = Object.values(plan).reduce((sum, bytes) => sum + bytes, 0)
    expect(caches / (256 * MB)).toBeCloseTo(
      Object.values(MEMORY_SHARES).reduce((sum, share) => sum + share, 0),
      5,
    )
    expect(plan.docs).toBe(Math.floor(0.06 * 256 * MB))
  })

  it('fits the caches full, with what the server cannot give up, in its old generation with room for the garbage in flight', () => {
    for (const limitMb of [320, 512, 1024]) {
      const plan = memoryPlan(limitMb)
      // The whole pages are buffers outside the JavaScript heap.
      const inHeapMb = (Object.values(plan).reduce((sum, bytes) => sum + bytes, 0) - plan.pages) / MB
      const oldGenerationMb = Number(heapFlags(heapBudget(limitMb).serverHeapMb)[0]!.split('=')[1])
      expect(SERVER_KEEPS_MB + inHeapMb + 25, `at ${limitMb} MB`).toBeLessThanOrEqual(oldGenerationMb)
    }
  })

  it("grows with the limit, takes a base for an unbounded heap, and lets an operator's size win", () => {
    expect(Math.abs(memoryPlan(640).docs - 2 * memoryPlan(320).docs)).toBeLessThanOrEqual(1)
    expect(memoryPlan(0).docs).toBe(Math.floor(0.06 * 1024 * MB))
    expect(heapBudget(0)).toEqual({ serverHeapMb: 0, renderChildMb: 384 })
    expect(memoryPlan(320, { pages: 0, docs: 100 })).toMatchObject({ pages: 0, docs: 100 * MB })
  })
})

describe('the resident bound', () => {
  /** The heap a process's V8 flags allow: the old generation and a young one of three semi-spaces. */
  const heapOf = (flags: string[]) => {
    const value = (name: string) => Number(flags.find((flag) => flag.startsWith(`--max-${name}-space-size=`))!.split('=')[1])
    return value('old') + 3 * value('semi')
  }

  it('holds by construction: the heaps of the server and its render child and what each process holds outside its heap add up within MEMORY_LIMIT_MB + the allowance', () => {
    expect(Object.values(OUTSIDE_HEAP_MB).reduce((sum, mb) => sum + mb, 0)).toBe(OUTSIDE_HEAP_ALLOWANCE_MB)
    for (const limitMb of [128, 200, 320, 512, 1024, 4096]) {
      const { serverHeapMb, renderChildMb } = heapBudget(limitMb)
      const server = heapOf(heapFlags(serverHeapMb)) + OUTSIDE_HEAP_MB.server
      const child = heapOf(heapFlags(renderChildMb)) + OUTSIDE_HEAP_MB.renderChild
      expect(server + child + OUTSIDE_HEAP_MB.supervisor, `at ${limitMb} MB`).toBeLessThanOrEqual(limitMb + OUTSIDE_HEAP_ALLOWANCE_MB)
    }
  })

  it('leaves the server a heap its live data fits with room for its garbage at the default limit', () => {
    // About 190 MB live at the end of a crawl of every page (docs/performance.md, "Memory").
    const { serverHeapMb } = heapBudget(320)
    const oldGeneration = Number(heapFlags(serverHeapMb)[0]!.split('=')[1])
    expect(oldGeneration).toBeGreaterThanOrEqual(190 * 1.2)
  })
})

describe('childSourceBytes', () => {
  it('shows as much of a long page as the child’s heap holds, between what the server renders itself and the page bound', () => {
    // At the default limit (320 MB) the child's 64 MB hold what the server would render itself.
    expect(childSourceBytes(heapBudget(320).renderChildMb)).toBe(IN_PROCESS_SOURCE_BYTES)
    expect(childSourceBytes(96)).toBe(72 * 1024)
    expect(childSourceBytes(heapBudget(1024).renderChildMb)).toBe(Math.floor(((205 - 60) / 0.5) * 1024))
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
