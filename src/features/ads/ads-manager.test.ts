import { beforeEach, describe, expect, it, vi } from 'vitest'
import { adSlots, type AdSlotDefinition } from '~/site/ads'
import { AdsManager, firstOfEachId, houseProvider, type AdProvider, type SlotHandle } from './ads-manager'

type TestHandle = SlotHandle & { position: number; house: number[]; modes: string[]; duplicate: boolean }

let position = 0
function handle(slot: AdSlotDefinition): TestHandle {
  const h: TestHandle = {
    slot,
    position: position++,
    element: {} as Element,
    networkElementId: `ad-${slot.id}`,
    house: [],
    modes: [],
    duplicate: false,
    showHouse: (now) => h.house.push(now),
    setMode: (mode) => h.modes.push(mode),
    setDuplicate: (d) => (h.duplicate = d),
  }
  return h
}

/** Timers driven by hand: `tick` fires every interval once, `run` runs scheduled flushes. */
function manualTimers() {
  const intervals = new Map<number, { fn: () => void; ms: number }>()
  const scheduled: (() => void)[] = []
  let next = 1
  let hidden = false
  return {
    intervals,
    setHidden: (value: boolean) => (hidden = value),
    env: {
      setInterval: (fn: () => void, ms: number) => (intervals.set(next, { fn, ms }), next++),
      clearInterval: (id: unknown) => intervals.delete(id as number),
      schedule: (fn: () => void) => scheduled.push(fn),
      pageHidden: () => hidden,
    },
    tick: () => [...intervals.values()].forEach((i) => i.fn()),
    run: () => scheduled.splice(0).forEach((fn) => fn()),
  }
}

const byPosition = (a: { position: number }, b: { position: number }) => a.position < b.position
const handleOrder = (a: SlotHandle, b: SlotHandle) => byPosition(a as TestHandle, b as TestHandle)

function recordingProvider(kind: 'house' | 'network' = 'network') {
  const calls: string[][] = []
  const provider: AdProvider & { calls: string[][] } = { kind, calls, refresh: (handles) => void calls.push(handles.map((h) => h.slot.id)) }
  return provider
}

beforeEach(() => {
  position = 0
})

describe('ads manager', () => {
  it('fills every slot mounted together with one request', () => {
    const timers = manualTimers()
    const provider = recordingProvider()
    const manager = new AdsManager(provider, timers.env, handleOrder)
    manager.register(handle(adSlots.leaderboard))
    manager.register(handle(adSlots['left-rail']))
    manager.register(handle(adSlots['right-rail']))
    timers.run()
    expect(provider.calls).toEqual([['leaderboard', 'left-rail', 'right-rail']])
  })

  it('refreshes a slot every 45 seconds only while it is visible and the tab is shown', () => {
    const timers = manualTimers()
    const provider = recordingProvider()
    const manager = new AdsManager(provider, timers.env, handleOrder)
    const top = handle(adSlots.leaderboard)
    manager.register(top)
    manager.register(handle(adSlots.footer))
    timers.run()
    manager.setVisible(top, true)
    expect([...timers.intervals.values()].map((i) => i.ms)).toEqual([45_000])
    timers.tick()
    timers.run()
    expect(provider.calls.at(-1)).toEqual(['leaderboard'])
    timers.setHidden(true)
    timers.tick()
    timers.run()
    expect(provider.calls).toHaveLength(2)
    manager.setVisible(top, false)
    expect(timers.intervals.size).toBe(0)
  })

  it('keeps only the first slot of an id and refills all slots after a navigation', () => {
    const timers = manualTimers()
    const provider = recordingProvider()
    const manager = new AdsManager(provider, timers.env, handleOrder)
    const first = handle(adSlots.leaderboard)
    const second = handle(adSlots.leaderboard)
    manager.register(second)
    const removeFirst = manager.register(first)
    manager.register(handle(adSlots.footer))
    timers.run()
    expect(second.duplicate).toBe(true)
    expect(first.duplicate).toBe(false)
    expect(provider.calls).toEqual([['leaderboard', 'footer']])

    manager.refreshAfterNavigation()
    timers.run()
    expect(provider.calls.at(-1)).toEqual(['leaderboard', 'footer'])

    removeFirst()
    expect(second.duplicate).toBe(false)
  })

  it('falls back to house ads when the network provider throws', () => {
    const timers = manualTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const broken: AdProvider = {
      kind: 'network',
      refresh: () => {
        throw new Error('ad script broke')
      },
    }
    const manager = new AdsManager(houseProvider, timers.env, handleOrder)
    const top = handle(adSlots.leaderboard)
    manager.register(top)
    timers.run()
    expect(top.house).toHaveLength(1)
    manager.setProvider(broken)
    expect(top.modes.at(-1)).toBe('network')
    timers.run()
    expect(manager.providerKind).toBe('house')
    expect(top.modes.at(-1)).toBe('house')
    timers.run()
    expect(top.house).toHaveLength(2)
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})

describe('first of each id', () => {
  it('keeps the earliest in document order', () => {
    const items = [
      { slot: { id: 'a' }, position: 3 },
      { slot: { id: 'a' }, position: 1 },
      { slot: { id: 'b' }, position: 2 },
    ]
    const { kept, duplicates } = firstOfEachId(items, byPosition)
    expect(kept.map((i) => i.position).sort()).toEqual([1, 2])
    expect(duplicates.map((i) => i.position)).toEqual([3])
  })
})
