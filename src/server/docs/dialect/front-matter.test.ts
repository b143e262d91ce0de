import { describe, expect, it } from 'vitest'
import { docFrontMatter } from './front-matter'
import { composePage, renderPage } from '../../../../tests/support/doc-render'

describe('front matter', () => {
  it('gives the page its title and description and is not rendered', async () => {
    const page = await renderPage('---\ntitle: Query Keys\ndescription: How keys identify queries.\nid: query-keys\n---\n\nBody text.')
    expect(page.title).toBe('Query Keys')
    expect(page.description).toBe('How keys identify queries.')
    expect(page.html).toBe('<p>Body text.</p>')
  })

  it('leaves the body as written for the Markdown copy of the page', async () => {
    const composed = await composePage('---\ntitle: Keys\n---\nFirst line.\n\n---\n\nAfter a rule.\n')
    expect(composed.markdown).toBe('First line.\n\n---\n\nAfter a rule.\n')
  })

  it('reads ref and replace, keeping only string replacements', () => {
    const fields = docFrontMatter({ ref: ' docs/a.md ', replace: { React: 'Vue', count: 3 }, title: '  ', id: 'x' })
    expect(fields).toEqual({ title: undefined, description: undefined, ref: 'docs/a.md', replace: { React: 'Vue' }, id: 'x' })
    expect(docFrontMatter({ replace: ['a', 'b'] }).replace).toEqual({})
  })

  it('fails a page whose YAML does not parse, saying why', async () => {
    await expect(renderPage('---\ntitle: [unclosed\n---\ntext')).rejects.toThrow(/^Invalid front matter: /)
  })

  it('reads a file that starts with a byte order mark', async () => {
    expect(await composePage('\uFEFF---\ntitle: T\n---\n# Heading\n\nText.\n')).toEqual({ title: 'T', description: 'Text.', markdown: 'Text.\n' })
    expect(await composePage('\uFEFF# Heading\n\nText.\n')).toEqual({ title: 'Heading', description: 'Text.', markdown: 'Text.\n' })
  })

  it('treats a page without front matter as all body', async () => {
    const composed = await composePage('Just text.\n')
    expect(composed.markdown).toBe('Just text.\n')
  })
})
