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
import { constraintOf, type PageConstraints } from './page-constraints'
import type { SnippetBlock } from './types'

const parser = markdownParser([[remarkFrontmatter, ['yaml']]]).freeze()

export type PageBlock = SnippetBlock & {
  meta?: string
  /** The paragraph just before the block presents it as wrong ("Examples of **incorrect** code"). */
  shownAsWrong?: boolean
  /** On a TypeDoc page: the constraints its "Type Parameters" sections state (page-constraints.ts). */
  typeParameters?: PageConstraints
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
  return withTypeParameters(blocks, typeParameterSections(tree))
}

type Section = { line: number; depth: number; stated: Record<string, string | null> }

/**
 * TypeDoc's "Type Parameters" sections: a heading, then one heading a level down per parameter
 * followed by its paragraph ("`TKey` *extends* `string` \\| `number`"; `null`: none stated).
 */
function typeParameterSections(tree: Root): Section[] {
  const sections: Section[] = []
  let current: Section | undefined
  let parameter: string | undefined
  for (const node of tree.children) {
    if (node.type === 'heading') {
      parameter = undefined
      if (toString(node).trim() === 'Type Parameters') sections.push((current = { line: node.position?.start.line ?? 0, depth: node.depth, stated: {} }))
      else if (current && node.depth <= current.depth) current = undefined
      else if (current && node.depth === current.depth + 1) current.stated[(parameter = toString(node).trim())] = null
      continue
    }
    const stated = current && parameter && node.type === 'paragraph' ? constraintOf(toString(node)) : undefined
    if (stated && stated[0] === parameter) current!.stated[parameter] = stated[1]
  }
  return sections
}

/**
 * Each block takes the page's own sections above it (a class's parameters, `## Type Parameters`)
 * and the first section below it before the next block (its own), which wins.
 */
function withTypeParameters(blocks: PageBlock[], sections: Section[]): PageBlock[] {
  if (sections.length === 0) return blocks
  return blocks.map((block, index) => {
    const next = blocks[index + 1]?.line ?? Infinity
    const own = sections.find((section) => section.line > block.line && section.line < next)
    const applying = [...sections.filter((section) => section.line < block.line && section.depth <= 2), ...(own ? [own] : [])]
    // A parameter listed without a constraint has none: `unknown`, so the block states every one it declares.
    const merged: Record<string, string | null> = Object.assign({}, ...applying.map((section) => section.stated))
    const constraints = Object.fromEntries(Object.entries(merged).map(([name, constraint]) => [name, constraint ?? 'unknown']))
    return Object.keys(constraints).length > 0 ? { ...block, typeParameters: constraints } : block
  })
}
