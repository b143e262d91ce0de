/**
 * The site's Markdown pipeline (server only): one processor factory (processor.ts) for the blog
 * and the docs, whose dialect (src/server/docs/dialect) adds its plugins to it. GFM, GitHub
 * alerts and code titles, heading ids in the docs' convention with GitHub's as aliases, Shiki
 * highlighting in a light and a dark theme at once, sanitised raw HTML, link hooks.
 * Styles: src/features/markdown/markdown.css; copy buttons: MarkdownContent.tsx.
 */
import { createMarkdownProcessor } from './processor'
import type { RenderedMarkdown, RenderOptions } from './types'

export type { Heading, LinkHooks, RenderedMarkdown, RenderOptions } from './types'
export { parseFrontMatter, type FrontMatter } from './front-matter'
export { getHighlighter } from './highlighter'
export { createMarkdownProcessor, markdownFile, markdownParser, type MarkdownDialect, type MarkdownProcessor } from './processor'

/** Markdown without a dialect: the blog's posts. */
const plainMarkdown = createMarkdownProcessor()

/** Renders Markdown (front matter included) to sanitised HTML and returns its headings (for a table of contents). */
export async function renderMarkdown(source: string, options: RenderOptions = {}): Promise<RenderedMarkdown> {
  const { html, headings, frontMatter } = await plainMarkdown.render(source, options)
  return { html, headings, frontMatter }
}
