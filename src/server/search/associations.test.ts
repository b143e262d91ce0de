import { describe, expect, it } from 'vitest'
import { ASSOCIATION_LIMITS, AssociationCounter } from './associations'
import { tokenize } from './text'

/** Sections of a small corpus: each topic's body words keep company with its heading, other words are everywhere. */
function corpus(): AssociationCounter {
  const counter = new AssociationCounter()
  const topics: [string, string][] = [
    ['Dependent Queries', 'run a query only after another finished, enabled waits for the user id'],
    ['Layout Routes', 'keep the sidebar and navigation shared while the child page changes'],
    ['Polling', 'refetch on an interval every few seconds while the tab is open'],
  ]
  const filler = Array.from({ length: 200 }, (_, n) => `Other page ${n}`)
  for (let round = 0; round < 4; round++) {
    for (const [heading, body] of topics) counter.add(tokenize(`${body} data`), tokenize(heading))
    for (const title of filler) counter.add(tokenize(`some data text about ${title} entry${round}`), tokenize(`${title} topic${round}`))
  }
  return counter
}

describe('associations learned from the docs', () => {
  const table = corpus().table()

  it('learns which body words stand for which name words', () => {
    expect(table.of('sidebar').map((a) => a.term)).toContain('layout')
    expect(table.of('finish').map((a) => a.term)).toContain('depend')
    expect(table.of('interv').map((a) => a.term)).toEqual(expect.arrayContaining(['poll']))
  })

  it('gives the strongest name strength 1, and no more than the kept number per word', () => {
    for (const term of ['sidebar', 'finish', 'interv']) {
      const list = table.of(term)
      expect(list[0]!.strength).toBe(1)
      expect(list.length).toBeLessThanOrEqual(ASSOCIATION_LIMITS.perWord)
    }
  })

  it('learns nothing from a word that is everywhere, or from one seen too rarely', () => {
    expect(table.of('data')).toEqual([])
    const once = new AssociationCounter()
    once.add(tokenize('a rare sidebar'), tokenize('Layout Routes'))
    expect(once.table().size).toBe(0)
  })

  it('reports its size', () => {
    expect(table.size).toBeGreaterThan(0)
    expect(table.pairs).toBeGreaterThanOrEqual(table.size)
  })
})
