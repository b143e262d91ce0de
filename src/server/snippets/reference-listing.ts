/**
 * A generated reference page's declaration as TypeDoc prints it, which the compiler cannot read as
 * written: an interface's header alone (`type UseQueryOptions<TData, TError>`), a function type in
 * a union without its parentheses (`| () => T`), a type argument TypeDoc empties (`OmitKeyof<{ },
 * "mutations">`), signatures whose parameters' types and constraints are stated in the text under
 * them. Such a block lists the API; it is not an example. When the checker leaves it a fragment it
 * is a `listing`, said to be one and not compiled, never counted as judged; one that fails (a
 * member that does not exist) still fails.
 */
import type { SnippetVerdict } from './types'

/** A type's declaration: its header alone (an interface's, as TypeDoc prints it) or with its body. */
const typeHead = /^(?:export\s+)?(?:declare\s+)?(?:type|interface|enum)\s+[A-Za-z_$][\w$]*/
/** A signature or a typed name, each with its type on the first line, as TypeDoc prints them. */
const signatureHead = [
  /^(?:declare\s+)?function\s+[A-Za-z_$][\w$]*\s*(?:<.*>)?\s*\(.*\)\s*:/,
  /^new\s+[A-Za-z_$][\w$]*\s*(?:<.*>)?\s*\(.*\)\s*:/,
  // `const Field: <…>(props) => …;`: TypeDoc's variable, a type and no value.
  /^(?:declare\s+)?(?:const|let|var)\s+[A-Za-z_$][\w$]*\s*:/,
  // `optional initialData: …;`, `readonly ~standard: …;`, `field<TName>(config): object;`, `(): FieldApi<…>;`
  /^(?:(?:readonly|optional|static|abstract|protected|private|public|get|set)\s+)*[~A-Za-z_$][\w$]*\??\s*:/,
  /^(?:(?:readonly|optional|static|abstract|protected|private|public|get|set)\s+)*[A-Za-z_$][\w$]*\??\s*(?:<.*>)?\s*\(.*\)\s*:/,
  /^(?:<.*>)?\s*\(.*\)\s*:/,
]
/** `OmitKeyof.subscribed`: TypeDoc's "Inherited from", "Implementation of". */
const memberReference = /^[A-Za-z_$][\w$]*\.[A-Za-z_$][\w$]*$/

/** Code a listing never holds: statements, a value given to a variable, a function's body. */
const statement = /^(?:import|export\s+(?:default|\{)|return|if|for|while|await|try|throw|class)\b|^console\./
/** `useQuery<Todo>({`: a call, not a method's signature (`method(config): Result;`). */
const call = /^[A-Za-z_$][\w$.]*\s*(?:<.*>)?\s*\((?!.*\)\s*:)/
const valueGiven = /^(?:(?:export|declare)\s+)*(?:const|let|var)\s+[A-Za-z_$][\w$]*\s*(?::[^=]*)?=(?!>)|(?:\)|=>)\s*\{\s*$/

/** Whether the block is a declaration TypeDoc printed (a reference listing), not code to run. */
export function isTypeDocListing(code: string): boolean {
  const lines = code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//') && !line.startsWith('*') && !line.startsWith('/*'))
  const [first] = lines
  const last = lines.at(-1)
  if (!first || !last || lines.some((line) => statement.test(line) || valueGiven.test(line) || call.test(line))) return false
  if (lines.every((line) => memberReference.test(line))) return true
  if (typeHead.test(first)) return true
  // A signature or a member ends with its `;`: an object's members (`queryKey: ['todos'],`) do not.
  return signatureHead.some((head) => head.test(first)) && last.endsWith(';')
}

export const typeDocListingReason = 'a reference listing as TypeDoc prints it (types simplified, left out or stated in the text under it)'

/**
 * On a reference page, a fragment that is a TypeDoc listing is said to be a listing, not compiled.
 * Any other verdict stands: a listing that compiles is already one, one naming a member that does
 * not exist fails.
 */
export function asReferenceListing(verdict: SnippetVerdict, code: string, reference: boolean | undefined): SnippetVerdict {
  if (!reference || verdict.verdict !== 'fragment' || !isTypeDocListing(code)) return verdict
  return { verdict: 'listing', rules: [], reason: typeDocListingReason, compiled: false }
}
