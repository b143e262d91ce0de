/**
 * A shortened example whose only errors are the required options it leaves out (`<form.Field
 * name="email" validators={…} />` without its `children`): everything else of it compiled against
 * the library — a misspelled option is reported before a missing one, and fails — so it is
 * `checked`, the reader told which required options it leaves out. Only when every error is such
 * an option and each is named; otherwise the block stays a fragment.
 */
import type { SnippetDiagnostic, SnippetVerdict } from './types'

/** The options a "missing" diagnostic names: `Property 'children' is missing…`, `…the following properties from type 'X': a, b`. */
export function leftOutOptions(diagnostic: SnippetDiagnostic): string[] {
  const one = /Property '([^']+)' is missing in type/.exec(diagnostic.message)?.[1]
  if (one) return [one]
  const several = /is missing the following properties from type '[^']*': ([^\n.]+)/.exec(diagnostic.message)?.[1]
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
