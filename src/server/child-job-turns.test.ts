import { describe, expect, it } from 'vitest'
import { createTurns } from './child-job-turns'

/** A piece of work that records when it starts and ends, and ends when `finish` is called. */
function tracked(log: string[], name: string) {
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  return {
    work: async () => {
      log.push(`${name} starts`)
      await done
      log.push(`${name} ends`)
      return name
    },
    finish: () => finish(),
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('createTurns', () => {
  it('runs one piece of work at a time, a waiting render before a waiting index batch', async () => {
    const turn = createTurns(1)
    const log: string[] = []
    const batch1 = tracked(log, 'batch 1')
    const batch2 = tracked(log, 'batch 2')
    const render = tracked(log, 'render')
    const results = [turn('background', batch1.work), turn('background', batch2.work), turn('reader', render.work)]
    await settle()
    expect(log).toEqual(['batch 1 starts'])
    batch1.finish()
    await settle()
    // The render asked after the second batch and still goes first.
    expect(log).toEqual(['batch 1 starts', 'batch 1 ends', 'render starts'])
    render.finish()
    await settle()
    batch2.finish()
    expect(await Promise.all(results)).toEqual(['batch 1', 'batch 2', 'render'])
    expect(log).toEqual(['batch 1 starts', 'batch 1 ends', 'render starts', 'render ends', 'batch 2 starts', 'batch 2 ends'])
  })

  it('passes the turn on when a piece of work fails, and starts at once when the gate is free again', async () => {
    const turn = createTurns(1)
    await expect(turn('reader', () => Promise.reject(new Error('the child ran out of heap')))).rejects.toThrow('out of heap')
    const log: string[] = []
    const next = tracked(log, 'next')
    const result = turn('background', next.work)
    await settle()
    expect(log).toEqual(['next starts'])
    next.finish()
    expect(await result).toBe('next')
  })
})
