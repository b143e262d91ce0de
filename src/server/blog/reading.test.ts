import { describe, expect, it } from 'vitest'
import { excerptOf, readingMinutes, WORDS_PER_MINUTE } from './reading'

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

describe('reading time', () => {
  it('is at least one minute', () => {
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes('Short.')).toBe(1)
  })

  it('counts prose at 230 words a minute, rounded', () => {
    expect(readingMinutes(words(WORDS_PER_MINUTE * 3))).toBe(3)
    expect(readingMinutes(words(Math.round(WORDS_PER_MINUTE * 4.4)))).toBe(4)
    expect(readingMinutes(words(Math.round(WORDS_PER_MINUTE * 4.6)))).toBe(5)
  })

  it('ignores markup and link targets, and counts each code line as two words', () => {
    const code = '```ts\n' + 'const a = 1\n'.repeat(230) + '```\n'
    expect(readingMinutes(code)).toBe(2)
  })
})

describe('excerpt', () => {
  it('takes the first paragraph of prose, skipping headings, quotes and code', () => {
    const md = '# Title\n\n> [!NOTE]\n> aside\n\n```ts\nconst x = 1\n```\n\nThe **first** real [paragraph](./x.md)\ncontinues here.\n\nSecond.'
    expect(excerptOf(md)).toBe('The first real paragraph continues here.')
  })

  it('cuts a long paragraph at a word boundary with an ellipsis', () => {
    const excerpt = excerptOf(words(100))
    expect(excerpt.length).toBeLessThanOrEqual(241)
    expect(excerpt.endsWith('…')).toBe(true)
    expect(excerpt).toMatch(/word\d+…$/)
  })
})
