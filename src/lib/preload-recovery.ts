const STORAGE_KEY = 'asset-reload-at'
/** A second failure within this window after a reload means the reload did not help. */
const RELOAD_WINDOW_MS = 10_000

export function shouldReloadAfterAssetFailure(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > RELOAD_WINDOW_MS
}

/**
 * When a lazily loaded chunk fails (typically after a deploy removed it), reload the page
 * once to pick up the new asset names. A failure right after that reload is left alone.
 */
export function installAssetFailureReload(win: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    const stored = win.sessionStorage.getItem(STORAGE_KEY)
    const lastReloadAt = stored ? Number(stored) : null
    const now = Date.now()
    if (!shouldReloadAfterAssetFailure(lastReloadAt, now)) return
    event.preventDefault()
    win.sessionStorage.setItem(STORAGE_KEY, String(now))
    win.location.reload()
  }
  win.addEventListener('vite:preloadError', onPreloadError)
  return () => win.removeEventListener('vite:preloadError', onPreloadError)
}
