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

/** A framework block: one panel per `[heading, Markdown]`, as a docs page writes it. */
export function frameworkBlock(panels: [heading: string, markdown: string][]): string {
  return ['<!-- ::start:framework -->', ...panels.map(([heading, markdown]) => `# ${heading}\n\n${markdown}`), '<!-- ::end:framework -->'].join('\n\n')
}

export { elements, hasClass } from './html'
