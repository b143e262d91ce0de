import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '~/server/markdown'
import { parseEventsBody } from './events'
import { MAX_RECORDS_PER_PAGE, MAX_TEXT_PER_PAGE, pageRecords, type PageInput } from './records'

/** The records of a page written in Markdown, rendered as the site renders it. */
const recordsOf = async (facts: Omit<PageInput, 'html' | 'tree'>, markdown: string) => pageRecords({ ...facts, html: (await renderMarkdown(markdown)).html })

const page = {
  libraryName: 'Query',
  libraryId: 'query',
  version: 'latest',
  frameworks: ['react'],
  url: '/query/latest/docs/framework/react/guides/caching',
  title: 'Caching',
}

describe('pageRecords', () => {
  it('keeps at most the records and text one page may add, later sections by their headings only', () => {
    const sections = Array.from(
      { length: MAX_RECORDS_PER_PAGE + 100 },
      (_, n) => `<h2 id="entry-${n}">entry${n}</h2><p>${'word '.repeat(200)}entry${n} text</p>`,
    )
    const records = pageRecords({ ...page, html: sections.join('') })
    expect(records).toHaveLength(MAX_RECORDS_PER_PAGE)
    const text = records.reduce((sum, record) => sum + record.content.length, 0)
    expect(text).toBeLessThanOrEqual(MAX_TEXT_PER_PAGE)
    expect(records[0]!.content).toContain('word')
    expect(records.at(-1)!.hierarchy.lvl2).toBe(`entry${MAX_RECORDS_PER_PAGE - 1}`)
    expect(records.at(-1)!.content).toBe('')
  })

  it('makes one record per section with the headings above it and the rendered anchors', async () => {
    const records = await recordsOf(
      page,
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

describe('reference pages that document their options as table rows', () => {
  // Shaped like Table's column definitions reference: the options are the rows of a table under
  // each heading, where Query's QueryClient reference gives each method a heading of its own.
  const tablePage = {
    libraryName: 'Table',
    libraryId: 'table',
    version: 'latest',
    frameworks: ['react', 'vue'],
    url: '/table/latest/docs/reference/column-def',
    title: 'Column Definitions',
  }
  const markdown = [
    'A column definition describes one column.',
    '',
    '| Option | Type | Description |',
    '| --- | --- | --- |',
    '| `id` | string | The column id |',
    '',
    '## Accessors',
    '',
    '| Kind | Created with |',
    '| --- | --- |',
    '| Key accessor | `accessor(key)` |',
    '',
    '## Sorting options',
    '',
    '| Option | Default | Description |',
    '| --- | --- | --- |',
    '| `enableSorting` | `true` | Allow this column to be sorted |',
    '| `sortingFn` | auto | Name of a built-in function, or your own |',
    '| `sortingFn` | auto | The same name again |',
    '| see `sortingFn` | | Not one name |',
  ].join('\n')

  it('gives each documented row a record naming it under its section, linked to the section heading', async () => {
    const records = await recordsOf(tablePage, markdown)
    const enableSorting = records.find((record) => record.hierarchy.lvl3 === 'enableSorting')
    expect(enableSorting).toMatchObject({
      url: `${tablePage.url}#sorting-options`,
      hierarchy: { lvl0: 'Table', lvl1: 'Column Definitions', lvl2: 'Sorting options', lvl3: 'enableSorting', lvl4: null },
      content: 'enableSorting true Allow this column to be sorted',
      library: 'table',
      framework: ['react', 'vue'],
    })
    // The same shape a heading-per-method reference gives: section, then the API's name.
    const queryShaped = await recordsOf(page, '## Methods\n\n### fetchQuery\n\nFetches a key.')
    expect(queryShaped.at(-1)!.hierarchy).toMatchObject({ lvl2: 'Methods', lvl3: 'fetchQuery', lvl4: null })
    // One record per name; a row whose first cell is prose, or a table of kinds, adds none.
    expect(records.filter((record) => record.hierarchy.lvl3 === 'sortingFn')).toHaveLength(1)
    expect(records.filter((record) => record.url.endsWith('#accessors'))).toHaveLength(1)
    expect(records.some((record) => /see/.test(record.hierarchy.lvl3 ?? ''))).toBe(false)
    // A row of the introduction sits at lvl2 and links to the page itself.
    expect(records.find((record) => record.hierarchy.lvl2 === 'id')).toMatchObject({ url: tablePage.url, hierarchy: { lvl3: null } })
    // The section keeps its own record with the whole table's text, and every id is distinct.
    expect(records.find((record) => record.url.endsWith('#sorting-options') && record.hierarchy.lvl3 === null)?.content).toContain(
      'Allow this column to be sorted',
    )
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length)
    // Record ids stay within what a search event may carry (the dialog reports views and clicks).
    for (const record of records)
      expect(
        parseEventsBody({ events: [{ eventType: 'view', eventName: 'Hits viewed', index: 'TanStack', userToken: 'u', objectIDs: [record.objectID] }] }),
      ).toHaveLength(1)
    expect(enableSorting!.objectID).toBe('table/latest/docs/reference/column-def#sorting-options/enableSorting')
  })
})

describe('reference pages that document their options as lists', () => {
  // Shaped like Query's hook references: each option is a list item that starts with its name and type in code.
  const hookPage = {
    libraryName: 'Query',
    libraryId: 'query',
    version: 'latest',
    frameworks: ['react'],
    url: '/query/latest/docs/framework/react/reference/useInfiniteQuery',
    title: 'useInfiniteQuery',
  }
  const markdown = [
    '## Options',
    '',
    '- `initialPageParam: TPageParam`',
    '  - Required',
    '  - The page param of the first page.',
    '- `getNextPageParam?: (lastPage) => TPageParam`',
    '  - Returns the param of the next page.',
    '- `refetch()`: fetches again',
    '- Options not listed here are those of `useQuery`.',
    '',
    '## Returns',
    '',
    'The same as `useQuery`, except for:',
    '',
    '- `placeholderData`',
    '- `enabled`',
  ].join('\n')

  it('gives each documented option a record naming it under its section, on reference pages only', async () => {
    const records = await recordsOf(hookPage, markdown)
    expect(records.filter((record) => record.hierarchy.lvl3).map((record) => record.hierarchy.lvl3)).toEqual([
      'initialPageParam',
      'getNextPageParam',
      'refetch',
    ])
    // The bare names of the options it lacks document nothing: they stay in the section's text.
    expect(records.find((record) => record.url.endsWith('#returns'))?.content).toContain('placeholderData')
    expect(records.find((record) => record.hierarchy.lvl3 === 'initialPageParam')).toMatchObject({
      url: `${hookPage.url}#options`,
      content: expect.stringContaining('The page param of the first page.'),
    })
    // A guide's list of code is prose about the code, not the API's documentation.
    const guide = await recordsOf({ ...hookPage, url: '/query/latest/docs/framework/react/guides/infinite-queries' }, markdown)
    expect(guide.filter((record) => record.hierarchy.lvl3)).toEqual([])
  })
})
