import { useQueries } from '@tanstack/react-query'
import type { StatsRange } from '~/lib/stats/ranges'
import type { PackageDownloads } from '~/lib/stats/downloads'
import { getPackageDownloadsFn } from './stats.functions'

export type PackageState =
  | { status: 'pending' }
  | { status: 'ok'; data: Extract<PackageDownloads, { status: 'ok' }> }
  | { status: 'error'; message: string }

export const downloadsQueryKey = (name: string, range: StatsRange) => ['npm-downloads', name, range] as const

/** Downloads of each package over the range: one query per package, so each fails alone. */
export function useDownloads(names: readonly string[], range: StatsRange): Map<string, PackageState> {
  const results = useQueries({
    queries: names.map((name) => ({
      queryKey: downloadsQueryKey(name, range),
      queryFn: () => getPackageDownloadsFn({ data: { package: name, range } }),
      staleTime: 10 * 60_000,
      retry: 1,
    })),
  })
  const states = new Map<string, PackageState>()
  names.forEach((name, index) => {
    const result = results[index]
    if (!result || result.isPending) states.set(name, { status: 'pending' })
    else if (result.isError) states.set(name, { status: 'error', message: `The downloads of "${name}" could not be loaded. Try again later.` })
    else if (result.data.status === 'ok') states.set(name, { status: 'ok', data: result.data })
    else states.set(name, { status: 'error', message: result.data.message })
  })
  return states
}
