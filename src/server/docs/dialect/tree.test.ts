import { toHtml } from 'hast-util-to-html'
import { describe, expect, it } from 'vitest'
import { pageRecords } from '~/server/search/records'
import { renderPage } from '../../../../tests/support/doc-render'

const page = `---
title: Queries
---

# Queries

A query is a declarative dependency on an asynchronous source of data. See [caching](./caching.md).

## Query keys

| option | meaning |
| --- | --- |
| \`queryKey\` | what the query is cached by |

\`\`\`tsx
const query = useQuery({ queryKey: ['todos'], queryFn: fetchTodos })
\`\`\`

> [!NOTE]
> Keys are hashed deterministically.
`

describe('a rendered page as a tree', () => {
  it('is the tree of the page’s HTML, and is only kept when asked for', async () => {
    const rendered = await renderPage(page, { plainCode: true, tree: true })
    expect(rendered.tree?.type).toBe('root')
    expect(toHtml(rendered.tree!)).toBe(rendered.html)
    expect((await renderPage(page, { plainCode: true })).tree).toBeUndefined()
  })

  it('gives the search index the records its HTML gives', async () => {
    const rendered = await renderPage(page, { plainCode: true, tree: true })
    const input = {
      libraryName: 'Query',
      libraryId: 'query',
      version: 'latest',
      frameworks: ['react'],
      url: '/query/latest/docs/framework/react/guides/queries',
      title: rendered.title,
    }
    const fromTree = pageRecords({ ...input, tree: rendered.tree! })
    expect(fromTree.map((record) => record.hierarchy.lvl2)).toContain('Query keys')
    expect(fromTree).toEqual(pageRecords({ ...input, html: rendered.html }))
  })
})
