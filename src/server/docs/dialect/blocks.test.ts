import type { Root, RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { replaceBlocks, splitOnHeadings } from './blocks'

const parse = (markdown: string) => unified().use(remarkParse).parse(markdown) as Root

/** Replaces each block by a paragraph naming its attributes and content. */
function summarise(tree: Root, kind: 'tabs' | 'framework') {
  replaceBlocks(tree, kind, ({ attributes, content }) => [
    { type: 'paragraph', children: [{ type: 'text', value: `[${kind} ${JSON.stringify(attributes)}: ${content.map((node) => toString(node)).join(' / ')}]` }] },
  ])
  return tree.children.map((node) => toString(node))
}

describe('dialect blocks', () => {
  it('finds a block with its attributes, whatever the spacing of its comments', () => {
    const tree = parse('before\n\n<!-- ::start:tabs variant="files" mode=\'dev-install\' -->\n\nA\n\n<!-- ::end:tabs  -->\n\nafter')
    expect(summarise(tree, 'tabs')).toEqual(['before', '[tabs {"variant":"files","mode":"dev-install"}: A]', 'after'])
  })

  it('finds blocks of one kind inside blocks of another, and inside list items', () => {
    const tree = parse(
      '<!-- ::start:framework -->\n\n# React\n\n<!-- ::start:tabs -->\n\nX\n\n<!-- ::end:tabs -->\n\n<!-- ::end:framework -->\n\n- <!-- ::start:tabs -->\n\n  Y\n\n  <!-- ::end:tabs -->',
    )
    replaceBlocks(tree, 'tabs', ({ content }) => [
      { type: 'paragraph', children: [{ type: 'text', value: `tabs(${content.map((node) => toString(node)).join()})` }] },
    ])
    expect(summarise(tree, 'framework')).toEqual(['[framework {}: React / tabs(X)]', 'tabs(Y)'])
  })

  it('matches nested blocks of one kind by depth', () => {
    const tree = parse('<!-- ::start:tabs -->\n\nouter\n\n<!-- ::start:tabs -->\n\ninner\n\n<!-- ::end:tabs -->\n\n<!-- ::end:tabs -->')
    expect(summarise(tree, 'tabs')).toEqual(['[tabs {}: outer / [tabs {}: inner]]'])
  })

  it('leaves comments in code, unclosed blocks and stray ends alone', () => {
    const fenced = parse('```md\n<!-- ::start:tabs -->\n<!-- ::end:tabs -->\n```')
    expect(summarise(fenced, 'tabs')).toEqual(['<!-- ::start:tabs -->\n<!-- ::end:tabs -->'])
    const unclosed = parse('<!-- ::start:tabs -->\n\ntext\n\n<!-- ::end:framework -->')
    expect(summarise(unclosed, 'tabs')).toEqual(['<!-- ::start:tabs -->', 'text', '<!-- ::end:framework -->'])
  })

  it('splits content on first-level headings only', () => {
    const content = parse('lead\n\n# React\n\n## Setup\n\nr\n\n# Solid\n\ns').children as RootContent[]
    const { before, panels } = splitOnHeadings(content)
    expect(before.map((node) => toString(node))).toEqual(['lead'])
    expect(panels.map((panel) => [panel.label, panel.children.map((node) => toString(node))])).toEqual([
      ['React', ['Setup', 'r']],
      ['Solid', ['s']],
    ])
  })
})
