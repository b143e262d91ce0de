/** Helpers for the dialect's tests: a page rendered the way the docs service renders it. */
import { composeDocMarkdown, renderDocSource, type DocRenderInput, type LinkContext } from '~/server/docs/dialect'

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

export { elements, hasClass } from './html'
