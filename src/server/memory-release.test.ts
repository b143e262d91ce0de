import { describe, expect, it, vi } from 'vitest'
import { afterWindow, BUSY_UTILIZATION, fullCollection, IDLE_UTILIZATION, startMemoryRelease } from './memory-release'

describe('afterWindow', () => {
  const rested = { workedSinceCollection: false }
  const worked = { workedSinceCollection: true }

  it('collects in the first idle window after work, once', () => {
    const first = afterWindow(worked, 0)
    expect(first).toEqual({ collect: true, state: rested })
    expect(afterWindow(first.state, 0).collect).toBe(false)
  })

  it('does not collect while the server works, nor when it rested all along', () => {
    expect(afterWindow(rested, 0.9)).toEqual({ collect: false, state: worked })
    expect(afterWindow(worked, BUSY_UTILIZATION)).toEqual({ collect: false, state: worked })
    expect(afterWindow(rested, 0)).toEqual({ collect: false, state: rested })
  })

  it('waits through a window that is neither work nor rest', () => {
    const between = (BUSY_UTILIZATION + IDLE_UTILIZATION) / 2
    expect(afterWindow(worked, between)).toEqual({ collect: false, state: worked })
    expect(afterWindow(rested, between)).toEqual({ collect: false, state: rested })
  })
})

describe('fullCollection', () => {
  it('is a real full collection: an object only a weak reference holds is gone after it', async () => {
    const ref = new WeakRef({ payload: new Array(1000).fill('x') })
    // A WeakRef keeps its target alive until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0))
    fullCollection()()
    expect(ref.deref()).toBeUndefined()
  })
})

describe('startMemoryRelease', () => {
  const spin = (ms: number) => {
    const end = performance.now() + ms
    while (performance.now() < end);
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  it('collects once after the event loop worked and then rested, on the real event loop', async () => {
    const collect = vi.fn()
    const stop = startMemoryRelease(0.25, collect)
    try {
      await sleep(600)
      expect(collect).not.toHaveBeenCalled()
      // Work across more than a whole window, then rest for several.
      for (let i = 0; i < 15; i++) {
        spin(40)
        await sleep(2)
      }
      await sleep(1500)
      expect(collect).toHaveBeenCalledTimes(1)
      await sleep(750)
      expect(collect).toHaveBeenCalledTimes(1)
    } finally {
      stop()
    }
  })

  it('does nothing when turned off', async () => {
    const collect = vi.fn()
    const stop = startMemoryRelease(0, collect)
    spin(150)
    await sleep(300)
    stop()
    expect(collect).not.toHaveBeenCalled()
  })
})
