import { describe, expect, it } from 'vitest'
import { WriteBatch } from './batch'

describe('WriteBatch', () => {
  it('merges items of one key, writes them together after the delay, and drops what passes the bound', async () => {
    const written: { key: string; n: number }[][] = []
    const batch = new WriteBatch<{ key: string; n: number }>({ name: 'test', maxPending: 2, flushMs: 20, write: async (items) => void written.push(items) })
    const add = (key: string) => batch.add(key, { key, n: 1 }, (held, added) => (held.n += added.n))
    expect(add('a')).toBe(true)
    expect(add('a')).toBe(true)
    expect(add('b')).toBe(true)
    expect(add('c')).toBe(false)
    expect(add('b')).toBe(true)
    expect(batch.dropped).toBe(1)
    expect(written).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(written).toEqual([
      [
        { key: 'a', n: 2 },
        { key: 'b', n: 2 },
      ],
    ])
    expect(add('c')).toBe(true)
    await batch.flush()
    expect(written[1]).toEqual([{ key: 'c', n: 1 }])
  })

  it('keeps going after a failed write', async () => {
    let calls = 0
    const batch = new WriteBatch<number>({
      name: 'test',
      maxPending: 10,
      flushMs: 1000,
      write: async () => {
        calls++
        if (calls === 1) throw new Error('down')
      },
    })
    batch.add('x', 1)
    await batch.flush()
    batch.add('y', 2)
    await batch.flush()
    expect(calls).toBe(2)
  })

  it('once closed for a shutdown, writes what is pending and then every item as it comes', async () => {
    const written: number[][] = []
    const batch = new WriteBatch<number>({ name: 'test', maxPending: 10, flushMs: 60_000, write: async (items) => void written.push(items) })
    batch.add('a', 1)
    await batch.close()
    expect(written).toEqual([[1]])
    batch.add('b', 2)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(written).toEqual([[1], [2]])
  })
})
