import { expect, it } from 'vitest'
import { ConcurrencyLimit } from './limit'

it('runs at most the allowed number of tasks at once, and all of them', async () => {
  const limit = new ConcurrencyLimit(2)
  let running = 0
  let peak = 0
  const task = (value: number) =>
    limit.run(async () => {
      running++
      peak = Math.max(peak, running)
      await new Promise((r) => setTimeout(r, 5))
      running--
      if (value === 3) throw new Error('three')
      return value
    })
  const results = await Promise.allSettled([1, 2, 3, 4, 5].map(task))
  expect(peak).toBe(2)
  expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([1, 2, 'failed', 4, 5])
})
