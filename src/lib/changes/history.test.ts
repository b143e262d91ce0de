import { describe, expect, it } from 'vitest'
import { fileHistories, parseNameOnlyLog } from './history'

const a = 'a'.repeat(40)
const b = 'b'.repeat(40)
const c = 'c'.repeat(40)
const log = [
  `\x1e${c}\x1f${b}\x1f2026-11-20T10:00:00+00:00\n\ndocs/guide.md\ndocs/new.md`,
  `\x1e${b}\x1f${a}\x1f2026-10-01T10:00:00+00:00\n\ndocs/guide.md`,
  `\x1e${a}\x1f\x1f2026-01-01T10:00:00+00:00\n\ndocs/guide.md\ndocs/old page.md\n`,
].join('\n')

describe('docs history from one git log', () => {
  it('reads each commit with its parents, date and files', () => {
    const commits = parseNameOnlyLog(log)
    expect(commits.map((commit) => [commit.sha[0], commit.parents.map((p) => p[0]), commit.files])).toEqual([
      ['c', ['b'], ['docs/guide.md', 'docs/new.md']],
      ['b', ['a'], ['docs/guide.md']],
      ['a', [], ['docs/guide.md', 'docs/old page.md']],
    ])
  })

  it('gives each file its last and first commit and its recent ones, newest first', () => {
    const histories = fileHistories(parseNameOnlyLog(log))
    const guide = histories.get('docs/guide.md')!
    expect(guide.last).toEqual({ sha: c, parent: b, date: '2026-11-20T10:00:00+00:00' })
    expect(guide.first.sha).toBe(a)
    expect(guide.first.parent).toBeUndefined()
    expect(guide.recent.map((commit) => commit.sha)).toEqual([c, b, a])
    expect(histories.get('docs/new.md')!.first.sha).toBe(c)
    expect(histories.get('docs/old page.md')!.last.date).toBe('2026-01-01T10:00:00+00:00')
  })
})
