/**
 * `<!-- ::start:KIND attributes -->` … `<!-- ::end:KIND -->` blocks: the comment pairs among
 * the children of one parent (top level, a list item, another block), found innermost first so
 * that blocks nest.
 */
import type { Html, Parent, Root, RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'

export type BlockKind = 'tabs' | 'framework'

export type BlockMatch = {
  attributes: Record<string, string>
  /** The nodes between the two comments. */
  content: RootContent[]
}

const markerPattern = /^<!--\s*::(start|end):([a-z-]+)\b([\s\S]*?)-->$/

function marker(node: RootContent, kind: BlockKind): { start: boolean; attributes: string } | undefined {
  if (node.type !== 'html') return undefined
  const match = markerPattern.exec((node as Html).value.trim())
  if (!match || match[2] !== kind) return undefined
  return { start: match[1] === 'start', attributes: match[3] ?? '' }
}

export function parseAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const match of text.matchAll(/([a-zA-Z-]+)=(?:"([^"]*)"|'([^']*)')/g)) attributes[match[1]!] = match[2] ?? match[3] ?? ''
  return attributes
}

/** Index of the end comment that closes the block opened at `start`, or -1. */
function closingIndex(children: RootContent[], start: number, kind: BlockKind): number {
  let depth = 0
  for (let index = start; index < children.length; index++) {
    const found = marker(children[index]!, kind)
    if (!found) continue
    depth += found.start ? 1 : -1
    if (depth === 0) return index
  }
  return -1
}

/**
 * Replaces every block of `kind` by the nodes `build` returns for it. An unclosed start comment
 * and a stray end comment are left as they are (comments show nothing).
 */
export function replaceBlocks(tree: Root, kind: BlockKind, build: (block: BlockMatch) => RootContent[]) {
  const visit = (parent: Parent) => {
    const children = parent.children as RootContent[]
    for (let index = 0; index < children.length; index++) {
      const node = children[index]!
      const found = marker(node, kind)
      if (found?.start) {
        const end = closingIndex(children, index, kind)
        if (end > index) {
          const inner: Parent = { type: 'root', children: children.slice(index + 1, end) } as Root
          visit(inner)
          const replacement = build({ attributes: parseAttributes(found.attributes), content: inner.children as RootContent[] })
          children.splice(index, end - index + 1, ...replacement)
          index += replacement.length - 1
          continue
        }
      }
      if ('children' in node && Array.isArray(node.children)) visit(node as Parent)
    }
  }
  visit(tree)
}

export type LabelledPanel = { label: string; children: RootContent[] }

/**
 * Splits a block's content on its `# Heading` lines: each heading labels the panel of the
 * content after it. Content before the first heading belongs to no panel (`before`).
 */
export function splitOnHeadings(content: RootContent[]): { before: RootContent[]; panels: LabelledPanel[] } {
  const before: RootContent[] = []
  const panels: LabelledPanel[] = []
  for (const node of content) {
    if (node.type === 'heading' && node.depth === 1) panels.push({ label: toString(node).trim(), children: [] })
    else (panels.at(-1)?.children ?? before).push(node)
  }
  return { before, panels }
}
