import { describe, expect, it } from 'vitest'
import { createSnippetChecker } from './checker'
import { HOVER_LIMITS, type BlockHovers } from './hovers'
import type { TypeSource } from './type-source'
import type { SnippetBlock } from './types'
import { fixturePackageSource, fixtureQueryLibrary as library } from '../../../tests/support/snippet-fixtures'

const source: TypeSource = fixturePackageSource('@fixture/react-query', '2.0.0', library, 'hovers-test')

const checker = createSnippetChecker(source, { scopeModules: ['@fixture/react-query', 'react'], frameworkModule: 'react' })
const block = (code: string, lang = 'ts'): SnippetBlock => ({ lang, code, line: 1 })

function hoversOf(code: string, previous?: string): BlockHovers {
  const verdict = checker.checkBlock(block(code), previous === undefined ? undefined : block(previous))
  expect(['checked', 'listing']).toContain(verdict.verdict)
  const hovers = checker.hoversOfLastBlock({
    namesDeclaredAny: (verdict.verdict === 'checked' || verdict.verdict === 'listing') && verdict.rules.includes('undeclared-as-any'),
  })
  expect(hovers).toBeDefined()
  return hovers!
}

/** The hover of the identifier written at 1-based `line`, `column`. */
function at(hovers: BlockHovers, line: number, column: number) {
  const mark = hovers.marks.find(([l, c]) => l === line && c === column)
  return mark ? { length: mark[2], ...hovers.infos[mark[3]]! } : undefined
}

describe('type hovers of a checked block', () => {
  it("gives an identifier its type and its declaration's doc comment, at the block's own line and column", () => {
    const hovers = hoversOf(
      "import { QueryClient } from '@fixture/react-query'\n\nconst queryClient = new QueryClient()\nawait queryClient.invalidateQueries({ queryKey: ['todos'] })",
    )
    expect(at(hovers, 3, 7)).toEqual({ length: 11, text: 'const queryClient: QueryClient' })
    expect(at(hovers, 3, 25)).toMatchObject({ length: 11, text: 'constructor QueryClient(): QueryClient', doc: 'Holds the cache of every query.' })
    expect(at(hovers, 4, 19)).toMatchObject({
      text: expect.stringMatching(/^\(method\) QueryClient\.invalidateQueries\(filters\?: \{/),
      doc: 'Marks matching queries stale.',
    })
    // An option's key is the option it fills: the doc comes from the options type.
    expect(at(hovers, 4, 39)).toMatchObject({ text: expect.stringContaining('queryKey?: readonly unknown[]') })
  })

  it('maps positions past the lines the checker adds: the fragment header and the block it continues', () => {
    const previous = "import { QueryClient } from '@fixture/react-query'\nconst queryClient = new QueryClient()"
    const hovers = hoversOf("queryClient.invalidateQueries()\nconst result = useQuery({ queryKey: ['a'], queryFn: async () => 1, gcTime: 5 })", previous)
    expect(at(hovers, 1, 1)).toEqual({ length: 11, text: 'const queryClient: QueryClient' })
    expect(at(hovers, 2, 7)).toEqual({ length: 6, text: 'const result: QueryResult<number>' })
    expect(at(hovers, 2, 16)).toMatchObject({
      text: expect.stringContaining('useQuery<number>(options: QueryOptions<number>): QueryResult<number>'),
      doc: 'Reads a query, and keeps it fresh.\n\nSee Queries.',
    })
    expect(at(hovers, 2, 68)).toEqual({
      length: 6,
      text: '(property) QueryOptions<T>.gcTime?: number | undefined',
      doc: 'How long unused data stays cached, in ms.',
    })
    // Nothing outside the block's own lines.
    expect(hovers.marks.every(([line]) => line >= 1 && line <= 2)).toBe(true)
  })

  it('gives no hover to what only the checker declared: a name declared `any`, and what it infers from it', () => {
    const hovers = hoversOf('const todos = fetchTodos()\nconst count: number = 1')
    expect(at(hovers, 1, 15)).toBeUndefined()
    expect(at(hovers, 1, 7)).toBeUndefined()
    expect(at(hovers, 2, 7)).toEqual({ length: 5, text: 'const count: number' })

    // Inferred through a name declared `any`: the reader's own code would not show `unknown`.
    const inferred = hoversOf("const result = useQuery({ queryKey: ['a'], queryFn: fetchTodos })\nconst pending: boolean = result.isPending")
    expect(at(inferred, 1, 7)).toBeUndefined()
    // The library's function shows its declaration as written, not as this call instantiates it.
    expect(at(inferred, 1, 16)).toMatchObject({
      text: 'function useQuery<T>(options: QueryOptions<T>): QueryResult<T>',
      doc: 'Reads a query, and keeps it fresh.\n\nSee Queries.',
    })
    expect(at(inferred, 1, 44)).toEqual({ length: 7, text: '(property) QueryOptions<T>.queryFn: () => Promise<T>' })
    expect(at(inferred, 2, 7)).toEqual({ length: 7, text: 'const pending: boolean' })
  })

  it('gives a namespace import the module it names (its declaration is a whole file, which has no parent)', () => {
    const hovers = hoversOf("import * as client from '@fixture/react-query'\n\nconst queryClient = new client.QueryClient()")
    expect(at(hovers, 1, 13)).toMatchObject({ length: 6, text: 'module "@fixture/react-query"' })
    expect(at(hovers, 3, 32)).toMatchObject({ text: expect.stringContaining('constructor'), doc: 'Holds the cache of every query.' })
  })

  it('stores identical entries once and caps the text and the number of entries', () => {
    const hovers = hoversOf('const a = 1\nconst b = a + a + a')
    expect(
      hovers.marks
        .filter(([line]) => line === 2)
        .map(([, , , info]) => info)
        .slice(1),
    ).toEqual([hovers.marks[0]![3], hovers.marks[0]![3], hovers.marks[0]![3]])
    expect(hovers.infos.map((info) => info.text)).toEqual(['const a: 1', 'const b: number'])

    const long = `type Long = { ${Array.from({ length: 120 }, (_, i) => `field${i}: 'value number ${i}'`).join('; ')} }\nconst long: Long = {} as Long`
    const capped = hoversOf(long)
    expect(Math.max(...capped.infos.map((info) => info.text.length))).toBeLessThanOrEqual(HOVER_LIMITS.text)

    const many = Array.from({ length: 200 }, (_, i) => `const name${i} = ${i}`).join('\n')
    const bounded = hoversOf(many)
    expect(bounded.infos).toHaveLength(HOVER_LIMITS.infos)
    expect(bounded.marks.length).toBeLessThanOrEqual(HOVER_LIMITS.marks)
  })
})

describe('hovers of listings', () => {
  it('a listed member is the checker’s class’s: no hover; the types it names have theirs', () => {
    const hovers = hoversOf('optional client: QueryClient;\nrefetch(): Promise<QueryResult<number>>;')
    expect(at(hovers, 1, 10)).toBeUndefined()
    expect(at(hovers, 2, 1)).toBeUndefined()
    expect(at(hovers, 1, 18)).toMatchObject({ text: 'class QueryClient', doc: 'Holds the cache of every query.' })
    expect(hovers.infos.some((info) => info.text.includes('SnippetListing'))).toBe(false)
  })

  it('a listed signature shows itself, not the implementation the checker added', () => {
    const hovers = hoversOf('function useTodos(options: QueryOptions<number>): QueryResult<number>;')
    expect(at(hovers, 1, 10)).toMatchObject({ text: 'function useTodos(options: QueryOptions<number>): QueryResult<number>' })
  })
})
