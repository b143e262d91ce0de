/**
 * Front matter: the YAML block at the top of a page (`title`, `description`, `ref`, `replace`,
 * `id`), read by the Markdown pipeline's one front matter reader and not part of the body.
 */
import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { docData, type DocFrontMatter } from './data'

function text(data: Record<string, unknown>, key: string): string | undefined {
  const value = data[key]
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

function replacements(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

/** The fields of a front matter mapping the docs use; anything else is ignored. */
export function docFrontMatter(data: Record<string, unknown>): DocFrontMatter {
  return {
    title: text(data, 'title'),
    description: text(data, 'description'),
    ref: text(data, 'ref'),
    replace: replacements(data.replace),
    id: text(data, 'id'),
  }
}

/**
 * The page's front matter, read by the Markdown pipeline before parsing (markdownFile), as the
 * docs' fields; the tree is the body after it.
 */
export function remarkDocFrontMatter() {
  return (_tree: Root, file: VFile) => {
    const doc = docData(file)
    doc.frontMatter = docFrontMatter(file.data.frontMatter ?? {})
    doc.body = { text: String(file.value), offset: 0 }
  }
}
