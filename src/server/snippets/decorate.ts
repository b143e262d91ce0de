/**
 * What a reader sees of a block's verdict, added to the code figure when the page is rendered
 * after its blocks were checked: a small badge under a `checked` block ("Checked with
 * @tanstack/react-query 5.90 · TypeScript 6.0"), a notice under a `fails` block (when
 * SNIPPET_NOTICES=1) saying in one sentence what is wrong (failure-sentence.ts), with the
 * compiler's own text behind a disclosure and a link to report the block to the library's
 * maintainers, a plain line under a `listing` (it compiles, but uses
 * nothing of the library), and under a component file no installed checker reads (` ```svelte `,
 * component-files.ts) why it is not checked. Other verdicts show nothing. A checked block's
 * identifiers with type hovers are marked (hover-marks.ts), and the figure names the address of
 * its hover data, which the page fetches on the first hover or focus.
 */
import type { Element, ElementContent } from 'hast'
import { fileUrl, newIssueUrl } from '~/lib/issue-url'
import { blockHash } from './block-hash'
import { failureSentence } from './failure-sentence'
import { markHoverTokens } from './hover-marks'
import type { SnippetDiagnostic, SnippetVerdict } from './types'

export type SnippetPageData = {
  verdicts: ReadonlyMap<string, SnippetVerdict>
  /** `@tanstack/react-query 5.90 · TypeScript 6.0` */
  checkedWith: string
  notices: boolean
  /** Where the page's hover data is served, up to the block's hash (hover-data.ts). */
  hoversBase?: string
  /** The page's file in its repository, for the link that reports a failing block. */
  report?: { repo: string; commit: string; file: string }
}

declare module 'vfile' {
  interface DataMap {
    snippets: SnippetPageData
  }
}

export function decorateCodeFigure(figure: Element, lang: string | undefined, code: string, data: SnippetPageData | undefined): void {
  if (!data || !lang) return
  const hash = blockHash(lang, code)
  const verdict = data.verdicts.get(hash)
  if (!verdict) return
  if (verdict.verdict === 'checked') {
    figure.properties.dataSnippet = 'checked'
    if (verdict.hovers && data.hoversBase && markHoverTokens(figure, verdict.hovers.marks) > 0) figure.properties.dataHovers = `${data.hoversBase}/${hash}`
    figure.children.push(paragraph(['md-code-check'], `Checked with ${data.checkedWith}${componentPart(verdict)}`))
    return
  }
  if (verdict.verdict === 'listing') {
    // It compiles, but checks nothing of the library: said so, without the checked badge's tick.
    figure.properties.dataSnippet = 'listing'
    if (verdict.hovers && data.hoversBase && markHoverTokens(figure, verdict.hovers.marks) > 0) figure.properties.dataHovers = `${data.hoversBase}/${hash}`
    const said =
      verdict.compiled === false
        ? `Not checked: ${verdict.reason}`
        : `Compiles with ${data.checkedWith}; ${verdict.reason}, so nothing of it is checked${componentPart(verdict)}`
    figure.children.push(paragraph(['md-code-check', 'md-code-check-listing'], said))
    return
  }
  if (verdict.verdict === 'skipped' && verdict.component) {
    figure.properties.dataSnippet = 'skipped'
    figure.children.push(paragraph(['md-code-check', 'md-code-check-listing'], `Not checked: ${verdict.reason}`))
    return
  }
  if (verdict.verdict === 'fails' && data.notices) {
    const first = verdict.diagnostics[0]
    if (!first) return
    figure.properties.dataSnippet = 'fails'
    figure.children.push(failureNotice(first, verdict.diagnostics, code, data))
  }
}

/** How a component file was read: " (its JavaScript read as TypeScript's checkJs reads it; the template is not checked)". */
function componentPart(verdict: { unchecked?: string; javascript?: true }): string {
  const notes = [
    ...(verdict.javascript ? ["its JavaScript read as TypeScript's checkJs reads it"] : []),
    ...(verdict.unchecked ? [`${verdict.unchecked} is not checked`] : []),
  ]
  return notes.length > 0 ? ` (${notes.join('; ')})` : ''
}

/** At most this many of a block's diagnostics are shown behind the disclosure. */
const MAX_SHOWN_DIAGNOSTICS = 3

/**
 * The notice under a failing block: what is wrong in one sentence, the compiler's text behind a
 * disclosure, and a link to the library's "new issue" form about the block.
 */
function failureNotice(first: SnippetDiagnostic, diagnostics: SnippetDiagnostic[], code: string, data: SnippetPageData): Element {
  const packageVersion = data.checkedWith.split(' · ')[0]
  const sentence = failureSentence(first)
  const compilerText = diagnostics
    .slice(0, MAX_SHOWN_DIAGNOSTICS)
    .map((diagnostic) => `Line ${diagnostic.line}, TS${diagnostic.code}: ${diagnostic.message}`)
    .join('\n\n')
  const more = diagnostics.length > MAX_SHOWN_DIAGNOSTICS ? `\n\n…and ${diagnostics.length - MAX_SHOWN_DIAGNOSTICS} more` : ''
  const summary = element(
    'p',
    ['md-code-fail-summary'],
    [element('strong', [], [text(`Does not compile with ${packageVersion}`)]), text(` (line ${first.line}): `), ...withCodeSpans(sentence)],
  )
  const details = element(
    'details',
    ['md-code-fail-details'],
    [element('summary', [], [text('What TypeScript says')]), element('pre', [], [text(compilerText + more)])],
  )
  const children: ElementContent[] = [summary, details]
  if (data.report) {
    const link = element('a', ['md-code-fail-report'], [text('Report this block')])
    link.properties.href = reportUrl(data.report, packageVersion ?? data.checkedWith, sentence, first, code)
    link.properties.rel = ['noreferrer']
    children.push(link)
  }
  const notice = element('div', ['md-code-check', 'md-code-check-fails'], children)
  notice.properties.role = 'note'
  return notice
}

/** The library's "new issue" form, filled in with the block's file, what is wrong and the block's opening line. */
function reportUrl(report: NonNullable<SnippetPageData['report']>, packageVersion: string, sentence: string, first: SnippetDiagnostic, code: string): string {
  const opening = code.split('\n').find((line) => line.trim()) ?? ''
  return newIssueUrl(report.repo, {
    title: `Docs: a code block in ${report.file} does not compile with ${packageVersion}`,
    fileLink: fileUrl(report.repo, report.commit, report.file),
    evidence: [
      sentence,
      `TypeScript ${first.code} at line ${first.line} of the block: ${first.message.split('\n')[0]}`,
      `The block begins: \`${opening.trim().replace(/`/g, "'").slice(0, 200)}\``,
    ],
  })
}

/** A sentence whose names are in backticks, as text and `<code>` elements. */
function withCodeSpans(sentence: string): ElementContent[] {
  return sentence
    .split('`')
    .map((part, index) => (index % 2 === 1 ? element('code', [], [text(part)]) : text(part)))
    .filter((node) => node.type !== 'text' || node.value !== '')
}

function element(tagName: string, className: string[], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties: className.length ? { className } : {}, children }
}

function text(value: string): ElementContent {
  return { type: 'text', value }
}

function paragraph(className: string[], text: string): Element {
  return { type: 'element', tagName: 'p', properties: { className }, children: [{ type: 'text', value: text }] }
}
