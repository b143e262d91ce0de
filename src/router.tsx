import { createRouter, lazyRouteComponent } from '@tanstack/react-router'
import { getGlobalStartContext } from '@tanstack/react-start'
import { routeTree } from './routeTree.gen'

/**
 * The CSP nonce of the response being rendered (the server entry passes it in the request
 * context). In the browser the router reads it back from the page's `csp-nonce` meta tag.
 */
function requestNonce(): string | undefined {
  try {
    return (getGlobalStartContext() as { nonce?: string } | undefined)?.nonce
  } catch {
    // Outside a request (no start context yet): nothing is rendered, no nonce is needed.
    return undefined
  }
}

/**
 * In the browser the router is made a task after hydration starts: on a slow phone the route
 * tree and the router's stores were one long task with the first render.
 */
const aTaskLater = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export async function getRouter() {
  if (typeof window !== 'undefined') await aTaskLater()
  const router = createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultStaleTime: 1,
    scrollRestoration: true,
    // Loaded when a page needs them, not with every page's JavaScript.
    defaultNotFoundComponent: lazyRouteComponent(() => import('~/features/layout/NotFound'), 'DefaultNotFound'),
    defaultErrorComponent: lazyRouteComponent(() => import('~/features/layout/ErrorView'), 'ErrorView'),
    ssr: { nonce: requestNonce() },
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: Awaited<ReturnType<typeof getRouter>>
  }
}
