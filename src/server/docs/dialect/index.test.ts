import { describe, expect, it } from 'vitest'
import { composePage, elements, frameworkBlock, renderPage } from '../../../../tests/support/doc-render'

describe('a docs page, end to end', () => {
  it('composes title, description and Markdown for the Markdown copy of a page', async () => {
    const composed = await composePage('---\ndescription: About keys.\n---\n# Query Keys\n\nText with `code`.\n')
    expect(composed).toEqual({ title: 'Query Keys', description: 'About keys.', markdown: 'Text with `code`.\n' })
  })

  it('renders every construct of the dialect in one page', async () => {
    const source = [
      '---',
      'title: Tour',
      '---',
      '> [!NOTE]',
      '> Read this.',
      '',
      '## Install',
      '',
      '<!-- ::start:tabs variant="package-manager" -->',
      '',
      'react: @x/react',
      '',
      '<!-- ::end:tabs -->',
      '',
      frameworkBlock([
        ['React', '```tsx title="app.tsx"\nrender(<App />)\n```'],
        ['Solid', 'Solid text.'],
      ]),
      '',
      'See [the guide](./caching.md#stale-time).',
    ].join('\n')
    const { title, html, headings } = await renderPage(source, { framework: 'solid' })
    expect(title).toBe('Tour')
    expect(headings).toEqual([{ id: 'install', text: 'Install', level: 2 }])
    for (const piece of [
      'class="md-alert md-alert-note"',
      'class="md-tabs" data-tab-group="package-manager"',
      'class="md-framework"',
      'class="md-code-title">app.tsx',
      'href="/query/latest/docs/framework/react/guides/caching#stale-time"',
    ]) {
      expect(html).toContain(piece)
    }
  })
})

describe('HTML written in a page', () => {
  it('cannot clobber document or window properties: its ids and names get the user-content- prefix', async () => {
    const { html } = await renderPage(
      [
        '<img name="querySelector" src="a.png">',
        '',
        '<div id="location">x</div>',
        '',
        '<a name="cookie">y</a>',
        '',
        '<form id="forms"><input name="body"></form>',
      ].join('\n'),
    )
    const named = elements(html, (element) => element.properties.id !== undefined || element.properties.name !== undefined)
    expect(named.map((element) => element.properties.id ?? element.properties.name)).toEqual([
      'user-content-querySelector',
      'user-content-location',
      'user-content-cookie',
      'user-content-body',
    ])
    expect(html).not.toMatch(/(id|name)="(querySelector|location|cookie|forms|body)"/)
  })

  it('keeps the site’s own ids unprefixed, and the references between its own ids whole', async () => {
    const { html } = await renderPage('## Setup\n\n<!-- ::start:tabs -->\n\n# A\n\na\n\n# B\n\nb\n\n<!-- ::end:tabs -->')
    expect(html).toContain('<h2 id="setup">')
    const ids = new Set(elements(html, (element) => typeof element.properties.id === 'string').map((element) => element.properties.id as string))
    const references = elements(html, (element) => element.properties.ariaControls !== undefined || element.properties.ariaLabelledBy !== undefined).flatMap(
      (element) => [...((element.properties.ariaControls as string[]) ?? []), ...((element.properties.ariaLabelledBy as string[]) ?? [])],
    )
    expect(references.length).toBe(4)
    for (const reference of references) expect(ids.has(reference)).toBe(true)
  })

  it('loses scripts, handlers and script URLs, also inside tabs and framework blocks', async () => {
    const { html } = await renderPage(
      '<!-- ::start:framework -->\n\n# React\n\n<script>alert(1)</script>\n\n<div onclick="steal()">a</div>\n\n[x](javascript:alert(2))\n\n<!-- ::end:framework -->',
    )
    for (const forbidden of ['<script', 'alert(', 'onclick', 'javascript:']) expect(html).not.toContain(forbidden)
  })

  it('cannot pass itself off as the site’s markup to reach the site’s attributes', async () => {
    const { html } = await renderPage('<button role="tab" aria-controls="settings" onclick="x()">t</button>')
    expect(html).toContain('aria-controls="user-content-settings"')
    expect(html).not.toContain('onclick')
  })
})
