/**
 * Fenced ```` ```mermaid ```` blocks: kept as their source, in a figure the browser turns into a
 * diagram (the renderer is loaded only on pages that have one). Readers without JavaScript, and
 * the page's Markdown, keep the source.
 *
 *   figure.md-mermaid[data-mermaid]
 *     pre.md-mermaid-source  (the source, never highlighted as code)
 */
import type { Code, Root } from 'mdast'
import { visit } from 'unist-util-visit'

export function remarkMermaid() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang?.toLowerCase() !== 'mermaid' || !parent || index === undefined) return
      parent.children[index] = {
        type: 'paragraph',
        data: { hName: 'figure', hProperties: { className: ['md-mermaid'], dataMermaid: '' } },
        children: [
          {
            type: 'text',
            value: node.value,
            data: { hName: 'pre', hProperties: { className: ['md-mermaid-source'] }, hChildren: [{ type: 'text', value: node.value }] },
          },
        ],
      }
    })
  }
}
