/**
 * A shortened example whose only errors are the required options it leaves out (`<form.Field
 * name="email" validators={…} />` without its `children`): everything else of it compiled against
 * the library — a misspelled option is reported before a missing one, and fails — so it is
 * `checked`, the reader told which required options it leaves out. Only when every error is such
 * an option and each is named, and no name the checker imported from the library (library-exports)
 * is one the page's earlier blocks declare: `<Field name=…>` after `const { Field } = useForm(…)`
 * in an earlier example's function is the form's `Field`, not the library's, whose required `form`
 * it would seem to leave out. Otherwise the block stays a fragment.
 */
import { declaredNames, innerDeclarations } from './block-shape'
import { checkedLanguages } from './languages'
import { prepareBlock } from './prepare'
import type { SnippetBlock, SnippetDiagnostic, SnippetVerdict } from './types'

/**
 * The options a "missing" diagnostic names: `Property 'children' is missing in type '{ name: string; }'…`, `Type '{
 * gcTime: number; }' is missing the following properties from type 'X': a, b`. Only of an object written in the block
 * (`{ … }`): `useQuery(['todos'], fetchTodos)` is missing `queryKey` in type `string[]`, a call of another major's shape.
 */
export function leftOutOptions(diagnostic: SnippetDiagnostic): string[] {
  const one = /Property '([^']+)' is missing in type '\{/.exec(diagnostic.message)?.[1]
  if (one) return [one]
  const several = /Type '\{[^\n]*' is missing the following properties from type '[^']*': ([^\n.]+)/.exec(diagnostic.message)?.[1]
  if (!several || /\band \d+ more\b/.test(several)) return []
  return several.split(',').map((name) => name.trim())
}

/** `checked` with the options left out named, when the block compiled but for them; else undefined. */
export function checkedLeavingOut(compiled: SnippetVerdict, diagnostics: SnippetDiagnostic[]): SnippetVerdict | undefined {
  const names = diagnostics.map(leftOutOptions)
  if (compiled.verdict !== 'checked' || names.some((found) => found.length === 0)) return undefined
  const options = [...new Set(names.flat())].map((name) => `\`${name}\``)
  const said = options.length === 1 ? `${options[0]}, a required option it leaves out,` : `${options.join(', ')}, required options it leaves out,`
  return { ...compiled, unchecked: said }
}

/** Whether an earlier block declares one of the names, at its top level or in a function (`const { Field } = useForm(…)`). */
export function declaredEarlier(names: Iterable<string>, earlier: SnippetBlock[]): boolean {
  const wanted = new Set(names)
  if (wanted.size === 0) return false
  return earlier.some((block) => {
    const extension = checkedLanguages[block.lang.toLowerCase()]
    if (!extension) return false
    const code = prepareBlock(block.code).code
    // An import binds the library's own export (`import { useInfiniteQuery } from …`): the same name, not the page's.
    const imported = new Set([...code.matchAll(/^\s*import\s[^;]*?from\s/gm)].flatMap((match) => match[0].match(/[A-Za-z_$][\w$]*/g) ?? []))
    return [...declaredNames(code, extension), ...innerDeclarations(code, extension).keys()].some((name) => wanted.has(name) && !imported.has(name))
  })
}
