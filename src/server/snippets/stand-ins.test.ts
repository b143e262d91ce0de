/**
 * Callable stand-ins (stand-ins.ts): a name the page leaves undeclared, given as a function option,
 * infers nothing when declared `any`. Shape of Query's guides (`background-fetching-indicators.md`:
 * `useQuery({ queryKey: ['todos'], queryFn: fetchTodos })`, then `todos.map(…)`).
 */
import { describe, expect, it } from 'vitest'
import { createSnippetChecker } from './checker'
import type { SnippetBlock } from './types'
import { fixturePackageSource, fixtureQueryLibrary } from '../../../tests/support/snippet-fixtures'

// Query's own `QueryFunction`: the data or a promise of it.
const library = fixtureQueryLibrary.replace('queryFn: () => Promise<T>', 'queryFn: (context: { signal: AbortSignal }) => T | Promise<T>')
const checker = createSnippetChecker(fixturePackageSource('@fixture/react-query', '2.0.0', library, 'stand-ins'), {
  scopeModules: ['@fixture/react-query', 'react'],
  frameworkModule: 'react',
})
const block = (code: string): SnippetBlock => ({ lang: 'tsx', code, line: 10 })

const todos = `function Todos() {
  const { isPending, data: todos } = useQuery({
    queryKey: ['todos'],
    queryFn: fetchTodos,
  })

  if (!todos) return null
  return isPending ? (
    <span>Loading...</span>
  ) : (
    <ul>
      {todos.map((todo) => (
        <li key={todo.id}>{todo.title}</li>
      ))}
    </ul>
  )
}`

describe('callable-stand-ins: undeclared names as functions returning `any`', () => {
  it('a function option given by an undeclared name: checked, its data as unknown to the checker as to the reader', () => {
    expect(checker.checkBlock(block(todos))).toEqual({
      verdict: 'checked',
      rules: ['library-exports', 'undeclared-as-any', 'callable-stand-ins'],
    })
  })

  it('a misspelled option or member of the library still fails, at its own line', () => {
    expect(checker.checkBlock(block(todos.replace('queryKey:', 'queryKye:')))).toMatchObject({ verdict: 'fails', diagnostics: [{ code: 2561, line: 3 }] })
    expect(checker.checkBlock(block(todos.replace('isPending, data', 'isPendng, data')))).toMatchObject({ verdict: 'fails' })
  })

  it('errors the stand-ins cannot explain away leave the block a fragment, never a pass', () => {
    // `fetchTodos` compared with a string: no stand-in makes that compile, and none should.
    const compared = todos.replace("queryKey: ['todos'],", "queryKey: ['todos'],\n    gcTime: fetchTodos === 'ready' && fetchTodos > 1 ? 1 : 0,")
    expect(checker.checkBlock(block(compared))).toEqual({
      verdict: 'fragment',
      reason: 'its errors may come from the names it leaves undeclared (declared `any`)',
    })
  })

  it('a name spread into an object literal adds nothing: a misspelled option beside it still fails', () => {
    // Query's reference `mutationOptions({ mutationFn, ...options })`: `...options` as `any` made the whole literal `any`.
    const spread = "const query = useQuery({\n  queryKey: ['todos'],\n  queryFn,\n  gcTime: 1000,\n  ...options,\n})"
    expect(checker.checkBlock(block(spread))).toEqual({ verdict: 'checked', rules: ['library-exports', 'undeclared-as-any'] })
    expect(checker.checkBlock(block(spread.replace('gcTime', 'gcTmie')))).toMatchObject({ verdict: 'fails', diagnostics: [{ code: 2561, line: 4 }] })
  })
})
