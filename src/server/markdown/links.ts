/**
 * Links and images: every href and image src goes through the document's hooks (the docs turn
 * relative `.md` links into site routes, the blog links between posts), and an in-page `#name`
 * link points at `#user-content-name` when only that id exists — ids written in the Markdown's
 * HTML carry the prefix (against DOM clobbering), the links to them are written without it.
 * Runs after the heading ids, so it sees every id of the page.
 */
import type { Root } from 'hast'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'

/** Given by the sanitiser to ids and names written in the Markdown (see sanitize-schema.ts). */
export const WRITTEN_ID_PREFIX = 'user-content-'

export function rehypeLinks() {
  return (tree: Root, file: VFile) => {
    const { resolveLink, resolveImage } = file.data.links ?? {}
    const ids = new Set<string>()
    visit(tree, 'element', (node) => {
      if (typeof node.properties.id === 'string') ids.add(node.properties.id)
    })
    visit(tree, 'element', (node) => {
      const { href, src } = node.properties
      if (node.tagName === 'a' && typeof href === 'string') {
        if (href.startsWith('#')) {
          const name = decodeFragment(href.slice(1))
          if (!ids.has(name) && ids.has(WRITTEN_ID_PREFIX + name)) node.properties.href = `#${WRITTEN_ID_PREFIX}${name}`
          return
        }
        const rewritten = resolveLink?.(href)
        if (rewritten !== undefined) node.properties.href = rewritten
      } else if (node.tagName === 'img' && typeof src === 'string') {
        const rewritten = resolveImage?.(src)
        if (rewritten !== undefined) node.properties.src = rewritten
      }
    })
  }
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment)
  } catch {
    return fragment
  }
}
