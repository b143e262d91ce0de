/**
 * A block using a name the library exports, which the page's earlier example destructured as its
 * own (`const { Field } = useForm(…)`), continues that example (page-own-names.ts).
 */
import { describe, expect, it } from 'vitest'
import { createSnippetChecker } from './checker'
import { destructuredFromCalls } from './page-own-names'
import type { SnippetBlock } from './types'
import { fixturePackageSource } from '../../../tests/support/snippet-fixtures'

// The library's standalone `Field` needs its `form`; the one `useForm` returns is bound to it.
const library = `
type FieldProps<TName extends string> = { name: TName; children: (field: FieldApi) => unknown }
export interface FieldApi { state: { value: string }; handleChange: (value: string) => void; handleBlur: () => void }
export function Field(props: FieldProps<string> & { form: object }): null {
  return props ? null : null
}
export function useForm<TValues extends Record<string, string>>(options: { defaultValues: TValues }): {
  Field: (props: FieldProps<Extract<keyof TValues, string>>) => null
  handleSubmit: () => void
} {
  return options as never
}
`
const checker = createSnippetChecker(fixturePackageSource('@fixture/react-form', '1.0.0', library, 'page-own'), {
  scopeModules: ['@fixture/react-form', 'react'],
  frameworkModule: 'react',
})

// Form's ui-libraries page: the first example destructures `Field`; the next ones show `<Field …/>` alone.
const first: SnippetBlock = {
  lang: 'tsx',
  line: 28,
  code: `import { useForm } from '@fixture/react-form'

export default function App() {
  const { Field, handleSubmit } = useForm({ defaultValues: { name: '' } })
  return <form onSubmit={() => handleSubmit()}><Field name="name" children={(field) => field.state.value} /></form>
}`,
}
const later = (name: string): SnippetBlock => ({
  lang: 'tsx',
  line: 94,
  code: `<Field
  name="${name}"
  children={({ state, handleChange, handleBlur }) => (
    <input value={state.value} onChange={(e) => handleChange(e.target.value)} onBlur={handleBlur} />
  )}
/>`,
})

describe('a library export the page destructured as its own', () => {
  it('is read from the blocks that destructure it from a call', () => {
    expect([...destructuredFromCalls(first.code, '.tsx')].sort()).toEqual(['Field', 'handleSubmit'])
    expect(destructuredFromCalls("import { Field } from '@fixture/react-form'\nconst { a } = obj", '.tsx').size).toBe(0)
  })

  it('binds the later block to the page’s example (before: the library’s own `Field`, its `form` "left out")', () => {
    expect(checker.checkBlock(later('name'), [first])).toMatchObject({ verdict: 'checked', rules: expect.arrayContaining(['continues-previous']) })
  })

  it('a field the example’s form does not have is not hidden', () => {
    expect(checker.checkBlock(later('nme'), [first]).verdict).not.toBe('checked')
  })

  it('without the earlier example, the name is still the library’s', () => {
    expect(checker.checkBlock(later('name'))).toMatchObject({ verdict: 'checked', unchecked: expect.stringContaining('`form`') })
  })
})
