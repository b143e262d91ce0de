import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '~/server/markdown'
import { HIGHLIGHT_MAX_BLOCK_BYTES, HIGHLIGHT_MAX_PAGE_BLOCKS, HIGHLIGHT_MAX_PAGE_BYTES } from '~/server/markdown/plugins'
import { truncateSource } from './page-size'

const block = (lines: number, name = 'value') => `\`\`\`ts\n${Array.from({ length: lines }, (_, i) => `const ${name}${i} = ${i}`).join('\n')}\n\`\`\`\n`

describe('a source over the page bound', () => {
  it('is cut after a whole line, and a code fence left open is closed', () => {
    const source = `# Title\n\n${block(5000)}\nThe end.\n`
    const { source: cut, truncation } = truncateSource(source, 20_000)
    expect(cut.length).toBeLessThanOrEqual(20_010)
    expect(cut.endsWith('```\n')).toBe(true)
    expect(cut.split('\n').slice(-3, -2)[0]).toMatch(/^const value\d+ = \d+$/)
    expect(truncation).toEqual({ shownBytes: expect.any(Number), totalBytes: source.length })
  })

  it('comes back as it is within the bound', () => {
    expect(truncateSource('# Short\n', 100)).toEqual({ source: '# Short\n' })
  })
})

describe('code highlighting bounds', () => {
  it('highlights a block within the bounds', async () => {
    const { html } = await renderMarkdown(block(20))
    expect(html).toContain('class="md-code"')
    expect(html).not.toContain('data-plain')
    expect(html).toMatch(/<span class="[^"]*l-/)
  })

  it('shows a block over the bound as escaped plain text in the same frame, with a note', async () => {
    const lines = Math.ceil(HIGHLIGHT_MAX_BLOCK_BYTES / 16)
    const started = performance.now()
    const { html } = await renderMarkdown(`${block(lines)}\n\`\`\`html\n<script>alert(1)</script>\n\`\`\`\n`)
    expect(performance.now() - started).toBeLessThan(3000)
    const [big, small] = html.split('</figure>')
    expect(big).toContain('data-plain=""')
    expect(big).toContain('Shown without highlighting: this block is too long to highlight')
    expect(big).toContain('class="md-copy"')
    expect(big).not.toMatch(/<span class="[^"]*l-/)
    expect(small).not.toContain('data-plain')
    expect(html).not.toContain('<script>alert')
  })

  it('stops highlighting once a page has had its share', async () => {
    const perBlock = 300
    const blocks = Math.ceil(HIGHLIGHT_MAX_PAGE_BYTES / (perBlock * 17)) + 3
    const { html } = await renderMarkdown(Array.from({ length: blocks }, (_, n) => block(perBlock, `v${n}_`)).join('\n'))
    const figures = html.split('</figure>').slice(0, -1)
    expect(figures).toHaveLength(blocks)
    expect(figures[0]).not.toContain('data-plain')
    expect(figures.at(-1)).toContain('this page has more code than the site highlights')
  })

  it('stops highlighting past a number of blocks, however small', async () => {
    const blocks = HIGHLIGHT_MAX_PAGE_BLOCKS + 5
    const { html } = await renderMarkdown(Array.from({ length: blocks }, (_, n) => block(1, `v${n}_`)).join('\n'))
    const plain = html.split('</figure>').filter((figure) => figure.includes('data-plain'))
    expect(plain).toHaveLength(5)
  })
})
