import { describe, expect, it } from 'vitest'
import { composePage, renderPage } from '../../../../tests/support/doc-render'

describe('page title', () => {
  it('takes a leading # heading as the title and out of the body', async () => {
    const page = await renderPage('# Query `Keys`\n\nKeys name queries.\n\n## Arrays')
    expect(page.title).toBe('Query Keys')
    expect(page.html).not.toContain('<h1')
    expect(page.headings.map((heading) => heading.text)).toEqual(['Arrays'])
    expect((await composePage('# Query Keys\n\n\nKeys name queries.\n')).markdown.trim()).toBe('Keys name queries.')
  })

  it('prefers the front matter title, and still drops the repeated heading', async () => {
    const page = await renderPage('---\ntitle: From YAML\n---\n# From heading\n\nText.')
    expect(page.title).toBe('From YAML')
    expect(page.html).toBe('<p>Text.</p>')
  })

  it('keeps a first-level heading that does not open the page', async () => {
    const page = await renderPage('Intro.\n\n# Later')
    expect(page.title).toBe('queries')
    expect(page.html).toContain('<h1 id="later">')
  })

  it('falls back to the file name', async () => {
    expect((await renderPage('Text.', { filePath: 'docs/guides/query-keys.md' })).title).toBe('query keys')
  })
})

describe('page description', () => {
  it('is the first paragraph of text, as plain text', async () => {
    const page = await renderPage('# T\n\n![diagram](a.png)\n\n<div>html</div>\n\nRead [the **guide**](./g.md) for `useQuery`.\n\nMore.')
    expect(page.description).toBe('Read the guide for useQuery.')
  })

  it('is cut at a word boundary, 160 characters at most with its ellipsis', async () => {
    const description = (await renderPage(`${'word '.repeat(60)}`)).description ?? ''
    expect(description.length).toBeLessThanOrEqual(160)
    expect(description.length).toBeGreaterThan(150)
    expect(description).toMatch(/ word…$/)
  })

  it('skips the package lines of an install block', async () => {
    const page = await renderPage('<!-- ::start:tabs variant="package-manager" -->\n\nreact: @x/react\n\n<!-- ::end:tabs -->\n\nInstall it.')
    expect(page.description).toBe('Install it.')
  })
})
