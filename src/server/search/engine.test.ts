import { describe, expect, it } from 'vitest'
import { SearchEngine, best } from './engine'
import type { SearchRecord } from './records'

function record(url: string, title: string, framework: string[]): SearchRecord {
  return {
    objectID: url,
    url,
    hierarchy: { lvl0: 'Query', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: `${title} explained.`,
    library: 'query',
    framework,
    version: 'latest',
    position: 0,
  }
}

describe('framework facet', () => {
  const engine = SearchEngine.build([
    record('/query/latest/docs/framework/react/guides/caching', 'Caching in React', ['react']),
    record('/query/latest/docs/framework/vue/guides/caching', 'Caching in Vue', ['vue']),
    record('/query/latest/docs/reference/caching', 'Caching reference', ['react', 'vue']),
  ])
  const urls = (filters: { attribute: string; value: string; negate: boolean }[][]) => engine.search({ query: 'caching', filters, facets: ['framework'] })

  it('keeps framework-neutral pages under every framework filter', () => {
    const react = urls([[{ attribute: 'framework', value: 'React', negate: false }]])
    expect(react.hits.map((h) => h.record.url).sort()).toEqual(['/query/latest/docs/framework/react/guides/caching', '/query/latest/docs/reference/caching'])
    expect(react.facets.framework).toEqual({ react: 2, vue: 1 })
  })

  it('counts a page once for each of its frameworks, and a negation drops pages that list it', () => {
    expect(urls([]).facets.framework).toEqual({ react: 2, vue: 2 })
    const notVue = urls([[{ attribute: 'framework', value: 'vue', negate: true }]])
    expect(notVue.hits.map((h) => h.record.url)).toEqual(['/query/latest/docs/framework/react/guides/caching'])
  })
})

describe('best', () => {
  const order = (a: { score: number }, b: { score: number }) => b.score - a.score

  it('returns the same first items as a full stable sort, for every limit', () => {
    // Many equal scores: ties must keep their original order, as Array.prototype.sort does.
    const items = Array.from({ length: 500 }, (_, n) => ({ n, score: (n * 7919) % 37 }))
    for (const limit of [1, 5, 10, 20, 62, 63, 500, 900]) {
      const expected = [...items].sort(order).slice(0, limit)
      expect(best([...items], order, limit)).toEqual(expected)
    }
  })

  it('returns nothing for a limit of zero', () => {
    expect(best([{ score: 1 }], order, 0)).toEqual([])
  })
})
