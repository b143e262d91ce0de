/**
 * The docs dialect: how a page's Markdown, written for these repositories, becomes the HTML
 * the site shows. The docs service decides *which* file is a page; this module turns one file
 * (and the file its `ref:` names) into a rendered page, through one unified processor of which
 * each construct is a plugin in this folder:
 *
 * front-matter → sections (ref, replace, markers) → tabs → framework blocks → title
 * → mermaid diagrams → code titles → alerts → HTML → sanitise → heading ids → links → code highlighting.
 *
 * Everything written in the page is sanitised before the site's own steps add ids, anchors and
 * code markup, so author-written ids get the `user-content-` prefix and the site's do not.
 */
import type { Root } from 'mdast'
import rehypeSanitize from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { VFile } from 'vfile'
import type { Heading } from '~/server/markdown'
import { rehypeCode, rehypeRawWhenPresent } from '~/server/markdown/plugins'
import { buildSanitizeSchema } from '~/server/markdown/sanitize-schema'
import { remarkAlerts } from './alerts'
import { remarkCodeTitles } from './code-titles'
import type { DocFileData } from './data'
import { remarkFrameworkBlocks } from './framework-blocks'
import { remarkDocFrontMatter } from './front-matter'
import { remarkMermaid } from './mermaid'
import { rehypeHeadingIds } from './heading-ids'
import { rehypeDocLinks, type LinkContext } from './links'
import { remarkDocSections } from './sections'
import { remarkDocTabs } from './tabs'
import { remarkDocTitle } from './title'

export type { LinkContext } from './links'

export type DocSourceInput = {
  /** Raw text of the page's file, front matter included. */
  source: string
  /** Repository path of the file, e.g. `docs/framework/react/guides/queries.md`. */
  filePath: string
  /** Reads another file of the same repository at the same commit (`ref:`); undefined when absent. */
  readFile: (path: string) => Promise<string | undefined>
}

export type DocRenderInput = DocSourceInput & {
  /** Where relative links and images lead (see links.ts). */
  links: LinkContext
  /** The framework the page is shown for; framework blocks and install commands show it first. */
  framework?: string
  /** Code blocks as plain text, without highlighting (for search records). */
  plainCode?: boolean
}

export type ComposedDoc = { title: string; description?: string; markdown: string }

export type RenderedDocBody = { title: string; description?: string; html: string; headings: Heading[] }

/** What the dialect's own markup needs to keep through the sanitiser. */
const docsSchema = buildSanitizeSchema({
  attributes: {
    div: ['ariaLabel', 'ariaLabelledBy', 'hidden', 'dataTabGroup', 'dataTabValue', 'dataFramework', 'dataFrameworks'],
    button: ['id', 'ariaSelected', 'ariaControls', 'tabIndex', 'dataTabValue'],
    p: ['hidden'],
    figure: ['dataMermaid'],
  },
  // Ids and names written in a page cannot clobber `document` properties (`<img name="querySelector">`).
  clobberPrefix: 'user-content-',
  clobber: ['ariaControls'],
})

function composer() {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkDocFrontMatter)
    .use(remarkDocSections)
    .use(remarkDocTabs)
    .use(remarkFrameworkBlocks)
    .use(remarkDocTitle)
}

const composeProcessor = composer().freeze()

const renderProcessor = composer()
  .use(remarkMermaid)
  .use(remarkCodeTitles)
  .use(remarkAlerts)
  // Footnote ids get their prefix from the sanitiser, like every id written in the page.
  .use(remarkRehype, { allowDangerousHtml: true, clobberPrefix: '' })
  .use(rehypeRawWhenPresent)
  .use(rehypeSanitize, docsSchema)
  .use(rehypeHeadingIds)
  .use(rehypeDocLinks)
  .use(rehypeCode)
  .use(rehypeStringify)
  .freeze()

function docFile(input: DocSourceInput & Partial<Pick<DocRenderInput, 'links' | 'framework'>>): VFile {
  const doc: DocFileData = { readFile: input.readFile, links: input.links, framework: input.framework }
  return new VFile({ value: input.source, path: input.filePath, data: { doc } })
}

function titleOf(doc: DocFileData | undefined): string {
  return doc?.title ?? 'Docs'
}

/** A page's Markdown after `ref`/`replace` and section markers are applied, with its title. */
export async function composeDocMarkdown(input: DocSourceInput): Promise<ComposedDoc> {
  const file = docFile(input)
  await composeProcessor.run(composeProcessor.parse(file) as Root, file)
  const doc = file.data.doc
  return { title: titleOf(doc), description: doc?.description, markdown: doc?.body?.text ?? '' }
}

/** One page rendered to sanitised HTML, with its title, description and headings. */
export async function renderDocSource(input: DocRenderInput): Promise<RenderedDocBody> {
  const file = docFile(input)
  if (input.plainCode) file.data.plainCode = true
  const html = String(await renderProcessor.process(file))
  const doc = file.data.doc
  return { title: titleOf(doc), description: doc?.description, html, headings: file.data.headings ?? [] }
}
