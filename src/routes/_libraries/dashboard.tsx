import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { DashboardPage } from '~/features/dashboard/DashboardPage'
import { loadDashboardFn } from '~/features/dashboard/dashboard.functions'
import { DashboardForbidden } from '~/features/dashboard/DashboardStates'
import { loadForAdmin } from '~/features/dashboard/admin-loader'
import { pageHead } from '~/lib/page-head'
import { PRIVATE_NO_STORE } from '~/lib/cache-policy'

export const Route = createFileRoute('/_libraries/dashboard')({
  // The loader comes with the page's component, not in the route definitions every page loads.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  headers: () => ({ 'Cache-Control': PRIVATE_NO_STORE }),
  head: ({ matches }) => ({ meta: [...pageHead(matches, { title: 'Dashboard' }).meta, { name: 'robots', content: 'noindex' }] }),
  // The dashboard's calls come with its page (the loader is split off with the component, which imports them too).
  loader: ({ location }: { location: { href: string } }) =>
    loadForAdmin(
      location.href,
      Promise.resolve(() => loadDashboardFn()),
    ),
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
