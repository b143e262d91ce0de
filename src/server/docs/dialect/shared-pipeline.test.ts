import { beforeAll, describe, expect, it } from 'vitest'
import { renderMarkdown } from '~/server/markdown'
import { renderPage } from '../../../../tests/support/doc-render'

/** Markdown both the blog and the docs accept, with nothing of the docs dialect in it. */
const sharedSyntax = [
  '---',
  'title: Shared',
  '---',
  '## Getting Started!',
  '',
  '### `useQuery<TData>` options',
  '',
  '## Getting Started!',
  '',
  '## Dependent Queries & Code Splitting',
  '',
  '## 快速开始',
  '',
  '<h2 id="custom">Written id</h2>',
  '',
  '<img name="querySelector" src="https://img.example/x.png"> <a id="getElementById" onclick="steal()">x</a>',
  '',
  '<script>alert(1)</script><iframe src="https://evil.example"></iframe>',
  '',
  '[to it](#getElementById) [top](#getting-started) [bad](javascript:alert(1)) [site](https://example.com)',
  '',
  '> [!TIP]',
  '> Alerts read the same.',
  '',
  '| a | b |',
  '|---|---|',
  '| 1 | 2 |',
  '',
  'A footnote[^1].',
  '',
  '[^1]: The note.',
  '',
  '```ts title="query.ts"',
  'const answer: number = 42',
  '```',
  '',
  '```',
  'plain',
  '```',
].join('\n')

describe('the blog and the docs render through one pipeline', () => {
  // Shiki's first highlight in a process can colour a token of the light theme differently
  // from every later one; that is the highlighter's, not the pipeline's, so it is warmed first.
  beforeAll(() => renderMarkdown(sharedSyntax))

  it('gives the same heading ids, sanitising and code blocks for the same Markdown', async () => {
    const blog = await renderMarkdown(sharedSyntax)
    const docs = await renderPage(sharedSyntax)
    expect(docs.html).toBe(blog.html)
    expect(docs.headings).toEqual(blog.headings)
    // And what they share is the site's rules, not an accident of both leaving things out.
    expect(blog.headings.map((heading) => heading.id)).toEqual([
      'getting-started',
      'usequery-tdata-options',
      'getting-started-2',
      'dependent-queries-code-splitting',
      '快速开始',
      'user-content-custom',
      'user-content-footnote-label',
    ])
    for (const fragment of [
      'name="user-content-querySelector"',
      '<a href="#user-content-getElementById">to it</a>',
      '<div class="md-alert md-alert-tip" role="note">',
      '<figcaption class="md-code-title">query.ts</figcaption>',
      'id="user-content-fn-1"',
    ]) {
      expect(blog.html).toContain(fragment)
    }
    for (const fragment of ['<script', '<iframe', 'onclick', 'javascript:', 'name="querySelector"']) expect(blog.html).not.toContain(fragment)
  })
})
