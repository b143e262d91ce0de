import { describe, expect, it, onTestFinished } from 'vitest'
import { frameworkTypesDirectory, type TypeSource } from './type-source'
import type { SnippetBlock } from './types'
import { createWorkerChecker, memoryLimitReason, timeLimitReason } from './worker-checker'
import { hostileBlock } from '../../../tests/support/hostile-block'

const library = `
export interface QueryOptions<T> { queryKey: readonly unknown[]; queryFn: () => Promise<T> }
export function useQuery<T>(options: QueryOptions<T>): { data: T | undefined } { return { data: options ? undefined : undefined } }
`

const source = (): TypeSource => ({
  packages: new Map([['@fixture/react-query', '2.0.0']]),
  files: new Map([
    ['@fixture/react-query/package.json', JSON.stringify({ name: '@fixture/react-query', types: './src/index.ts' })],
    ['@fixture/react-query/src/index.ts', library],
  ]),
  directories: [frameworkTypesDirectory()],
  identity: 'test',
})
const setup = { scopeModules: ['@fixture/react-query', 'react'], frameworkModule: 'react' }
const block = (code: string): SnippetBlock => ({ lang: 'ts', code, line: 1 })
const good = block("import { useQuery } from '@fixture/react-query'\nexport const q = useQuery({ queryKey: ['a'], queryFn: async () => 1 })")
/** A checked block's verdict comes back from the worker with its hovers. */
const goodVerdict = {
  verdict: 'checked',
  rules: [],
  hovers: expect.objectContaining({ infos: expect.arrayContaining([{ text: 'const q: {\n    data: number | undefined;\n}' }]) }),
}
const bad = block("import { useQuery } from '@fixture/react-query'\nexport const q = useQuery({ queryKey: ['a'], queryFn: async () => 1, cacheTime: 5 })")

/** A worker checker of the fixture library under these limits, closed when the test ends, passed or failed. */
function workerChecker(limits: Parameters<typeof createWorkerChecker>[2]) {
  const checker = createWorkerChecker(source(), setup, limits)
  onTestFinished(() => checker.close())
  return checker
}

describe('the checker in a worker', () => {
  it('skips a block past the time limit, then checks the next blocks in a fresh worker', async () => {
    const checker = workerChecker({ blockMs: 2000, memoryMb: 2048 })
    expect(await checker.checkBlock(good)).toEqual(goodVerdict)
    // 2 s of the worker's CPU time, or the wall-time ceiling of six limits on a machine so busy
    // the worker gets less than a sixth of a core.
    expect(await checker.checkBlock(block(hostileBlock))).toEqual({
      verdict: 'skipped',
      reason: expect.toBeOneOf([timeLimitReason(2000), timeLimitReason(12_000, 'wall')]),
      limit: 'time',
    })
    expect(timeLimitReason(2000)).toBe('took more than 2 s of CPU time to check')
    expect(await checker.checkBlock(bad)).toMatchObject({ verdict: 'fails', diagnostics: [{ code: 2353, line: 2 }] })
    expect(await checker.checkBlock(good)).toEqual(goodVerdict)
  }, 120_000)

  it('skips a block that exhausts the worker heap, then checks the next blocks', async () => {
    const checker = workerChecker({ blockMs: 120_000, memoryMb: 400 })
    expect(await checker.checkBlock(block(hostileBlock))).toEqual({ verdict: 'skipped', reason: memoryLimitReason(400), limit: 'memory' })
    expect(await checker.checkBlock(good)).toEqual(goodVerdict)
  }, 180_000)

  it('skips every block when the types alone pass the heap limit', async () => {
    const checker = workerChecker({ blockMs: 60_000, memoryMb: 64 })
    const reason = 'its types needed more than 64 MB to load'
    expect(await checker.checkBlock(good)).toEqual({ verdict: 'skipped', reason, limit: 'memory' })
    expect(await checker.checkBlock(bad)).toEqual({ verdict: 'skipped', reason, limit: 'memory' })
  }, 120_000)

  it('retires a worker whose heap in use passed its bound, and the next block gets the same verdict from a fresh one', async () => {
    const checker = createWorkerChecker(source(), setup, { blockMs: 60_000, memoryMb: 2048, retireAtMb: 1 })
    try {
      expect(await checker.checkBlock(good)).toEqual(goodVerdict)
      expect(checker.workersStarted()).toBe(1)
      expect(await checker.checkBlock(bad)).toMatchObject({ verdict: 'fails', diagnostics: [{ code: 2353, line: 2 }] })
      expect(await checker.checkBlock(good)).toEqual(goodVerdict)
      expect(checker.workersStarted()).toBe(3)
    } finally {
      await checker.close()
    }
  }, 180_000)

  it('keeps one worker for every block while its heap stays under the bound', async () => {
    const checker = createWorkerChecker(source(), setup, { blockMs: 60_000, memoryMb: 2048 })
    try {
      for (const each of [good, bad, good]) await checker.checkBlock(each)
      expect(checker.workersStarted()).toBe(1)
    } finally {
      await checker.close()
    }
  }, 180_000)
})
