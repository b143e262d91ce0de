import { useQueries, type UseQueryResult } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { PackageDownloads } from '~/lib/stats/downloads'
import type { StatsRange } from '~/lib/stats/ranges'
import { getPackageDownloadsFn } from './stats.functions'

export type PackageState =
  | { status: 'pending' }
  | { status: 'ok'; data: Extract<PackageDownloads, { status: 'ok' }> }
  /** `offline`: npm could not be reached and nothing is stored yet; the page says so once for all such packages. */
  | { status: 'error'; message: string; offline?: boolean }

export const downloadsQueryKey = (name: string, range: StatsRange) => ['npm-downloads', name, range] as const

/** One package's downloads over the range, as the page asks for them and the server prefetches them. */
export const downloadsQueryOptions = (name: string, range: StatsRange) => ({
  queryKey: downloadsQueryKey(name, range),
  queryFn: () => getPackageDownloadsFn({ data: { package: name, range } }),
  staleTime: 10 * 60_000,
  retry: 1,
})

function stateOf(name: string, result: UseQueryResult<PackageDownloads> | undefined): PackageState {
  if (!result || result.isPending) return { status: 'pending' }
  if (result.isError) return { status: 'error', message: `The downloads of "${name}" could not be loaded. Try again later.` }
  if (result.data.status === 'ok') return { status: 'ok', data: result.data }
  return { status: 'error', message: result.data.message, offline: result.data.status === 'unavailable' }
}

const namesOf = (key: string) => key.split('\n').filter(Boolean)

/**
 * Downloads of each package over the range: one query per package, so each fails alone. The
 * map keeps its identity until a package's state really changes, so the page is not rendered
 * again, nor the chart redrawn, for nothing: `combine` returns an array, which React Query
 * shares structurally with the previous one (a Map it would always see as new, and a query
 * result changes on its own when the queries subscribe after hydration).
 */
export function useDownloads(names: readonly string[], range: StatsRange): Map<string, PackageState> {
  // Keyed by the names, not by the array holding them, which a re-render may build anew.
  const key = names.join('\n')
  const combine = useCallback((results: UseQueryResult<PackageDownloads>[]) => namesOf(key).map((name, i) => stateOf(name, results[i])), [key])
  const states = useQueries({
    queries: names.map((name) => downloadsQueryOptions(name, range)),
    combine,
  })
  return useMemo(() => new Map(namesOf(key).map((name, i) => [name, states[i] ?? { status: 'pending' }])), [key, states])
}
