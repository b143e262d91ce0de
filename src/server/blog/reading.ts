/** Reading time and excerpt of a post, from its Markdown. */

export const WORDS_PER_MINUTE = 230
const EXCERPT_MAX = 240

/** Markdown reduced to its words: no code fences, HTML, link targets or markup characters. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[\s\S]*?^\1[^\n]*$/gm, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/gi, ' ')
    .replace(/[*_~|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

function countWords(text: string): number {
  return text.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/**
 * Whole minutes to read a post at 230 words a minute, at least 1. Code is read more slowly
 * than prose but skimmed more often; each code line counts as two words.
 */
export function readingMinutes(markdown: string): number {
  const codeLines = [...markdown.matchAll(/^(```|~~~)[^\n]*\n([\s\S]*?)^\1/gm)].reduce(
    (lines, match) => lines + (match[2]?.split('\n').filter((line) => line.trim() !== '').length ?? 0),
    0,
  )
  const words = countWords(plainText(markdown)) + codeLines * 2
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}

/** The first paragraph of prose, cut at a word boundary near 240 characters. */
export function excerptOf(markdown: string): string {
  const withoutCode = markdown.replace(/^(```|~~~)[\s\S]*?^\1[^\n]*$/gm, '\n\n')
  const paragraph =
    withoutCode
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find((block) => block !== '' && !/^(#|>|<|!\[|\||-{3,}|\[\/\/\]:)/.test(block)) ?? ''
  const text = plainText(paragraph)
  if (text.length <= EXCERPT_MAX) return text
  const cut = text.slice(0, EXCERPT_MAX)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_MAX / 2)).replace(/[,;:.\s]+$/, '')}…`
}
