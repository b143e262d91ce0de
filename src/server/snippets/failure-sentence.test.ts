import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { failureSentence, shortType } from './failure-sentence'

/** A small library's declarations, shaped like a data-fetching library's. */
const library = `
export interface QueryOptions<TData = unknown> { queryKey: readonly unknown[]; queryFn: () => Promise<TData>; gcTime?: number; enabled?: boolean; select?: (data: TData) => unknown }
export interface UseQueryResult<TData = unknown, TError = Error> { data: TData | undefined; error: TError | null; isPending: boolean; refetch: () => Promise<void> }
export declare function useQuery<TData = unknown>(options: QueryOptions<TData>): UseQueryResult<TData>
export declare function useQuery<TData = unknown>(queryKey: readonly unknown[], queryFn: () => Promise<TData>): UseQueryResult<TData>
export declare function invalidate(queryKey: readonly unknown[], exact: boolean): void
export declare function prefetch(queryKey: readonly unknown[], options?: { staleTime?: number }): void
export declare class QueryClient { constructor(config: { defaultOptions: { gcTime: number; retry: number; staleTime: number } }); getQueryData(queryKey: readonly unknown[]): unknown }
export declare const version: string | undefined
export declare function setLogger(level: string): void
export declare function setLogger(level: number, verbose?: boolean): void
`

/** The diagnostics TypeScript gives `code` importing the library as `lib`, as the checker keeps them. */
function diagnosticsOf(code: string): { code: number; message: string }[] {
  const files = new Map([
    ['/lib.d.ts', library],
    ['/block.ts', code],
  ])
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts'],
    types: [],
    noImplicitAny: true,
  }
  const host = ts.createCompilerHost(options)
  const original = { getSourceFile: host.getSourceFile, fileExists: host.fileExists, readFile: host.readFile }
  host.getSourceFile = (file, language, ...rest) =>
    files.has(file) ? ts.createSourceFile(file, files.get(file)!, language) : original.getSourceFile(file, language, ...rest)
  host.fileExists = (file) => files.has(file) || original.fileExists(file)
  host.readFile = (file) => files.get(file) ?? original.readFile(file)
  host.resolveModuleNameLiterals = (literals) =>
    literals.map((literal) => ({ resolvedModule: literal.text === 'lib' ? { resolvedFileName: '/lib.d.ts', extension: ts.Extension.Dts } : undefined }))
  const program = ts.createProgram(['/block.ts'], options, host)
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile('/block.ts'))
    .map((d) => ({ code: d.code, message: ts.flattenDiagnosticMessageText(d.messageText, '\n') }))
}

/** The one diagnostic of `code`, checked to be of the expected TypeScript code, and its sentence. */
function sentenceOf(code: string, expectedCode: number): string {
  const diagnostics = diagnosticsOf(`import { useQuery, invalidate, prefetch, QueryClient, version, setLogger } from 'lib'\n${code}`)
  expect(diagnostics.map((d) => d.code)).toContain(expectedCode)
  return failureSentence(diagnostics.find((d) => d.code === expectedCode)!)
}

describe('failureSentence, from real TypeScript diagnostics', () => {
  it('2353: an option the version does not take', () => {
    expect(sentenceOf(`useQuery({ queryKey: ['a'], queryFn: async () => 1, cacheTime: 5 })`, 2353)).toBe(
      '`cacheTime` is not an option of `QueryOptions` in this version.',
    )
  })

  it("2561: an option misspelt, with TypeScript's suggestion", () => {
    expect(sentenceOf(`useQuery({ queryKey: ['a'], queryFn: async () => 1, enable: true })`, 2561)).toBe(
      '`enable` is not an option of `QueryOptions` in this version; did you mean `enabled`?',
    )
  })

  it('2339: a property the result does not have, its long generic type cut to its name', () => {
    const sentence = sentenceOf(
      `const result = useQuery({ queryKey: ['a'], queryFn: async () => ({ id: 1, title: 'a', body: 'b', tags: ['x'] }) })\nresult.isLoading`,
      2339,
    )
    expect(sentence).toBe('`UseQueryResult` has no `isLoading` in this version.')
  })

  it('2551: a property misspelt, with the suggestion', () => {
    expect(sentenceOf(`useQuery({ queryKey: ['a'], queryFn: async () => 1 }).isPendin`, 2551)).toBe(
      '`UseQueryResult` has no `isPendin` in this version; did you mean `isPending`?',
    )
  })

  it('2305 and 2724: an export the package does not have', () => {
    const [missing] = diagnosticsOf(`import { MutationCache } from 'lib'`)
    expect(missing?.code).toBe(2305)
    expect(failureSentence(missing!)).toBe('`lib` does not export `MutationCache` in this version.')
    const suggested = diagnosticsOf(`import { useQuer } from 'lib'`)[0]!
    expect(suggested.code).toBe(2724)
    expect(failureSentence(suggested)).toBe('`lib` does not export `useQuer` in this version; did you mean `useQuery`?')
  })

  it('2307: a package that cannot be found', () => {
    const [missing] = diagnosticsOf(`import { x } from 'not-installed'`)
    expect(missing?.code).toBe(2307)
    expect(failureSentence(missing!)).toBe('The package `not-installed` cannot be found.')
  })

  it('2345: an argument of the wrong type', () => {
    expect(sentenceOf(`invalidate('todos', true)`, 2345)).toBe('An argument has the wrong type: `string` where `readonly unknown[]` is expected.')
  })

  it('2322: a value of the wrong type', () => {
    expect(sentenceOf(`const n: number = version`, 2322)).toBe('A value has the wrong type: `string | undefined` where `number` is expected.')
  })

  it('2741: a required option left out', () => {
    expect(sentenceOf(`const options: import('lib').QueryOptions = { queryKey: ['a'] }`, 2741)).toBe(
      '`QueryOptions` requires `queryFn`, which the code leaves out.',
    )
  })

  it('2739: several required options left out', () => {
    expect(sentenceOf(`new QueryClient({ defaultOptions: { gcTime: 1 } })`, 2739)).toBe(
      'An object type requires `retry` and `staleTime`, which the code leaves out.',
    )
  })

  it('2554: a call with too few arguments', () => {
    expect(sentenceOf(`invalidate(['todos'])`, 2554)).toBe('The call passes 1 argument where 2 are expected.')
    expect(sentenceOf(`prefetch(['todos'], {}, 3)`, 2554)).toBe('The call passes 3 arguments where 1 to 2 are expected.')
  })

  it('2769: no overload matches; an unknown option the chain points at is named', () => {
    expect(sentenceOf(`setLogger(true)`, 2769)).toBe('No form of this call takes these arguments in this version.')
    expect(
      failureSentence({
        code: 2769,
        message:
          "No overload matches this call.\n  Overload 1 of 2, '(options: QueryOptions): UseQueryResult', gave the following error.\n    Object literal may only specify known properties, and 'suspense' does not exist in type 'QueryOptions'.",
      }),
    ).toBe('`suspense` is not an option of `QueryOptions` in this version.')
  })

  it('7006: a parameter without a type', () => {
    expect(sentenceOf(`export function select(data) { return data }`, 7006)).toBe('The parameter `data` has no type, and none can be inferred.')
  })

  it('2304, 2552 and 18048: a name not defined, a value maybe undefined', () => {
    expect(sentenceOf(`fetchTodos()`, 2304)).toBe('`fetchTodos` is not defined in the block or imported.')
    expect(sentenceOf(`queryClient.clear()`, 2552)).toBe('`queryClient` is not defined in the block or imported; did you mean `QueryClient`?')
    expect(sentenceOf(`version.length`, 18048)).toBe('`version` may be undefined here, and the code uses it without a check.')
  })

  it("falls back to the compiler's first line, cut, for anything else", () => {
    expect(failureSentence({ code: 9999, message: `Something new ${'x'.repeat(300)}\nmore` })).toMatch(/^TypeScript reports: Something new x+…$/)
  })
})

describe('shortType', () => {
  it('keeps short types, names generic ones, and says what a long object or function type is', () => {
    expect(shortType('string | undefined')).toBe('`string | undefined`')
    expect(shortType('QueryOptions<string[]>')).toBe('`QueryOptions`')
    expect(shortType('UseQueryResult<{ id: number; title: string; body: string; }, Error>')).toBe('`UseQueryResult`')
    expect(shortType('{ queryKey: string[]; queryFn: () => Promise<number>; gcTime: number; }')).toBe('an object type')
    expect(shortType('(data: { id: number; title: string }) => Promise<void>')).toBe('a function type')
  })
})
