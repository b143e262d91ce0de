import { useQueries, type UseQueryResult } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { PackageDownloads } from '~/lib/stats/downloads'
import type { StatsRange } from '~/lib/stats/ranges'
import { getPackageDownloadsFn } from './stats.functions'

export type PackageState =
  | { status: 'pending' }
  | { status: 'ok'; data: Extract<PackageDownloads, { status: 'ok' }> }
  | { status: 'error'; message: string }

export const downloadsQueryKey = (name: string, range: StatsRange) => ['npm-downloads', name, range] as const

function stateOf(name: string, result: UseQueryResult<PackageDownloads> | undefined): PackageState {
  if (!result || result.isPending) return { status: 'pending' }
  if (result.isError) return { status: 'error', message: `The downloads of "${name}" could not be loaded. Try again later.` }
  if (result.data.status === 'ok') return { status: 'ok', data: result.data }
  return { status: 'error', message: result.data.message }
}

/**
 * Downloads of each package over the range: one query per package, so each fails alone. The
 * map keeps its identity until a query changes, so the chart is not redrawn for nothing.
 */
export function useDownloads(names: readonly string[], range: StatsRange): Map<string, PackageState> {
  const key = names.join('\n')
  const combine = useCallback(
    (results: UseQueryResult<PackageDownloads>[]) => new Map(key.split('\n').filter(Boolean).map((name, i) => [name, stateOf(name, results[i])])),
    [key],
  )
  return useQueries({
    queries: names.map((name) => ({
      queryKey: downloadsQueryKey(name, range),
      queryFn: () => getPackageDownloadsFn({ data: { package: name, range } }),
      staleTime: 10 * 60_000,
      retry: 1,
    })),
    combine,
  })
}
