/**
 * The shapes of blocks that reference pages and guides show without being whole programs: a
 * component's fields, TypeDoc's variables and members, `this` outside a class, `...` placeholders.
 */
import { describe, expect, it } from 'vitest'
import { createSnippetChecker } from './checker'
import { blankPlaceholders } from './prepare'
import { typeDocListingReason } from './reference-listing'
import type { SnippetBlock } from './types'
import type { BlockInPage } from './checker'
import { fixturePackageSource, fixtureQueryLibrary as libraryV2 } from '../../../tests/support/snippet-fixtures'

const checker = createSnippetChecker(fixturePackageSource('@fixture/react-query', '2.0.0', libraryV2, 'test'), {
  scopeModules: ['@fixture/react-query', 'react'],
  frameworkModule: 'react',
})
const block = (code: string, lang = 'tsx'): SnippetBlock => ({ lang, code, line: 10 })

describe('class-fields: a component’s fields written without their class', () => {
  // Query's Angular guides: `todoListQuery = injectQuery(() => ({ … }))` at the top level.
  const fields =
    "import { useQuery } from '@fixture/react-query'\n\nuserQuery = useQuery({ queryKey: ['user', email], queryFn: getUserByEmail })\n\nenabled = !!this.userQuery.data"

  it('is checked as the body of a class: its fields use one another through `this`', () => {
    expect(checker.checkBlock(block(fields, 'ts'))).toEqual({ verdict: 'checked', rules: ['class-fields', 'undeclared-as-any'] })
    expect(checker.checkBlock(block(fields.replace(/^import.*\n/, ''), 'ts'))).toEqual({
      verdict: 'checked',
      rules: ['class-fields', 'library-exports', 'undeclared-as-any'],
    })
  })

  it('still fails on an option the library does not have', () => {
    expect(checker.checkBlock(block(fields.replace('queryFn:', 'queryFn: getUserByEmail, cacheTime: 5, select:'), 'ts'))).toMatchObject({
      verdict: 'fails',
      diagnostics: [{ code: 2353, line: 3 }],
    })
  })

  it('a member of the class the block leaves out is the component’s, not shown: `this` is `any` (method-body)', () => {
    // Query's Angular reference: `injectQuery(() => ({ queryKey: ['p', this.userId()], … }))` of a component shown in part.
    const leftOut = "projects = useQuery({ queryKey: ['p', this.userId()], queryFn: async () => 1 })"
    expect(checker.checkBlock(block(leftOut, 'ts'))).toEqual({ verdict: 'checked', rules: ['class-fields', 'method-body', 'library-exports'] })
    expect(checker.checkBlock(block(leftOut.replace('queryFn', 'queryFun'), 'ts'))).toMatchObject({ verdict: 'fails', diagnostics: [{ code: 2561 }] })
  })

  it('not when an earlier block declares the name: there it is an assignment', () => {
    const earlier = block('let total = { count: 0 }', 'ts')
    expect(checker.checkBlock(block('total = { cuont: 1 }', 'ts'), [earlier])).toMatchObject({ verdict: 'fails', diagnostics: [{ code: 2561 }] })
  })
})

describe('a reference page’s variables: `const name: Type;` without a value', () => {
  // Form's reference/variables pages: TypeDoc lists the variable's type, parameters untyped.
  const listed = 'const useQueries: <TQueries>(queries, client?) => QueryResult<TQueries>;'

  it('is the ambient declaration it lists: a listing, its types checked', () => {
    expect(checker.checkBlock({ ...block(listed, 'ts'), reference: true })).toMatchObject({
      verdict: 'listing',
      reason: expect.stringContaining('declares types'),
    })
    expect(checker.checkBlock({ ...block("const gcTime: QueryOptions<number>['gcTimes'];", 'ts'), reference: true })).toMatchObject({
      verdict: 'fails',
      diagnostics: [{ code: 2339 }],
    })
  })

  it('elsewhere a const without a value is not a program', () => {
    expect(checker.checkBlock(block(listed, 'ts'))).toMatchObject({ verdict: 'fragment' })
  })
})

describe('method-body: `this` outside a class, a method’s body shown alone', () => {
  // Query's Lit and Angular guides: `createQueryController(this, () => ({ queryKey: ['todo', this.todoId], … }))` at the top level.
  const body = "useQuery({\n  queryKey: ['todo', this.todoId],\n  queryFn: () => fetch(`/todos/${this.todoId}`),\n})"

  it('is checked with `this` standing for the component the page does not show, no column moved', () => {
    expect(checker.checkBlock(block(body, 'ts'))).toEqual({ verdict: 'checked', rules: ['method-body', 'library-exports'] })
    // Before the rule, such a block was a fragment whatever it held.
    expect(checker.checkBlock(block(body.replace('queryKey', 'querykey'), 'ts'))).toMatchObject({
      verdict: 'fails',
      diagnostics: [{ code: 2561, line: 2, column: 3 }],
    })
  })

  it('uses nothing of the library when all it touches is `this`’s: a listing, not a pass', () => {
    // `this.addTodo.mutate({ title: this.nextTitle })`: the mutation is the component's, not shown.
    expect(checker.checkBlock(block('this.addTodo.mutate({\n  title: this.nextTitle,\n})', 'ts'))).toMatchObject({
      verdict: 'listing',
      reason: 'uses nothing of the library',
    })
  })

  it('not when the block names `self` itself, and inside a class `this` is the class’s', () => {
    expect(checker.checkBlock(block("const self = 1\nuseQuery({ querykey: ['a', this.id, self] })", 'ts'))).toMatchObject({
      verdict: 'fragment',
      reason: expect.stringContaining('`this` outside a class'),
    })
    expect(
      checker.checkBlock(
        block("class Todos {\n  client = new QueryClient()\n  refresh() { return this.client.invalidateQueries({ querykey: ['a'] }) }\n}", 'ts'),
      ),
    ).toMatchObject({
      verdict: 'fails',
    })
  })
})

describe('placeholders: `...` standing for left-out code', () => {
  it('blanks only what is no spread, to spaces, leaving strings and spreads alone', () => {
    expect(blankPlaceholders("useQuery({ queryKey: ['todos'], ... })")).toBe("useQuery({ queryKey: ['todos'],     })")
    expect(blankPlaceholders('function Posts() { ... }\nconst list = [...]')).toBe('function Posts() {     }\nconst list = [   ]')
    expect(blankPlaceholders("const all = [...rest, 'Loading...']\nf(...args)")).toBe("const all = [...rest, 'Loading...']\nf(...args)")
  })

  // Each checked as written, then failing at the line a misspelling is planted on.
  it.each([
    {
      // Query's "Query Keys" guide: `useQuery({ queryKey: ['todos'], ... })`, before a fragment that "does not parse".
      shape: 'a block that parses once they are blanked is checked: it passes, or fails on a name',
      code: "import { useQuery } from '@fixture/react-query'\n\nexport default function Posts() { ... }\n\nuseQuery({ queryKey: ['todos'], queryFn: async () => 1, ... })",
      misspelt: ['queryFn', 'queryFun'],
      fails: { code: 2561, line: 5 },
    },
    {
      // Router's "Type Safety" guide: ```ts holding `<Link from={from} to='..' />`.
      shape: 'JSX in a block fenced `ts` is read as the `.tsx` file it comes from',
      code: "import { useQuery } from '@fixture/react-query'\n\nconst query = useQuery({ queryKey: ['a'], queryFn: async () => 1 })\nconst shown = <p>{query.data}</p>",
      misspelt: ['query.data', 'query.datum'],
      fails: { code: 2339, line: 4 },
    },
  ])('$shape', ({ code, misspelt: [from, to], fails }) => {
    expect(checker.checkBlock(block(code, 'ts'))).toEqual({ verdict: 'checked', rules: [] })
    expect(checker.checkBlock(block(code.replace(from!, to!), 'ts'))).toMatchObject({ verdict: 'fails', diagnostics: [fails] })
  })

  it('an error the left-out code may explain is not the block’s', () => {
    expect(checker.checkBlock(block("import { useQuery } from '@fixture/react-query'\nuseQuery({ queryKey: ['todos'], ... })", 'ts'))).toMatchObject({
      verdict: 'checked',
      unchecked: '`queryFn`, a required option it leaves out,',
    })
    expect(checker.checkBlock(block("import { useQuery } from '@fixture/react-query'\nconst n: number = useQuery({ ... })", 'ts'))).toMatchObject({
      verdict: 'fragment',
    })
  })
})

describe('member-reference: TypeDoc’s "Implementation of" and "Inherited from" blocks', () => {
  const api = `${libraryV2}
export interface FieldLikeAPI<TData, TName extends string> { form: unknown; name: TName; getValue(): TData }
export interface FieldMeta { isTouched: boolean }
export class FieldApi<TData, TName extends string = string> implements FieldLikeAPI<TData, TName> {
  form: unknown = undefined
  name = '' as TName
  getValue(): TData { return undefined as TData }
}
`
  const reference = createSnippetChecker(fixturePackageSource('@fixture/form', '1.0.0', api, 'api'), { scopeModules: ['@fixture/form'] })
  const onReference = (code: string) => reference.checkBlock({ ...block(code, 'ts'), reference: true })

  it('a member the library’s generic type has is a listing, checked as the type lookup', () => {
    // Before, `FieldLikeAPI` was imported as a value: "only refers to a type" made every such block a fragment.
    expect(onReference('FieldLikeAPI.form')).toEqual({
      verdict: 'listing',
      rules: ['member-reference', 'library-exports'],
      reason: expect.stringContaining('lists an API'),
    })
    expect(onReference('FieldApi.getValue')).toMatchObject({ verdict: 'listing', rules: ['member-reference', 'library-exports'] })
  })

  it('a member the type does not have fails, naming it', () => {
    expect(onReference('FieldMeta.isTuched')).toMatchObject({
      verdict: 'fails',
      diagnostics: [{ code: 2339, line: 1, message: expect.stringContaining("Property 'isTuched' does not exist") }],
    })
  })

  it('not on a generic type: looked up with `any` arguments, a mapped type may lose the member: a listing not compiled', () => {
    // Query's Preact reference: "Inherited from OmitKeyof.subscribed" failed on `OmitKeyof<any, any>`.
    expect(onReference('FieldLikeAPI.forms')).toEqual({ verdict: 'listing', rules: [], reason: typeDocListingReason, compiled: false })
  })

  it('only on a reference page: elsewhere `name.member` is code', () => {
    expect(reference.checkBlock(block('FieldLikeAPI.form', 'ts'))).toMatchObject({ verdict: 'fragment', reason: expect.stringContaining('type as a value') })
  })
})

describe('member-listing: TypeDoc’s constructors (`new Name<T>(params): Name<T>;`)', () => {
  // Form's Angular and Lit reference pages list each class's constructor so, parameters untyped.
  const withController = createSnippetChecker(
    fixturePackageSource(
      '@fixture/react-query',
      '2.0.0',
      `${libraryV2}\nexport class FormController<TData, TMeta = never> { constructor(host: unknown, config?: { defaultValues?: TData; meta?: TMeta }) {} }\n`,
      'test',
    ),
    { scopeModules: ['@fixture/react-query', 'react'], frameworkModule: 'react' },
  )
  const reference = (code: string): BlockInPage => ({ ...block(code, 'ts'), reference: true })

  it('is read as a construct signature: a listing of the class it names', () => {
    expect(withController.checkBlock(reference('new FormController<TData, TMeta>(host, config?): FormController<TData, TMeta>;'))).toEqual({
      verdict: 'listing',
      rules: ['member-listing', 'library-exports'],
      reason: 'declares types or lists an API without using it',
    })
    expect(withController.checkBlock(reference('new QueryClient(): QueryClient;'))).toMatchObject({
      verdict: 'listing',
      rules: ['member-listing', 'library-exports'],
    })
  })

  it('fails when the class does not take the type arguments it lists', () => {
    expect(withController.checkBlock(reference('new FormController<TData, TMeta, TExtra>(host): FormController<TData, TMeta, TExtra>;'))).toMatchObject({
      verdict: 'fails',
      diagnostics: [{ code: 2707, line: 1 }],
    })
  })

  it('a constructor call in code is not a listing: `new QueryClient({ … })` stays code', () => {
    expect(withController.checkBlock(block('const client = new QueryClient()\nclient.invalidateQueries()', 'ts'))).toEqual({
      verdict: 'checked',
      rules: ['library-exports'],
    })
  })
})

describe('continues-previous: a name declared inside an earlier block’s function', () => {
  // Form's guides: `function App() { const form = useForm(…) … }`, then `<form.Field …>` blocks using `form`.
  const app = block(
    "function Todos() {\n  const query = useQuery({ queryKey: ['todos'], queryFn: async () => [{ id: 1, title: 'a' }] })\n  return <p>{query.isPending ? '…' : 'done'}</p>\n}",
  )

  it('joins that declaration alone: the block is checked against what it declares', () => {
    expect(checker.checkBlock(block('const first = query.data?.[0]?.title', 'ts'), [app])).toEqual({
      verdict: 'checked',
      rules: ['continues-previous', 'library-exports'],
    })
  })

  it('so a misspelled member of it fails, where `any` would have hidden it', () => {
    expect(checker.checkBlock(block('const first = query.data?.[0]?.titel', 'ts'), [app])).toMatchObject({
      verdict: 'fails',
      diagnostics: [{ code: 2551, line: 1, column: 32 }],
    })
  })

  it('a block of JSX after it is not read as a comparison with the declaration (`useQuery(…) < Todo …`)', () => {
    expect(checker.checkBlock(block('<Todo title={query.data?.[0]?.title} />'), [app])).toMatchObject({
      verdict: 'checked',
      rules: expect.arrayContaining(['continues-previous']),
    })
  })

  it('errors that hang on the earlier example’s types are not sure: the page may show another example', () => {
    // Form's guides: `useForm({ defaultValues: { username, email } })`, then `<form.Field name="age">` of another example.
    const earlier = block("const query = useQuery({ queryKey: ['todos'], queryFn: async () => ({ username: '', email: '' }) })")
    expect(checker.checkBlock(block('const age: number = query.data?.username ?? 0', 'ts'), [earlier])).toEqual({
      verdict: 'fragment',
      reason: 'its errors may come from the earlier example it continues, which may be another one',
    })
    // A member the library's types lack still fails.
    expect(checker.checkBlock(block('const pending: boolean = query.isPendng', 'ts'), [earlier])).toMatchObject({ verdict: 'fails' })
  })

  it('not from a class’s method, whose `this` the declaration would lose', () => {
    const component = block(
      "class Todos {\n  load() {\n    const query = useQuery({ queryKey: ['todos'], queryFn: async () => this.todos })\n  }\n  todos = [1]\n}",
    )
    expect(checker.checkBlock(block('const first = query.data?.[0]?.titel', 'ts'), [component])).toMatchObject({ verdict: 'listing' })
  })
})

describe('TypeDoc’s elided types (`Api<..., ...>`, `name: ...;`) on a reference page', () => {
  const reference = (code: string): BlockInPage => ({ ...block(code, 'ts'), reference: true })

  it('are read as `any`: the listing is checked for what it names', () => {
    expect(checker.checkBlock(reference('useTodos: <TData, TError>(props) => QueryResult<...>;'))).toMatchObject({ verdict: 'listing' })
    expect(checker.checkBlock(reference('<TData, TError>(params): ...;'))).toMatchObject({ verdict: 'listing' })
  })

  it('a type it names with the wrong type arguments still fails', () => {
    expect(checker.checkBlock(reference('<TData, TError>(params): QueryResult<..., ...>;'))).toMatchObject({ verdict: 'fails', diagnostics: [{ code: 2314 }] })
  })

  it('not on a guide, where `...` is code left out', () => {
    expect(checker.checkBlock(block('useTodos: <TData, TError>(props) => QueryResult<...>;', 'ts'))).toMatchObject({ verdict: 'fragment' })
  })
})

describe('a diff’s `+` and `-` written beside the `[!code ++]` / `[!code --]` annotations', () => {
  // Query's migration guides: `+      gcTime: 10 * MINUTE, // [!code ++]` under `-      cacheTime: … // [!code --]`.
  const migration = `import { useQuery } from '@fixture/react-query'

const todos = useQuery({
  queryKey: ['todos'],
  queryFn: async () => [1],
-  cacheTime: 1000, // [!code --]
+  gcTime: 1000, // [!code ++]
})`

  it('is the code after the change: checked, and a misspelled option on a `+` line fails at its own column', () => {
    expect(checker.checkBlock(block(migration, 'ts'))).toEqual({ verdict: 'checked', rules: [] })
    expect(checker.checkBlock(block(migration.replace('+  gcTime', '+  gcTme'), 'ts'))).toMatchObject({
      verdict: 'fails',
      diagnostics: [{ code: 2561, line: 7, column: 4 }],
    })
  })
})
