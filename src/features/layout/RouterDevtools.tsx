import { useLocation } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'

const Devtools = lazy(() => import('@tanstack/react-router-devtools').then((m) => ({ default: m.TanStackRouterDevtools })))

/**
 * The router's devtools, only on the router's own pages and only when enabled — in practice
 * only under `npm run dev`: the package's export is a no-op in a production build. Its
 * production variant is left out on purpose: bundling it splits the router's shared code into
 * one more chunk that every page loads first, which the doc pages' script budget has no room for.
 */
export function RouterDevtools({ enabled }: { enabled: boolean }) {
  const onRouterPages = useLocation({ select: (location) => location.pathname.startsWith('/router') })
  if (!enabled || !onRouterPages) return null
  return (
    <Suspense fallback={null}>
      <Devtools position="bottom-right" />
    </Suspense>
  )
}
