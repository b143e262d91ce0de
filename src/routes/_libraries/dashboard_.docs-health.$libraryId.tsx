import { createFileRoute, lazyRouteComponent, useRouter } from '@tanstack/react-router'
import { DashboardForbidden } from '~/features/dashboard/DashboardStates'
import { loadForAdmin } from '~/features/dashboard/admin-loader'
import { DocsHealthPage } from '~/features/health/DocsHealthPage'
import { loadDocsHealthFn } from '~/features/health/health.functions'
import { pageHead } from '~/lib/page-head'
import { PRIVATE_NO_STORE } from '~/lib/cache-policy'

const PERIODS = ['24h', '7d', '30d', '90d'] as const
type Period = (typeof PERIODS)[number]

// A plain check, not a schema: route options travel in every page's first load.
const validateSearch = (search: Record<string, unknown>): { since: Period } => ({
  since: PERIODS.includes(search.since as Period) ? (search.since as Period) : '7d',
})

export const Route = createFileRoute('/_libraries/dashboard_/docs-health/$libraryId')({
  // The loader comes with the page's component, not in the route definitions every page loads.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  validateSearch,
  loaderDeps: ({ search }) => ({ since: search.since }),
  headers: () => ({ 'Cache-Control': PRIVATE_NO_STORE }),
  head: ({ matches }) => ({ meta: [...pageHead(matches, { title: 'Docs health' }).meta, { name: 'robots', content: 'noindex' }] }),
  // The page's calls come with its component, split off with the loader.
  loader: ({ location, params, deps }: { location: { href: string }; params: { libraryId: string }; deps: { since: Period } }) =>
    loadForAdmin(
      location.href,
      Promise.resolve(() => loadDocsHealthFn({ data: { libraryId: params.libraryId, since: deps.since } })),
    ),
  staleTime: 0,
  pendingComponent: lazyRouteComponent(() => import('~/features/dashboard/DashboardStates'), 'DashboardLoading'),
  errorComponent: lazyRouteComponent(() => import('~/features/dashboard/DashboardStates'), 'DashboardRouteError'),
  component: function DocsHealthRoute() {
    const { forbidden, data } = Route.useLoaderData()
    const { since } = Route.useSearch()
    const router = useRouter()
    if (data) return <DocsHealthPage data={data} since={since} reload={() => router.invalidate()} />
    return <DashboardForbidden name={forbidden ?? ''} />
  },
})
