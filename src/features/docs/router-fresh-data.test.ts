// @vitest-environment happy-dom
import { createMemoryHistory, createRootRoute, createRoute, createRouter, notFound, type AnyRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { routerHoldsFreshData } from './router-fresh-data'

const PAGE_STALE_MS = 300_000
const PRELOAD_STALE_MS = 30_000

/** A real router with one doc-like route: its loader answers after a moment; `missing` is not found. */
function docsRouter() {
  const loads: string[] = []
  const root = createRootRoute()
  const page = createRoute({
    getParentRoute: () => root,
    path: 'docs/$',
    staleTime: PAGE_STALE_MS,
    loader: async ({ params }) => {
      loads.push(params._splat ?? '')
      await new Promise((resolve) => setTimeout(resolve, 10))
      if (params._splat === 'missing') throw notFound()
      return { page: params._splat }
    },
  })
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/docs/first'] }),
    isServer: false,
    defaultStaleTime: 1,
  })
  return { router, loads }
}

/** The router's preload of an address (the site's registered routes do not type this test's). */
const preload = (router: AnyRouter, to: string) => router.preloadRoute({ to })

const later = (ms: number) => Date.now() + ms

describe('routerHoldsFreshData', () => {
  it('reads a page never loaded as not held, and the page on screen as held', async () => {
    const { router } = docsRouter()
    await router.load()
    expect(routerHoldsFreshData(router, '/docs/first')).toBe(true)
    expect(routerHoldsFreshData(router, '/docs/other')).toBe(false)
  })

  it('holds a preloaded page once its answer has come, for the preload stale time', async () => {
    const { router, loads } = docsRouter()
    await router.load()
    const preloading = preload(router, '/docs/next')
    // On its way: the router has nothing for it yet.
    expect(routerHoldsFreshData(router, '/docs/next')).toBe(false)
    await preloading
    expect(loads).toEqual(['first', 'next'])
    expect(routerHoldsFreshData(router, '/docs/next')).toBe(true)
    expect(routerHoldsFreshData(router, '/docs/next', later(PRELOAD_STALE_MS - 1000))).toBe(true)
    expect(routerHoldsFreshData(router, '/docs/next', later(PRELOAD_STALE_MS + 1000))).toBe(false)
  })

  it("holds a page visited and left for its route's stale time", async () => {
    const { router } = docsRouter()
    await router.load()
    await (router as AnyRouter).navigate({ href: '/docs/second' })
    expect(routerHoldsFreshData(router, '/docs/first', later(PRELOAD_STALE_MS + 1000))).toBe(true)
    expect(routerHoldsFreshData(router, '/docs/first', later(PAGE_STALE_MS + 1000))).toBe(false)
  })

  it('does not hold a page the router was told to load again, or whose preload found nothing', async () => {
    const { router } = docsRouter()
    await router.load()
    await preload(router, '/docs/missing')
    expect(routerHoldsFreshData(router, '/docs/missing')).toBe(false)
    await preload(router, '/docs/next')
    expect(routerHoldsFreshData(router, '/docs/next')).toBe(true)
    // Invalidate reloads the page on screen; the kept preload is marked to be loaded again.
    await router.invalidate()
    expect(routerHoldsFreshData(router, '/docs/next')).toBe(false)
  })

  it('holds nothing for an address no route answers', async () => {
    const { router } = docsRouter()
    await router.load()
    expect(routerHoldsFreshData(router, '/elsewhere')).toBe(false)
  })
})
