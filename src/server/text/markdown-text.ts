/**
 * Markdown as plain text, read from the parsed tree (remark-parse with GFM, then
 * mdast-util-to-string): for excerpts, descriptions, reading times and search text. Code
 * blocks and raw HTML are left out; link and image targets never show, their text does.
 */
import type { Nodes, Paragraph, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit, SKIP } from 'unist-util-visit'
import { markdownParser } from '~/server/markdown/parser'

const parser = markdownParser().freeze()

export function parseMarkdown(markdown: string): Root {
  return parser.parse(markdown)
}

/** A GitHub alert's marker (`> [!NOTE]`) is syntax, not words. */
const ALERT_MARKER = /^\s*\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/i

function textOf(node: Nodes): string {
  return toString(node, { includeHtml: false }).replace(ALERT_MARKER, ' ').replace(/\s+/g, ' ').trim()
}

/** The words of every paragraph, heading and table cell, one space apart. */
export function markdownText(markdown: string | Root): string {
  const tree = typeof markdown === 'string' ? parseMarkdown(markdown) : markdown
  const parts: string[] = []
  visit(tree, (node) => {
    if (node.type === 'code' || node.type === 'html') return SKIP
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      const text = textOf(node)
      if (text) parts.push(text)
      return SKIP
    }
    return undefined
  })
  return parts.join(' ')
}

/** A paragraph that opens with raw HTML or an image, or has no words but images' (a badge row, a logo). */
function isDecoration(paragraph: Paragraph): boolean {
  if (['html', 'image', 'imageReference'].includes(paragraph.children[0]?.type ?? 'html')) return true
  return toString(paragraph, { includeHtml: false, includeImageAlt: false }).trim() === ''
}

/**
 * The text of the first top-level paragraph that is prose, not decoration. Headings, quotes,
 * lists and code before it are passed over.
 */
export function firstParagraphText(markdown: string | Root): string | undefined {
  const tree = typeof markdown === 'string' ? parseMarkdown(markdown) : markdown
  for (const node of tree.children) {
    if (node.type !== 'paragraph' || isDecoration(node)) continue
    const text = textOf(node)
    if (text) return text
  }
  return undefined
}

/** Text cut to at most `max` characters plus an ellipsis, at a word boundary when there is one in the second half. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${cut.slice(0, space >= max / 2 ? space : max).replace(/[,;:.\s]+$/, '')}…`
}

/** Non-blank lines inside fenced or indented code blocks. */
export function codeLineCount(markdown: string | Root): number {
  const tree = typeof markdown === 'string' ? parseMarkdown(markdown) : markdown
  let lines = 0
  visit(tree, 'code', (node) => {
    lines += node.value.split('\n').filter((line) => line.trim() !== '').length
  })
  return lines
}
