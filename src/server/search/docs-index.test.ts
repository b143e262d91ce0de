/**
 * `DocsIndex` reads MiniSearch's protected fields, which are no public API: these tests pin the
 * shape it relies on, so a MiniSearch release that changes them fails here and not in production
 * ranking (package.json allows patch releases of the minor the engine was written against).
 */
import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import { DocsIndex, FIELD_BOOSTS, FIELDS, indexOptions, ScoreBuffers } from './docs-index'
import type { SearchRecord } from './records'

function record(id: string, title: string, content: string): SearchRecord {
  return {
    objectID: id,
    url: `/query/latest/docs/${id}`,
    hierarchy: { lvl0: 'Query', lvl1: title, lvl2: 'Overview', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    library: 'query',
    framework: ['react'],
    version: 'latest',
    position: 0,
  }
}

/** The protected fields `DocsIndex` reads, seen from a subclass as it sees them. */
class Exposed extends DocsIndex {
  fields() {
    return {
      index: this._index,
      fieldLength: this._fieldLength,
      idToShortId: this._idToShortId,
      avgFieldLength: this._avgFieldLength,
      documentCount: this._documentCount,
      nextId: this._nextId,
    }
  }
}

const records = [
  record('caching', 'Caching', 'Queries are cached and cached data is stale.'),
  record('mutations', 'Mutations', 'A mutation changes data on the server.'),
  record('prefetching', 'Prefetching', 'Prefetch data into the cache before it is needed.'),
]

function build() {
  const index = new Exposed(indexOptions())
  for (const one of records) index.addSection(one)
  return index
}

describe('the MiniSearch fields the engine reads', () => {
  it('keep their shape: postings by term, then field id, then short id; lengths per field; ids; counts', () => {
    const { index, fieldLength, idToShortId, avgFieldLength, documentCount, nextId } = build().fields()
    // MiniSearch's own SearchableMap (its bundled copy, not the `minisearch/SearchableMap` entry).
    expect(index.constructor.name).toBe('SearchableMap')
    expect(typeof index.atPrefix).toBe('function')
    expect(typeof index.fuzzyGet).toBe('function')
    const postings = index.get('data')
    expect(postings).toBeInstanceOf(Map)
    const contentField = FIELDS.indexOf('content')
    const byDoc = postings!.get(contentField)
    expect(byDoc).toBeInstanceOf(Map)
    // Every record but the first says "data" once in its content; frequencies are counts.
    expect([...byDoc!.entries()].sort()).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ])
    expect(idToShortId).toBeInstanceOf(Map)
    expect(idToShortId.get('mutations')).toBe(1)
    expect(fieldLength).toBeInstanceOf(Map)
    const lengths = fieldLength.get(1)!
    expect(Array.isArray(lengths)).toBe(true)
    expect(lengths).toHaveLength(FIELDS.length)
    expect(lengths[FIELDS.indexOf('title')]).toBe(1)
    expect(Array.isArray(avgFieldLength)).toBe(true)
    expect(avgFieldLength).toHaveLength(FIELDS.length)
    expect(documentCount).toBe(3)
    expect(nextId).toBe(3)
  })

  it('walk prefixes and typos through the vocabulary map', () => {
    const index = build()
    // Terms are stems (`tokenize`): "prefetching" is `prefetch`, "mutations" `mutat`.
    expect(index.termsWithPrefix('pre', 5)).toEqual(['prefetch'])
    expect(index.termsNear('prefecth', 2, 5)).toEqual(['prefetch'])
    expect(index.frequency('data')).toBe(3)
    expect(index.frequency('nothing')).toBe(0)
  })

  it('score a term as MiniSearch itself does (BM25 with the same boosts)', () => {
    const index = build()
    const buffers = new ScoreBuffers()
    buffers.reset(index.idLimit)
    index.scoreTerm('data', 1, 1, buffers)
    const boost = Object.fromEntries(FIELDS.map((field, n) => [field, FIELD_BOOSTS[n]!]))
    const reference = new MiniSearch<SearchRecord>(indexOptions())
    reference.addAll(records)
    for (const hit of reference.search('data', { boost, prefix: false, fuzzy: false })) {
      expect(buffers.scores[index.shortIdOf(String(hit.id))!]).toBeCloseTo(hit.score, 6)
    }
  })

  it('stop counting a discarded section', () => {
    const index = build()
    const discarded = index.shortIdOf('prefetching')!
    index.discardSection('prefetching')
    const buffers = new ScoreBuffers()
    buffers.reset(index.idLimit)
    index.scoreTerm('cach', 1, 1, buffers)
    expect(buffers.scores[index.shortIdOf('caching')!]).toBeGreaterThan(0)
    expect(buffers.scores[discarded]).toBe(0)
  })
})

describe('an index snapshot', () => {
  async function textOf(index: DocsIndex) {
    let text = ''
    const chunks = index.snapshotText(() => true)
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) text += next.value
    return text
  }

  const scoresOf = (index: DocsIndex, term: string) => {
    const buffers = new ScoreBuffers()
    buffers.reset(index.idLimit)
    index.scoreTerm(term, 1, 1, buffers)
    return [...buffers.touched.slice(0, buffers.count)].map((id) => [id, buffers.scores[id]])
  }

  it('reads back an index that scores every term as the one written', async () => {
    const written = build()
    written.discardSection('mutations')
    const read = (await DocsIndex.fromSnapshot(JSON.parse(await textOf(written)), [records[0]!, records[2]!]))!
    expect(read).toBeInstanceOf(DocsIndex)
    for (const term of ['cach', 'data', 'mutat', 'prefetch', 'overview']) expect(scoresOf(read, term)).toEqual(scoresOf(written, term))
    expect(read.termsWithPrefix('ca', 5)).toEqual(written.termsWithPrefix('ca', 5))
    expect(read.idLimit).toBe(written.idLimit)
  })

  it('is refused when its records are not exactly those given, or this tokenizer would not have made its terms', async () => {
    const text = await textOf(build())
    expect(await DocsIndex.fromSnapshot(JSON.parse(text), records.slice(0, 2))).toBeUndefined()
    expect(await DocsIndex.fromSnapshot(JSON.parse(text), [...records.slice(0, 2), record('other', 'Prefetching', '')])).toBeUndefined()
    // Terms stemmed otherwise ("caching" kept whole): the title of a section is not found under it.
    expect(await DocsIndex.fromSnapshot(JSON.parse(text.replaceAll('"cach"', '"caching"')), records)).toBeUndefined()
    expect(await DocsIndex.fromSnapshot({ index: 'nothing' }, records)).toBeUndefined()
    expect(await DocsIndex.fromSnapshot(JSON.parse(text), records)).toBeInstanceOf(DocsIndex)
  })
})
