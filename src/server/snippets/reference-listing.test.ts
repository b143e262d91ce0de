/**
 * TypeDoc's declarations on reference pages that the compiler cannot read as written are listings
 * (not compiled), not unjudged examples; code on the same pages, and listings that fail, keep their verdicts.
 */
import { describe, expect, it } from 'vitest'
import { createSnippetChecker, type BlockInPage } from './checker'
import { isTypeDocListing, typeDocListingReason } from './reference-listing'
import { fixturePackageSource, fixtureQueryLibrary } from '../../../tests/support/snippet-fixtures'

const checker = createSnippetChecker(fixturePackageSource('@fixture/react-query', '2.0.0', fixtureQueryLibrary, 'test'), {
  scopeModules: ['@fixture/react-query', 'react'],
  frameworkModule: 'react',
})
const onReference = (code: string, lang = 'ts'): BlockInPage => ({ lang, code, line: 7, reference: true })
const notCompiled = { verdict: 'listing', rules: [], reason: typeDocListingReason, compiled: false }

// The shapes of Query's Preact, Lit and Angular reference pages and Form's (`reference/interfaces/…`, `type-aliases/…`).
const interfaceHeader = 'type UsePrefetchQueryOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>'
const unparenthesizedUnion = 'initialData: \n  | NonUndefinedGuard<TQueryFnData>\n| () => NonUndefinedGuard<TQueryFnData>;'
const emptiedArgument = 'optional defaultOptions: OmitKeyof<{\n}, "mutations">;'
const signature = 'function createField<TParentData, TName, TData>(opts): () => FieldApi<TParentData, TName, TData> & VueFieldApi<TParentData, TFormOnMount>;'

describe('a TypeDoc declaration the compiler cannot read as written', () => {
  it('is a listing, said not to be compiled (before: a fragment, counted as a block left unjudged)', () => {
    for (const code of [interfaceHeader, unparenthesizedUnion]) {
      const verdict = checker.checkBlock(onReference(code))
      expect(verdict, code).toEqual(notCompiled)
    }
  })

  it('only on a reference page: in a guide the same text stays a fragment', () => {
    expect(checker.checkBlock({ lang: 'ts', code: interfaceHeader, line: 7 })).toMatchObject({ verdict: 'fragment' })
  })

  it('a listing that compiles keeps its verdict, and one that fails still fails', () => {
    expect(checker.checkBlock(onReference('type Keys = readonly unknown[]'))).toMatchObject({ verdict: 'listing', rules: [] })
    expect(checker.checkBlock(onReference("const gcTime: QueryOptions<number>['gcTimes'];"))).toMatchObject({ verdict: 'fails', diagnostics: [{ code: 2339 }] })
  })

  it('an example on a reference page stays what it is: code is not a listing', () => {
    // Query's reference/QueryClient.md and useQueryClient.md: calls, not declarations.
    const call = "import { useQueryClient } from '@fixture/react-query'\n\nconst queryClient = useQueryClient(queryClient?: QueryClient)"
    expect(checker.checkBlock(onReference(call, 'tsx'))).toMatchObject({ verdict: 'fragment' })
  })
})

describe('isTypeDocListing', () => {
  it('reads TypeDoc’s declarations: headers, members, signatures, constructors, variables, member references', () => {
    for (const code of [
      interfaceHeader,
      unparenthesizedUnion,
      emptiedArgument,
      signature,
      'new TanStackFormGroup<TParentData, TName>(opts): TanStackFormGroup<TParentData, TName>;',
      'const Field: <TParentData, TName>(props) => any;',
      'readonly ~standard: StandardSchemaV1Props<Input, Output>;',
      'field<TName, TData>(fieldConfig, render): object;',
      '(): FieldApi<TParentData, TName>;',
      'OmitKeyof.subscribed',
      'type Accessor<T> = T | () => T;',
    ])
      expect(isTypeDocListing(code), code).toBe(true)
  })

  it('not code: calls, values, bodies, statements, an object’s members', () => {
    for (const code of [
      'const count = useSelector(counterStore, (state) => state.count)',
      "useQueries({\n  queries: [{ queryKey: ['post', 1] }],\n})",
      "queryKey: ['todos'],\nqueryFn: fetchTodos,",
      'function App() {\n  return null\n}',
      'class ServiceOrComponent {\n  query = injectQuery(() => ({}))\n}',
      "type Todo = { id: number }\nuseQuery<Todo>({ queryKey: ['t'] })",
      "import { useQueryClient } from '@tanstack/react-query'\nconst queryClient = useQueryClient(queryClient?: QueryClient)",
      'const gcTime: number = 5;',
    ])
      expect(isTypeDocListing(code), code).toBe(false)
  })
})
