import { describe, expect, it } from 'vitest'
import { renderPage } from './testing'

describe('mermaid blocks', () => {
  it('become a figure holding the diagram source, not highlighted code', async () => {
    const { html } = await renderPage('Before\n\n```mermaid\nsequenceDiagram\n  A ->> B: <b>hi</b>\n```\n\nAfter')
    expect(html).toContain('<figure class="md-mermaid" data-mermaid=""><pre class="md-mermaid-source">sequenceDiagram\n  A ->> B: &#x3C;b>hi&#x3C;/b></pre></figure>')
    expect(html).not.toContain('shiki')
  })

  it('leaves other code alone', async () => {
    const { html } = await renderPage('```ts\nconst a = 1\n```')
    expect(html).not.toContain('md-mermaid')
    expect(html).toContain('md-code')
  })
})
