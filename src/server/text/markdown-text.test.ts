import { describe, expect, it } from 'vitest'
import { codeLineCount, cutText, firstParagraphText, markdownText, parseMarkdown } from './markdown-text'

describe('Markdown as text', () => {
  it('keeps the words and drops markup, link and image targets, code blocks and HTML', () => {
    expect(markdownText('## Title\n\n**Bold** [link](https://example.com/very/long) `code`')).toBe('Title Bold link code')
    expect(markdownText('An ![logo](./logo.png) and a <kbd>key</kbd> and a [ref][r].\n\n[r]: https://x.test')).toBe('An logo and a key and a ref.')
    expect(markdownText('Before\n\n```ts\nconst hidden = 1\n```\n\n<div>\n  hidden too\n</div>\n\nAfter')).toBe('Before After')
  })

  it('reads what a regex cannot: emphasis inside words, escaped characters, brackets in link text, tables and lists', () => {
    expect(markdownText('snake_case_name and 2 * 3 * 4 and \\*literal\\*')).toBe('snake_case_name and 2 * 3 * 4 and *literal*')
    expect(markdownText('[`useQuery` [v5]](./use-query.md)')).toBe('useQuery [v5]')
    expect(markdownText('| a | b |\n|---|---|\n| one | two |\n\n- first\n- second')).toBe('a b one two first second')
    expect(markdownText('~~old~~ new')).toBe('old new')
  })

  it('leaves out the marker of a GitHub alert but keeps its words', () => {
    expect(markdownText('> [!NOTE]\n> Mind the gap.')).toBe('Mind the gap.')
  })

  it('finds the first paragraph of prose, past headings, quotes, code, badges and section markers', () => {
    const md =
      '# Title\n\n[//]: # \'Intro\'\n\n> [!NOTE]\n> aside\n\n[![badge](b.svg)](x)\n\n<p align="center">logo</p>\n\n```ts\nconst x = 1\n```\n\nThe **first** real [paragraph](./x.md)\ncontinues here.\n\nSecond.'
    expect(firstParagraphText(md)).toBe('The first real paragraph continues here.')
    expect(firstParagraphText('# Only a heading')).toBeUndefined()
    expect(firstParagraphText(parseMarkdown('Already parsed.'))).toBe('Already parsed.')
  })

  it('cuts at a word boundary with an ellipsis', () => {
    expect(cutText('short', 10)).toBe('short')
    expect(cutText('one two three four', 12)).toBe('one two…')
    expect(cutText('abcdefghijklmnop', 8)).toBe('abcdefgh…')
    expect(cutText('one, two, three', 9)).toBe('one, two…')
  })

  it('counts the non-blank lines of code blocks', () => {
    expect(codeLineCount('Text\n\n```ts\na\n\nb\n```\n\n    indented\n')).toBe(3)
  })
})
