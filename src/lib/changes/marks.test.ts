import { describe, expect, it } from 'vitest'
import type { FileHistory } from './history'
import { changedWords, isSubstantialChange, overridesOf, pageMark, updateBaseline } from './marks'

const now = Date.parse('2026-11-26T00:00:00Z')
const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString()
const commit = (sha: string, days: number, parent?: string) => ({
  sha: sha.repeat(40).slice(0, 40),
  parent: parent?.repeat(40).slice(0, 40),
  date: daysAgo(days),
})

const guide = Array.from({ length: 30 }, (_, i) => `Sentence ${i} tells the reader how queries are cached and refreshed.`).join(' ')

describe('what counts as a substantial change', () => {
  it('is not a typo fix or one reworded sentence', () => {
    expect(isSubstantialChange(guide, guide.replace('cached', 'cahced'))).toBe(false)
    expect(isSubstantialChange(guide, guide.replace('Sentence 3 tells the reader', 'The third sentence shows you'))).toBe(false)
    expect(changedWords('a b c', 'a x c')).toBe(2)
  })

  it('is a new section, or a tenth of a page rewritten', () => {
    const section = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ')
    expect(isSubstantialChange(guide, `${guide}\n\n## Garbage collection\n\n${section} ${section}`)).toBe(true)
    const short = 'Queries are cached under their key and refreshed when stale.'
    expect(isSubstantialChange(short, 'Queries are garbage collected after gcTime once no component uses them.')).toBe(true)
  })
})

describe('marks', () => {
  const old: FileHistory = { last: commit('c', 2, 'b'), first: commit('a', 200), recent: [commit('c', 2, 'b'), commit('b', 100, 'a'), commit('a', 200)] }

  it('marks a page first committed in the last 30 days as new, not updated', () => {
    const fresh: FileHistory = { last: commit('d', 3, 'c'), first: commit('e', 20, 'x'), recent: [commit('d', 3, 'c'), commit('e', 20, 'x')] }
    expect(pageMark({ history: fresh, overrides: {}, now, substantial: true })).toBe('new')
    const month: FileHistory = { ...fresh, first: commit('e', 31, 'x'), recent: [commit('d', 3, 'c'), commit('e', 31, 'x')] }
    expect(pageMark({ history: month, overrides: {}, now, substantial: false })).toBeUndefined()
  })

  it('does not call a page new because it came with the repository’s first commit (a squashed mirror)', () => {
    const squashed: FileHistory = { last: commit('r', 2), first: commit('r', 2), recent: [commit('r', 2)] }
    expect(pageMark({ history: squashed, overrides: {}, now, substantial: undefined })).toBeUndefined()
    expect(updateBaseline(squashed, now)).toBeNull()
  })

  it('marks a substantial change in the last 14 days as updated, measured from before the window', () => {
    expect(updateBaseline(old, now)).toBe('b'.repeat(40))
    expect(pageMark({ history: old, overrides: {}, now, substantial: true })).toBe('updated')
    expect(pageMark({ history: old, overrides: {}, now, substantial: false })).toBeUndefined()
    const quiet: FileHistory = { ...old, last: commit('b', 100, 'a'), recent: [commit('b', 100, 'a'), commit('a', 200)] }
    expect(updateBaseline(quiet, now)).toBeUndefined()
  })

  it('lets front matter force or suppress either mark', () => {
    expect(overridesOf({ new: true, updated: 'yes' })).toEqual({ new: true, updated: undefined })
    expect(pageMark({ history: old, overrides: { new: true }, now, substantial: false })).toBe('new')
    expect(pageMark({ history: old, overrides: { updated: false }, now, substantial: true })).toBeUndefined()
    expect(pageMark({ history: old, overrides: { updated: true }, now, substantial: false })).toBe('updated')
    const fresh: FileHistory = { last: commit('d', 1), first: commit('d', 1), recent: [commit('d', 1)] }
    expect(pageMark({ history: fresh, overrides: { new: false }, now, substantial: undefined })).toBeUndefined()
    expect(pageMark({ history: undefined, overrides: {}, now, substantial: undefined })).toBeUndefined()
  })
})
