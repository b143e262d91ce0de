import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '~/server/markdown'
import { pageRecords } from './records'

const page = { libraryName: 'Query', libraryId: 'query', version: 'latest', frameworks: ['react'], url: '/query/latest/docs/framework/react/guides/caching', title: 'Caching' }

describe('pageRecords', () => {
  it('makes one record per section with the headings above it and the rendered anchors', async () => {
    const { html } = await renderMarkdown(
      [
        'Intro text with **bold** and `code`.',
        '## Stale Time',
        'Data becomes *stale* after a while.',
        '### Per query',
        'Set `staleTime` on one query.',
        '#### Deep detail',
        'Deep.',
        '## Garbage Collection',
        'Unused data is <em>removed</em>.',
        '',
        '```ts',
        'const gcTime = 5 * 60 * 1000',
        '```',
      ].join('\n'),
    )
    const records = pageRecords({ ...page, html })
    expect(records.map((r) => r.url)).toEqual([
      page.url,
      `${page.url}#stale-time`,
      `${page.url}#per-query`,
      `${page.url}#deep-detail`,
      `${page.url}#garbage-collection`,
    ])
    expect(records[0]!.hierarchy).toEqual({ lvl0: 'Query', lvl1: 'Caching', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null })
    expect(records[0]!.content).toBe('Intro text with bold and code.')
    expect(records[2]!.hierarchy).toMatchObject({ lvl2: 'Stale Time', lvl3: 'Per query', lvl4: null })
    expect(records[3]!.hierarchy).toMatchObject({ lvl2: 'Stale Time', lvl3: 'Per query', lvl4: 'Deep detail' })
    // A new h2 closes the deeper levels of the previous section.
    expect(records[4]!.hierarchy).toMatchObject({ lvl2: 'Garbage Collection', lvl3: null, lvl4: null })
    expect(records[4]!.content).toContain('Unused data is removed.')
    expect(records[4]!.content).toContain('const gcTime = 5 * 60 * 1000')
    for (const record of records) {
      expect(record.content).not.toMatch(/<[a-z/]/i)
      expect(record).toMatchObject({ library: 'query', framework: ['react'], version: 'latest' })
    }
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length)
  })

  it('keeps the anchor text out of heading levels and skips an empty introduction', () => {
    const html = '<h2 id="setup">Setup<a href="#setup" class="md-heading-anchor" aria-hidden="true">#</a></h2><p>Install it.</p>'
    const records = pageRecords({ ...page, html })
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({ url: `${page.url}#setup`, content: 'Install it.', hierarchy: { lvl2: 'Setup' } })
  })
})
