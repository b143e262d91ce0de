import { describe, expect, it, vi } from 'vitest'
import { assetFailureKey, installAssetFailureReload, takeReloadFor } from './preload-recovery'

function memoryStorage() {
  const entries = new Map<string, string>()
  return { entries, getItem: (k: string) => entries.get(k) ?? null, setItem: (k: string, v: string) => void entries.set(k, v) }
}

function fakeWindow(storage: { getItem: (k: string) => string | null; setItem: (k: string, v: string) => void } = memoryStorage()) {
  const target = new EventTarget()
  const reload = vi.fn()
  const win = Object.assign(target, { sessionStorage: storage, location: { reload } })
  return { win: win as unknown as Window, reload }
}

function preloadError(message: string) {
  return Object.assign(new Event('vite:preloadError', { cancelable: true }), {
    payload: new TypeError(`Failed to fetch dynamically imported module: ${message}`),
  })
}

describe('reload after a failed lazy asset', () => {
  it('names a failure by its message', () => {
    expect(assetFailureKey(new Error('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      'Failed to fetch dynamically imported module: /assets/a.js',
    )
    expect(assetFailureKey('text')).toBe('text')
    expect(assetFailureKey(undefined)).toBe('undefined')
  })

  it('allows one reload per failed asset, and tells the router the failure is taken care of', () => {
    const storage = memoryStorage()
    expect(takeReloadFor(storage, 'a', 1000)).toBe(true)
    expect(takeReloadFor(storage, 'a', 999_999)).toBe(false)
    expect(takeReloadFor(storage, 'b', 1000)).toBe(true)
    expect(storage.getItem('tanstack_router_reload:a')).toBe('1')
    expect(storage.getItem('tanstack_router_reload:b')).toBe('1')
  })

  it('reloads once for a failed asset, however long until it fails again, and never cancels the failure', () => {
    const storage = memoryStorage()
    const first = fakeWindow(storage)
    const uninstall = installAssetFailureReload(first.win)
    const event = preloadError('/assets/page-1.js')
    first.win.dispatchEvent(event)
    expect(first.reload).toHaveBeenCalledTimes(1)
    // The route still sees the failure (a cancelled one would resolve to an empty module).
    expect(event.defaultPrevented).toBe(false)
    uninstall()

    // The reloaded page: the same asset fails again, even minutes later.
    vi.useFakeTimers({ now: Date.now() + 10 * 60_000 })
    const second = fakeWindow(storage)
    installAssetFailureReload(second.win)
    second.win.dispatchEvent(preloadError('/assets/page-1.js'))
    expect(second.reload).not.toHaveBeenCalled()
    // Another asset (a later deploy) gets its own single reload.
    second.win.dispatchEvent(preloadError('/assets/page-2.js'))
    expect(second.reload).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })

  it('does not reload when the tab has no usable storage to count reloads in', () => {
    const { win, reload } = fakeWindow({
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    })
    installAssetFailureReload(win)
    win.dispatchEvent(preloadError('/assets/page.js'))
    expect(reload).not.toHaveBeenCalled()
  })
})
