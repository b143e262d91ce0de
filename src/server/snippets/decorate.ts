/**
 * What a reader sees of a block's verdict, added to the code figure when the page is rendered
 * after its blocks were checked: a small badge under a `checked` block ("Checked with
 * @tanstack/react-query 5.90 · TypeScript 6.0"), a quiet notice under a `fails` block with its
 * first diagnostic (when SNIPPET_NOTICES=1), a plain line under a `listing` (it compiles, but uses
 * nothing of the library). Other verdicts show nothing. A checked block's
 * identifiers with type hovers are marked (hover-marks.ts), and the figure names the address of
 * its hover data, which the page fetches on the first hover or focus.
 */
import type { Element } from 'hast'
import { blockHash } from './block-hash'
import { markHoverTokens } from './hover-marks'
import type { SnippetVerdict } from './types'

export type SnippetPageData = {
  verdicts: ReadonlyMap<string, SnippetVerdict>
  /** `@tanstack/react-query 5.90 · TypeScript 6.0` */
  checkedWith: string
  notices: boolean
  /** Where the page's hover data is served, up to the block's hash (hover-data.ts). */
  hoversBase?: string
}

declare module 'vfile' {
  interface DataMap {
    snippets: SnippetPageData
  }
}

const MAX_MESSAGE = 240

export function decorateCodeFigure(figure: Element, lang: string | undefined, code: string, data: SnippetPageData | undefined): void {
  if (!data || !lang) return
  const hash = blockHash(lang, code)
  const verdict = data.verdicts.get(hash)
  if (!verdict) return
  if (verdict.verdict === 'checked') {
    figure.properties.dataSnippet = 'checked'
    if (verdict.hovers && data.hoversBase && markHoverTokens(figure, verdict.hovers.marks) > 0) figure.properties.dataHovers = `${data.hoversBase}/${hash}`
    figure.children.push(paragraph(['md-code-check'], `Checked with ${data.checkedWith}`))
    return
  }
  if (verdict.verdict === 'listing') {
    // It compiles, but checks nothing of the library: said so, without the checked badge's tick.
    figure.properties.dataSnippet = 'listing'
    if (verdict.hovers && data.hoversBase && markHoverTokens(figure, verdict.hovers.marks) > 0) figure.properties.dataHovers = `${data.hoversBase}/${hash}`
    figure.children.push(paragraph(['md-code-check', 'md-code-check-listing'], `Compiles with ${data.checkedWith}; ${verdict.reason}, so nothing of it is checked`))
    return
  }
  if (verdict.verdict === 'fails' && data.notices) {
    const first = verdict.diagnostics[0]
    if (!first) return
    figure.properties.dataSnippet = 'fails'
    const message = first.message.split('\n')[0]!
    const short = message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE - 1)}…` : message
    const packageVersion = data.checkedWith.split(' · ')[0]
    const notice = paragraph(['md-code-check', 'md-code-check-fails'], `Does not compile with ${packageVersion}: ${short} (line ${first.line}, TS${first.code})`)
    notice.properties.role = 'note'
    figure.children.push(notice)
  }
}

function paragraph(className: string[], text: string): Element {
  return { type: 'element', tagName: 'p', properties: { className }, children: [{ type: 'text', value: text }] }
}
