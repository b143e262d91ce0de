/**
 * The site's Markdown renderer (server only), used by the blog: GFM, GitHub alerts and code
 * titles (the docs dialect's plugins, src/server/docs/dialect), GitHub-style heading ids and
 * anchors, Shiki highlighting in a light and a dark theme at once, sanitised raw HTML, link hooks.
 * Styles: src/features/markdown/markdown.css; copy buttons: MarkdownContent.tsx.
 */
import rehypeSanitize from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified, type PluggableList } from 'unified'
import { VFile } from 'vfile'
import { remarkAlerts } from '~/server/docs/dialect/alerts'
import { remarkCodeTitles } from '~/server/docs/dialect/code-titles'
import { rehypeCode, rehypeHeadings, rehypeRawWhenPresent, rehypeResolveLinks } from './plugins'
import { buildSanitizeSchema } from './sanitize-schema'
import type { RenderedMarkdown, RenderOptions } from './types'

export type { Heading, RenderedMarkdown, RenderOptions } from './types'
export { parseFrontMatter, type FrontMatter } from './front-matter'
export { getHighlighter } from './highlighter'

type Extras = Pick<RenderOptions, 'remarkPlugins' | 'rehypePlugins' | 'sanitize'>

function buildProcessor(extras: Extras) {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkCodeTitles)
    .use(remarkAlerts)
    .use(extras.remarkPlugins ?? [])
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawWhenPresent)
    .use(rehypeResolveLinks)
    .use(rehypeHeadings)
    .use(rehypeCode)
    .use(extras.rehypePlugins ?? [])
    .use(rehypeSanitize, buildSanitizeSchema(extras.sanitize))
    .use(rehypeStringify)
    .freeze()
}

type Processor = ReturnType<typeof buildProcessor>

const defaultProcessor = buildProcessor({})
/** Processors for extra plugin sets, keyed by the identity of the arrays and objects passed. */
const extraProcessors: { remark?: PluggableList; rehype?: PluggableList; sanitize?: Extras['sanitize']; processor: Processor }[] = []
const MAX_EXTRA_PROCESSORS = 16

function processorFor(options: RenderOptions): Processor {
  const { remarkPlugins: remark, rehypePlugins: rehype, sanitize } = options
  if (!remark && !rehype && !sanitize) return defaultProcessor
  const found = extraProcessors.find((p) => p.remark === remark && p.rehype === rehype && p.sanitize === sanitize)
  if (found) return found.processor
  const processor = buildProcessor({ remarkPlugins: remark, rehypePlugins: rehype, sanitize })
  extraProcessors.unshift({ remark, rehype, sanitize, processor })
  extraProcessors.length = Math.min(extraProcessors.length, MAX_EXTRA_PROCESSORS)
  return processor
}

/** Renders Markdown to sanitised HTML and returns the page's headings (for a table of contents). */
export async function renderMarkdown(markdown: string, options: RenderOptions = {}): Promise<RenderedMarkdown> {
  const file = new VFile({ value: markdown, data: { renderOptions: options } })
  const result = await processorFor(options).process(file)
  return { html: String(result), headings: result.data.headings ?? [] }
}
