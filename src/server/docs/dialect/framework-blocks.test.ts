import { toString } from 'hast-util-to-string'
import { describe, expect, it } from 'vitest'
import { elements, frameworkBlock, hasClass, renderPage } from '../../../../tests/support/doc-render'

const block = frameworkBlock([
  ['React', 'React text.\n\n## Setup'],
  ['Solid', 'Solid text.'],
])

function shown(html: string) {
  const panels = elements(html, (element) => hasClass(element, 'md-framework-panel'))
  const notice = elements(html, (element) => hasClass(element, 'md-framework-notice'))[0]
  return {
    frameworks: panels.map((panel) => panel.properties.dataFramework),
    visible: panels.filter((panel) => panel.properties.hidden !== true).map((panel) => panel.properties.dataFramework),
    notice: notice?.properties.hidden === true ? undefined : toString(notice!),
  }
}

describe('framework blocks', () => {
  it('has one panel per framework heading and shows the page framework', async () => {
    const { html, headings } = await renderPage(block, { framework: 'solid' })
    expect(shown(html)).toEqual({ frameworks: ['react', 'solid'], visible: ['solid'], notice: undefined })
    expect(html).toContain('<div class="md-framework" data-frameworks="react solid">')
    // The framework headings label panels; headings inside a panel stay headings.
    expect(headings.map((heading) => heading.text)).toEqual(['Setup'])
  })

  it('shows the first panel, without a notice, when the page has no framework', async () => {
    expect(shown((await renderPage(block)).html)).toEqual({ frameworks: ['react', 'solid'], visible: ['react'], notice: undefined })
  })

  it('says so when it has no panel for the page framework', async () => {
    expect(shown((await renderPage(block, { framework: 'vue' })).html).notice).toBe('Not available for Vue — showing React')
    const unknown = block.replace('# React', '# Alpine')
    expect(shown((await renderPage(unknown, { framework: 'ember' })).html)).toEqual({
      frameworks: ['alpine', 'solid'],
      visible: ['alpine'],
      notice: 'Not available for Ember — showing Alpine',
    })
  })

  it('holds tab groups inside its panels', async () => {
    const nested = block.replace('React text.', '<!-- ::start:tabs variant="files" -->\n\n```ts title="a.ts"\na\n```\n\n<!-- ::end:tabs -->')
    const { html } = await renderPage(nested)
    const [react] = elements(html, (element) => element.properties.dataFramework === 'react')
    expect(elements(react!, (element) => hasClass(element, 'md-tabs')).length).toBe(1)
    expect(shown(html).frameworks).toEqual(['react', 'solid'])
  })
})
