import type { Element } from 'hast'
import { describe, expect, it } from 'vitest'
import { highlightedBlockCounts } from './highlighted-blocks'
import { createMarkdownProcessor } from './processor'

/** A block no other test renders, with line marks, an annotation and a title: everything the kept copy must reproduce. */
function page(marker: string, meta = '{1}') {
  return [
    '# Page',
    '',
    `\`\`\`ts title="queries.ts" ${meta}`,
    `const marker = '${marker}'`,
    "const query = useQuery({ queryKey: ['todos'], queryFn }) // [!code ++]",
    '```',
    '',
  ].join('\n')
}

describe('highlighted code blocks kept by content', () => {
  it('renders a block seen before to the same bytes without highlighting it again', async () => {
    const processor = createMarkdownProcessor()
    const marker = `first-${Math.random()}`
    const before = { ...highlightedBlockCounts }
    const first = await processor.render(page(marker))
    const second = await processor.render(page(marker))
    expect(highlightedBlockCounts.misses - before.misses).toBe(1)
    expect(highlightedBlockCounts.hits - before.hits).toBe(1)
    expect(second.html).toBe(first.html)
    expect(first.html).toContain('class="line highlighted')
    expect(first.html).toContain('diff add')
    expect(first.html).toContain('<figcaption class="md-code-title">queries.ts</figcaption>')
  })

  it('highlights again when the meta differs, and gives each page its own tree to change', async () => {
    const marker = `second-${Math.random()}`
    // A dialect that writes into the block it is given, as a verdict badge would.
    const decorating = createMarkdownProcessor({
      codeFigure: (figure) => {
        const body = figure.children.find((child): child is Element => child.type === 'element' && child.tagName === 'div')
        const pre = body?.children[0] as Element
        pre.properties.dataTouched = 'yes'
      },
    })
    const before = { ...highlightedBlockCounts }
    const marked = await decorating.render(page(marker))
    const unmarked = await createMarkdownProcessor().render(page(marker))
    const otherMeta = await createMarkdownProcessor().render(page(marker, '{2}'))
    expect(marked.html).toContain('data-touched="yes"')
    expect(unmarked.html).not.toContain('data-touched')
    expect(otherMeta.html).not.toBe(unmarked.html)
    expect(highlightedBlockCounts.misses - before.misses).toBe(2)
    expect(highlightedBlockCounts.hits - before.hits).toBe(1)
  })
})
