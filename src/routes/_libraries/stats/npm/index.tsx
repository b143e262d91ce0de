import { createFileRoute } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { NpmStatsPage, type UpdateSearch } from '~/features/stats/NpmStatsPage'
import { parseStatsSearch, type StatsSearch } from '~/features/stats/search-params'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/_libraries/stats/npm/')({
  // Parsed with the Zod schema inside the page (its own chunk) rather than here, so the
  // schema stays out of the JavaScript every other page loads.
  validateSearch: (search: Record<string, unknown>) => search as Partial<StatsSearch>,
  head: ({ matches }) =>
    pageHead(matches, {
      title: 'npm download statistics',
      describe: (site) => `Compare npm downloads of ${site} libraries and any other package over time.`,
    }),
  component: function NpmStatsRoute() {
    const raw = Route.useSearch()
    const search = useMemo(() => parseStatsSearch(raw), [raw])
    const navigate = Route.useNavigate()
    const update = useCallback<UpdateSearch>(
      (patch, options) => void navigate({ search: { ...search, ...patch }, replace: options?.replace, resetScroll: false }),
      [navigate, search],
    )
    return <NpmStatsPage search={search} update={update} />
  },
})
