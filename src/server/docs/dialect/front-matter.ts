/**
 * Front matter: the YAML block at the top of a page (`title`, `description`, `ref`, `replace`,
 * `id`), read from the tree `remark-frontmatter` makes and taken out of the rendered body.
 */
import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { parseYamlMapping } from '~/server/markdown/front-matter'
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

/** Runs after remark-parse with remark-frontmatter; invalid YAML fails the page with the reason. */
export function remarkDocFrontMatter() {
  return (tree: Root, file: VFile) => {
    const doc = docData(file)
    const first = tree.children[0]
    // The parser drops a leading byte order mark and counts positions without it.
    const source = String(file.value).replace(/^\uFEFF/, '')
    if (first?.type !== 'yaml') {
      doc.frontMatter = docFrontMatter({})
      doc.body = { text: source, offset: 0 }
      return
    }
    doc.frontMatter = docFrontMatter(parseYamlMapping(first.value))
    tree.children.shift()
    // The body starts on the line after the closing fence.
    const end = first.position?.end.offset ?? 0
    const offset = source.slice(end).match(/^[ \t]*(?:\r?\n|$)/)?.[0].length ?? 0
    doc.body = { text: source.slice(end + offset), offset: end + offset }
  }
}
