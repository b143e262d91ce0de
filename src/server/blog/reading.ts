/** Reading time and excerpt of a post, from its parsed Markdown. */
import { codeLineCount, cutText, firstParagraphText, markdownText, parseMarkdown } from '~/server/text/markdown-text'

export const WORDS_PER_MINUTE = 230
const EXCERPT_MAX = 240

function countWords(text: string): number {
  return text.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/**
 * Whole minutes to read a post at 230 words a minute, at least 1. Code is read more slowly
 * than prose but skimmed more often; each code line counts as two words.
 */
export function readingMinutes(markdown: string): number {
  const tree = parseMarkdown(markdown)
  const words = countWords(markdownText(tree)) + codeLineCount(tree) * 2
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}

/** The first paragraph of prose, cut at a word boundary near 240 characters. */
export function excerptOf(markdown: string): string {
  return cutText(firstParagraphText(markdown) ?? '', EXCERPT_MAX)
}
