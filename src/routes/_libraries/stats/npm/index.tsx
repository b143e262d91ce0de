import { createFileRoute } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { NpmStatsPage, type UpdateSearch } from '~/features/stats/NpmStatsPage'
import { parseStatsSearch, type StatsSearch } from '~/features/stats/search-params'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/_libraries/stats/npm/')({
  // The loader comes with the page's component, not in the route definitions every page loads.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  // Parsed with the Zod schema inside the page (its own chunk) rather than here, so the
  // schema stays out of the JavaScript every other page loads.
  validateSearch: (search: Record<string, unknown>) => search as Partial<StatsSearch>,
  loaderDeps: ({ search }) => search,
  // On the server the figures are fetched before rendering, so the page arrives with its table
  // and chart data (the page's query cache starts from them). In the browser the page asks for
  // them itself: a change of packages then shows at once, each package loading in its place.
  loader: async ({ deps }) => {
    if (!import.meta.env.SSR) return undefined
    const { prefetchDownloads } = await import('~/features/stats/prefetch')
    return prefetchDownloads(deps)
  },
  head: ({ matches }) =>
    pageHead(matches, {
      title: 'npm download statistics',
      describe: (site) => `Compare npm downloads of ${site} libraries and any other package over time.`,
    }),
  component: function NpmStatsRoute() {
    // Structurally shared: an equal search keeps its identity, so the figures are not worked
    // out again and the chart not redrawn when the router hands out a new but equal object.
    const raw = Route.useSearch({ select: (search) => search, structuralSharing: true })
    const search = useMemo(() => parseStatsSearch(raw), [raw])
    const navigate = Route.useNavigate()
    const update = useCallback<UpdateSearch>(
      (patch, options) => void navigate({ search: { ...search, ...patch }, replace: options?.replace, resetScroll: false }),
      [navigate, search],
    )
    return <NpmStatsPage search={search} update={update} prefetched={Route.useLoaderData()} />
  },
})
