/**
 * Marks the identifiers of a highlighted block that have type hovers: the token holding an
 * identifier is split where needed so the identifier is a span of its own, carrying the index of
 * its hover (`data-hover`). The first mark of a block is in the tab order; the page's hover
 * script moves focus between the others with the arrow keys. A mark whose text is not the
 * identifier it was made for (a line the notation took out moved the lines) is left out, never
 * put on the wrong word.
 */
import type { Element, ElementContent, Text } from 'hast'
import type { HoverMark } from './hovers'

const identifier = /^[A-Za-z_$\u00a0-\uffff][\w$\u00a0-\uffff]*$/
const identifierChar = /[\w$\u00a0-\uffff]/

function findElement(root: Element, test: (element: Element) => boolean): Element | undefined {
  for (const child of root.children) {
    if (child.type !== 'element') continue
    if (test(child)) return child
    const found = findElement(child, test)
    if (found) return found
  }
  return undefined
}

const hasClass = (element: Element, name: string) => Array.isArray(element.properties.className) && element.properties.className.includes(name)

/** The number of identifiers marked. */
export function markHoverTokens(figure: Element, marks: HoverMark[]): number {
  const code = findElement(figure, (element) => element.tagName === 'code')
  if (!code) return 0
  const lines = code.children.filter((child): child is Element => child.type === 'element' && hasClass(child, 'line'))
  const byLine = new Map<number, HoverMark[]>()
  for (const mark of marks) byLine.set(mark[0], [...(byLine.get(mark[0]) ?? []), mark])
  let marked = 0
  for (const [lineNumber, lineMarks] of byLine) {
    const line = lines[lineNumber - 1]
    if (!line) continue
    // From the right, so a split leaves the columns of the marks still to do in place.
    for (const [, column, length, info] of lineMarks.sort((a, b) => b[1] - a[1])) {
      if (markInLine(line, column - 1, length, info)) marked++
    }
  }
  // The first mark in reading order is the block's one tab stop.
  const first = findElement(code, (element) => element.properties.dataHover !== undefined)
  if (first) first.properties.tabIndex = 0
  return marked
}

function textOf(node: ElementContent): Text | undefined {
  if (node.type === 'text') return node
  if (node.type === 'element' && node.children.length === 1 && node.children[0]!.type === 'text') return node.children[0]
  return undefined
}

function markInLine(line: Element, start: number, length: number, info: number): boolean {
  const full = line.children.map((child) => textOf(child)?.value ?? '').join('')
  const word = full.slice(start, start + length)
  if (!identifier.test(word) || identifierChar.test(full[start - 1] ?? '') || identifierChar.test(full[start + length] ?? '')) return false
  let offset = 0
  for (let index = 0; index < line.children.length; index++) {
    const child = line.children[index]!
    const text = textOf(child)
    if (!text) return false
    const end = offset + text.value.length
    if (start >= offset && start + length <= end) {
      const local = start - offset
      const classes = child.type === 'element' && Array.isArray(child.properties.className) ? child.properties.className : []
      const piece = (value: string, extra: Element['properties'] = {}): Element => ({
        type: 'element',
        tagName: 'span',
        properties: { className: [...classes], ...extra },
        children: [{ type: 'text', value }],
      })
      const before = text.value.slice(0, local)
      const after = text.value.slice(local + length)
      const mark = piece(word, { className: [...classes, 'md-hover'], dataHover: String(info) })
      const replacement: ElementContent[] = [
        ...(before ? [child.type === 'text' ? { type: 'text' as const, value: before } : piece(before)] : []),
        mark,
        ...(after ? [child.type === 'text' ? { type: 'text' as const, value: after } : piece(after)] : []),
      ]
      line.children.splice(index, 1, ...replacement)
      return true
    }
    if (start < end) return false
    offset = end
  }
  return false
}
