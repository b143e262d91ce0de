/**
 * TypeDoc's reference pages list a declaration's type parameters bare and state their
 * constraints under the block: the block is checked with them.
 */
import { describe, expect, it } from 'vitest'
import { createSnippetChecker } from './checker'
import { pageBlocks } from './page-blocks'
import { withPageConstraints } from './page-constraints'
import { fixturePackageSource, fixtureQueryLibrary } from '../../../tests/support/snippet-fixtures'

const checker = createSnippetChecker(fixturePackageSource('@fixture/react-query', '2.0.0', fixtureQueryLibrary, 'test'), {
  scopeModules: ['@fixture/react-query', 'react'],
  frameworkModule: 'react',
})

// The shape of Form's reference/type-aliases pages (ObjectAccessor): the listing, then its parameters.
const page = (listing: string) => `---
id: KeyPart
---

# Type Alias: KeyPart\\<TOptions, TIndex\\>

\`\`\`ts
${listing}
\`\`\`

Defined in: [src/types.ts:10](https://example.com)

## Type Parameters

### TOptions

\`TOptions\` *extends* [\`QueryOptions\`](../interfaces/QueryOptions.md)\\<\`unknown\`\\>

### TIndex

\`TIndex\` *extends* \`number\` = \`0\`

### TOther

\`TOther\`
`

const listing = 'type KeyPart<TOptions, TIndex, TOther> = [TOptions["queryKey"][TIndex], TOther];'

function referenceBlock(code: string) {
  const [block] = pageBlocks(page(code), 'react')
  return { ...block!, reference: true }
}

describe('a reference listing’s type parameters, constrained as its page states', () => {
  it('reads the constraints of the "Type Parameters" section under the block, not its defaults; none stated is `unknown`', () => {
    expect(referenceBlock(listing).typeParameters).toEqual({ TOptions: 'QueryOptions<unknown>', TIndex: 'number', TOther: 'unknown' })
  })

  it('checks the listing as the declaration it is: without them not compiled (TypeDoc’s text), with them a listing that compiles', () => {
    const bare = { ...referenceBlock(listing), typeParameters: undefined }
    expect(checker.checkBlock(bare)).toMatchObject({ verdict: 'listing', compiled: false })
    const fixed = referenceBlock(listing.replace('TIndex, TOther> = [TOptions["queryKey"][TIndex]', 'TIndex, TOther> = [TOptions["queryKey"][number]'))
    expect(checker.checkBlock(fixed)).toMatchObject({ verdict: 'listing', reason: expect.stringContaining('declares types') })
  })

  it('a member the constrained type lacks fails, at the column the block has it', () => {
    const misspelled = 'type KeyPart<TOptions, TOther> = [TOptions["queryKee"], TOther];'
    expect(checker.checkBlock(referenceBlock(misspelled))).toMatchObject({
      verdict: 'fails',
      diagnostics: [{ code: 2536, line: 1, column: misspelled.indexOf('TOptions["') + 1 }],
    })
  })

  it('a constraint the page states simplified, which does not meet the library’s, leaves the listing as listed bare', () => {
    // Form's useField page: `TName extends string` where FieldApi requires `DeepKeys<TParentData>`.
    const simplified = 'interface Keyed<K extends readonly unknown[]> { key: K }\ntype Pair<TKey> = Keyed<TKey>;'
    expect(checker.checkBlock({ lang: 'ts', code: simplified, line: 8, reference: true, typeParameters: { TKey: 'string' } })).toMatchObject({
      verdict: 'listing',
      rules: ['constraints-left-out'],
    })
    expect(
      checker.checkBlock({
        lang: 'ts',
        code: simplified.replace('Keyed<TKey>', 'Keyed<TKey>["kye"]'),
        line: 8,
        reference: true,
        typeParameters: { TKey: 'string' },
      }),
    ).toMatchObject({
      verdict: 'listing',
      compiled: false,
    })
  })

  it('reads TypeDoc’s constructor as an interface member, and adds nothing to a parameter already constrained', () => {
    const constructor = 'new FormApi<TFormData, TMeta extends string>(opts?): FormApi<TFormData, TMeta>;'
    const constrained = withPageConstraints(constructor, { TFormData: 'object', TMeta: 'number' })
    expect(constrained?.code).toBe('new FormApi<TFormData extends object, TMeta extends string>(opts?): FormApi<TFormData, TMeta>;')
    expect(constrained?.toBlock(1, constructor.indexOf('(opts') + 1 + ' extends object'.length)).toEqual({ line: 1, column: constructor.indexOf('(opts') + 1 })
    expect(withPageConstraints('type Plain<T> = T', { TOther: 'string' })).toBeUndefined()
    // Solid's createFormHook page: `withForm: <…>(props) => …` parses as code that runs, whose use of the library it is not.
    expect(withPageConstraints('withForm: <TFormData>(props) => (inner) => Element;', { TFormData: 'object' })).toBeUndefined()
  })
})
