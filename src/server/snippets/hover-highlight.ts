/**
 * A type hover's declaration highlighted as the code around it is: Shiki with the page's two
 * themes, tokens given the short colour classes of `code-colors.css` (code-classes.ts), so the
 * popover's text reads like the block it explains, in either theme. HTML of the tokens only
 * (no `pre`), built from the text through hast, so nothing in it is taken as markup.
 */
import type { Element, ElementContent } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { codePalette, codeThemes, getHighlighter } from '~/server/markdown/highlighter'
import { classifyTokens, normaliseShikiProperties } from '~/server/markdown/plugins'

const isElement = (node: ElementContent | undefined, tagName: string): node is Element => node?.type === 'element' && node.tagName === tagName

export async function highlightedDeclaration(text: string): Promise<string> {
  const highlighter = await getHighlighter()
  const root = highlighter.codeToHast(text, { lang: 'typescript', themes: codeThemes, defaultColor: false })
  const pre = root.children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre')
  if (!pre) return ''
  normaliseShikiProperties(pre)
  classifyTokens(pre, codePalette(highlighter))
  const code = pre.children.find((child) => isElement(child, 'code')) as Element | undefined
  const lines = (code?.children ?? []).filter((child): child is Element => isElement(child, 'span'))
  return lines.map((line) => toHtml(line.children)).join('\n')
}
