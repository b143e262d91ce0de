/** Where a reload for one failed asset is remembered, per tab (sessionStorage). */
const RELOADED_PREFIX = 'asset-reload:'
/**
 * The router's lazy route components reload the page by themselves when their module fails,
 * once per error message and tab, under this key. Marking the failure as handled here leaves
 * the decision to one place, so a failure never costs two reloads.
 */
const ROUTER_RELOAD_PREFIX = 'tanstack_router_reload:'

/** What identifies a failure: the error's message, which names the asset in Chromium and Firefox. */
export function assetFailureKey(payload: unknown): string {
  return String((payload as { message?: unknown } | undefined)?.message ?? payload)
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>

/**
 * Whether a failed asset should reload the page: only the first time that asset fails in this
 * tab (a deploy replaced it; the reloaded page names the new one). If it fails again after that
 * reload, reloading again would not help: the error goes on to the error view and its retry.
 */
export function takeReloadFor(storage: Storage, key: string, now = Date.now()): boolean {
  storage.setItem(`${ROUTER_RELOAD_PREFIX}${key}`, '1')
  if (storage.getItem(`${RELOADED_PREFIX}${key}`) !== null) return false
  storage.setItem(`${RELOADED_PREFIX}${key}`, String(now))
  return true
}

/**
 * When a lazily loaded asset fails (typically after a deploy removed it), reload the page once
 * to pick up the new asset names (SPEC §2). The event is not cancelled: the failure still
 * reaches the route, so if the page is not reloaded it shows the error view, whose "Try Again"
 * loads the asset again.
 */
export function installAssetFailureReload(win: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    const key = assetFailureKey((event as Event & { payload?: unknown }).payload)
    let reload: boolean
    try {
      reload = takeReloadFor(win.sessionStorage, key)
    } catch {
      // No storage (blocked or full): a reload could not be counted, so none is made.
      return
    }
    if (reload) win.location.reload()
  }
  win.addEventListener('vite:preloadError', onPreloadError)
  return () => win.removeEventListener('vite:preloadError', onPreloadError)
}
