import type { Element } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import { visit } from 'unist-util-visit'
import { expect } from 'vitest'

/** Fragments a piece of rendered HTML must hold (`has`) and must not (`lacks`). */
export type HtmlFragments = { has?: string[]; lacks?: string[] }

/** Expects `html` to hold every fragment of `has` and none of `lacks`, each failing on its own line of the report. */
export function expectHtml(html: string, { has = [], lacks = [] }: HtmlFragments): void {
  for (const fragment of has) expect(html).toContain(fragment)
  for (const fragment of lacks) expect(html).not.toContain(fragment)
}

/** The elements of an HTML fragment (or below an element) that pass `test`, in document order. */
export function elements(html: string | Element, test: (element: Element) => boolean): Element[] {
  const found: Element[] = []
  visit(typeof html === 'string' ? fromHtml(html, { fragment: true }) : html, 'element', (node) => {
    if (test(node)) found.push(node)
  })
  return found
}

export function hasClass(element: Element, name: string): boolean {
  const className = element.properties.className
  return Array.isArray(className) && className.includes(name)
}
