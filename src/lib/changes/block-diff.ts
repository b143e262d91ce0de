/**
 * The rendered diff of one doc page between two versions. Both renders are cut into their
 * top-level blocks (paragraphs, headings, lists, code blocks, tables, alerts, tabs); blocks are
 * matched by their tag and text, so a link that only changed its version segment is no change.
 * The sequence diff is jsdiff's; on top of it: a removed and an added code block in the same run
 * of changes become one block diffed line by line (the lines keep their Shiki highlighting, taken
 * from the render of their own version), a block removed in one place and added unchanged in
 * another is shown as moved, and long unchanged runs are folded into a `<details>`.
 * Pure: HTML in, HTML out. Its input is the docs renderer's sanitised output.
 */
import { diffArrays } from 'diff'
import type { Element, ElementContent, Root, RootContent } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import { toHtml } from 'hast-util-to-html'
import { toString } from 'hast-util-to-string'

export type DiffLabels = { older: string; newer: string }

export type BlockDiffStats = { added: number; removed: number; moved: number; codeChanged: number; unchanged: number }

export type BlockDiff = { html: string; stats: BlockDiffStats; identical: boolean }

/** Unchanged blocks kept in view on each side of a change. */
const CONTEXT = 1
/** A run of unchanged blocks is folded when at least this many would be hidden. */
const FOLD_MIN = 2

type Entry =
  | { op: 'same'; node: Element }
  | { op: 'del'; node: Element; movedTo?: boolean }
  | { op: 'ins'; node: Element; movedFrom?: boolean }
  | { op: 'code'; older: Element; newer: Element }

function blocksOf(html: string): Element[] {
  const root: Root = fromHtml(html, { fragment: true })
  return root.children.filter((node): node is Element => node.type === 'element')
}

function signature(node: Element): string {
  return `${node.tagName}:${toString(node).replace(/\s+/g, ' ').trim()}`
}

function classesOf(node: Element): string[] {
  const className = node.properties.className
  return Array.isArray(className) ? className.map(String) : []
}

export function isCodeBlock(node: Element): boolean {
  return (node.tagName === 'figure' && classesOf(node).includes('md-code')) || node.tagName === 'pre'
}

function findElement(node: Element, test: (element: Element) => boolean): Element | undefined {
  if (test(node)) return node
  for (const child of node.children) {
    if (child.type !== 'element') continue
    const found = findElement(child, test)
    if (found) return found
  }
  return undefined
}

/** The `<span class="line">` elements of a highlighted code block, or one per text line of a plain one. */
function codeLines(block: Element): ElementContent[][] {
  const code = findElement(block, (element) => element.tagName === 'code') ?? findElement(block, (element) => element.tagName === 'pre')
  if (!code) return []
  const lines = code.children.filter((child): child is Element => child.type === 'element' && classesOf(child).includes('line'))
  if (lines.length) return lines.map((line) => [line])
  return toString(code)
    .split('\n')
    .map((text) => [{ type: 'text', value: text }])
}

function lineText(line: ElementContent[]): string {
  return line.map((node) => (node.type === 'text' ? node.value : node.type === 'element' ? toString(node) : '')).join('')
}

/** Removes ids (and heading anchors) from a block shown from the other version, so the page's ids stay unique. */
function withoutIds(node: Element): Element {
  const copy = structuredClone(node)
  const strip = (element: Element) => {
    delete element.properties.id
    element.children = element.children.filter((child) => !(child.type === 'element' && classesOf(child).includes('md-heading-anchor')))
    for (const child of element.children) if (child.type === 'element') strip(child)
  }
  strip(copy)
  return copy
}

function element(tagName: string, className: string[], children: ElementContent[], properties: Element['properties'] = {}): Element {
  return { type: 'element', tagName, properties: { className, ...properties }, children }
}

const text = (value: string): ElementContent => ({ type: 'text', value })

function badge(label: string): Element {
  return element('span', ['doc-diff-badge'], [text(label)])
}

/**
 * jsdiff's changes between two lists, item by item: an item of `older` removed (`del`), of
 * `newer` added (`ins`), or kept (`same`, the newer copy).
 */
function walkChanges<T>(
  older: readonly T[],
  newer: readonly T[],
  changes: readonly { count?: number; value: unknown[]; added?: boolean; removed?: boolean }[],
  visit: (op: 'del' | 'ins' | 'same', item: T) => void,
): void {
  let o = 0
  let n = 0
  for (const change of changes) {
    for (let i = 0; i < (change.count ?? change.value.length); i++) {
      if (change.removed) visit('del', older[o++]!)
      else if (change.added) visit('ins', newer[n++]!)
      else {
        visit('same', newer[n++]!)
        o++
      }
    }
  }
}

/** One code block holding both versions' lines, each removed or added line marked. */
function codeDiff(older: Element, newer: Element, labels: DiffLabels): Element {
  const oldLines = codeLines(older)
  const newLines = codeLines(newer)
  const changes = diffArrays(oldLines.map(lineText), newLines.map(lineText))
  const merged: ElementContent[] = []
  walkChanges(oldLines, newLines, changes, (op, line) => {
    const mark = op === 'del' ? 'doc-diff-line-del' : op === 'ins' ? 'doc-diff-line-ins' : undefined
    if (merged.length) merged.push(text('\n'))
    const sign = op === 'del' ? '-' : op === 'ins' ? '+' : ' '
    const signSpan = element('span', ['doc-diff-sign'], [text(sign)], { ariaHidden: 'true' })
    const srLabel = mark ? [element('span', ['sr-only'], [text(op === 'del' ? `Removed in ${labels.newer}: ` : `Added in ${labels.newer}: `)])] : []
    merged.push(element('span', ['doc-diff-line', ...(mark ? [mark] : [])], [signSpan, ...srLabel, ...line]))
  })
  const block = withoutIds(newer)
  const pre = findElement(block, (node) => node.tagName === 'pre')
  const code = pre && findElement(pre, (node) => node.tagName === 'code')
  if (code) code.children = merged
  else if (pre) pre.children = merged
  // The copy button would copy both versions' lines.
  const body = findElement(block, (node) => classesOf(node).includes('md-code-body'))
  if (body) {
    body.children = body.children.filter((child) => !(child.type === 'element' && child.tagName === 'button'))
    body.properties.style = `--md-code-lines:${changes.reduce((sum, change) => sum + (change.count ?? change.value.length), 0)}`
  }
  return element('div', ['doc-diff-block', 'doc-diff-code'], [badge(`Code changed in ${labels.newer}`), block])
}

/** The entries of the diff: jsdiff's sequence, then code pairs and moves found in it. */
export function diffEntries(olderHtml: string, newerHtml: string): Entry[] {
  const older = blocksOf(olderHtml)
  const newer = blocksOf(newerHtml)
  const changes = diffArrays(older.map(signature), newer.map(signature))
  const entries: Entry[] = []
  walkChanges(older, newer, changes, (op, node) => entries.push({ op, node }))
  // A removed and an added code block in one run of changes: one code block diffed by line.
  for (let start = 0; start < entries.length;) {
    if (entries[start]!.op === 'same') {
      start++
      continue
    }
    let end = start
    while (end < entries.length && entries[end]!.op !== 'same') end++
    const run = entries.slice(start, end)
    const dels = run.filter((entry): entry is Extract<Entry, { op: 'del' }> => entry.op === 'del' && isCodeBlock(entry.node))
    const inss = run.filter((entry): entry is Extract<Entry, { op: 'ins' }> => entry.op === 'ins' && isCodeBlock(entry.node))
    const pairs = Math.min(dels.length, inss.length)
    for (let i = 0; i < pairs; i++) {
      const del = dels[i]!
      const ins = inss[i]!
      const at = entries.indexOf(ins)
      entries[at] = { op: 'code', older: del.node, newer: ins.node }
      entries.splice(entries.indexOf(del), 1)
    }
    start = end - pairs
    while (start < entries.length && entries[start]!.op !== 'same') start++
  }
  // A block removed here and added, unchanged, elsewhere has moved.
  const removedBySignature = new Map<string, Extract<Entry, { op: 'del' }>[]>()
  for (const entry of entries) {
    if (entry.op !== 'del') continue
    const key = signature(entry.node)
    removedBySignature.set(key, [...(removedBySignature.get(key) ?? []), entry])
  }
  for (const entry of entries) {
    if (entry.op !== 'ins') continue
    const candidates = removedBySignature.get(signature(entry.node))
    const match = candidates?.shift()
    if (!match) continue
    match.movedTo = true
    entry.movedFrom = true
  }
  return entries
}

function foldLabel(nodes: Element[]): string {
  const noun = nodes.every((node) => node.tagName === 'p') ? 'paragraph' : 'block'
  return `${nodes.length} unchanged ${noun}${nodes.length === 1 ? '' : 's'}`
}

function fold(nodes: Element[]): Element {
  return element(
    'details',
    ['doc-diff-fold'],
    [element('summary', ['doc-diff-fold-summary'], [text(foldLabel(nodes))]), element('div', ['doc-diff-fold-body'], nodes)],
  )
}

function snippet(node: Element): string {
  const words = toString(node).replace(/\s+/g, ' ').trim()
  return words.length > 80 ? `${words.slice(0, 79)}…` : words
}

/** The diff of a page from its `older` render to its `newer` one, as HTML with the changes marked. */
export function renderBlockDiff(olderHtml: string, newerHtml: string, labels: DiffLabels): BlockDiff {
  const entries = diffEntries(olderHtml, newerHtml)
  const stats: BlockDiffStats = { added: 0, removed: 0, moved: 0, codeChanged: 0, unchanged: 0 }
  const out: RootContent[] = []
  let same: Element[] = []
  const flushSame = (atEnd: boolean) => {
    const atStart = out.length === 0
    const head = atStart ? [] : same.slice(0, CONTEXT)
    const tail = atEnd ? [] : same.slice(Math.max(head.length, same.length - CONTEXT))
    const middle = same.slice(head.length, same.length - tail.length)
    out.push(...head)
    if (middle.length >= FOLD_MIN) out.push(fold(middle))
    else out.push(...middle)
    out.push(...tail)
    same = []
  }
  for (const entry of entries) {
    if (entry.op === 'same') {
      stats.unchanged++
      same.push(entry.node)
      continue
    }
    flushSame(false)
    if (entry.op === 'code') {
      stats.codeChanged++
      out.push(codeDiff(entry.older, entry.newer, labels))
    } else if (entry.op === 'del' && entry.movedTo) {
      out.push(
        element(
          'p',
          ['doc-diff-block', 'doc-diff-moved-away'],
          [badge(`Moved in ${labels.newer}`), text(` “${snippet(entry.node)}” was here in ${labels.older}.`)],
        ),
      )
    } else if (entry.op === 'del') {
      stats.removed++
      out.push(element('del', ['doc-diff-block', 'doc-diff-del'], [badge(`Removed in ${labels.newer}`), withoutIds(entry.node)]))
    } else if (entry.movedFrom) {
      stats.moved++
      out.push(element('div', ['doc-diff-block', 'doc-diff-moved'], [badge(`Moved here in ${labels.newer}`), entry.node]))
    } else {
      stats.added++
      out.push(element('ins', ['doc-diff-block', 'doc-diff-ins'], [badge(`Added in ${labels.newer}`), entry.node]))
    }
  }
  flushSame(true)
  const identical = stats.added + stats.removed + stats.moved + stats.codeChanged === 0
  return { html: toHtml({ type: 'root', children: out }), stats, identical }
}
