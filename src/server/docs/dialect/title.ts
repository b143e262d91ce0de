/**
 * A page's title and description. A leading `# Title` would repeat the page heading, so it is
 * taken out of the body and serves as the title when the front matter has none. The
 * description, when none is given, is the first paragraph of text, cut at a word to 160 characters.
 */
import type { Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import type { VFile } from 'vfile'
import { cutText, firstParagraphText } from '~/server/text/markdown-text'
import { docData } from './data'

const DESCRIPTION_LENGTH = 160

function description(tree: Root): string | undefined {
  const text = firstParagraphText(tree)
  return text === undefined ? undefined : cutText(text, DESCRIPTION_LENGTH - 1)
}

/** `docs/guides/query-keys.md` → `query keys`, for a page with no title anywhere. */
function titleFromPath(path: string | undefined): string {
  return (
    path
      ?.split('/')
      .pop()
      ?.replace(/\.mdx?$/, '')
      .replace(/[-_]/g, ' ') || 'Docs'
  )
}

/** Runs after the sections and block plugins, on the page as it will be shown. */
export function remarkDocTitle() {
  return (tree: Root, file: VFile) => {
    const doc = docData(file)
    const first = tree.children[0]
    let leading: string | undefined
    if (first?.type === 'heading' && first.depth === 1) {
      leading = toString(first).trim() || undefined
      tree.children.shift()
      const end = first.position?.end.offset
      if (doc.body && end !== undefined) {
        const rest = doc.body.text.slice(end - doc.body.offset)
        const blankLines = /^\s*\n/.exec(rest)?.[0].length ?? 0
        doc.body = { text: rest.slice(blankLines), offset: end + blankLines }
      }
    }
    doc.title = doc.frontMatter?.title ?? doc.referenced?.title ?? leading ?? titleFromPath(file.path)
    doc.description = doc.frontMatter?.description ?? doc.referenced?.description ?? description(tree)
  }
}
