/**
 * The latest live figures in the browser, shared by the live widget (which receives them)
 * and the library cards (which show a few). Kept tiny: it is part of the home page's first load.
 */
import { useSyncExternalStore } from 'react'
import type { LiveStats } from '~/lib/live/types'

let current: LiveStats | undefined
const listeners = new Set<() => void>()

export function setLiveStats(stats: LiveStats) {
  current = stats
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function useLiveStats(): LiveStats | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  )
}
