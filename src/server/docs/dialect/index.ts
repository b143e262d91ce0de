/**
 * The docs dialect: how a page's Markdown, written for these repositories, becomes the HTML
 * the site shows. The docs service decides *which* file is a page; this module only turns one
 * file (and the files it references) into a rendered page.
 */
import { parseFrontMatter, renderMarkdown, type Heading } from '~/server/markdown'
import { rewriteDocImage, rewriteDocLink, type LinkContext } from '../links'
import { applyReplacements, extractSections, mergeSections, stripSectionMarkers } from '../sections'
import { transformTabBlocks } from '../tabs'

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
  /** The framework in the page's URL; framework blocks and install commands show it first. */
  framework?: string
}

export type ComposedDoc = { title: string; description?: string; markdown: string }

export type RenderedDocBody = { title: string; description?: string; html: string; headings: Heading[] }

function firstParagraph(markdown: string): string | undefined {
  const paragraph = markdown
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => block && !/^(#|```|~~~|<|>|\||[-*] |\d+\. |\[\/\/\]|!\[)/.test(block))
  if (!paragraph) return undefined
  const text = paragraph.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_]/g, '').replace(/\s+/g, ' ')
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text
}

function stringField(data: Record<string, unknown>, key: string): string | undefined {
  const value = data[key]
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

function replaceMap(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {}
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

/** A page's Markdown after `ref`/`replace` and section markers are applied, with its title. */
export async function composeDocMarkdown(input: DocSourceInput): Promise<ComposedDoc> {
  const own = parseFrontMatter(input.source)
  let body = own.content
  let title = stringField(own.data, 'title')
  let description = stringField(own.data, 'description')
  const ref = stringField(own.data, 'ref')
  if (ref) {
    const referencedRaw = await input.readFile(ref)
    if (referencedRaw !== undefined) {
      const referenced = parseFrontMatter(referencedRaw)
      body = mergeSections(referenced.content, extractSections(own.content))
      title ??= stringField(referenced.data, 'title')
      description ??= stringField(referenced.data, 'description')
    }
    body = applyReplacements(body, replaceMap(own.data.replace))
  } else {
    body = stripSectionMarkers(body)
  }
  // A leading `# Title` would repeat the page heading; it serves as the title when none is set.
  const leadingHeading = /^\s*#\s+(.+?)\s*\n/.exec(body)
  if (leadingHeading?.[1]) {
    title ??= leadingHeading[1]
    body = body.slice(leadingHeading[0].length)
  }
  title ??= input.filePath.split('/').pop()?.replace(/\.mdx?$/, '').replace(/[-_]/g, ' ') ?? 'Docs'
  return { title, description: description ?? firstParagraph(body), markdown: body }
}

const tabSanitize = {
  tagNames: ['button'],
  attributes: {
    button: ['type', 'role', 'className', 'class', 'dataTabValue', 'data-tab-value', 'ariaSelected', 'aria-selected'],
    div: ['role', 'className', 'class', 'dataTabGroup', 'data-tab-group', 'dataTabValue', 'data-tab-value', 'hidden'],
  },
}

/** One page rendered to sanitised HTML, with its title, description and headings. */
export async function renderDocSource(input: DocRenderInput): Promise<RenderedDocBody> {
  const composed = await composeDocMarkdown(input)
  const rendered = await renderMarkdown(transformTabBlocks(composed.markdown, { framework: input.framework }), {
    resolveLink: (href) => rewriteDocLink(href, input.links),
    resolveImage: (src) => rewriteDocImage(src, input.links),
    sanitize: tabSanitize,
  })
  return { title: composed.title, description: composed.description, html: rendered.html, headings: rendered.headings }
}
