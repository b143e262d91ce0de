/**
 * The code blocks a page shows for one framework, read from its Markdown file with their line
 * numbers in that file. In a `<!-- ::start:framework -->` block only the panel the page shows
 * counts (its framework's, else the first), as in src/server/docs/dialect/framework-blocks.ts.
 */
import type { Code, Heading, Root, RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkFrontmatter from 'remark-frontmatter'
import { visit } from 'unist-util-visit'
import { markdownParser } from '~/server/markdown/parser'
import type { SnippetBlock } from './types'

const parser = markdownParser([[remarkFrontmatter, ['yaml']]]).freeze()

export type PageBlock = SnippetBlock & {
  meta?: string
  /** The paragraph just before the block presents it as wrong ("Examples of **incorrect** code"). */
  shownAsWrong?: boolean
}

const wrongIntro = /\bincorrect\b|\bwrong\b|\bbad\b|anti-pattern|\bdon['’]t do\b|\bwon['’]t (?:work|compile)|\bdoes(?:n['’]t| not) (?:work|compile)|❌|⛔|🚫/i

function codesIn(node: RootContent): Code[] {
  const found: Code[] = []
  if (node.type === 'code') return [node]
  visit(node, 'code', (code) => {
    found.push(code)
  })
  return found
}

const slug = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export function pageBlocks(markdown: string, framework: string | undefined): PageBlock[] {
  const tree = parser.parse(markdown) as Root
  const blocks: PageBlock[] = []
  const take = (code: Code, before?: RootContent) => {
    if (!code.position) return
    const shownAsWrong = before?.type === 'paragraph' && wrongIntro.test(toString(before))
    blocks.push({
      lang: code.lang ?? '',
      meta: code.meta ?? undefined,
      code: code.value,
      line: code.position.start.line + 1,
      ...(shownAsWrong ? { shownAsWrong } : {}),
    })
  }
  const takeAll = (nodes: RootContent[]) =>
    nodes.forEach((node, index) => {
      if (node.type === 'code') take(node, nodes[index - 1])
      else codesIn(node).forEach((code) => take(code))
    })
  let panels: { framework: string; nodes: RootContent[] }[] | undefined
  const outside: RootContent[] = []
  for (const node of tree.children) {
    if (node.type === 'html' && /<!--\s*::start:framework\s*-->/.test(node.value)) {
      takeAll(outside.splice(0))
      panels = []
      continue
    }
    if (panels && node.type === 'html' && /<!--\s*::end:framework\s*-->/.test(node.value)) {
      const shown = panels.find((panel) => panel.framework === framework) ?? panels[0]
      takeAll(shown?.nodes ?? [])
      panels = undefined
      continue
    }
    if (panels) {
      if (node.type === 'heading' && (node as Heading).depth === 1) panels.push({ framework: slug(toString(node)), nodes: [] })
      else panels.at(-1)?.nodes.push(node)
      continue
    }
    outside.push(node)
  }
  takeAll(outside)
  return blocks
}
