import { describe, expect, it } from 'vitest'
import { WorkBudget, WorkRefused, WorkTurns } from './work-budget'

function clock() {
  let now = 0
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

function refusal(run: () => unknown): WorkRefused | undefined {
  try {
    run()
  } catch (error) {
    if (error instanceof WorkRefused) return error
    throw error
  }
  return undefined
}

describe('WorkBudget', () => {
  it('admits work while the bucket holds time, refuses it once spent, and refills at the rate', () => {
    const time = clock()
    const budget = new WorkBudget({ msPerMinute: 6000, burstMs: 300, maxConcurrent: 2 }, time.now)
    const first = budget.admit('a')
    first.add(250)
    first.end()
    // 50 ms left: admitted, and the piece may take the bucket below zero.
    const second = budget.admit('a')
    second.add(250)
    second.end()
    const refused = refusal(() => budget.admit('a'))
    expect(refused?.reason).toBe('spent')
    // 200 ms of debt at 100 ms a second: two seconds and a bit.
    expect(refused?.retryAfterSeconds).toBe(3)
    // Another client has its own bucket.
    expect(refusal(() => budget.admit('b').end())).toBeUndefined()
    time.advance(2_100)
    expect(refusal(() => budget.admit('a').end())).toBeUndefined()
  })

  it('refuses more than maxConcurrent pieces of one client at once', () => {
    const budget = new WorkBudget({ msPerMinute: 60_000, burstMs: 10_000, maxConcurrent: 2 }, clock().now)
    const one = budget.admit('a')
    budget.admit('a')
    const refused = refusal(() => budget.admit('a'))
    expect(refused).toMatchObject({ reason: 'concurrent', retryAfterSeconds: 1 })
    one.end()
    one.end() // ending twice frees one slot, not two
    expect(refusal(() => budget.admit('a'))).toBeUndefined()
    expect(refusal(() => budget.admit('a'))?.reason).toBe('concurrent')
  })

  it('charges the time run() took, also when the work fails', async () => {
    const time = clock()
    const budget = new WorkBudget({ msPerMinute: 600, burstMs: 100, maxConcurrent: 1 }, time.now)
    await expect(
      budget.run('a', () => {
        time.advance(150)
        throw new Error('broken')
      }),
    ).rejects.toThrow('broken')
    expect(budget.balanceOf('a')).toBe(-50)
    await expect(budget.run('a', () => 1)).rejects.toBeInstanceOf(WorkRefused)
  })

  it('keeps at most maxClients buckets', () => {
    const budget = new WorkBudget({ msPerMinute: 600, burstMs: 100, maxConcurrent: 1, maxClients: 50 }, clock().now)
    for (let n = 0; n < 500; n++) budget.admit(`client-${n}`).end()
    expect((budget as unknown as { buckets: { size: number } }).buckets.size).toBe(50)
  })
})

describe('WorkTurns', () => {
  it('runs one piece at a time, and lets the event loop go round before the next', async () => {
    const turns = new WorkTurns(2)
    const events: string[] = []
    expect(await turns.take()).toBe(true)
    const second = turns.take().then(() => events.push('second'))
    const third = turns.take().then(() => events.push('third'))
    expect(await turns.take()).toBe(false) // two wait already
    setImmediate(() => events.push('other work'))
    turns.give()
    await second
    expect(events).toEqual(['other work', 'second'])
    turns.give()
    await third
    turns.give()
    expect(turns.waiting).toBe(0)
    expect(await turns.take()).toBe(true)
  })
})
