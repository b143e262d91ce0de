/**
 * What TypeScript's diagnostics mean for a block's verdict (checker.ts): which are no error of the
 * code shown, which name a member, an option or an export outright, which say an option was left out.
 */
import type { SnippetDiagnostic } from './types'

/**
 * Globals the DOM declares under names the docs use for their own values (`screen` of a testing
 * library, a `history` object): used but not declared by a block, they are the block's, not the DOM's.
 */
export const ambiguousGlobals = ['screen', 'history', 'name', 'status', 'event', 'origin', 'parent', 'top', 'length', 'close', 'open', 'stop', 'find', 'print']
/** A block that declares one name twice shows alternatives, not one program. */
export const redeclarationCodes = new Set([2300, 2393, 2451, 2323, 2441, 2440])
/** Signatures listed without bodies: a reference, not a program. */
export const signatureCodes = new Set([2389, 2391])
/**
 * Once names are declared `any`, errors that hang on inference (a `queryFn` typed `any` makes the
 * data `unknown`) are the rule's doing; these name a member, an option or an export outright.
 */
export const nameLevelCodes = new Set([2305, 2353, 2551, 2561, 2724])

export function isNameLevel(diagnostic: SnippetDiagnostic): boolean {
  if (nameLevelCodes.has(diagnostic.code)) return true
  if (diagnostic.code === 2339) return !/on type '(?:\{\}|unknown|void|never|any)'/.test(diagnostic.message)
  if (diagnostic.code === 2769) return /Object literal may only specify known properties/.test(diagnostic.message)
  return false
}

/**
 * Not errors of the code shown: its project's settings (2688: `/// <reference types>`), unused
 * names, implicit any; type arguments given to what only the checker made `any` (an unresolved
 * `./form.js`): 2347 in a call, 2635 in `typeof createAppForm<Fields>`.
 */
export const ignoredCodes = new Set([1208, 1375, 1378, 2307, 2347, 2635, 2688, 2709, 6133, 6192, 6196, 6198, 7005, 7006, 7008, 7031, 7034, 80001, 80005])

/**
 * An option the block leaves out, required by the library: the docs shorten their examples.
 * TypeScript says it of one property (2741, "Property 'x' is missing in type … but required in
 * type …") or of several (2739/2740, "… is missing the following properties from type …"), alone
 * or inside an assignment's or a call's message.
 */
export function isLeftOutOption(diagnostic: SnippetDiagnostic): boolean {
  if ([2741, 2739, 2740].includes(diagnostic.code)) return true
  return (
    [2322, 2345, 2769].includes(diagnostic.code) &&
    /is missing in type .* but required in type|is missing the following properties from type/s.test(diagnostic.message)
  )
}

/**
 * A name the library exports but the block means as its own: a member missing on `typeof Name` or on `Name['x']`, or a
 * type the library exports used as a JSX element (`<FieldInfo field={field} />`, the docs' own component; TS2693).
 */
export function ownNameIn(diagnostic: SnippetDiagnostic, imported: Set<string>, code: string): string[] {
  const typeAsValue = diagnostic.code === 2693 ? /^'([A-Za-z_$][\w$]*)' only refers to a type/.exec(diagnostic.message)?.[1] : undefined
  // Only as a JSX element's tag: a component is a value, and a type of that name cannot be one.
  if (typeAsValue) return imported.has(typeAsValue) && new RegExp(`<${typeAsValue}[\\s/>]`).test(code) ? [typeAsValue] : []
  if (diagnostic.code !== 2339) return []
  const match = /on type '(typeof )?([A-Za-z_$][\w$]*)(?:<[^']*)?'\.?$/.exec(diagnostic.message)
  if (!match || !imported.has(match[2]!)) return []
  return match[1] || code.includes(`${match[2]}[`) ? [match[2]!] : []
}
