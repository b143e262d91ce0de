import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { NpmStatsPage, type UpdateSearch } from '~/features/stats/NpmStatsPage'
import { statsSearchSchema } from '~/features/stats/search-params'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/_libraries/stats/npm/')({
  validateSearch: statsSearchSchema,
  head: ({ matches }) =>
    pageHead(matches, {
      title: 'npm download statistics',
      describe: (site) => `Compare npm downloads of ${site} libraries and any other package over time.`,
    }),
  component: function NpmStatsRoute() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    const update = useCallback<UpdateSearch>(
      (patch, options) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace, resetScroll: false }),
      [navigate],
    )
    return <NpmStatsPage search={search} update={update} />
  },
})
