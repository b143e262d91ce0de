/**
 * Section markers, `ref` and `replace`. A line `[//]: # 'Name'` opens a section and the next
 * identical line closes it. A page with `ref:` front matter takes the referenced page, swaps in
 * its own sections of the same names, then applies its `replace:` map to the whole text.
 *
 * Markers are lines of the source, not nodes: authors put them inside lists and right after a
 * paragraph line (where Markdown reads them as text), and `replace` keys match anywhere in the
 * text, code included. So the page's text is composed first and the tree is parsed again from
 * it, which only pages with markers or a `ref` pay for.
 */
import type { Root } from 'mdast'
import type { Processor } from 'unified'
import type { VFile } from 'vfile'
import { parseFrontMatter } from '~/server/markdown/front-matter'
import { docData } from './data'
import { docFrontMatter } from './front-matter'

const markerPattern = /^\[\/\/\]: # ['"]([^'"]+)['"]\s*$/
const anyMarker = /^[ \t]*\[\/\/\]: # ['"]/m

type Part = { kind: 'text'; text: string } | { kind: 'section'; name: string; body: string; marker: string }

function splitSections(markdown: string): Part[] {
  const parts: Part[] = []
  let text: string[] = []
  let open: { name: string; marker: string; body: string[] } | undefined
  for (const line of markdown.split('\n')) {
    const match = markerPattern.exec(line.trim())
    if (match?.[1]) {
      if (open && open.name === match[1]) {
        parts.push({ kind: 'section', name: open.name, body: open.body.join('\n'), marker: open.marker })
        open = undefined
        continue
      }
      if (!open) {
        if (text.length) parts.push({ kind: 'text', text: text.join('\n') })
        text = []
        open = { name: match[1], marker: line, body: [] }
        continue
      }
    }
    if (open) open.body.push(line)
    else text.push(line)
  }
  // An unclosed marker keeps its text as ordinary content.
  if (open) text.push(open.marker, ...open.body)
  if (text.length) parts.push({ kind: 'text', text: text.join('\n') })
  return parts
}

/** The named sections of a page (first occurrence of each name). */
export function extractSections(markdown: string): Map<string, string> {
  const sections = new Map<string, string>()
  for (const part of splitSections(markdown)) if (part.kind === 'section' && !sections.has(part.name)) sections.set(part.name, part.body)
  return sections
}

/** The referenced page with the overriding page's same-named sections swapped in, markers removed. */
export function mergeSections(referenced: string, overrides: Map<string, string>): string {
  return splitSections(referenced)
    .map((part) => (part.kind === 'text' ? part.text : (overrides.get(part.name) ?? part.body)))
    .join('\n')
}

/** Removes marker lines from a page that is rendered on its own. */
export function stripSectionMarkers(markdown: string): string {
  return splitSections(markdown)
    .map((part) => (part.kind === 'text' ? part.text : part.body))
    .join('\n')
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A key written with character classes where it means a literal character (`useMutation[(]`,
 * as the docs write "useMutation(" since keys were once read as patterns): the classes kept,
 * the rest literal. Only classes: a pattern of them cannot backtrack, whatever the page.
 */
function classPattern(key: string): string | undefined {
  const parts = key.split(/(\[(?:\\.|[^\]\\])+\])/)
  if (parts.length < 3) return undefined
  return parts.map((part, index) => (index % 2 === 1 ? part : escapeRegExp(part))).join('')
}

/**
 * Replaces every occurrence of each key by its value, longest keys first, in one pass. A key is
 * taken literally; a key that never occurs literally but is written with character classes
 * (`useQuery[(]`) matches as those classes say.
 */
export function applyReplacements(markdown: string, replace: Record<string, string>): string {
  const keys = Object.keys(replace)
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
  if (!keys.length) return markdown
  const patterns = keys.map((key) => (markdown.includes(key) ? escapeRegExp(key) : (classPattern(key) ?? escapeRegExp(key))))
  const combined = new RegExp(patterns.map((pattern) => `(${pattern})`).join('|'), 'g')
  return markdown.replace(combined, (found, ...groups: unknown[]) => {
    const index = groups.findIndex((group, i) => i < keys.length && group !== undefined)
    return index >= 0 ? (replace[keys[index]!] ?? found) : found
  })
}

/** The page's text after `ref`, sections and `replace`; undefined when there is nothing to change. */
async function composedText(file: VFile, body: string): Promise<string | undefined> {
  const doc = docData(file)
  const ref = doc.frontMatter?.ref
  if (!ref) return anyMarker.test(body) ? stripSectionMarkers(body) : undefined
  let text = body
  const referencedSource = await doc.readFile?.(ref)
  if (referencedSource !== undefined) {
    const referenced = parseFrontMatter(referencedSource)
    const fields = docFrontMatter(referenced.data)
    doc.referenced = { title: fields.title, description: fields.description }
    text = mergeSections(referenced.content, extractSections(body))
  }
  text = applyReplacements(text, doc.frontMatter?.replace ?? {})
  return text === body ? undefined : text
}

/** Runs after remarkDocFrontMatter, which records the body this plugin starts from. */
export function remarkDocSections(this: Processor) {
  return async (tree: Root, file: VFile) => {
    const doc = docData(file)
    const body = doc.body?.text ?? String(file.value)
    const text = await composedText(file, body)
    if (text === undefined) return
    doc.body = { text, offset: 0 }
    tree.children = (this.parse(text) as Root).children
  }
}
