import { createFileRoute, redirect } from '@tanstack/react-router'
import { getViewerFn } from '~/features/auth/auth.functions'
import { loadDashboardFn } from '~/features/dashboard/dashboard.functions'
import { DashboardPage } from '~/features/dashboard/DashboardPage'
import { DashboardError, DashboardForbidden, DashboardLoading } from '~/features/dashboard/DashboardStates'
import { markForbidden } from '~/features/dashboard/forbidden-status'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/_libraries/dashboard')({
  headers: () => ({ 'Cache-Control': 'private, no-store' }),
  head: ({ matches }) => ({ meta: [...pageHead(matches, { title: 'Dashboard' }).meta, { name: 'robots', content: 'noindex' }] }),
  loader: async ({ location }: { location: { href: string } }) => {
    const { viewer } = await getViewerFn()
    if (!viewer) throw redirect({ href: `/login?redirect=${encodeURIComponent(location.href)}` })
    if (viewer.role !== 'admin') {
      markForbidden()
      return { forbidden: viewer.name, data: null }
    }
    return { forbidden: null, data: await loadDashboardFn() }
  },
  staleTime: 0,
  pendingComponent: DashboardLoading,
  errorComponent: ({ error, reset }) => <DashboardError error={error} retry={reset} />,
  component: function DashboardRoute() {
    const { forbidden, data } = Route.useLoaderData()
    if (data) return <DashboardPage data={data} />
    return <DashboardForbidden name={forbidden ?? ''} />
  },
})
