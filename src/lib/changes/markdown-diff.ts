/** The unified diff of a page's composed Markdown between two versions (jsdiff), for `….md?compare=`. */
import { createTwoFilesPatch } from 'diff'

export type MarkdownSide = { label: string; path: string; markdown: string }

export function unifiedMarkdownDiff(older: MarkdownSide, newer: MarkdownSide, context = 3): string {
  const withNewline = (text: string) => (text.endsWith('\n') ? text : `${text}\n`)
  return createTwoFilesPatch(
    `${older.label}/${older.path}`,
    `${newer.label}/${newer.path}`,
    withNewline(older.markdown),
    withNewline(newer.markdown),
    older.label,
    newer.label,
    { context },
  )
}
