import { describe, expect, it, vi } from 'vitest'
import { installAssetFailureReload, shouldReloadAfterAssetFailure } from './preload-recovery'

function fakeWindow() {
  const storage = new Map<string, string>()
  const target = new EventTarget()
  const reload = vi.fn()
  const win = Object.assign(target, {
    sessionStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) },
    location: { reload },
  })
  return { win: win as unknown as Window, reload }
}

describe('reload after a failed lazy asset', () => {
  it('reloads the first time and not again right after', () => {
    expect(shouldReloadAfterAssetFailure(null, 1000)).toBe(true)
    expect(shouldReloadAfterAssetFailure(1000, 5000)).toBe(false)
    expect(shouldReloadAfterAssetFailure(1000, 60_000)).toBe(true)
  })

  it('reloads once on vite:preloadError and never loops', () => {
    const { win, reload } = fakeWindow()
    const uninstall = installAssetFailureReload(win)
    const first = new Event('vite:preloadError', { cancelable: true })
    win.dispatchEvent(first)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(first.defaultPrevented).toBe(true)
    const second = new Event('vite:preloadError', { cancelable: true })
    win.dispatchEvent(second)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(second.defaultPrevented).toBe(false)
    uninstall()
  })
})
