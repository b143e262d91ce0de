/**
 * A component's script written in JavaScript (`<script>`, `<script setup>` without `lang="ts"`) is
 * checked as TypeScript checks a JavaScript file under `checkJs` (an editor's `// @ts-check`):
 * types are inferred, JavaScript's idioms (a property added by assignment) are no error, and the
 * library's declarations still type every call, option and member, so a misspelled option fails.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type ts from 'typescript'
import { isNameLevel } from './diagnostic-kinds'
import { libDir } from './snippet-host'
import type { SnippetVerdict } from './types'

export const isJavaScript = (file: string) => file.endsWith('.js')

/** The compiler options for a block's file: the checker's own, and `checkJs` for a JavaScript file. */
export function programOptions(options: ts.CompilerOptions): (file: string) => ts.CompilerOptions {
  const javascript = { ...options, allowJs: true, checkJs: true }
  return (file) => (isJavaScript(file) ? javascript : options)
}

/**
 * The header line declaring an undeclared name `any` (the undeclared-as-any rule): as a value and a
 * generic type with defaults (so `Name<T>` is `any` too) in TypeScript; in JavaScript, where `declare` and `type` are not allowed, as a value
 * typed by JSDoc.
 */
export function anyDeclaration(name: string, file: string): string {
  return isJavaScript(file) ? `/** @type {any} */ var ${name};` : `declare const ${name}: any; type ${name}<_A = any, _B = any, _C = any, _D = any> = any;`
}

let domTypes: Set<string> | undefined
/** The interfaces TypeScript's DOM and ES `lib` files declare (`EventTarget`, `HTMLElement`, `Array`…). */
function libTypes(): Set<string> {
  if (domTypes) return domTypes
  domTypes = new Set()
  for (const file of ['lib.dom.d.ts', 'lib.es5.d.ts'])
    for (const match of readFileSync(path.join(libDir, file), 'utf8').matchAll(/^(?:declare )?interface ([A-Za-z_$][\w$]*)/gm)) domTypes.add(match[1]!)
  return domTypes
}

/** The type a "does not exist on type 'X'" message names, without its type arguments. */
const typeNamed = (message: string) => /on type '([A-Za-z_$][\w$]*)(?:<[^']*)?'\.?$/.exec(message)?.[1]

/**
 * What fails of a JavaScript component: only errors naming a member, an option or an export of a
 * type that is not the DOM's (`e.target.value` on an `EventTarget` runs in JavaScript). Errors of
 * TypeScript's stricter reading (`null` checks, `[]` inferred `never[]`) are no error of JavaScript
 * code: a block left with none of the first kind is a fragment, never a pass.
 */
export function javascriptVerdict(verdict: SnippetVerdict): SnippetVerdict {
  if (verdict.verdict !== 'fails') return verdict
  const errors = verdict.diagnostics.filter((diagnostic) => isNameLevel(diagnostic) && !libTypes().has(typeNamed(diagnostic.message) ?? ''))
  if (errors.length > 0) return { ...verdict, diagnostics: errors }
  return { verdict: 'fragment', reason: 'its errors are TypeScript’s stricter reading of JavaScript (`null` checks, inferred types, the DOM’s types)' }
}
