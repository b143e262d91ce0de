import { describe, it } from 'vitest'
import { expectHtml } from '../../../../tests/support/html'
import { renderPage } from '../../../../tests/support/doc-render'

describe('mermaid blocks', () => {
  it('become a figure holding the diagram source, not highlighted code', async () => {
    const { html } = await renderPage('Before\n\n```mermaid\nsequenceDiagram\n  A ->> B: <b>hi</b>\n```\n\nAfter')
    expectHtml(html, {
      has: ['<figure class="md-mermaid" data-mermaid=""><pre class="md-mermaid-source">sequenceDiagram\n  A ->> B: &#x3C;b>hi&#x3C;/b></pre></figure>'],
      lacks: ['shiki'],
    })
  })

  it('leaves other code alone', async () => {
    const { html } = await renderPage('```ts\nconst a = 1\n```')
    expectHtml(html, { has: ['md-code'], lacks: ['md-mermaid'] })
  })
})
