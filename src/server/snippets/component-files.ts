/**
 * Component files shown in the docs (` ```svelte `, ` ```vue `): checked through their own
 * translation to TypeScript (component-code.ts, loaded only where the checker runs). A component
 * the checker cannot read is `skipped` with the reason, and the reader is told.
 */

const componentFiles: Record<string, { label: string }> = {
  svelte: { label: 'a Svelte component' },
  vue: { label: 'a Vue single-file component' },
}

/** Whether a fence's language is a component file the docs show (`svelte`, `vue`). */
export function isComponentFile(lang: string): boolean {
  return Object.hasOwn(componentFiles, lang.toLowerCase())
}

/** How the reader is told of such a file: "a Svelte component". */
export function componentLabel(lang: string): string {
  return componentFiles[lang.toLowerCase()]!.label
}
