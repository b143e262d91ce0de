import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { heapFlags, serverCommand, SUPERVISED_VARIABLE } from './memory-limit'

describe('heapFlags', () => {
  it('splits the limit between the old generation and a young one of three semi-spaces', () => {
    expect(heapFlags(256)).toEqual(['--max-old-space-size=232', '--max-semi-space-size=8'])
    expect(heapFlags(1024)).toEqual(['--max-old-space-size=1000', '--max-semi-space-size=8'])
    // A small limit keeps a young generation in proportion.
    expect(heapFlags(64)).toEqual(['--max-old-space-size=52', '--max-semi-space-size=4'])
  })

  it('sets nothing for 0', () => {
    expect(heapFlags(0)).toEqual([])
  })

  it('are flags V8 takes at start: the heap limit it reports follows them', () => {
    const limitMb = (flags: string[]) => {
      const run = spawnSync(process.execPath, [...flags, '-e', 'console.log(require("node:v8").getHeapStatistics().heap_size_limit)'], { encoding: 'utf8' })
      return Number(run.stdout) / 1048576
    }
    const bounded = limitMb(heapFlags(256))
    // V8 adds its young generation to the old one's limit; the whole stays near what was asked.
    expect(bounded).toBeGreaterThanOrEqual(232)
    expect(bounded).toBeLessThanOrEqual(270)
    expect(limitMb([])).toBeGreaterThan(bounded)
  })
})

describe('serverCommand', () => {
  const base = { limitMb: 320, execArgv: ['--enable-source-maps'], argv: ['/usr/bin/node', '/srv/.output/server/index.mjs', '--flag'], env: {} }

  it("starts the same script with the same Node options plus the heap flags of the server's part of the limit", () => {
    // 320 MB less the child jobs' 74 (heapBudget): a heap of 246 MB.
    expect(serverCommand(base)).toEqual([
      '--enable-source-maps',
      '--max-old-space-size=222',
      '--max-semi-space-size=8',
      '/srv/.output/server/index.mjs',
      '--flag',
    ])
  })

  it('adds no heap flag without a limit, or when the operator set one', () => {
    const plain = ['--enable-source-maps', '/srv/.output/server/index.mjs', '--flag']
    expect(serverCommand({ ...base, limitMb: 0 })).toEqual(plain)
    expect(serverCommand({ ...base, env: { NODE_OPTIONS: '--enable-source-maps --max_old_space_size=512' } })).toEqual(plain)
    expect(serverCommand({ ...base, env: { NODE_OPTIONS: '--max-semi-space-size=4' } })).toEqual(plain)
    expect(serverCommand({ ...base, execArgv: ['--max-old-space-size=512'] })).toEqual(['--max-old-space-size=512', '/srv/.output/server/index.mjs', '--flag'])
  })

  it('starts no other server from the supervised one', () => {
    expect(serverCommand({ ...base, env: { [SUPERVISED_VARIABLE]: '1' } })).toBeUndefined()
  })
})
