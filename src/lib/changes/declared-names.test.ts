import { describe, expect, it } from 'vitest'
import { declaredNames, stillDeclared } from './declared-names'

const queryClient = `
import { hashKey } from './utils'
export interface QueryObserverOptions<TData = unknown> {
  queryKey: readonly unknown[]
  gcTime?: number
  readonly notifyOnChangeProps?: Array<string> | 'all'
  select?: (data: TData) => unknown
}
export class QueryClient {
  #queryCache: unknown
  constructor(config: { defaultOptions?: object } = {}) {}
  fetchQuery<TData>(options: QueryObserverOptions<TData>): Promise<TData> {
    const key = hashKey(options.queryKey)
    return Promise.resolve(key as TData)
  }
  get isRestoring(): boolean { return false }
  private static defaultOptions = {}
}
export const useQuery = (options: QueryObserverOptions) => options
export async function prefetchQuery() {}
export type QueryKey = readonly unknown[]
export { keepPreviousData, matchQuery as matchesQuery } from './utils'
`

describe('declaredNames', () => {
  it('finds exports, export lists, and members of classes and interfaces', () => {
    const names = declaredNames(queryClient)
    for (const name of [
      'QueryObserverOptions',
      'queryKey',
      'gcTime',
      'notifyOnChangeProps',
      'select',
      'QueryClient',
      'queryCache',
      'fetchQuery',
      'isRestoring',
      'defaultOptions',
      'useQuery',
      'prefetchQuery',
      'QueryKey',
      'keepPreviousData',
      'matchesQuery',
    ]) {
      expect(names, name).toContain(name)
    }
    expect(names).not.toContain('isDataEqual')
    expect(names).not.toContain('cacheTime')
    // Imported, not declared here; an export list's local name is not the exported one.
    expect(names).not.toContain('matchQuery')
  })
})

describe('stillDeclared', () => {
  it('judges a member by its last part', () => {
    const names = declaredNames(queryClient)
    expect(stillDeclared('queryClient.fetchQuery', names)).toBe(true)
    expect(stillDeclared('notifyOnChangeProps', names)).toBe(true)
    expect(stillDeclared('isDataEqual', names)).toBe(false)
    expect(stillDeclared('queryClient.getQueryState', names)).toBe(false)
  })
})
