/**
 * Component files shown in the docs (` ```svelte `, ` ```vue `): TypeScript cannot read them; a
 * checker for each exists (svelte2tsx for Svelte, vue-tsc for Vue's single-file components) but
 * the site installs neither, so such a block is `skipped` with that reason, and the reader is told.
 */
import type { SnippetVerdict } from './types'

const componentFiles: Record<string, { label: string; extension: string; checker: string }> = {
  svelte: { label: 'a Svelte component', extension: '.svelte', checker: 'svelte2tsx' },
  vue: { label: 'a Vue single-file component', extension: '.vue', checker: 'vue-tsc' },
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
    reason: `${file.label}: the checker reads TypeScript, and checking \`${file.extension}\` files needs ${file.checker}, which is not installed`,
  }
}
