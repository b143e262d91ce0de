import { describe, expect, it } from 'vitest'
import { renderPage, elements, hasClass } from '../../../tests/support/doc-render'
import { renderBlockDiff } from './block-diff'

const labels = { older: 'v4', newer: 'v5' }

async function html(markdown: string) {
  return (await renderPage(`# Page\n\n${markdown}`)).html
}

const paragraphs = (count: number, prefix = 'Paragraph') => Array.from({ length: count }, (_, i) => `${prefix} number ${i + 1} says something.`).join('\n\n')

describe('renderBlockDiff', () => {
  it('marks nothing and folds everything when both versions are the same', async () => {
    const page = await html(paragraphs(5))
    const diff = renderBlockDiff(page, page, labels)
    expect(diff.identical).toBe(true)
    expect(diff.stats.unchanged).toBe(5)
    const [fold] = elements(diff.html, (node) => node.tagName === 'details')
    expect(fold).toBeDefined()
    expect(diff.html).toContain('5 unchanged paragraphs')
  })

  it('marks an added and a removed paragraph, folding the unchanged run between them with one block of context each side', async () => {
    const older = await html(`Only in the old one.\n\n${paragraphs(12)}`)
    const newer = await html(`${paragraphs(12)}\n\nOnly in the new one.`)
    const diff = renderBlockDiff(older, newer, labels)
    expect(diff.stats).toMatchObject({ added: 1, removed: 1, moved: 0, codeChanged: 0, unchanged: 12 })
    const [removed] = elements(diff.html, (node) => node.tagName === 'del')
    const [added] = elements(diff.html, (node) => node.tagName === 'ins')
    expect(removed && elements(removed, (n) => n.tagName === 'p').length).toBe(1)
    expect(diff.html).toMatch(/<del class="doc-diff-block doc-diff-del"><span class="doc-diff-badge">Removed in v5<\/span><p>Only in the old one.<\/p><\/del>/)
    expect(added).toBeDefined()
    expect(diff.html).toContain('Added in v5')
    // 12 unchanged: the first and last stay in view beside the changes, 10 are folded.
    expect(diff.html).toContain('10 unchanged paragraphs')
    expect(diff.html.indexOf('Only in the old one')).toBeLessThan(diff.html.indexOf('Only in the new one'))
  })

  it('does not see a change in links that differ only in their version', async () => {
    const older = '<p>See <a href="/query/v4/docs/guides/queries">queries</a>.</p>'
    const newer = '<p>See <a href="/query/latest/docs/guides/queries">queries</a>.</p>'
    expect(renderBlockDiff(older, newer, labels).identical).toBe(true)
  })

  it('shows a block that moved as moved, not as removed and added', async () => {
    const older = await html(`Moving paragraph here.\n\n${paragraphs(4)}`)
    const newer = await html(`${paragraphs(4)}\n\nMoving paragraph here.`)
    const diff = renderBlockDiff(older, newer, labels)
    expect(diff.stats).toMatchObject({ added: 0, removed: 0, moved: 1 })
    expect(elements(diff.html, (node) => node.tagName === 'del' || node.tagName === 'ins')).toHaveLength(0)
    expect(elements(diff.html, (node) => hasClass(node, 'doc-diff-moved'))).toHaveLength(1)
    expect(diff.html).toContain('“Moving paragraph here.” was here in v4.')
  })

  it('diffs a changed code block line by line, keeping each line’s highlighting and dropping the copy button', async () => {
    const older = await html('```ts\nconst client = new QueryClient()\nuseQuery({ cacheTime: 1000 })\nexport default client\n```')
    const newer = await html('```ts\nconst client = new QueryClient()\nuseQuery({ gcTime: 1000 })\nexport default client\n```')
    const diff = renderBlockDiff(older, newer, labels)
    expect(diff.stats).toMatchObject({ codeChanged: 1, added: 0, removed: 0 })
    const lines = elements(diff.html, (node) => hasClass(node, 'doc-diff-line'))
    expect(lines).toHaveLength(4)
    const removed = elements(diff.html, (node) => hasClass(node, 'doc-diff-line-del'))
    const added = elements(diff.html, (node) => hasClass(node, 'doc-diff-line-ins'))
    expect(removed).toHaveLength(1)
    expect(added).toHaveLength(1)
    // Shiki's token spans survive inside the marked lines.
    expect(elements(removed[0]!, (node) => hasClass(node, 'line')).length).toBe(1)
    expect(
      elements(added[0]!, (node) => node.tagName === 'span' && Array.isArray(node.properties.className) && String(node.properties.className).includes('l-'))
        .length,
    ).toBeGreaterThan(1)
    expect(diff.html).toMatch(/cacheTime/)
    expect(diff.html).toMatch(/gcTime/)
    expect(elements(diff.html, (node) => node.tagName === 'button')).toHaveLength(0)
  })

  it('shows a renamed heading as removed and added, with no duplicate ids from the old version', async () => {
    const older = await html('## Caching\n\nText under it.')
    const newer = await html('## Garbage collection\n\nText under it.')
    const diff = renderBlockDiff(older, newer, labels)
    expect(diff.stats).toMatchObject({ added: 1, removed: 1 })
    const headings = elements(diff.html, (node) => node.tagName === 'h2')
    expect(headings.map((h) => h.properties.id)).toEqual([undefined, 'garbage-collection'])
    const [removed] = elements(diff.html, (node) => node.tagName === 'del')
    expect(removed && elements(removed, (node) => hasClass(node, 'md-heading-anchor'))).toHaveLength(0)
  })

  it('keeps a same-id heading once when both versions have it', async () => {
    const older = await html('## Setup\n\nOld text.')
    const newer = await html('## Setup\n\nNew text.')
    const diff = renderBlockDiff(older, newer, labels)
    expect(elements(diff.html, (node) => node.properties.id === 'setup')).toHaveLength(1)
  })
})
