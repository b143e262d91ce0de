import { describe, expect, it } from 'vitest'
import { childHeapMbFor, childSourceBytes, IN_PROCESS_SOURCE_BYTES, LONG_PAGE_SHOWN_BYTES, MAX_PAGE_SOURCE_BYTES } from './docs/page-size'
import {
  CODE_CHECK_PART,
  codeCheckPartMb,
  DEFAULT_CODE_CHECK_WORKER_MB,
  heapBudget,
  heapFlags,
  OUTSIDE_HEAP_ALLOWANCE_MB,
  OUTSIDE_HEAP_MB,
  residentBoundMb,
} from './memory-limit'
import { approximateBytes, MEMORY_SHARES, memoryPlan, SERVER_KEEPS_MB } from './memory-plan'
import { DEFAULT_MEMORY_LIMIT_MB } from './supervisor-settings'

describe('memoryPlan', () => {
  const MB = 1024 * 1024

  it('gives the caches their shares of the server’s heap: the limit less the child jobs’ part', () => {
    const { serverHeapMb } = heapBudget(DEFAULT_MEMORY_LIMIT_MB)
    const plan = memoryPlan(DEFAULT_MEMORY_LIMIT_MB)
    const caches = Object.values(plan).reduce((sum, bytes) => sum + bytes, 0)
    expect(caches / (serverHeapMb * MB)).toBeCloseTo(
      Object.values(MEMORY_SHARES).reduce((sum, share) => sum + share, 0),
      5,
    )
    expect(plan.docs).toBe(Math.floor(MEMORY_SHARES.docs * serverHeapMb * MB))
  })

  it("gives a child job's caches their shares of the child's own heap", () => {
    const { childJobMb } = heapBudget(DEFAULT_MEMORY_LIMIT_MB)
    expect(memoryPlan(DEFAULT_MEMORY_LIMIT_MB, {}, 'childJob').docs).toBe(Math.floor(MEMORY_SHARES.docs * childJobMb * MB))
    expect(memoryPlan(0, {}, 'childJob').docs).toBe(Math.floor(MEMORY_SHARES.docs * heapBudget(0).childJobMb * MB))
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
    expect(memoryPlan(640).docs).toBeGreaterThan(2 * memoryPlan(320).docs)
    expect(memoryPlan(0).docs).toBe(Math.floor(MEMORY_SHARES.docs * 1024 * MB))
    expect(heapBudget(0)).toEqual({ serverHeapMb: 0, childJobMb: 384 })
    expect(memoryPlan(320, { pages: 0, docs: 100 })).toMatchObject({ pages: 0, docs: 100 * MB })
  })
})

describe('the resident bound', () => {
  /** The heap a process's V8 flags allow: the old generation and a young one of three semi-spaces. */
  const heapOf = (flags: string[]) => {
    const value = (name: string) => Number(flags.find((flag) => flag.startsWith(`--max-${name}-space-size=`))!.split('=')[1])
    return value('old') + 3 * value('semi')
  }

  it('holds by construction: the heaps of the server and its one child job and what each process holds outside its heap add up within MEMORY_LIMIT_MB + the allowance', () => {
    expect(Object.values(OUTSIDE_HEAP_MB).reduce((sum, mb) => sum + mb, 0)).toBe(OUTSIDE_HEAP_ALLOWANCE_MB)
    for (const limitMb of [128, 200, DEFAULT_MEMORY_LIMIT_MB, 512, 1024, 4096]) {
      const { serverHeapMb, childJobMb } = heapBudget(limitMb)
      expect(serverHeapMb + childJobMb, `at ${limitMb} MB`).toBe(limitMb)
      const server = heapOf(heapFlags(serverHeapMb)) + OUTSIDE_HEAP_MB.server
      const child = heapOf(heapFlags(childJobMb)) + OUTSIDE_HEAP_MB.childJob
      expect(server + child + OUTSIDE_HEAP_MB.supervisor, `at ${limitMb} MB`).toBeLessThanOrEqual(limitMb + OUTSIDE_HEAP_ALLOWANCE_MB)
    }
  })

  it('gives the child jobs the heap a render child needs to show LONG_PAGE_SHOWN_BYTES of a long page, at the default limit and above', () => {
    expect(LONG_PAGE_SHOWN_BYTES).toBe(72 * 1024)
    for (const limitMb of [DEFAULT_MEMORY_LIMIT_MB, 400, 512, 1024, 4096]) {
      const { childJobMb } = heapBudget(limitMb)
      expect(childJobMb, `at ${limitMb} MB`).toBeGreaterThanOrEqual(childHeapMbFor(LONG_PAGE_SHOWN_BYTES))
      expect(childSourceBytes(childJobMb), `at ${limitMb} MB`).toBeGreaterThanOrEqual(LONG_PAGE_SHOWN_BYTES)
    }
  })

  it('leaves the server a heap its live data fits with room for its garbage at the default limit', () => {
    // About 190 MB live at the end of a crawl of every page (docs/performance.md, "Memory").
    const { serverHeapMb } = heapBudget(DEFAULT_MEMORY_LIMIT_MB)
    const oldGeneration = Number(heapFlags(serverHeapMb)[0]!.split('=')[1])
    expect(oldGeneration).toBeGreaterThanOrEqual(190 * 1.15)
  })

  it("adds the code check's part when it runs: its checking process's heap flags and one worker's heap, with what each holds outside its heap", () => {
    expect(residentBoundMb(DEFAULT_MEMORY_LIMIT_MB)).toBe(470)
    const checking = heapOf(heapFlags(CODE_CHECK_PART.checkingHeapMb)) + CODE_CHECK_PART.outsideHeapMb.checking
    const worker = DEFAULT_CODE_CHECK_WORKER_MB + CODE_CHECK_PART.outsideHeapMb.worker
    expect(checking + worker).toBeLessThanOrEqual(codeCheckPartMb(DEFAULT_CODE_CHECK_WORKER_MB))
    expect(residentBoundMb(DEFAULT_MEMORY_LIMIT_MB, DEFAULT_CODE_CHECK_WORKER_MB)).toBe(470 + codeCheckPartMb(DEFAULT_CODE_CHECK_WORKER_MB))
    expect(residentBoundMb(1024, 512) - residentBoundMb(1024, 256)).toBe(256)
  })

  it('keeps at least half of a small limit for the server, whatever a long page would need', () => {
    expect(heapBudget(128).serverHeapMb).toBeGreaterThanOrEqual(64)
  })
})

describe('childSourceBytes', () => {
  it('shows as much of a long page as the child’s heap holds, between what the server renders itself and the page bound', () => {
    expect(childSourceBytes(heapBudget(DEFAULT_MEMORY_LIMIT_MB).childJobMb)).toBe(LONG_PAGE_SHOWN_BYTES)
    expect(childSourceBytes(childHeapMbFor(LONG_PAGE_SHOWN_BYTES))).toBe(LONG_PAGE_SHOWN_BYTES)
    expect(childSourceBytes(childHeapMbFor(IN_PROCESS_SOURCE_BYTES) - 10)).toBe(IN_PROCESS_SOURCE_BYTES)
    expect(childSourceBytes(heapBudget(1024).childJobMb)).toBeGreaterThan(LONG_PAGE_SHOWN_BYTES)
    expect(childSourceBytes(heapBudget(4096).childJobMb)).toBe(MAX_PAGE_SOURCE_BYTES)
    expect(childSourceBytes(heapBudget(0).childJobMb)).toBe(MAX_PAGE_SOURCE_BYTES)
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
