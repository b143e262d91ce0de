/**
 * The docs dialect: how a page's Markdown, written for these repositories, becomes the HTML
 * the site shows. The docs service decides *which* file is a page; this module turns one file
 * (and the file its `ref:` names) into a rendered page, through one unified processor of which
 * each construct is a plugin in this folder:
 *
 * front-matter → sections (ref, replace, markers) → tabs → framework blocks → title → mermaid
 * diagrams, then the site's shared steps (src/server/markdown/processor.ts): code titles → alerts
 * → HTML → sanitise → heading ids → links → code highlighting.
 */
import type { Root as HastRoot } from 'hast'
import type { Root } from 'mdast'
import { createMarkdownProcessor, markdownFile, markdownParser, type Heading } from '~/server/markdown'
import { decorateCodeFigure, type SnippetPageData } from '~/server/snippets/decorate'
import type { DocFileData } from './data'
import { remarkFrameworkBlocks } from './framework-blocks'
import { remarkDocFrontMatter } from './front-matter'
import { remarkMermaid } from './mermaid'
import { rewriteDocImage, rewriteDocLink, type LinkContext } from './links'
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
  /** Verdicts of the page's checked code blocks, when they exist (src/server/snippets). */
  snippets?: SnippetPageData
  /** Code blocks as plain text, without highlighting (for search records). */
  plainCode?: boolean
  /** Also return the page's tree (`RenderedDocBody.tree`). */
  tree?: boolean
}

export type ComposedDoc = { title: string; description?: string; markdown: string }

export type RenderedDocBody = { title: string; description?: string; html: string; headings: Heading[]; tree?: HastRoot }

/** The dialect's plugins that shape the page's Markdown (its copy as Markdown stops here). */
const composePlugins = [remarkDocFrontMatter, remarkDocSections, remarkDocTabs, remarkFrameworkBlocks, remarkDocTitle]

const composeProcessor = markdownParser(composePlugins).freeze()

const docsMarkdown = createMarkdownProcessor({
  remarkPlugins: [...composePlugins, remarkMermaid],
  // What the dialect's own markup needs to keep through the sanitiser.
  sanitize: {
    attributes: {
      div: ['ariaLabel', 'ariaLabelledBy', 'hidden', 'dataTabGroup', 'dataTabValue', 'dataFramework', 'dataFrameworks'],
      button: ['id', 'ariaSelected', 'ariaControls', 'tabIndex', 'dataTabValue'],
      p: ['hidden'],
      figure: ['dataMermaid'],
    },
    clobber: ['ariaControls'],
  },
  // A checked block's verdict under it (src/server/snippets).
  codeFigure: (figure, block, file) => decorateCodeFigure(figure, block.lang, block.source, file.data.snippets),
})

function docData(input: DocSourceInput & { framework?: string }): DocFileData {
  return { readFile: input.readFile, framework: input.framework }
}

function titleOf(doc: DocFileData | undefined): string {
  return doc?.title ?? 'Docs'
}

/** A page's Markdown after `ref`/`replace` and section markers are applied, with its title. */
export async function composeDocMarkdown(input: DocSourceInput): Promise<ComposedDoc> {
  const file = markdownFile(input.source, { path: input.filePath, data: { doc: docData(input) } })
  await composeProcessor.run(composeProcessor.parse(file) as Root, file)
  const doc = file.data.doc
  return { title: titleOf(doc), description: doc?.description, markdown: doc?.body?.text ?? '' }
}

/** One page rendered to sanitised HTML, with its title, description and headings. */
export async function renderDocSource(input: DocRenderInput): Promise<RenderedDocBody> {
  const { links } = input
  const { html, headings, file, tree } = await docsMarkdown.render(input.source, {
    path: input.filePath,
    tree: input.tree,
    data: { doc: docData(input), ...(input.snippets ? { snippets: input.snippets } : {}), ...(input.plainCode ? { plainCode: true } : {}) },
    resolveLink: (href) => rewriteDocLink(href, links),
    resolveImage: (src) => rewriteDocImage(src, links),
  })
  const doc = file.data.doc
  return { title: titleOf(doc), description: doc?.description, html, headings, ...(tree ? { tree } : {}) }
}
