import rehypeStringify from 'rehype-stringify'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { remarkAlerts } from './alerts'

const processor = unified().use(remarkParse).use(remarkAlerts).use(remarkRehype).use(rehypeStringify)
const render = async (markdown: string) => String(await processor.process(markdown))

describe('GitHub alerts', () => {
  it.each([
    ['NOTE', 'note', 'Note'],
    ['TIP', 'tip', 'Tip'],
    ['IMPORTANT', 'important', 'Important'],
    ['WARNING', 'warning', 'Warning'],
    ['caution', 'caution', 'Caution'],
  ])('turns [!%s] into a titled callout', async (marker, kind, title) => {
    const html = await render(`> [!${marker}]\n> Keep **this** in mind.`)
    expect(html).toBe(
      `<div class="md-alert md-alert-${kind}" role="note">\n<p class="md-alert-title">${title}</p>\n<p>Keep <strong>this</strong> in mind.</p>\n</div>`,
    )
  })

  it('drops a marker that stands in a paragraph of its own', async () => {
    const html = await render('> [!TIP]\n>\n> Second paragraph.')
    expect(html).toBe('<div class="md-alert md-alert-tip" role="note">\n<p class="md-alert-title">Tip</p>\n<p>Second paragraph.</p>\n</div>')
  })

  it('leaves an ordinary blockquote and an unknown kind alone', async () => {
    expect(await render('> Just a quote [!NOTE] later.')).toBe('<blockquote>\n<p>Just a quote [!NOTE] later.</p>\n</blockquote>')
    expect(await render('> [!DANGER]\n> x')).toContain('<blockquote>')
  })
})
