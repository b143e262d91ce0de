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

describe('short ids after rebuilds', () => {
  const topics = ['caching', 'mutations', 'queries', 'prefetching', 'pagination', 'suspense', 'devtools', 'testing']
  const libraryRecords = (library: string, count: number): SearchRecord[] =>
    Array.from({ length: count }, (_, n) => ({
      ...record(`/${library}/latest/docs/guides/${topics[n % topics.length]}-${n}`, `${topics[n % topics.length]} guide ${n}`, n % 2 ? ['react'] : ['vue']),
      library,
      hierarchy: { lvl0: library, lvl1: `${topics[n % topics.length]} guide ${n}`, lvl2: `part ${n % 5}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: `How ${topics[n % topics.length]} works, with ${topics[(n + 3) % topics.length]} and example ${n}.`,
    }))
  const answers = (engine: SearchEngine) =>
    ['cach', 'mutations guide', 'suspense part 3', 'prefetching exampl', 'devtols'].map((query) => {
      const result = engine.searchUncached({
        query,
        filters: [[{ attribute: 'version', value: 'latest', negate: false }]],
        facets: ['library', 'framework'],
        limit: 10,
        distinct: true,
      })
      return { query, nbHits: result.nbHits, facets: result.facets, hits: result.hits.map((hit) => [hit.record.objectID, hit.score.toPrecision(12)]) }
    })

  it('renumbers the live sections once rebuilds left the ids sparse, and answers as a restart on the same records', async () => {
    const query = libraryRecords('query', 120)
    const form = libraryRecords('form', 40)
    const engine = SearchEngine.build([...query, ...form])
    // Each rebuild gives the library's sections new short ids; the engine renumbers by itself
    // once the ids outnumber twice the live sections and its slack (5,000).
    let renumbered = false
    for (let rebuild = 0; rebuild < 50; rebuild++) {
      await engine.replaceLibrary('query', query)
      if (engine.idLimit < 160 * (rebuild + 2)) renumbered = true
    }
    expect(renumbered).toBe(true)
    expect(engine.idLimit).toBeLessThanOrEqual(2 * engine.size + 5_000)
    expect(await engine.renumberWhenSparse(0)).toBe(true)
    expect(engine.idLimit).toBe(engine.size)
    expect(await engine.renumberWhenSparse(0)).toBe(false)
    expect(answers(engine)).toEqual(answers(SearchEngine.build([...form, ...query])))
  })
})
