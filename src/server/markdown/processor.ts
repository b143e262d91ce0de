/**
 * The site's one Markdown pipeline. Blog posts and doc pages go through the same steps in the
 * same order; the docs add their dialect's plugins (src/server/docs/dialect), the blog none:
 *
 * front matter → parse (GFM) → the dialect's plugins → code titles → alerts → HTML
 * → sanitise (written ids get the `user-content-` prefix) → heading ids → links → code highlighting.
 *
 * Everything written in the Markdown is sanitised before the site's own steps add ids, anchors
 * and code markup, so an id or name an author writes cannot clobber `document` properties
 * (`<img name="querySelector">`) and the site's own ids carry no prefix.
 */
import rehypeSanitize from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkRehype from 'remark-rehype'
import type { PluggableList } from 'unified'
import { markdownParser } from './parser'
import { VFile } from 'vfile'
import { remarkAlerts } from './alerts'
import { remarkCodeTitles } from './code-titles'
import { parseFrontMatter } from './front-matter'
import { rehypeHeadingIds } from './heading-ids'
import { rehypeLinks, WRITTEN_ID_PREFIX } from './links'
import { rehypeCode, rehypeRawWhenPresent, type CodeFigureDecorator } from './plugins'
import { buildSanitizeSchema, type SchemaExtras } from './sanitize-schema'
import type { RenderedMarkdown, RenderOptions } from './types'

export type MarkdownDialect = {
  /** remark plugins of a Markdown dialect, run in this order right after parsing. */
  remarkPlugins?: PluggableList
  /** What the dialect's own markup needs to keep through the sanitiser. */
  sanitize?: Omit<SchemaExtras, 'clobberPrefix'>
  /** What the dialect adds to each highlighted code block's figure. */
  codeFigure?: CodeFigureDecorator
}

export { markdownParser }

/**
 * A document as the pipeline reads it: the front matter is read first (invalid YAML throws
 * with the reason) and the Markdown after it is what gets parsed.
 */
export function markdownFile(source: string, options: { path?: string; data?: Partial<VFile['data']> } = {}): VFile {
  const { data: frontMatter, content } = parseFrontMatter(source)
  return new VFile({ value: content, path: options.path, data: { ...options.data, frontMatter } })
}

export type MarkdownProcessor = {
  /** Renders a Markdown source (front matter included) to sanitised HTML with its outline. */
  render(source: string, options?: RenderOptions & { data?: Partial<VFile['data']> }): Promise<RenderedMarkdown & { file: VFile }>
}

export function createMarkdownProcessor(dialect: MarkdownDialect = {}): MarkdownProcessor {
  const processor = markdownParser(dialect.remarkPlugins)
    .use(remarkCodeTitles)
    .use(remarkAlerts)
    // Footnote ids get their prefix from the sanitiser, like every id written in the Markdown.
    .use(remarkRehype, { allowDangerousHtml: true, clobberPrefix: '' })
    .use(rehypeRawWhenPresent)
    .use(rehypeSanitize, buildSanitizeSchema({ ...dialect.sanitize, clobberPrefix: WRITTEN_ID_PREFIX }))
    .use(rehypeHeadingIds)
    .use(rehypeLinks)
    .use(rehypeCode, { decorateFigure: dialect.codeFigure })
    .use(rehypeStringify)
    .freeze()

  return {
    async render(source, options = {}) {
      const { resolveLink, resolveImage, path, data } = options
      const file = markdownFile(source, { path, data: { ...data, links: { resolveLink, resolveImage } } })
      const tree = await processor.run(processor.parse(file), file)
      const html = processor.stringify(tree, file)
      return { html, headings: file.data.headings ?? [], frontMatter: file.data.frontMatter ?? {}, file, ...(options.tree ? { tree } : {}) }
    },
  }
}
