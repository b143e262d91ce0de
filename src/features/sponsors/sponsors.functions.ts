import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { loadSponsors } from '~/server/sponsors'

export const getSponsorsFn = createServerFn({ method: 'GET' }).handler(() => loadSponsors())

export const sponsorsQueryOptions = queryOptions({
  queryKey: ['sponsors'],
  queryFn: () => getSponsorsFn(),
  staleTime: 5 * 60_000,
})
