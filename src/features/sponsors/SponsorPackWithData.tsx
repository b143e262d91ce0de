import { useQuery } from '@tanstack/react-query'
import SponsorPack from './SponsorPack'
import { sponsorsQueryOptions } from './sponsors.functions'

/** The pack for the site's own pages, with the sponsors list the libraries layout preloads. */
export default function SponsorPackWithData() {
  const { data, isError } = useQuery(sponsorsQueryOptions)
  if (isError) {
    return <p className="absolute inset-0 flex items-center justify-center text-sm text-gray-500 dark:text-gray-400">The sponsors list is not available right now.</p>
  }
  return data ? <SponsorPack sponsors={data} /> : null
}
