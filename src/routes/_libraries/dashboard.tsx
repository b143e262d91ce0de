import { createFileRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { DashboardPage } from '~/features/dashboard/DashboardPage'
import { loadDashboardFn } from '~/features/dashboard/dashboard.functions'
import { DashboardForbidden } from '~/features/dashboard/DashboardStates'
import { markForbidden } from '~/features/dashboard/forbidden-status'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/_libraries/dashboard')({
  // The loader comes with the page's component, not in the route definitions every page loads.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  headers: () => ({ 'Cache-Control': 'private, no-store' }),
  head: ({ matches }) => ({ meta: [...pageHead(matches, { title: 'Dashboard' }).meta, { name: 'robots', content: 'noindex' }] }),
  loader: async ({ location }: { location: { href: string } }) => {
    // The dashboard's calls come with its page (the loader is split off with the component, which
    // imports them too); the viewer's is imported here, so it stays out of the route definitions.
    const { getViewerFn } = await import('~/features/auth/auth.functions')
    const { viewer } = await getViewerFn()
    if (!viewer) throw redirect({ href: `/login?redirect=${encodeURIComponent(location.href)}` })
    if (viewer.role !== 'admin') {
      markForbidden()
      return { forbidden: viewer.name, data: null }
    }
    return { forbidden: null, data: await loadDashboardFn() }
  },
  staleTime: 0,
  // Route options are in the JavaScript every page loads; these views come with the dashboard.
  pendingComponent: lazyRouteComponent(() => import('~/features/dashboard/DashboardStates'), 'DashboardLoading'),
  errorComponent: lazyRouteComponent(() => import('~/features/dashboard/DashboardStates'), 'DashboardRouteError'),
  component: function DashboardRoute() {
    const { forbidden, data } = Route.useLoaderData()
    if (data) return <DashboardPage data={data} />
    return <DashboardForbidden name={forbidden ?? ''} />
  },
})
