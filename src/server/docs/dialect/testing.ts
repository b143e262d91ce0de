/** Helpers for the dialect's tests: a page rendered the way the docs service renders it. */
import { fromHtml } from 'hast-util-from-html'
import type { Element } from 'hast'
import { visit } from 'unist-util-visit'
import { composeDocMarkdown, renderDocSource, type DocRenderInput, type LinkContext } from './index'

export const testLinks: LinkContext = {
  currentFile: 'docs/framework/react/guides/queries.md',
  docsRoot: 'docs',
  docsBase: '/query/latest/docs',
  repo: 'tanstack/query',
  branch: 'main',
  assetBase: '/docs-assets/query/latest',
}

export function renderPage(source: string, options: Partial<DocRenderInput> = {}) {
  return renderDocSource({ source, filePath: testLinks.currentFile, readFile: async () => undefined, links: testLinks, ...options })
}

export function composePage(source: string, files: Record<string, string> = {}) {
  return composeDocMarkdown({ source, filePath: testLinks.currentFile, readFile: async (path) => files[path] })
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
