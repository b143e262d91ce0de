import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { CHECKER_VERSION } from './checker-version'
import { declaredNames } from './block-shape'
import { createSnippetChecker } from './checker'
import { monorepoTypeSource, type TypeSource } from './type-source'
import type { SnippetBlock } from './types'
import { fixturePackageSource, fixtureQueryLibrary as libraryV2 } from '../../../tests/support/snippet-fixtures'

function source(files: Record<string, string> = {}): TypeSource {
  return fixturePackageSource('@fixture/react-query', '2.0.0', libraryV2, 'test', files)
}

const checker = createSnippetChecker(source(), { scopeModules: ['@fixture/react-query', 'react'], frameworkModule: 'react' })
const block = (code: string, lang = 'tsx'): SnippetBlock => ({ lang, code, line: 10 })
/** The verdict of a block read as a fragment, for a reason that says `why`. */
const fragmentBecause = (why: string) => ({ verdict: 'fragment', reason: expect.stringContaining(why) })

describe('snippet verdicts', () => {
  it('checked: a whole program that compiles against the library', () => {
    const verdict = checker.checkBlock(
      block(
        "import { useQuery } from '@fixture/react-query'\nconst { data } = useQuery({ queryKey: ['a'], queryFn: async () => 1 })\nconst n: number | undefined = data",
      ),
    )
    expect(verdict).toEqual({ verdict: 'checked', rules: [] })
  })

  it('fails: a removed option, with the diagnostic at the block’s own line and column', () => {
    const code = "import { useQuery } from '@fixture/react-query'\n\nuseQuery({\n  queryKey: ['a'],\n  queryFn: async () => 1,\n  cacheTime: 5,\n})"
    const verdict = checker.checkBlock(block(code))
    expect(verdict.verdict).toBe('fails')
    if (verdict.verdict !== 'fails') return
    expect(verdict.diagnostics).toHaveLength(1)
    expect(verdict.diagnostics[0]).toMatchObject({ code: 2353, line: 6, column: 3 })
    expect(verdict.diagnostics[0]!.message).toContain("'cacheTime' does not exist")
  })

  it('fragment rule library-exports: the library’s and the framework’s exports are in scope', () => {
    const verdict = checker.checkBlock(
      block(
        "function Todos() {\n  const [page] = useState(0)\n  const query = useQuery({ queryKey: ['todos', page], queryFn: async () => [] })\n  return <p>{query.isPending ? '…' : 'done'}</p>\n}",
      ),
    )
    expect(verdict).toEqual({ verdict: 'checked', rules: ['library-exports'] })
  })

  it('fragment rule library-exports still finds errors, mapped past the added imports', () => {
    const verdict = checker.checkBlock(block("const client = new QueryClient()\nclient.invalidateQueries({ querykey: ['a'] })", 'ts'))
    expect(verdict.verdict).toBe('fails')
    if (verdict.verdict !== 'fails') return
    expect(verdict.rules).toEqual(['library-exports'])
    expect(verdict.diagnostics[0]).toMatchObject({ line: 2, column: 28 })
  })

  it('fragment rule undeclared-as-any: names the block only uses are any, in value and type position', () => {
    const verdict = checker.checkBlock(
      block("const query = useQuery({ queryKey: ['todo', id], queryFn: () => fetchTodo(id) })\nconst todo: Todo | undefined = query.data", 'ts'),
    )
    expect(verdict).toEqual({ verdict: 'checked', rules: ['library-exports', 'undeclared-as-any'] })
  })

  it('fragment rule continues-previous: a block using what the previous block declared is checked after it', () => {
    const previous = block("import { QueryClient } from '@fixture/react-query'\nconst queryClient = new QueryClient()", 'ts')
    const next = block("await queryClient.invalidateQueries({ queryKey: ['todos'] })\nqueryClient.refetch()", 'ts')
    const verdict = checker.checkBlock(next, previous)
    expect(verdict.verdict).toBe('fails')
    if (verdict.verdict !== 'fails') return
    expect(verdict.rules).toContain('continues-previous')
    expect(verdict.diagnostics).toEqual([expect.objectContaining({ code: 2339, line: 2, column: 13 })])
  })

  it('a previous block that only lists a signature is not continued: the library’s export is used', () => {
    const previous = block('function useQuery<T>(options: unknown, client: unknown): T', 'ts')
    expect(checker.checkBlock(block("const result = useQuery({ queryKey: ['a'], queryFn: async () => 1 })", 'ts'), previous)).toEqual({
      verdict: 'checked',
      rules: ['library-exports'],
    })
  })

  it('a previous block that does not declare what the block uses is not joined', () => {
    const verdict = checker.checkBlock(block('const total = count + 1', 'ts'), block('const other = 1', 'ts'))
    expect(verdict).toMatchObject({ verdict: 'listing', rules: ['undeclared-as-any'] })
  })

  it('continues-previous reaches a declaration made two blocks back, past an unrelated block', () => {
    const client = block("import { QueryClient } from '@fixture/react-query'\nconst queryClient = new QueryClient()", 'ts')
    const unrelated = block("const todos = ['a', 'b']", 'ts')
    const verdict = checker.checkBlock(block("await queryClient.invalidateQueries({ queryKey: ['todos'] })\nqueryClient.refetch()", 'ts'), [client, unrelated])
    // With the previous block alone, `queryClient` was declared `any` and the misspelled member passed.
    expect(verdict).toMatchObject({ verdict: 'fails', rules: expect.arrayContaining(['continues-previous']), diagnostics: [{ code: 2339, line: 2 }] })
  })

  it('continues-previous joins no earlier block that does not parse: its broken code would break the block after it', () => {
    // Form's "Form Groups" guide: `const form = useForm(…)` then JSX whose arrow holds only a `// ...` comment.
    const broken = block('const client = new QueryClient()\n\nreturn (\n  <List\n    children={(item) => (\n      // ...\n    )}\n  />\n)')
    expect(checker.checkBlock(block("<Todos onRefresh={() => client.invalidateQueries({ queryKey: ['a'] })} />"), [broken])).toMatchObject({
      verdict: 'listing',
      rules: ['undeclared-as-any'],
    })
  })

  it('continues-previous gives the earlier block’s own undeclared names the rules: its declarations keep their library types', () => {
    // The earlier block is itself a fragment: `QueryClient` without its import.
    const verdict = checker.checkBlock(block("await queryClient.invalidateQueries({ queryKey: ['todos'] })\nqueryClient.refetch()", 'ts'), [
      block('const queryClient = new QueryClient()', 'ts'),
    ])
    expect(verdict).toMatchObject({
      verdict: 'fails',
      rules: expect.arrayContaining(['continues-previous', 'library-exports']),
      diagnostics: [{ code: 2339, line: 2 }],
    })
  })

  it('continues-previous only when the names say so: a library export the previous block redefines binds nothing', () => {
    // A page shows a wrapper hook named like the library's export, then the library's own call.
    const wrapper = block(
      "import { useQuery as useBaseQuery } from '@fixture/react-query'\nexport function useQuery(key: string) {\n  return useBaseQuery({ queryKey: [key], queryFn: async () => 1 })\n}",
      'ts',
    )
    expect(checker.checkBlock(block("const result = useQuery({ queryKey: ['a'], queryFn: async () => 1 })", 'ts'), [wrapper])).toEqual({
      verdict: 'checked',
      rules: ['library-exports'],
    })
  })

  it('checked, the options named: required options left out of a shortened example, as TypeScript lists several (left-out-options.ts)', () => {
    // `useQuery({ gcTime })` on a page about gcTime: queryKey and queryFn are left out.
    const verdict = checker.checkBlock(block("import { useQuery } from '@fixture/react-query'\nuseQuery({\n  gcTime: 1000 * 60 * 5,\n})", 'ts'))
    expect(verdict).toEqual({ verdict: 'checked', rules: [], unchecked: '`queryKey`, `queryFn`, required options it leaves out,' })
    const typed = checker.checkBlock(
      block("import type { QueryOptions } from '@fixture/react-query'\nconst options: QueryOptions<number> = { gcTime: 5 }", 'ts'),
    )
    expect(typed).toMatchObject({ verdict: 'checked', unchecked: expect.stringContaining('required options it leaves out') })
  })

  it('listing: a block that compiles but declares only, or uses nothing of the library, is not counted as checked', () => {
    expect(checker.checkBlock(block('type Todo = { id: number; title: string }\ninterface TodoList { todos: Todo[] }', 'ts'))).toEqual({
      verdict: 'listing',
      rules: [],
      reason: expect.stringContaining('declares types'),
    })
    expect(checker.checkBlock(block("const fetchTodos = async (): Promise<string[]> => (await fetch('/todos')).json()", 'ts'))).toEqual({
      verdict: 'listing',
      rules: [],
      reason: 'uses nothing of the library',
    })
    // A value, a type or an option of the library makes it checked.
    expect(checker.checkBlock(block('const client = new QueryClient()', 'ts'))).toEqual({ verdict: 'checked', rules: ['library-exports'] })
    expect(
      checker.checkBlock(
        block(
          "import type { QueryOptions } from '@fixture/react-query'\nexport const options: QueryOptions<number> = { queryKey: ['a'], queryFn: async () => 1 }",
          'ts',
        ),
      ),
    ).toEqual({ verdict: 'checked', rules: [] })
  })

  it('listing or checked: an export of the library that another package declares is the library’s', () => {
    const store = {
      '@fixture/store/package.json': JSON.stringify({ name: '@fixture/store', types: './index.d.ts' }),
      '@fixture/store/index.d.ts': 'export declare function useStore<T>(selector: () => T): T\n',
    }
    const reexporting = fixturePackageSource('@fixture/react-form', '1.0.0', "export { useStore } from '@fixture/store'\n", 'test', store)
    const formChecker = createSnippetChecker(reexporting, { scopeModules: ['@fixture/react-form', 'react'], frameworkModule: 'react' })
    expect(formChecker.checkBlock(block('const count = useStore(() => 1)', 'ts'))).toEqual({ verdict: 'checked', rules: ['library-exports'] })
    // The other package's own export, imported from it, is not the library's.
    expect(formChecker.checkBlock(block("import { useStore } from '@fixture/store'\nconst count = useStore(() => 1)", 'ts'))).toMatchObject({
      verdict: 'listing',
      reason: 'uses nothing of the library',
    })
  })

  it('fragment: a parameter destructuring what a `// ...` leaves out of a shortened example', () => {
    const library = 'export function withForm<P>(options: { props?: P; render: (props: P & { form: string }) => unknown }) { return options }\n'
    const formChecker = createSnippetChecker(fixturePackageSource('@fixture/react-form', '1.0.0', library, 'test'), {
      scopeModules: ['@fixture/react-form', 'react'],
      frameworkModule: 'react',
    })
    // Form's guide leaves out `props: { title }` and destructures `title` all the same.
    const shortened = 'const ChildForm = withForm({\n  // ...\n  render: ({ form, title }) => {\n    // ...\n  },\n})'
    expect(formChecker.checkBlock(block(shortened, 'ts'))).toEqual(fragmentBecause('parameter it destructures'))
    // Written out, the same error is the block's.
    expect(formChecker.checkBlock(block(shortened.replace(/\s*\/\/ \.\.\./g, ''), 'ts'))).toMatchObject({ verdict: 'fails', diagnostics: [{ code: 2339 }] })
  })

  it('fragment: a block that does not parse is never a failure', () => {
    expect(checker.checkBlock(block('useQuery({ queryKey: … })'))).toEqual(fragmentBecause('does not parse'))
    // `...` is blanked (placeholders, below): what is left is a shortened example, still no failure.
    expect(checker.checkBlock(block('useQuery({ ... })'))).toMatchObject({ verdict: 'checked', unchecked: expect.stringContaining('leaves out') })
  })

  it('fragment: a block declaring one name twice shows alternatives', () => {
    const verdict = checker.checkBlock(
      block(
        "const query = useQuery({ queryKey: ['a'], queryFn: async () => 1 })\n// or\nconst query = useQuery({ queryKey: ['b'], queryFn: async () => 2 })",
        'ts',
      ),
    )
    expect(verdict).toEqual(fragmentBecause('declares a name twice'))
  })

  it('fragment: errors that hang on a name declared any are not failures', () => {
    const verdict = checker.checkBlock(block("const { data } = useQuery({ queryKey: ['a'], queryFn: fetchTodos })\ndata.map((todo) => todo.id)", 'ts'))
    expect(verdict).toEqual(fragmentBecause('declared `any`'))
  })

  it('a named option that does not exist still fails beside names declared any', () => {
    const verdict = checker.checkBlock(block("useQuery({ queryKey: ['a'], queryFn: fetchTodos, cacheTime: 5 })", 'ts'))
    expect(verdict).toMatchObject({ verdict: 'fails', rules: ['library-exports', 'undeclared-as-any'], diagnostics: [{ code: 2353, line: 1 }] })
  })

  it('fragment: a function body’s statements, and signatures of several functions listed in one block', () => {
    expect(checker.checkBlock(block('const data = await fetchTodos()\nreturn data', 'ts'))).toMatchObject(fragmentBecause('larger program'))
    expect(checker.checkBlock(block('function batch<T>(callback: () => T): T\nfunction schedule(callback: () => void): void', 'ts'))).toMatchObject(
      fragmentBecause('signatures'),
    )
  })

  it('signature-listing: a function’s signatures without a body are checked as overloads', () => {
    expect(checker.checkBlock(block('function useTodos<T>(options: QueryOptions<T>, client?): QueryResult<T>;', 'ts'))).toMatchObject({
      verdict: 'listing',
      rules: ['signature-listing', 'library-exports'],
    })
    expect(
      checker.checkBlock(block('export function read<T>(options): QueryResult<T>;\nexport function read(options, client: QueryClient): void;', 'ts')),
    ).toMatchObject({ verdict: 'listing', rules: ['signature-listing', 'library-exports'] })
    // Overloads with their own implementation get none added: their errors stay theirs.
    const overloads = 'function pick<A extends string, B>(a: A, b: B): B;\nfunction pick(a: string, b: unknown) {\n  return b\n}'
    expect(checker.checkBlock(block(overloads, 'ts'))).toMatchObject({ verdict: 'listing', rules: [] })
    // A signature beside an import of the same name declares it twice.
    expect(
      checker.checkBlock(block("import { useQuery } from '@fixture/react-query'\nfunction useQuery<T>(options: QueryOptions<T>): QueryResult<T>", 'ts')),
    ).toMatchObject(fragmentBecause('declares a name twice'))
    // A type the library no longer has as written is still an error, at its own line and column.
    const verdict = checker.checkBlock(block('function read<TData>(\n  options: QueryOptions<TData>,\n): QueryResult<TData, Error>;', 'ts'))
    expect(verdict).toMatchObject({ verdict: 'fails', rules: ['signature-listing', 'library-exports'], diagnostics: [{ code: 2314, line: 3, column: 4 }] })
  })

  it('a generic type the block leaves undeclared is any with its arguments', () => {
    expect(checker.checkBlock(block('const value: MaybePromise<number> = 1', 'ts'))).toMatchObject({ verdict: 'listing', rules: ['undeclared-as-any'] })
  })

  it('React is in scope as a namespace on React pages', () => {
    const react = createSnippetChecker(source(), { scopeModules: ['@fixture/react-query', 'react'], frameworkModule: 'react', namespaces: { React: 'react' } })
    expect(
      react.checkBlock(block('function App({ children }: { children: React.ReactNode }) {\n  const [n] = React.useState(0)\n  return <p>{n}{children}</p>\n}')),
    ).toMatchObject({ verdict: 'listing', rules: ['library-exports'] })
  })

  it('fragment: a class of the block that leaves out the members it uses; a type listing without its constraints', () => {
    expect(checker.checkBlock(block('class Todos {\n  list = this.http.get()\n}', 'ts'))).toMatchObject(fragmentBecause('class leaves out'))
    expect(
      checker.checkBlock(block('interface Keyed<K extends readonly unknown[]> { key: K }\ntype Options<TKey = unknown> = Keyed<TKey>', 'ts')),
    ).toMatchObject(fragmentBecause('constraints'))
  })

  it('what a build tool adds to import.meta is not an error', () => {
    expect(checker.checkBlock(block('if (import.meta.server) console.log(import.meta.env.MODE)', 'ts'))).toMatchObject({ verdict: 'listing', rules: [] })
  })

  it('fragment: a type used as a value is a signature listing', () => {
    expect(checker.checkBlock(block('const result: UseQueryResult<number> = QueryResult', 'ts'))).toMatchObject(fragmentBecause('signature listing'))
  })

  it('fragment: code that needs generated code fails no more', () => {
    const generated = createSnippetChecker(source(), {
      scopeModules: ['@fixture/react-query'],
      generated: { pattern: /createFileRoute\(/, reason: 'needs the route tree' },
    })
    const code = "declare function createFileRoute(path: undefined): void\ncreateFileRoute('/posts')"
    expect(checker.checkBlock(block(code, 'ts'))).toMatchObject({ verdict: 'fails' })
    expect(generated.checkBlock(block(code, 'ts'))).toEqual({ verdict: 'fragment', reason: 'needs the route tree' })
  })

  it('skipped: a language other than TypeScript, and a framework without types', () => {
    expect(checker.checkBlock(block('const a = 1', 'js'))).toEqual({ verdict: 'skipped', reason: 'js is not TypeScript' })
    const untyped = createSnippetChecker(source(), { scopeModules: ['@fixture/react-query'], frameworkModule: 'no-such-framework' })
    expect(untyped.checkBlock(block('const a = 1', 'ts'))).toEqual({ verdict: 'skipped', reason: 'no-such-framework has no types to check against' })
  })

  it('an unresolved module is any, never a failure', () => {
    const verdict = checker.checkBlock(
      block("import axios from 'axios'\nimport { fetchTodos } from './api'\nconst data: number = axios.get(fetchTodos())", 'ts'),
    )
    expect(verdict).toMatchObject({ verdict: 'listing', rules: [] })
  })

  it('honours Twoslash notation: queries, cuts, expected errors', () => {
    const code =
      "import { useQuery } from '@fixture/react-query'\n// ---cut---\nconst { data } = useQuery({ queryKey: ['a'], queryFn: async () => 5 })\n//      ^? const data: number | undefined\n// @errors: 2322\nconst s: string = data"
    expect(checker.checkBlock(block(code, 'ts'))).toEqual({ verdict: 'checked', rules: [] })
    expect(checker.checkBlock(block(code.replace('// @errors: 2322', ''), 'ts'))).toMatchObject({ verdict: 'fails', diagnostics: [{ code: 2322, line: 6 }] })
  })

  it('honours [!code] annotations: removed lines are not checked, markers are gone', () => {
    const code =
      "import { useQuery } from '@fixture/react-query'\nuseQuery({\n  queryKey: ['a'],\n  queryFn: async () => 1,\n  cacheTime: 5, // [!code --]\n  gcTime: 5, // [!code ++]\n})"
    expect(checker.checkBlock(block(code, 'ts'))).toEqual({ verdict: 'checked', rules: [] })
  })

  it('maps a diagnostic’s column on a line with a removed annotation comment', () => {
    const verdict = checker.checkBlock(
      block("import { useQuery } from '@fixture/react-query'\nuseQuery({ queryKey: ['a'], queryFn: async () => 1, staleTime: 1 }) // [!code focus]", 'ts'),
    )
    expect(verdict).toMatchObject({ verdict: 'fails', diagnostics: [{ code: 2353, line: 2, column: 53 }] })
  })
})

/** A router-like fixture: a class the docs also use as their own value's name, an interface apps fill, required options. */
const routerLibrary = `
/** Data a route carries; apps add members by declaration merging. */
export interface StaticData {}
export class Route<T = unknown> {
  constructor(public options: T) {}
  read(): T { return this.options }
}
export function createRoute<P extends string>(options: { path: P; getParentRoute: () => unknown }): { path: P }
export function createRoute(options: { path: string; getParentRoute: () => unknown }) { return { path: options.path } }
export function useMatch(): { staticData: StaticData } { return { staticData: {} } }
/** Filled by the route tree an app's router generates. */
export interface FileRoutesByPath {}
export function createFileRoute<P extends keyof FileRoutesByPath>(path: P): (options: { loader?: () => unknown }) => { id: FileRoutesByPath[P] extends { id: infer I } ? I : never } {
  return () => ({ id: path as never })
}
export type ParamsReducerFn<TFrom> = (previous: TFrom) => never
export function navigate(options: { to: string; search?: true | ParamsReducerFn<{ page?: number }> }): void { void options }
`
const routerSource = (): TypeSource => fixturePackageSource('@fixture/react-router', '1.0.0', routerLibrary, 'router-test')
const routerChecker = createSnippetChecker(routerSource(), {
  scopeModules: ['@fixture/react-router', 'react'],
  frameworkModule: 'react',
  registered: { pattern: /\bParamsReducerFn</, reason: 'typed by the registered router' },
})

describe('rules that keep the checker’s own blind spots from being failures', () => {
  it('Node’s globals a block uses undeclared are any, like any other undeclared name', () => {
    expect(
      checker.checkBlock(block("const port = Number(process.env.PORT)\nconst config = require('./config')\nmodule.exports = { port, config }", 'ts')),
    ).toMatchObject({ verdict: 'listing', rules: ['undeclared-as-any'] })
  })

  it('a DOM global the block uses as its own value (a testing library’s screen) is any', () => {
    const code = "screen.getByRole('button', { name: 'Save' }).click()"
    expect(checker.checkBlock(block(code, 'ts'))).toMatchObject({ verdict: 'listing', rules: ['undeclared-as-any'] })
    // A member of that name is no global.
    expect(checker.checkBlock(block('const title: number = document.title.length + window.name', 'ts'))).toMatchObject({ verdict: 'fails', rules: [] })
    // A parameter of that name is the block's own: its errors stay.
    expect(checker.checkBlock(block('function onSubmit(event: Event) {\n  const form: HTMLFormElement = event.target\n}', 'ts'))).toMatchObject({
      verdict: 'fails',
      rules: [],
      diagnostics: [{ code: 2322, line: 2 }],
    })
    // A block without errors keeps the DOM's own global.
    expect(checker.checkBlock(block('const wide = screen.width > 600', 'ts'))).toMatchObject({ verdict: 'listing', rules: [] })
  })

  it('a library export the block means as its own value (`Route.useSearch()` of the file’s route) is any', () => {
    expect(routerChecker.checkBlock(block('const search = Route.useSearch()\nconst page: number = search.page', 'ts'))).toMatchObject({
      verdict: 'listing',
      rules: ['undeclared-as-any'],
    })
    // An instance of the library's class is still checked against it.
    expect(routerChecker.checkBlock(block("const route = new Route({ path: '/' })\nroute.readAll()", 'ts'))).toMatchObject({
      verdict: 'fails',
      rules: ['library-exports'],
      diagnostics: [{ code: 2339, line: 2 }],
    })
  })

  it('an option the library requires, left out of a shortened example, is named; an unknown option still fails', () => {
    expect(routerChecker.checkBlock(block("createRoute({ path: '/posts' })", 'ts'))).toEqual({
      verdict: 'checked',
      rules: ['library-exports'],
      unchecked: '`getParentRoute`, a required option it leaves out,',
    })
    expect(routerChecker.checkBlock(block("createRoute({ path: '/posts', getParentRoute: () => null, loaderr: () => 1 })", 'ts'))).toMatchObject({
      verdict: 'fails',
      diagnostics: [{ code: 2353 }],
    })
  })

  it('fragment: members an app adds to a library interface it declares empty', () => {
    expect(routerChecker.checkBlock(block('const title = useMatch().staticData.title', 'ts'))).toEqual(fragmentBecause('declaration merging'))
    // A member missing on a library interface with members is the block's error.
    expect(routerChecker.checkBlock(block("const route = new Route({ path: '/' })\nconst p: string = route.options.pth", 'ts'))).toMatchObject({
      verdict: 'fails',
    })
  })

  it('route-tree: a file route the block creates is registered as the generated route tree would; only errors naming an option, member or export fail', () => {
    const generated = { pattern: /createFileRoute\(/, reason: 'needs the route tree' }
    const withTree = createSnippetChecker(routerSource(), { scopeModules: ['@fixture/react-router'], generated, routeTreeModule: '@fixture/react-router' })
    const withoutTree = createSnippetChecker(routerSource(), { scopeModules: ['@fixture/react-router'], generated })
    const route = "export const Route = createFileRoute('/posts/$postId')({ loader: () => 1 })\nconst id: '/posts/$postId' = Route.id"
    expect(withTree.checkBlock(block(route, 'ts'))).toEqual({ verdict: 'checked', rules: ['route-tree', 'library-exports'] })
    expect(withoutTree.checkBlock(block(route, 'ts'))).toEqual({ verdict: 'fragment', reason: 'needs the route tree' })
    // With its route registered, a misspelled option is the block's error, whatever the tree adds.
    expect(withTree.checkBlock(block(route.replace('loader', 'loadr'), 'ts'))).toMatchObject({ verdict: 'fails', diagnostics: [{ code: 2561, line: 1 }] })
    expect(withoutTree.checkBlock(block(route.replace('loader', 'loadr'), 'ts'))).toEqual({ verdict: 'fragment', reason: 'needs the route tree' })
    // Other errors may hang on what the generated tree would give (a parent route's context): still a fragment.
    expect(withTree.checkBlock(block(`${route}\nconst wrong: number = Route.id`, 'ts'))).toEqual({ verdict: 'fragment', reason: 'needs the route tree' })
    expect(withTree.checkBlock(block(`${route}\nconst wrong = Route.context`, 'ts'))).toEqual({ verdict: 'fragment', reason: 'needs the route tree' })
  })

  it('fragment: types the framework setup says come from the app’s registration', () => {
    expect(routerChecker.checkBlock(block("navigate({ to: '/', search: (previous) => ({ ...previous, page: 2 }) })", 'ts'))).toEqual({
      verdict: 'fragment',
      reason: 'typed by the registered router',
    })
  })

  it('fragment: code the block or its page marks as wrong on purpose', () => {
    const wrong = "import { useQuery } from '@fixture/react-query'\nuseQuery({ queryKey: ['a'], queryFn: async () => 1, cacheTime: 5 })"
    expect(checker.checkBlock(block(wrong, 'ts'))).toMatchObject({ verdict: 'fails' })
    expect(checker.checkBlock({ ...block(wrong, 'ts'), shownAsWrong: true })).toEqual(fragmentBecause('wrong on purpose'))
    expect(checker.checkBlock(block(`${wrong} // ❌ removed in v2`, 'ts'))).toEqual(fragmentBecause('wrong on purpose'))
    // A migration guide's old code beside the new.
    expect(checker.checkBlock(block(`// Old:\n${wrong}`, 'ts'))).toEqual(fragmentBecause('wrong on purpose'))
    // A comment that only starts with such a word is no mark.
    expect(checker.checkBlock(block(`// before the request starts\n${wrong}`, 'ts'))).toMatchObject({ verdict: 'fails' })
    // A mark on a block that compiles changes nothing.
    expect(
      checker.checkBlock({
        ...block("import { useQuery } from '@fixture/react-query'\nuseQuery({ queryKey: ['a'], queryFn: async () => 1 }) // ✅", 'ts'),
        shownAsWrong: true,
      }),
    ).toEqual({ verdict: 'checked', rules: [] })
  })

  it('member-listing: members listed without their class are checked as a class’s or an interface’s body', () => {
    // Labels that compile as written are checked as written; a type after a label only as a member.
    expect(checker.checkBlock(block('remountDeps: ({ params }) => params', 'ts'))).toMatchObject({ verdict: 'listing', rules: [] })
    expect(checker.checkBlock(block("status: 'pending' | 'success' | 'error'", 'ts'))).toMatchObject({ verdict: 'listing', rules: ['member-listing'] })
    expect(checker.checkBlock(block('data: QueryResult<number>\nstatus: QueryResult<number>["isPending"]', 'ts'))).toMatchObject({
      verdict: 'listing',
      rules: ['member-listing', 'library-exports'],
    })
    // TypeDoc's `optional` word, a method, an accessor, a default value, the listing's own type parameters.
    const listing =
      'optional client: QueryClient;\nrefetch(): Promise<QueryResult<TData>>;\nget state(): QueryResult<TData>;\ncache: Map<string, TData> = new Map();'
    expect(checker.checkBlock(block(listing, 'ts'))).toMatchObject({ verdict: 'listing', rules: ['member-listing', 'library-exports', 'undeclared-as-any'] })
    // Call signatures only an interface holds.
    expect(checker.checkBlock(block('<T>(options: QueryOptions<T>): QueryResult<T>;', 'ts'))).toMatchObject({
      verdict: 'listing',
      rules: ['member-listing', 'library-exports'],
    })
    // A member the library does not have fails at its own place.
    const missing = checker.checkBlock(block("optional client: import('@fixture/react-query').QueryClients;", 'ts'))
    expect(missing).toMatchObject({ verdict: 'fails', rules: ['member-listing'], diagnostics: [{ code: 2694, line: 1, column: 49 }] })
    // An object's `key: value` reads as a member too: read so, its errors are no failure.
    expect(checker.checkBlock(block('select: (data: number) => data.size', 'ts'))).toMatchObject({ verdict: 'fragment' })
    // Code that parses neither as statements nor as members is still a fragment.
    expect(checker.checkBlock(block('data: QueryResult<..., ...>;', 'ts'))).toMatchObject(fragmentBecause('does not parse'))
  })

  it('fragment: inference errors in a block that leaves code out, or imports a module the checker cannot see', () => {
    const call = 'function configure(options: { retries: number }) { return options }\nconst config = configure(__)'
    expect(checker.checkBlock(block(call.replace('__', ''), 'ts'))).toMatchObject({ verdict: 'fails', diagnostics: [{ code: 2554 }] })
    expect(checker.checkBlock(block(call.replace('__', '/* options */'), 'ts'))).toEqual(fragmentBecause('leaves code out'))
    const caught =
      "import { ServerError } from './errors'\ntry {\n  run()\n} catch (error) {\n  if (error instanceof ServerError) console.log(error.state)\n}\nfunction run() {}"
    expect(checker.checkBlock(block(caught, 'ts'))).toEqual(fragmentBecause('module the checker cannot see'))
    // A named option that does not exist is sure whatever the block imports.
    expect(
      checker.checkBlock(
        block(
          "import { fetchTodos } from './api'\nimport { useQuery } from '@fixture/react-query'\nuseQuery({ queryKey: ['a'], queryFn: fetchTodos, cacheTime: 1 })",
          'ts',
        ),
      ),
    ).toMatchObject({ verdict: 'fails', diagnostics: [{ code: 2353 }] })
  })

  it('fragment: a type listing whose constraints the reference leaves out', () => {
    expect(checker.checkBlock(block('type Accessor<TParent> = `${TParent["key"]}.value`', 'ts'))).toEqual(fragmentBecause('type listing'))
    // On a reference page, when the error is not the constraint of a parameter itself: TypeDoc's listing, not compiled (reference-listing.ts).
    expect(checker.checkBlock({ ...block('type Accessor<TParent> = `${TParent["key"]}.value`', 'ts'), reference: true })).toMatchObject({
      verdict: 'listing',
      compiled: false,
    })
  })

  it('constraints-left-out: on a reference page, a type parameter listed without its constraint meets it', () => {
    const listing = 'interface Keyed<K extends readonly unknown[]> { key: K }\nfunction keyed<TKey, TData = unknown>(key: TKey): Keyed<TKey>;'
    expect(checker.checkBlock({ ...block(listing, 'ts'), reference: true })).toMatchObject({
      verdict: 'listing',
      rules: ['signature-listing', 'constraints-left-out'],
    })
    // Not on a page a person wrote: there the constraint is missing.
    expect(checker.checkBlock(block(listing, 'ts'))).toMatchObject(fragmentBecause('constraints'))
    // A type that is no parameter of the listing does not meet it: not a listing that compiles (reference-listing.ts).
    expect(checker.checkBlock({ ...block(listing.replace('Keyed<TKey>;', 'Keyed<string>;'), 'ts'), reference: true })).toMatchObject({
      verdict: 'listing',
      compiled: false,
    })
  })
})

describe('declaredNames', () => {
  it('lists the top-level declarations and imports', () => {
    const names = declaredNames(
      "import a, { b as c } from 'x'\nimport * as d from 'y'\nconst { e, f: [g] } = h\nfunction i() {}\nclass J {}\ntype K = 1\ninterface L {}",
      '.ts',
    )
    expect([...names].sort()).toEqual(['J', 'K', 'L', 'a', 'c', 'd', 'e', 'g', 'i'])
  })
})

describe('monorepoTypeSource', () => {
  it('mounts each packages/* by its package.json name, typed from src/index.ts', async () => {
    const repo: Record<string, string> = {
      'packages/query-core/package.json': JSON.stringify({ name: '@fixture/query-core', version: '1.2.0', types: 'build/index.d.ts' }),
      'packages/query-core/src/index.ts': 'export const core = 1',
      'packages/query-core/src/index.test.ts': 'test()',
      'packages/no-name/package.json': '{}',
      'packages/no-name/src/index.ts': '',
      'docs/a.md': '# A',
    }
    const typeSource = await monorepoTypeSource({ listFiles: async () => Object.keys(repo), readFile: async (file) => repo[file] }, 'abc1234def')
    expect([...typeSource!.packages]).toEqual([['@fixture/query-core', '1.2.0']])
    expect([...typeSource!.files.keys()].sort()).toEqual(['@fixture/query-core/package.json', '@fixture/query-core/src/index.ts'])
    const checker = createSnippetChecker(typeSource!, { scopeModules: ['@fixture/query-core'] })
    expect(checker.checkBlock(block("import { core } from '@fixture/query-core'\nconst s: string = core", 'ts'))).toMatchObject({
      verdict: 'fails',
      diagnostics: [{ code: 2322, line: 2, column: 7 }],
    })
  })

  it('a component file a Svelte adapter imports (`./Provider.svelte`) is typed by Svelte’s own `*.svelte` declaration, not left unresolved', async () => {
    const repo: Record<string, string> = {
      'packages/svelte-query/package.json': JSON.stringify({ name: '@fixture/svelte-query', version: '1.0.0', peerDependencies: { svelte: '^5.0.0' } }),
      'packages/svelte-query/src/index.ts':
        "import { SvelteComponent } from 'svelte'\nexport { default as QueryClientProvider } from './QueryClientProvider.svelte'\nexport type Component = SvelteComponent\nexport function createQuery(options: { queryKey: string[] }) { return { options } }\n",
      'packages/svelte-query/src/QueryClientProvider.svelte': '<slot />',
    }
    const typeSource = (await monorepoTypeSource({ listFiles: async () => Object.keys(repo), readFile: async (file) => repo[file] }, 'abc'))!
    // Svelte's published types as they declare component files (svelte/types/index.d.ts).
    typeSource.files.set('svelte/package.json', JSON.stringify({ name: 'svelte', types: './types/index.d.ts' }))
    typeSource.files.set(
      'svelte/types/index.d.ts',
      "declare module 'svelte' { export class SvelteComponent { $destroy(): void } }\ndeclare module '*.svelte' { import { SvelteComponent } from 'svelte'; const Comp: typeof SvelteComponent; export default Comp }\n",
    )
    const checker = createSnippetChecker(typeSource, { scopeModules: ['@fixture/svelte-query', 'svelte'], frameworkModule: 'svelte' })
    // Before, the checker's catch-all module came first and won: the import was `any` and every block skipped.
    expect(
      checker.checkBlock(
        block(
          "import { createQuery, QueryClientProvider } from '@fixture/svelte-query'\ncreateQuery({ queryKey: ['a'] })\nnew QueryClientProvider().$destroy()",
          'ts',
        ),
      ),
    ).toEqual({ verdict: 'checked', rules: [] })
    expect(
      checker.checkBlock(block("import { QueryClientProvider } from '@fixture/svelte-query'\nnew QueryClientProvider().$destroyed()", 'ts')),
    ).toMatchObject({
      verdict: 'fails',
      diagnostics: [{ code: 2551 }],
    })
  })

  it('is undefined for a repository without packages', async () => {
    expect(await monorepoTypeSource({ listFiles: async () => ['docs/a.md'], readFile: async () => '' }, 'x')).toBeUndefined()
  })
})

describe('CHECKER_VERSION', () => {
  it('names the TypeScript the checker runs, so stored results of another are not reused', () => {
    expect(CHECKER_VERSION.endsWith(`+ts-${ts.versionMajorMinor}`)).toBe(true)
  })
})
