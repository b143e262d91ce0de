import { createFileRoute } from '@tanstack/react-router'
import { startTransition, useCallback, useMemo, useOptimistic } from 'react'
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
    // A control shows the reader's choice at once; the address (and with it `search`) follows
    // when the navigation commits. Without this a controlled radio or select snaps back to the
    // old value for the length of the navigation.
    const [shown, showPatch] = useOptimistic(search, (current, patch: Partial<StatsSearch>) => ({ ...current, ...patch }))
    const update = useCallback<UpdateSearch>(
      (patch, options) =>
        startTransition(async () => {
          showPatch(patch)
          // Merged with the latest address, not this render's, so two quick changes both stay.
          await navigate({ search: (latest) => ({ ...parseStatsSearch(latest), ...patch }), replace: options?.replace, resetScroll: false })
        }),
      [navigate, showPatch],
    )
    return <NpmStatsPage search={shown} update={update} prefetched={Route.useLoaderData()} />
  },
})
