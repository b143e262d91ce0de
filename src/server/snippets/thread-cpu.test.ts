import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { cpuMsOfStat, currentThreadStatFile, threadCpuMs, watchCpuLimit, type LimitClock } from './thread-cpu'

/** A worker that names its stat file, then on request sleeps (no CPU) or spins (all CPU) for the milliseconds asked. */
const workerCode = `
const { parentPort } = require('node:worker_threads')
const { readlinkSync } = require('node:fs')
const thread = /task\\/(\\d+)$/.exec(readlinkSync('/proc/thread-self'))[1]
parentPort.postMessage({ statFile: '/proc/self/task/' + thread + '/stat' })
parentPort.on('message', ({ kind, ms }) => {
  if (kind === 'sleep') Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
  else { const end = Date.now() + ms; while (Date.now() < end) {} }
  parentPort.postMessage({ done: kind })
})
`

async function run(
  kind: 'sleep' | 'spin',
  ms: number,
  limit: { limitMs: number; wallLimitMs: number },
): Promise<{ ended: 'done' | LimitClock; cpuMs: number }> {
  const worker = new Worker(workerCode, { eval: true })
  try {
    const { statFile } = await new Promise<{ statFile: string }>((resolve) => worker.once('message', resolve))
    const since = threadCpuMs(statFile)!
    const cpuSpentMs = () => (threadCpuMs(statFile) ?? since) - since
    const ended = await new Promise<'done' | LimitClock>((resolve) => {
      const stop = watchCpuLimit({ ...limit, cpuSpentMs }, (clock) => resolve(clock))
      worker.once('message', () => {
        stop()
        resolve('done')
      })
      worker.postMessage({ kind, ms })
    })
    return { ended, cpuMs: cpuSpentMs() }
  } finally {
    await worker.terminate()
  }
}

describe("a thread's CPU time", () => {
  it('reads user and system time from a stat line, a command holding spaces and parentheses included', () => {
    const stat = '4242 (node (worker) 1) R 1 4242 4242 0 -1 4194304 120 0 0 0 250 37 0 0 20 0 9 0 1257006 3133440 383'
    expect(cpuMsOfStat(stat)).toBe(2870)
    expect(cpuMsOfStat('4242 (node) R 1')).toBeUndefined()
  })

  it("reads this thread's own, which grows as it works", () => {
    const file = currentThreadStatFile()
    expect(file).toMatch(/^\/proc\/\d+\/task\/\d+\/stat$/)
    const before = threadCpuMs(file)!
    // However busy the machine, this thread's CPU time grows while it computes.
    const end = Date.now() + 10_000
    while (threadCpuMs(file)! - before < 100 && Date.now() < end) Math.sqrt(Math.random())
    expect(threadCpuMs(file)! - before).toBeGreaterThanOrEqual(100)
    expect(threadCpuMs(undefined)).toBeUndefined()
  })
})

describe('a CPU-time limit', () => {
  it('lets a thread that waits longer than the limit finish: waiting is not CPU time', async () => {
    const { ended, cpuMs } = await run('sleep', 1200, { limitMs: 400, wallLimitMs: 10_000 })
    expect(ended).toBe('done')
    expect(cpuMs).toBeLessThan(100)
  }, 20_000)

  it('stops a thread that computes past the limit, once its CPU time reaches it', async () => {
    const { ended, cpuMs } = await run('spin', 30_000, { limitMs: 400, wallLimitMs: 25_000 })
    expect(ended).toBe('cpu')
    expect(cpuMs).toBeGreaterThanOrEqual(400)
  }, 40_000)

  it('stops a thread at the wall-time ceiling, however little CPU it used', async () => {
    const { ended } = await run('sleep', 5000, { limitMs: 400, wallLimitMs: 800 })
    expect(ended).toBe('wall')
  }, 20_000)
})
