import { describe, expect, it } from 'vitest'
import { describeExit, RestartBackoff } from './restart-backoff'

describe('RestartBackoff', () => {
  it('starts a server that died again within a second, doubling the wait while it keeps dying young', () => {
    const backoff = new RestartBackoff()
    expect([5_000, 3_000, 2_000, 1_000, 800, 700, 600, 500, 400].map((uptime) => backoff.delayAfter(uptime))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ])
  })

  it('waits half a second again once a server has run for a minute', () => {
    const backoff = new RestartBackoff()
    backoff.delayAfter(100)
    backoff.delayAfter(100)
    expect(backoff.delayAfter(61_000)).toBe(500)
    expect(backoff.delayAfter(100)).toBe(1_000)
  })
})

describe('describeExit', () => {
  it('names the signal or the code, and what an abort usually means', () => {
    expect(describeExit(null, 'SIGKILL')).toBe('signal SIGKILL')
    expect(describeExit(1, null)).toBe('exit code 1')
    expect(describeExit(null, 'SIGABRT')).toMatch(/heap is exhausted/)
    expect(describeExit(134, null)).toMatch(/exit code 134 .*heap/)
  })
})
