/**
 * A component's script written in JavaScript (`<script>`, `<script setup>` without `lang="ts"`) is
 * checked as TypeScript checks a JavaScript file under `checkJs` (an editor's `// @ts-check`):
 * types are inferred, JavaScript's idioms (a property added by assignment) are no error, and the
 * library's declarations still type every call, option and member, so a misspelled option fails.
 */
import type ts from 'typescript'

const isJavaScriptFile = (file: string) => file.endsWith('.js')

/** The compiler options for a block's file: the checker's own, and `checkJs` for a JavaScript file. */
export function programOptions(options: ts.CompilerOptions): (file: string) => ts.CompilerOptions {
  const javascript = { ...options, allowJs: true, checkJs: true }
  return (file) => (isJavaScriptFile(file) ? javascript : options)
}

/**
 * The header line declaring an undeclared name `any` (the undeclared-as-any rule): as a value and a
 * generic type with defaults (so `Name<T>` is `any` too) in TypeScript; in JavaScript, where `declare` and `type` are not allowed, as a value
 * typed by JSDoc.
 */
export function anyDeclaration(name: string, file: string): string {
  return isJavaScriptFile(file) ? `/** @type {any} */ var ${name};` : `declare const ${name}: any; type ${name}<_A = any, _B = any, _C = any, _D = any> = any;`
}
