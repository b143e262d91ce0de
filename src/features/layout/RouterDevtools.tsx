import { useLocation } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'

// The "InProd" export: the package's default export is a no-op in a production build, which
// would make ROUTER_DEVTOOLS=1 show nothing on the built site. The chunk is fetched only when
// the panel is on and a router page is open, so it costs other visitors nothing.
const Devtools = lazy(() =>
  import('@tanstack/react-router-devtools').then((m) => ({ default: m.TanStackRouterDevtoolsInProd })),
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
