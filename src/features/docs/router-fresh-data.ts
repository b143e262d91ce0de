import type { AnyRouter } from '@tanstack/react-router'

/** The router's default for a preloaded match (`defaultPreloadStaleTime`). */
const ROUTER_PRELOAD_STALE_MS = 30_000

export type RouterWithMatches = Pick<AnyRouter, 'matchRoutes' | 'routesById' | 'options'>

/**
 * Whether the router would show the page of a route with a loader at `pathname` from the data it holds, without running
 * its loader: the match it keeps for the address (a page visited and left, or preloaded on the
 * reader's intent) loaded successfully, was not invalidated, and is younger than its route's
 * stale time — a preloaded one by the preload stale time. This is the router's own rule for a
 * navigation's loader step, read through its public `matchRoutes`. A page whose preload is still
 * on its way reads as not held (its match is pending until the answer comes).
 */
export function routerHoldsFreshData(router: RouterWithMatches, pathname: string, now = Date.now()): boolean {
  const leaf = router.matchRoutes(pathname, {}).at(-1)
  if (!leaf || leaf.status !== 'success' || leaf.invalid) return false
  const route = router.routesById[leaf.routeId as keyof typeof router.routesById] as
    { options: { loader?: unknown; staleTime?: number; preloadStaleTime?: number } } | undefined
  // A route without a loader (an address no page answers ends at the root) holds no data.
  if (!route?.options.loader) return false
  const staleMs = leaf.preload
    ? (route.options.preloadStaleTime ?? router.options.defaultPreloadStaleTime ?? ROUTER_PRELOAD_STALE_MS)
    : (route.options.staleTime ?? router.options.defaultStaleTime ?? 0)
  return now - leaf.updatedAt < staleMs
}
