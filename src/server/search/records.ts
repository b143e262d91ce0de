/**
 * Turns one rendered doc page into search records, one per section, the way documentation
 * search does it: the page title is lvl1, the headings above a section are lvl2–lvl6, and the
 * section's anchor is the id of the heading that opens it in the rendered HTML (so it always
 * exists on the page).
 */
import { fromHtml } from 'hast-util-from-html'
import type { Element, Nodes, Root } from 'hast'
import { pageKindOf } from './ranking'

export type Hierarchy = {
  lvl0: string
  lvl1: string
  lvl2: string | null
  lvl3: string | null
  lvl4: string | null
  lvl5: string | null
  lvl6: string | null
}

export type SearchRecord = {
  objectID: string
  url: string
  hierarchy: Hierarchy
  content: string
  library: string
  /**
   * The frameworks whose readers the page is for: its own on a framework page, every framework of
   * the library on a framework-neutral page (so a framework filter keeps the shared reference and
   * guides), none for a library without frameworks. A list, as Algolia facets allow.
   */
  framework: string[]
  version: string
  /** Position of the section on its page (0 = the page's introduction). */
  position: number
}

export type PageInput = {
  /** Library name shown as lvl0, e.g. "Query". */
  libraryName: string
  libraryId: string
  version: string
  /** See `SearchRecord.framework`. */
  frameworks: string[]
  /** The page's route, without a hash. */
  url: string
  title: string
} & ({ tree: Root; html?: undefined } | { html: string; tree?: undefined })

/** Longest section text kept in a record; the rest of a long section is rarely what matches. */
export const MAX_CONTENT = 4000
/**
 * What one page may add to the index: its first sections and rows as records, and text up to a
 * total, past which its later sections keep their headings only. A generated reference of
 * thousands of entries would otherwise outweigh whole libraries (and the index build reads only
 * the first part of so long a page: `INDEXED_SOURCE_BYTES`).
 */
export const MAX_RECORDS_PER_PAGE = 500
export const MAX_TEXT_PER_PAGE = 200_000

const SKIPPED = new Set(['script', 'style', 'svg', 'button', 'template', 'noscript'])
const LEVEL: Record<string, number> = { h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 }

function isAnchor(node: Element): boolean {
  const className = node.properties.className
  return node.tagName === 'a' && Array.isArray(className) && className.includes('md-heading-anchor')
}

function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value
  if (node.type === 'element') {
    if (SKIPPED.has(node.tagName) || isAnchor(node)) return ''
    return node.children.map(textOf).join('')
  }
  if (node.type === 'root') return node.children.map(textOf).join('')
  return ''
}

const BLOCK = new Set(['p', 'li', 'pre', 'div', 'tr', 'td', 'th', 'blockquote', 'dt', 'dd', 'table', 'ul', 'ol', 'section', 'details', 'summary'])

/** An API name as reference tables spell it in their first column: `enableSorting`, `defaultOptions.queries`. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*(?:\.[\w$]+)*(?:\(\))?$/

/**
 * The name a reference table's row documents: its first cell holding one inline code and
 * nothing else. Reference pages that list their options as table rows (Table's column
 * definitions) rather than as headings (Query's `QueryClient`) then give each option a record
 * of its own, so its hit names the option under its section, as a heading would.
 */
function rowIdentifier(row: Element): string | undefined {
  const cells = row.children.filter((child): child is Element => child.type === 'element' && (child.tagName === 'td' || child.tagName === 'th'))
  const first = cells[0]
  if (!first || first.tagName !== 'td' || cells.length < 2) return undefined
  const meaningful = first.children.filter((child) => !(child.type === 'text' && !child.value.trim()))
  const only = meaningful[0]
  if (meaningful.length !== 1 || only?.type !== 'element' || only.tagName !== 'code') return undefined
  const name = clean(textOf(only))
  return IDENTIFIER.test(name) ? name : undefined
}

/** The name an option list's item documents: `initialPageParam: TPageParam`, `gcTime?: number`, `refetch()`. */
const OPTION = /^([A-Za-z_$][\w$]*(?:\.[\w$]+)*)\??\s*(?::|\(|$)/

/**
 * The name a reference page's list item documents: an item that starts with one inline code
 * holding a name and its type (Query's and Router's options are such lists, not headings), so
 * each option gets a record as a table row does. An item that is the bare name and nothing else
 * documents nothing: such lists name the options a page does not have ("the same as `useQuery`,
 * except for: `enabled`, `placeholderData`").
 */
function itemIdentifier(item: Element): string | undefined {
  const lead = firstElementOf(item)
  // A loose list wraps the item's text in a paragraph.
  const first = lead?.tagName === 'p' ? firstElementOf(lead) : lead
  if (first?.tagName !== 'code') return undefined
  const name = OPTION.exec(clean(textOf(first)))?.[1]
  return name && clean(textOf(item)) !== name ? name : undefined
}

/** A node's first child that is not blank text, when it is an element. */
function firstElementOf(node: Element): Element | undefined {
  const meaningful = node.children.find((child) => !(child.type === 'text' && !child.value.trim()))
  return meaningful?.type === 'element' ? meaningful : undefined
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** A stable, URL-safe id for a section record. */
function objectId(url: string): string {
  return url.replace(/^\//, '').replace(/[^\w/#.-]+/g, '-')
}

export function pageRecords(page: PageInput): SearchRecord[] {
  // The renderer's tree when it comes with one (the index build), else the HTML parsed.
  const tree = page.tree ?? fromHtml(page.html ?? '', { fragment: true })
  const reference = pageKindOf(page.url) === 'reference'
  type Section = { anchor: string | null; stack: (string | null)[]; parts: string[]; rows?: { name: string; text: string }[] }
  // stack[0..4] = lvl2..lvl6 headings currently open
  const stack: (string | null)[] = [null, null, null, null, null]
  const sections: Section[] = [{ anchor: null, stack: [...stack], parts: [] }]
  let current = sections[0]!

  const walk = (node: Nodes) => {
    if (node.type === 'text') {
      current.parts.push(node.value)
      return
    }
    if (node.type !== 'element' && node.type !== 'root') return
    if (node.type === 'element') {
      if (SKIPPED.has(node.tagName) || isAnchor(node)) return
      const level = LEVEL[node.tagName]
      const id = typeof node.properties.id === 'string' ? node.properties.id : null
      if (level && id) {
        stack[level - 2] = clean(textOf(node)) || null
        for (let deeper = level - 1; deeper < stack.length; deeper++) stack[deeper] = null
        current = { anchor: id, stack: [...stack], parts: [] }
        sections.push(current)
        return
      }
      if (node.tagName === 'h1') return // the page title is lvl1 already
      const name = node.tagName === 'tr' ? rowIdentifier(node) : node.tagName === 'li' && reference ? itemIdentifier(node) : undefined
      if (name) (current.rows ??= []).push({ name, text: clean(textOf(node)) })
    }
    const block = node.type === 'element' && BLOCK.has(node.tagName)
    if (block) current.parts.push(' ')
    for (const child of node.children) walk(child as Nodes)
    if (block) current.parts.push(' ')
  }
  walk(tree)

  const hierarchyOf = (levels: (string | null)[]): Hierarchy => {
    const [lvl2, lvl3, lvl4, lvl5, lvl6] = levels
    return { lvl0: page.libraryName, lvl1: page.title, lvl2: lvl2 ?? null, lvl3: lvl3 ?? null, lvl4: lvl4 ?? null, lvl5: lvl5 ?? null, lvl6: lvl6 ?? null }
  }
  let textLeft = MAX_TEXT_PER_PAGE
  const take = (text: string) => {
    const kept = text.slice(0, Math.min(MAX_CONTENT, textLeft))
    textLeft -= kept.length
    return kept
  }
  const records = sections.flatMap((section, position) => {
    const content = take(clean(section.parts.join('')))
    // The page introduction without any text adds nothing; a heading section is kept even when
    // empty, so its heading can be found.
    if (position === 0 && !content) return []
    const url = section.anchor ? `${page.url}#${section.anchor}` : page.url
    const shared = { url, library: page.libraryId, framework: page.frameworks, version: page.version, position }
    const record: SearchRecord = { objectID: objectId(url), hierarchy: hierarchyOf(section.stack), content, ...shared }
    // A documented row sits one level under its section and links to the section's heading (rows
    // have no anchor of their own); without a free level (under an h6) it stays in the section's text.
    const depth = section.stack.reduce((deepest, heading, index) => (heading ? index + 1 : deepest), 0)
    const rows = depth < section.stack.length ? (section.rows ?? []) : []
    const seen = new Set<string>()
    const rowRecords = rows.flatMap((row): SearchRecord[] => {
      if (seen.has(row.name)) return []
      seen.add(row.name)
      const levels = [...section.stack]
      levels[depth] = row.name
      // After the anchor (or an empty one), where no page path or heading id has a "/": unique, and
      // within the characters an event's record id may hold.
      const objectID = `${objectId(url)}${section.anchor ? '' : '#'}/${objectId(row.name)}`
      return [{ objectID, hierarchy: hierarchyOf(levels), content: take(row.text), ...shared }]
    })
    return [record, ...rowRecords]
  })
  return records.slice(0, MAX_RECORDS_PER_PAGE)
}
