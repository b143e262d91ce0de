/**
 * GitHub alerts: a blockquote whose first line is `[!NOTE]` (TIP, IMPORTANT, WARNING, CAUTION)
 * becomes a titled callout, `<div class="md-alert md-alert-note" role="note">`. The blog's
 * posts are written in the same Markdown, so its renderer uses this plugin too.
 */
import type { Blockquote, Paragraph, Root } from 'mdast'
import { visit } from 'unist-util-visit'

const alertTitles = { note: 'Note', tip: 'Tip', important: 'Important', warning: 'Warning', caution: 'Caution' } as const
const alertMarker = /^\s*\[!(note|tip|important|warning|caution)\][ \t]*(?:\r?\n)?/i

/** The alert kind of a blockquote, with the marker taken out of its text; undefined for a plain quote. */
function takeAlertMarker(quote: Blockquote): keyof typeof alertTitles | undefined {
  const first = quote.children[0]
  if (first?.type !== 'paragraph') return undefined
  const text = first.children[0]
  if (text?.type !== 'text') return undefined
  const match = alertMarker.exec(text.value)
  if (!match) return undefined
  text.value = text.value.slice(match[0].length)
  if (text.value === '') first.children.shift()
  if (first.children[0]?.type === 'break') first.children.shift()
  if (first.children.every((child) => child.type === 'text' && child.value.trim() === '')) quote.children.shift()
  return match[1]!.toLowerCase() as keyof typeof alertTitles
}

export function remarkAlerts() {
  return (tree: Root) => {
    visit(tree, 'blockquote', (quote) => {
      const kind = takeAlertMarker(quote)
      if (!kind) return
      const title: Paragraph = {
        type: 'paragraph',
        children: [{ type: 'text', value: alertTitles[kind] }],
        data: { hProperties: { className: ['md-alert-title'] } },
      }
      quote.children.unshift(title)
      quote.data = { ...quote.data, hName: 'div', hProperties: { className: ['md-alert', `md-alert-${kind}`], role: 'note' } }
    })
  }
}
