import { toString } from 'hast-util-to-string'
import { describe, expect, it } from 'vitest'
import { elements, hasClass, renderPage } from '../../../tests/support/doc-render'
import { renderMarkdown } from '~/server/markdown'
import { stripAnnotations } from './annotations'

const fence = (meta: string, code: string, lang = 'ts') => `# Page\n\n\`\`\`${lang}${meta ? ` ${meta}` : ''}\n${code}\n\`\`\`\n`

async function linesOf(markdown: string) {
  const { html } = await renderPage(markdown)
  return elements(html, (node) => node.tagName === 'span' && hasClass(node, 'line'))
}

describe('code annotations', () => {
  it('highlights the lines the meta names, ranges included, beside a title', async () => {
    const lines = await linesOf(fence('title="a.ts" {1,3-4}', 'one()\ntwo()\nthree()\nfour()\nfive()'))
    expect(lines.map((line) => hasClass(line, 'highlighted'))).toEqual([true, false, true, true, false])
  })

  it('marks added, removed, focused, highlighted, error and warning lines and removes the comments', async () => {
    const code = [
      'const a = 1 // [!code --]',
      'const b = 1 // [!code ++]',
      'focus() // [!code focus]',
      'mark() // [!code highlight]',
      'bad() // [!code error]',
      'odd() // [!code warning]',
    ].join('\n')
    const { html } = await renderPage(fence('', code))
    const lines = elements(html, (node) => node.tagName === 'span' && hasClass(node, 'line'))
    expect(lines.map((line) => toString(line))).toEqual(['const a = 1', 'const b = 1', 'focus()', 'mark()', 'bad()', 'odd()'])
    expect(html).not.toContain('[!code')
    expect(hasClass(lines[0]!, 'remove') && hasClass(lines[0]!, 'diff')).toBe(true)
    expect(hasClass(lines[1]!, 'add')).toBe(true)
    expect(hasClass(lines[2]!, 'focused')).toBe(true)
    expect(hasClass(lines[3]!, 'highlighted')).toBe(true)
    expect(hasClass(lines[4]!, 'error')).toBe(true)
    expect(hasClass(lines[5]!, 'warning')).toBe(true)
    const [pre] = elements(html, (node) => node.tagName === 'pre')
    expect(['has-diff', 'has-focused', 'has-highlighted'].every((name) => hasClass(pre!, name))).toBe(true)
  })

  it('takes a JSX notation comment out with its braces', async () => {
    const lines = await linesOf(fence('', '<div>\n  <Todos />{/* [!code ++] */}\n</div>', 'tsx'))
    expect(toString(lines[1]!)).toBe('  <Todos />')
    expect(hasClass(lines[1]!, 'add')).toBe(true)
  })

  it('marks the added and removed lines of a diff block, not its file headers', async () => {
    const lines = await linesOf(fence('', '--- a/x.ts\n+++ b/x.ts\n-cacheTime: 1\n+gcTime: 1\n keep', 'diff'))
    expect(lines.map((line) => (hasClass(line, 'add') ? '+' : hasClass(line, 'remove') ? '-' : ' '))).toEqual([' ', ' ', '-', '+', ' '])
  })

  it('leaves code without annotations as it was', async () => {
    const { html } = await renderPage(fence('', 'const a = 1'))
    expect(html).not.toMatch(/highlighted|has-diff|focused/)
  })

  it('works in the blog renderer too', async () => {
    const { html } = await renderMarkdown(fence('{2}', 'a()\nb() // [!code ++]'))
    expect(html).toContain('line highlighted diff add')
    expect(html).not.toContain('[!code')
  })
})

describe('stripAnnotations', () => {
  it('removes notation comments of every comment style', () => {
    expect(stripAnnotations('a() // [!code ++]\nb() /* [!code focus] */\n<X />{/* [!code --] */}\nc # [!code highlight]\nd() // [!code error]')).toBe(
      'a()\nb()\n<X />\nc\nd()',
    )
  })

  it('keeps other comments', () => {
    expect(stripAnnotations('a() // a note\nb() // [!code] not one')).toBe('a() // a note\nb() // [!code] not one')
  })

  it('blanks removed lines, ranges included, keeping the others at their numbers', () => {
    const code = 'cacheTime: 1, // [!code --]\ngcTime: 1, // [!code ++]\nx // [!code --:2]\ny\nz'
    expect(stripAnnotations(code, { blankRemoved: true })).toBe('\ngcTime: 1,\n\n\nz')
  })
})
