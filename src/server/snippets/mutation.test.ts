import { describe, expect, it } from 'vitest'
import { createSnippetChecker } from './checker'
import { misspell, mutationPlaces, mutationsOf, pickMutation } from './mutation'
import { fixturePackageSource } from '../../../tests/support/snippet-fixtures'

const library = `
export interface QueryOptions<T> { queryKey: readonly unknown[]; queryFn: () => Promise<T>; gcTime?: number }
export interface QueryResult<T> { data: T | undefined; isPending: boolean; refetch: () => void }
export function useQuery<T>(options: QueryOptions<T>): QueryResult<T> { return { data: undefined, isPending: !options, refetch: () => undefined } }
export class QueryClient { invalidateQueries(filters?: { queryKey?: readonly unknown[]; exact?: boolean }): Promise<void> { return Promise.resolve(filters ? undefined : undefined) } }
export function QueryClientProvider(props: { client: QueryClient; children?: unknown }): null { return props ? null : null }
`
const checker = createSnippetChecker(fixturePackageSource('@fixture/react-query', '2.0.0', library, 'mutation-test'), {
  scopeModules: ['@fixture/react-query', 'react'],
  frameworkModule: 'react',
})
const isLibrary = (specifier: string) => specifier.startsWith('@fixture/')

const block = `import { useQuery, QueryClient, QueryClientProvider } from '@fixture/react-query'
import { useState } from 'react'

const queryClient = new QueryClient()
export function Todos() {
  const [page] = useState(0)
  const queryKey = ['todos', page]
  const { data } = useQuery({ queryKey, queryFn: async () => [1], gcTime: 5 })
  const query = useQuery({ queryKey: ['all'], queryFn: async () => 2 })
  void queryClient.invalidateQueries({ exact: true })
  query.refetch()
  return <QueryClientProvider client={queryClient}>{data?.length}</QueryClientProvider>
}`

describe('misspelling a name', () => {
  it('swaps two letters, or leaves one out, never keeping a name the block already uses', () => {
    expect(misspell('queryKey')).toBe('qeuryKey')
    expect(misspell('queryKey', new Set(['qeuryKey']))).toBe('qureyKey')
    expect(misspell('aa')).toBe('a')
    expect(misspell('x')).toBeUndefined()
  })
})

describe('the places a misspelling is an error against the library', () => {
  it('finds its named imports, the options of its calls and components, and the members of its values', () => {
    const places = mutationPlaces(block, isLibrary).map(({ kind, name }) => `${kind} ${name}`)
    expect(places).toEqual([
      'import useQuery',
      'import QueryClient',
      'import QueryClientProvider',
      'member data',
      'option queryKey',
      'option queryFn',
      'option gcTime',
      'option queryKey',
      'option queryFn',
      'option exact',
      'member invalidateQueries',
      'member refetch',
      'option client',
    ])
  })

  it("takes the library's exports a block uses without importing them as the library's, unless the block declares them", () => {
    const unimported =
      'const client = new QueryClient()\nvoid client.invalidateQueries({ exact: true })\nfunction useQuery(options: { queryKey: string[] }) { return options }\nuseQuery({ queryKey: [] })'
    const places = mutationPlaces(unimported, isLibrary, new Set(['QueryClient', 'useQuery'])).map(({ kind, name }) => `${kind} ${name}`)
    expect(places).toEqual(['option exact', 'member invalidateQueries'])
    for (const mutation of mutationsOf(unimported, isLibrary, new Set(['QueryClient', 'useQuery']))) {
      expect(checker.checkBlock({ lang: 'tsx', code: mutation.code, line: 1 }).verdict).toBe('fails')
    }
  })

  it("leaves out the names of other modules and of the block's own values", () => {
    const own = "import { useState } from 'react'\nconst [n, setN] = useState(0)\nconst box = { size: n }\nsetN(box.size)"
    expect(mutationPlaces(own, isLibrary)).toEqual([])
  })
})

describe('the mutations', () => {
  const mutations = mutationsOf(block, isLibrary)

  it('change one name each and keep the rest of the block as it was', () => {
    expect(mutations).toHaveLength(13)
    const [importMutation] = mutations
    expect(importMutation).toMatchObject({ kind: 'import', name: 'useQuery', misspelled: 'uesQuery', line: 1 })
    expect(importMutation!.code.split('\n')[0]).toBe("import { uesQuery as useQuery, QueryClient, QueryClientProvider } from '@fixture/react-query'")
    expect(importMutation!.code.split('\n').slice(1)).toEqual(block.split('\n').slice(1))
    const shorthand = mutations.find((mutation) => mutation.kind === 'option' && mutation.name === 'queryKey')!
    expect(shorthand.code.split('\n')[7]).toBe('  const { data } = useQuery({ qeuryKey: queryKey, queryFn: async () => [1], gcTime: 5 })')
    const destructured = mutations.find((mutation) => mutation.name === 'data')!
    expect(destructured.code.split('\n')[7]).toBe('  const { dtaa: data } = useQuery({ queryKey, queryFn: async () => [1], gcTime: 5 })')
  })

  it('are real errors: the block compiles, each of its mutations fails to', () => {
    expect(checker.checkBlock({ lang: 'tsx', code: block, line: 1 }).verdict).toBe('checked')
    for (const mutation of mutations) {
      const verdict = checker.checkBlock({ lang: 'tsx', code: mutation.code, line: 1 })
      expect({ name: mutation.name, kind: mutation.kind, verdict: verdict.verdict }).toEqual({ name: mutation.name, kind: mutation.kind, verdict: 'fails' })
      if (verdict.verdict === 'fails') expect(verdict.diagnostics.map((diagnostic) => diagnostic.line)).toContain(mutation.line)
    }
  })

  it('are picked the same way for the same block and seed', () => {
    expect(pickMutation(mutations, 'docs/a.md:12')).toBe(pickMutation(mutations, 'docs/a.md:12'))
    expect(new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => pickMutation(mutations, seed)!.name)).size).toBeGreaterThan(1)
    expect(pickMutation([], 'a')).toBeUndefined()
  })
})
