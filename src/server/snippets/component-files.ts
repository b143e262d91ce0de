/**
 * Component files shown in the docs (` ```svelte `, ` ```vue `): TypeScript cannot read them; a
 * checker for each exists (svelte2tsx for Svelte, vue-tsc for Vue's single-file components) but
 * the site installs neither, so such a block is `skipped` with that reason, and the reader is told.
 */
import type { SnippetVerdict } from './types'

const componentFiles: Record<string, { label: string }> = {
  svelte: { label: 'a Svelte component' },
  vue: { label: 'a Vue single-file component' },
}

/** Whether a fence's language is a component file the docs show (`svelte`, `vue`). */
export function isComponentFile(lang: string): boolean {
  return Object.hasOwn(componentFiles, lang.toLowerCase())
}

/** The verdict of a component file's block: skipped, saying why. */
export function componentFileVerdict(lang: string): SnippetVerdict {
  const file = componentFiles[lang.toLowerCase()]!
  return {
    verdict: 'skipped',
    component: true,
    reason: `${file.label}; only TypeScript blocks are type-checked`,
  }
}
