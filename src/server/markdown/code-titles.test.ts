import { describe, expect, it } from 'vitest'
import { expectHtml } from '../../../tests/support/html'
import { codeTitle } from './code-titles'
import { renderMarkdown as renderPage } from './index'

describe('code titles', () => {
  it('reads quoted and bare titles from the fence meta', () => {
    expect(codeTitle('title="a b.ts"')).toBe('a b.ts')
    expect(codeTitle("showLineNumbers title='x.tsx'")).toBe('x.tsx')
    expect(codeTitle('title=main.js')).toBe('main.js')
    expect(codeTitle('subtitle="no"')).toBeUndefined()
    expect(codeTitle('{1,3}')).toBeUndefined()
    expect(codeTitle(undefined)).toBeUndefined()
  })

  it('captions the code block and names its copy button after the title', async () => {
    const { html } = await renderPage('```ts title="query.ts"\nconst answer = 42\n```')
    expectHtml(html, {
      has: ['<figure class="md-code" data-language="ts"><figcaption class="md-code-title">query.ts</figcaption>', 'aria-label="Copy query.ts"'],
      lacks: ['data-title'],
    })
  })

  it('leaves a block without a title uncaptioned', async () => {
    const { html } = await renderPage('```ts\nconst answer = 42\n```')
    expectHtml(html, { has: ['aria-label="Copy code"'], lacks: ['figcaption'] })
  })
})
