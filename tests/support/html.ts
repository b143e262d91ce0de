import type { Element } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import { visit } from 'unist-util-visit'
import { expectText } from './text'

/** Expects a piece of rendered HTML to hold every fragment of `has` and none of `lacks`, as text. */
export const expectHtml = expectText

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
