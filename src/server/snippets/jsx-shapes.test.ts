/**
 * Shortened JSX (jsx-shapes.ts): a JSX expression that is only a placeholder comment, sibling root
 * elements. Each shape is one Form's guides show (`async-initial-values.md`, `ui-libraries.md`,
 * `form-composition.md`), written against the fixture library.
 */
import { describe, expect, it } from 'vitest'
import { createSnippetChecker } from './checker'
import { fillJsxPlaceholders, hangsOnPlaceholder, wrapSiblingElements } from './jsx-shapes'
import type { SnippetBlock } from './types'
import { fixturePackageSource, fixtureQueryLibrary } from '../../../tests/support/snippet-fixtures'

const library = `${fixtureQueryLibrary}
/** A type of the library whose name the docs give their own component (Form's core exports \`FieldInfo\`). */
export type FieldInfo<T> = { instance: T }
export function Field<T>(props: { name: string; children: (field: { value: T; handleChange: (value: T) => void }) => unknown }): null {
  return props ? null : null
}
`
const checker = createSnippetChecker(fixturePackageSource('@fixture/react-query', '2.0.0', library, 'jsx-shapes'), {
  scopeModules: ['@fixture/react-query', 'react'],
  frameworkModule: 'react',
})
const block = (code: string): SnippetBlock => ({ lang: 'tsx', code, line: 10 })

describe('a JSX expression that is only a placeholder comment (`return ( // ... )`)', () => {
  const app = `import { useQuery } from '@fixture/react-query'

export default function App() {
  const { data, isPending } = useQuery({
    queryKey: ['data'],
    queryFn: async () => ({ firstName: 'First' }),
  })

  if (isPending) return <p>Loading...</p>

  return (
    // ...
  )
}`

  it('fills the placeholder with `null!`, keeping every line and the columns around it', () => {
    const filled = fillJsxPlaceholders(app)
    expect(filled.code.split('\n')).toHaveLength(app.split('\n').length)
    expect(filled.code).toContain('    null! \n  )')
    expect(filled.placeholders).toEqual([{ line: 12, column: 5, length: 5 }])
    expect(fillJsxPlaceholders('children={(field) => (/* ... */)}').code).toBe('children={(field) => (null!    )}')
    // A call without arguments and a comment too short to hold the value are left alone.
    expect(fillJsxPlaceholders('f() // x\ng(/**/)').code).toBe('f() // x\ng(/**/)')
  })

  it('is checked on its other lines: checked as written, a misspelled option fails at its own line', () => {
    expect(checker.checkBlock(block(app))).toEqual({ verdict: 'checked', rules: [] })
    expect(checker.checkBlock(block(app.replace('queryFn:', 'queryFun:')))).toMatchObject({ verdict: 'fails', diagnostics: [{ code: 2561, line: 6 }] })
  })

  it('an error that may hang on the placeholder (its type `never`) leaves the block a fragment, never a pass', () => {
    // The only value of the query is the placeholder: `data` is `never`, and what is read of it is not sure.
    const onlyPlaceholder =
      "import { useQuery } from '@fixture/react-query'\nconst query = useQuery({ queryKey: ['a'], queryFn: async () => (/* ... */) })\nconst name: string = query.data?.first"
    expect(checker.checkBlock(block(onlyPlaceholder))).toMatchObject({ verdict: 'fragment' })
    // An error naming a member or an option outright is sure only away from the placeholder and its type.
    const placeholders = fillJsxPlaceholders(onlyPlaceholder).placeholders
    expect(placeholders).toEqual([{ line: 2, column: 65, length: 5 }])
    expect(
      hangsOnPlaceholder(
        { line: 3, column: 34, message: "Object literal may only specify known properties, and 'first' does not exist in type 'never'." },
        placeholders,
      ),
    ).toBe(true)
    expect(hangsOnPlaceholder({ line: 2, column: 66, message: "Type 'string' is not assignable to type 'number'." }, placeholders)).toBe(true)
    expect(
      hangsOnPlaceholder(
        { line: 2, column: 26, message: "Object literal may only specify known properties, and 'queryFun' does not exist in type 'QueryOptions<unknown>'." },
        placeholders,
      ),
    ).toBe(false)
  })
})

describe('sibling root elements: a list of elements, as a component would return them in a fragment', () => {
  const siblings = `import { Field } from '@fixture/react-query'

<Field<string>
  name="name"
  children={(field) => <input value={field.value} onChange={(e) => field.handleChange(e.target.value)} />}
/>
<Field<boolean>
  name="isChecked"
  children={(field) => <input type="checkbox" checked={field.value} />}
/>`

  it('wraps them from the first line opening an element at its start, only when they are elements alone', () => {
    const wrapped = wrapSiblingElements(siblings)!
    expect(wrapped.code.split('\n')[2]).toBe(';<><Field<string>')
    expect(wrapped.toBlock(3, 5)).toEqual({ line: 3, column: 2 })
    expect(wrapped.toBlock(7, 5)).toEqual({ line: 7, column: 5 })
    expect(wrapped.toBlock(11, 1)).toBeUndefined()
    // Text between the elements is no list of elements: not wrapped.
    expect(wrapSiblingElements('<b>one</b>\nand then\n<b>two</b>')).toBeUndefined()
  })

  it('is checked; a misspelled member fails at its own line and column', () => {
    expect(checker.checkBlock(block(siblings))).toEqual({ verdict: 'checked', rules: [] })
    expect(checker.checkBlock(block(siblings.replace('field.handleChange', 'field.handleChang')))).toMatchObject({
      verdict: 'fails',
      diagnostics: [{ code: 2551, line: 5, column: 74 }],
    })
  })

  it('after the statements that declare what they use (`// Usage:` under a declaration)', () => {
    const usage = `import { useQuery } from '@fixture/react-query'

const query = useQuery({ queryKey: ['a'], queryFn: async () => 'name' })
// Usage:
<input value={query.data} />`
    expect(checker.checkBlock(block(usage))).toEqual({ verdict: 'checked', rules: [] })
    expect(checker.checkBlock(block(usage.replace('query.data', 'query.dat')))).toMatchObject({
      verdict: 'fails',
      diagnostics: [{ code: 2551, line: 5, column: 21 }],
    })
  })
})

describe('a type the library exports, used as a value: the docs’ own component of that name', () => {
  // Form's Preact basic-concepts page: `<FieldInfo field={field} />` beside `<form.Field>`; the core exports a type `FieldInfo`.
  const fieldInfo = `<Field<string>\n  name="firstName"\n  children={(field) => (\n    <>\n      <input value={field.value} />\n      <FieldInfo field={field} />\n    </>\n  )}\n/>`

  it('is declared as the docs’ own value, not imported from the library (before: "uses a type as a value", a fragment)', () => {
    expect(checker.checkBlock(block(fieldInfo))).toMatchObject({ verdict: 'checked', rules: ['library-exports', 'undeclared-as-any'] })
  })

  it('beside it, a misspelled member of the library’s value still fails', () => {
    expect(checker.checkBlock(block(fieldInfo.replace('field.value', 'field.valeu')))).toMatchObject({
      verdict: 'fails',
      diagnostics: [{ code: 2551, line: 5 }],
    })
  })
})
