import { expect } from 'vitest'

/** Fragments a text must hold (`has`) and must not (`lacks`). */
export type TextFragments = { has?: string[]; lacks?: string[] }

/** Expects `text` to hold every fragment of `has` and none of `lacks`, each failing on its own line of the report. */
export function expectText(text: string, { has = [], lacks = [] }: TextFragments): void {
  for (const fragment of has) expect(text).toContain(fragment)
  for (const fragment of lacks) expect(text).not.toContain(fragment)
}
