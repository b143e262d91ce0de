/**
 * Fenced code with `title="file.ts"` in its meta string: the title travels on the `code`
 * element as `data-title`, and the code highlighter (src/server/markdown) shows it as the
 * block's caption and names the copy button after it. The whole meta string travels as
 * `data-meta`, for the line highlights it names (`{1,3-5}`, see src/server/markdown/annotations.ts).
 */
import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'

const titleInMeta = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/

/** The `title="file.ts"` of a fence's meta string, if any. */
export function codeTitle(meta: string | null | undefined): string | undefined {
  if (!meta) return undefined
  const match = titleInMeta.exec(meta)
  const title = match?.[1] ?? match?.[2] ?? match?.[3]
  return title?.trim() || undefined
}

export function remarkCodeTitles() {
  return (tree: Root) => {
    visit(tree, 'code', (node) => {
      if (node.meta) {
        node.data ??= {}
        node.data.hProperties = { ...node.data.hProperties, dataMeta: node.meta }
      }
      const title = codeTitle(node.meta)
      if (!title) return
      node.data ??= {}
      node.data.hProperties = { ...node.data.hProperties, dataTitle: title }
    })
  }
}
