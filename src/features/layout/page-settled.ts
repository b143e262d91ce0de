/**
 * "The page has settled": it has loaded and the reader has started to use it (a key, a tap, a
 * scroll) or the browser has had nothing to do for a few seconds since. Code that is not part of
 * reading the page (ads, the feedback form's behaviour) waits for it, so it never shares a phone's
 * first seconds with the page itself. Once settled, it stays settled for the pages that follow.
 */
import { useEffect, useState, useSyncExternalStore } from 'react'

/** How long after the load event, with no reader input, the page counts as settled. */
export const SETTLE_AFTER_LOAD_MS = 3000

const READER_INPUT = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const

let settled = false
let watching = false
const listeners = new Set<() => void>()

function settle() {
  if (settled) return
  settled = true
  for (const type of READER_INPUT) window.removeEventListener(type, settle, { capture: true })
  for (const listener of listeners) listener()
}

function watch() {
  if (watching || typeof window === 'undefined') return
  watching = true
  for (const type of READER_INPUT) window.addEventListener(type, settle, { capture: true, passive: true })
  const afterLoad = () =>
    setTimeout(() => (window.requestIdleCallback ? window.requestIdleCallback(settle, { timeout: 2000 }) : settle()), SETTLE_AFTER_LOAD_MS)
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  watch()
  return () => listeners.delete(listener)
}

/** Settles the page now (a reader acted on something that needs the deferred code). */
export function settlePage(): void {
  if (typeof window !== 'undefined') settle()
}

/**
 * Runs `run` once the page has settled (at once if it has), outside React: nothing renders again,
 * so a part of the page left as the server wrote it (`<Hydrate when={never()}>`) stays so. Returns
 * what cancels it.
 */
export function onPageSettled(run: () => void): () => void {
  if (settled) {
    run()
    return () => undefined
  }
  const once = () => {
    listeners.delete(once)
    run()
  }
  return subscribe(once)
}

/**
 * Whether the page has settled. False on the server and while hydrating (so the first render
 * matches the server's markup), true from then on once it has.
 */
function usePageSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  )
}

/**
 * The module `load` imports, once the page has settled and the module has come; undefined until
 * then. What it replaces stays on the page, and in use, while the module comes. `load` must be
 * the same function on every render (declare it at module level).
 */
export function useModuleWhenSettled<T>(load: () => Promise<T>): T | undefined {
  const settled = usePageSettled()
  const [loaded, setLoaded] = useState<{ module: T } | undefined>()
  useEffect(() => {
    if (!settled) return
    let current = true
    load().then(
      (module) => current && setLoaded({ module }),
      // A chunk that fails to come (offline, a new deployment) leaves the first load's version in place.
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [settled, load])
  return loaded?.module
}
