import { describe, expect, it } from 'vitest'
import { ClientBudget } from './client-budget'

describe('ClientBudget', () => {
  it('lets each client spend its limit per window, then refuses until the window ends', async () => {
    const budget = new ClientBudget(3, 1_000)
    expect([1, 2, 3, 4].map(() => budget.trySpend('a'))).toEqual([true, true, true, false])
    expect(budget.trySpend('b', 3)).toBe(true)
    expect(budget.trySpend('b')).toBe(false)
    expect(budget.retryAfterSeconds('a')).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect(budget.trySpend('a')).toBe(true)
  })
  it('keeps at most maxClients windows', () => {
    const budget = new ClientBudget(1, 60_000, 100)
    for (let i = 0; i < 1000; i++) budget.trySpend(`client-${i}`)
    expect((budget as unknown as { windows: { size: number } }).windows.size).toBe(100)
  })
})
