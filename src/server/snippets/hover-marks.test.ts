import { describe, expect, it } from 'vitest'
import { elements, renderPage } from '../../../tests/support/doc-render'
import { blockHash } from './block-hash'
import type { SnippetPageData } from './decorate'
import type { BlockHovers } from './hovers'

const code = "const queryClient = new QueryClient()\nawait queryClient.invalidateQueries({ queryKey: ['todos'] })"
const page = `# Caching\n\n\`\`\`ts\n${code}\n\`\`\`\n`

function data(hovers: BlockHovers | undefined): SnippetPageData {
  return {
    checkedWith: '@tanstack/react-query 5.90 · TypeScript 6.0',
    notices: false,
    hoversBase: '/api/snippet-hovers/0123456789/query/abc/react',
    verdicts: new Map([[blockHash('ts', code), { verdict: 'checked', rules: [], hovers }]]),
  }
}

const hovers: BlockHovers = {
  infos: [
    { text: 'const queryClient: QueryClient' },
    { text: 'constructor QueryClient(): QueryClient' },
    { text: '(method) QueryClient.invalidateQueries(): Promise<void>' },
  ],
  marks: [
    [1, 7, 11, 0],
    [1, 25, 11, 1],
    [2, 7, 11, 0],
    [2, 19, 17, 2],
  ],
}

const text = (node: { children: unknown[] }) => (node.children[0] as { value: string }).value

describe('hover marks in a checked block', () => {
  it('wraps each identifier with a hover in a span of its own, the first in the tab order, and names where the data is', async () => {
    const { html } = await renderPage(page, { snippets: data(hovers) })
    const [figure] = elements(html, (node) => node.tagName === 'figure')
    expect(figure!.properties.dataHovers).toBe(`/api/snippet-hovers/0123456789/query/abc/react/${blockHash('ts', code)}`)
    const marks = elements(html, (node) => node.properties.dataHover !== undefined)
    expect(marks.map((mark) => [text(mark), mark.properties.dataHover])).toEqual([
      ['queryClient', '0'],
      ['QueryClient', '1'],
      ['queryClient', '0'],
      ['invalidateQueries', '2'],
    ])
    expect(marks.map((mark) => mark.properties.tabIndex)).toEqual([0, undefined, undefined, undefined])
    // The marks add no text: the block reads (and copies) as written.
    const lines = elements(html, (node) => node.tagName === 'span' && Array.isArray(node.properties.className) && node.properties.className.includes('line'))
    const lineText = (node: { children: unknown[] }): string =>
      (node.children as { type: string; value?: string; children?: unknown[] }[])
        .map((child) => (child.type === 'text' ? child.value! : lineText(child as { children: unknown[] })))
        .join('')
    expect(lines.map(lineText).join('\n')).toBe(code)
  })

  it('leaves out a mark that does not fall on its identifier, and a block without hovers has no marks', async () => {
    const shifted: BlockHovers = {
      infos: hovers.infos,
      marks: [
        [1, 8, 11, 0],
        [2, 2, 4, 0],
        [3, 1, 5, 0],
      ],
    }
    const { html } = await renderPage(page, { snippets: data(shifted) })
    expect(elements(html, (node) => node.properties.dataHover !== undefined)).toEqual([])
    expect(elements(html, (node) => node.tagName === 'figure')[0]!.properties.dataHovers).toBeUndefined()

    const plain = await renderPage(page, { snippets: data(undefined) })
    expect(elements(plain.html, (node) => node.properties.dataHover !== undefined)).toEqual([])
  })
})
