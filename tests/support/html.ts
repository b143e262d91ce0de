import { expect } from 'vitest'

/** Fragments a piece of rendered HTML must hold (`has`) and must not (`lacks`). */
export type HtmlFragments = { has?: string[]; lacks?: string[] }

/** Expects `html` to hold every fragment of `has` and none of `lacks`, each failing on its own line of the report. */
export function expectHtml(html: string, { has = [], lacks = [] }: HtmlFragments): void {
  for (const fragment of has) expect(html).toContain(fragment)
  for (const fragment of lacks) expect(html).not.toContain(fragment)
}
