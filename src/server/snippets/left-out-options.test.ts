/**
 * A shortened example whose only errors are the required options it leaves out is checked, the
 * options named for the reader (left-out-options.ts); any other error still decides the verdict.
 */
import { describe, expect, it } from 'vitest'
import { createSnippetChecker } from './checker'
import { leftOutOptions } from './left-out-options'
import type { SnippetBlock } from './types'
import { fixturePackageSource, fixtureQueryLibrary } from '../../../tests/support/snippet-fixtures'

const library = `${fixtureQueryLibrary}
export function Field<T>(props: {
  name: string
  validators?: { onChange?: (input: { value: T }) => string | undefined; onBlur?: (input: { value: T }) => string | undefined }
  children: (field: { value: T; handleChange: (value: T) => void }) => unknown
}): null {
  return props ? null : null
}
`
const checker = createSnippetChecker(fixturePackageSource('@fixture/react-query', '2.0.0', library, 'left-out'), {
  scopeModules: ['@fixture/react-query', 'react'],
  frameworkModule: 'react',
})
const block = (code: string): SnippetBlock => ({ lang: 'tsx', code, line: 10 })

// Form's custom-errors page: a field's validators shown, its `children` left out.
const shortened = `<Field<string>
  name="email"
  validators={{
    onChange: ({ value }) => (!value.includes('@') ? 'Invalid email format' : undefined),
  }}
/>`

describe('required options left out of a shortened example', () => {
  it('is checked, the reader told which (before: a fragment "leaves out an option")', () => {
    expect(checker.checkBlock(block(shortened))).toEqual({
      verdict: 'checked',
      rules: ['library-exports'],
      unchecked: '`children`, a required option it leaves out,',
    })
  })

  it('a misspelled option beside it still fails, and an error in what it shows is still its own', () => {
    expect(checker.checkBlock(block(shortened.replace('onChange:', 'onChnge:')))).toMatchObject({ verdict: 'fails', diagnostics: [{ line: 4 }] })
    expect(checker.checkBlock(block(shortened.replace('value.includes', 'value.inclues')))).toMatchObject({
      verdict: 'fails',
      diagnostics: [{ code: 2551, line: 4 }],
    })
  })

  it('not when the page’s earlier example declares the name the checker took from the library: the page’s may be meant', () => {
    // A page's own `Field` made in its first example's `App`, then `<Field name="name" …/>` alone (one destructured
    // from a call, Form's ui-libraries page, is joined instead: page-own-names.test.ts).
    const earlier: SnippetBlock = { lang: 'tsx', code: 'export default function App() {\n  const Field = makeField()\n  return <Field />\n}', line: 2 }
    expect(checker.checkBlock(block(shortened), [earlier])).toMatchObject({ verdict: 'fragment', reason: expect.stringContaining('leaves out an option') })
    // An earlier block importing the library's own export declares nothing of the page's (Query's infinite-queries page).
    const importing: SnippetBlock = { lang: 'tsx', code: "import { Field } from '@fixture/react-query'\nconst x = 1", line: 2 }
    expect(checker.checkBlock(block(shortened), [importing])).toMatchObject({ verdict: 'checked' })
  })

  it('reads the options from both of TypeScript’s messages, and none from "and 3 more"', () => {
    const one = { code: 2741, line: 1, column: 1, message: "Property 'children' is missing in type '{ name: string; }' but required in type 'Props'." }
    expect(leftOutOptions(one)).toEqual(['children'])
    const several = {
      code: 2739,
      line: 1,
      column: 1,
      message: "Type '{ gcTime: number; }' is missing the following properties from type 'QueryOptions<number>': queryKey, queryFn",
    }
    expect(leftOutOptions(several)).toEqual(['queryKey', 'queryFn'])
    expect(leftOutOptions({ ...several, message: several.message.replace('queryKey, queryFn', 'a, b, c, d, and 3 more') })).toEqual([])
    // Query's migration guides and typescript page: `useQuery(['groups'], fetchGroups)`, v4's call shape, leaves out nothing.
    expect(leftOutOptions({ ...one, message: "Property 'queryKey' is missing in type 'string[]' but required in type 'UseQueryOptions'." })).toEqual([])
  })

  it('a call of another major’s shape is not a shortened example: not checked', () => {
    expect(checker.checkBlock(block("import { useQuery } from '@fixture/react-query'\nuseQuery(['groups'])"))).not.toMatchObject({ verdict: 'checked' })
  })
})
