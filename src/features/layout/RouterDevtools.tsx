import { useLocation } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'

const Devtools = lazy(() =>
  import('@tanstack/react-router-devtools').then((m) => ({ default: m.TanStackRouterDevtools })),
)

/** The router's devtools, only on the router's own pages and only when enabled. */
export function RouterDevtools({ enabled }: { enabled: boolean }) {
  const onRouterPages = useLocation({ select: (location) => location.pathname.startsWith('/router') })
  if (!enabled || !onRouterPages) return null
  return (
    <Suspense fallback={null}>
      <Devtools position="bottom-right" />
    </Suspense>
  )
}
