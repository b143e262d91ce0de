import { describe, expect, it } from 'vitest'
import { ConnectionLimit } from './connections'

describe('ConnectionLimit', () => {
  it('caps each client and the total, and frees places given back (once each)', () => {
    const limit = new ConnectionLimit(4, 2)
    const a1 = limit.acquire('a')!
    expect(limit.acquire('a')).toBeDefined()
    expect(limit.acquire('a')).toBeUndefined()
    expect(limit.acquire('b')).toBeDefined()
    expect(limit.acquire('c')).toBeDefined()
    expect(limit.acquire('d')).toBeUndefined()
    a1()
    a1()
    expect(limit.open).toBe(3)
    expect(limit.acquire('d')).toBeDefined()
    expect(limit.acquire('e')).toBeUndefined()
  })
  it('forgets clients with no stream open', () => {
    const limit = new ConnectionLimit(10, 10)
    for (let i = 0; i < 5; i++) limit.acquire(`client-${i}`)!()
    expect(limit.clients).toBe(0)
  })
})
