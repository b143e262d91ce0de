import { describe, expect, it } from 'vitest'
import { expectHtml } from '../../../tests/support/html'
import { createMarkdownProcessor, renderMarkdown } from './index'

/** The blog renderer's HTML for `markdown`. */
const htmlOf = async (markdown: string) => (await renderMarkdown(markdown)).html

describe('GitHub-flavoured Markdown', () => {
  it('renders tables, task lists, autolinks and strikethrough', async () => {
    const html = await htmlOf(
      ['| a | b |', '|---|---|', '| 1 | 2 |', '', '- [x] done', '- [ ] open', '', 'See https://example.com and ~~old~~ new.'].join('\n'),
    )
    expectHtml(html, {
      has: [
        '<table>',
        '<td>2</td>',
        '<input type="checkbox" checked disabled> done',
        '<input type="checkbox" disabled> open',
        '<a href="https://example.com">https://example.com</a>',
        '<del>old</del>',
      ],
    })
  })
})

describe('GitHub alerts', () => {
  // The plugin's own tests (server/markdown/alerts.test.ts) cover every kind; this checks the blog renderer runs it.
  it('turns a marked blockquote into a titled callout', async () => {
    expectHtml(await htmlOf('> [!WARNING]\n> Keep **this** in mind.'), {
      has: ['<div class="md-alert md-alert-warning" role="note">\n<p class="md-alert-title">Warning</p>\n<p>Keep <strong>this</strong> in mind.</p>'],
      lacks: ['<blockquote'],
    })
  })

  it('leaves an ordinary blockquote alone', async () => {
    expectHtml(await htmlOf('> Just a quote [!NOTE] later.'), { has: ['<blockquote>'], lacks: ['md-alert'] })
  })
})

describe('code blocks', () => {
  it('highlights with the light and the dark theme in one pass and shows a title caption', async () => {
    const html = await htmlOf('```ts title="query.ts"\nconst answer: number = 42\n```')
    expectHtml(html, {
      has: [
        '<figure class="md-code" data-language="ts"><figcaption class="md-code-title">query.ts</figcaption>',
        'class="shiki shiki-themes github-light github-dark"',
        '<button type="button" class="md-copy" data-md-copy="" aria-label="Copy query.ts">Copy</button>',
      ],
      lacks: ['<span style=', 'data-meta'],
    })
    expect(html).toMatch(/<span class="l-[0-9a-f]{6} d-[0-9a-f]{6}">const<\/span>/)
  })

  it('leaves a token in the block’s own colours as plain text of its line, since the block gives it that colour', async () => {
    const html = await htmlOf('```ts\nconst answer = compute(1, options.retry)\n```')
    const line = /<span class="line">(.*?)<\/span><\/code>/.exec(html)?.[1] ?? ''
    // The brackets, the comma and `options.retry` are in the theme's text colour, one run of text; the rest is coloured.
    expect(line).toMatch(/"> compute<\/span>\(<span class="l-[0-9a-f]{6} d-[0-9a-f]{6}">1<\/span>, options\.retry\)$/)
    expect(html).not.toContain('l-24292e d-e1e4e8')
  })

  it('gives each code block its line count, from which the stylesheet reserves its height; a document cannot set it', async () => {
    expect(await htmlOf('```ts\nconst a = 1\nconst b = 2\n\nconst c = 3\n```')).toContain('<div class="md-code-body" style="--md-code-lines:4">')
    expectHtml(await htmlOf('<div style="--md-code-lines:1;position:fixed">x</div><div style="--md-code-lines:3">y</div>'), {
      has: ['<div style="--md-code-lines:3">y</div>'],
      lacks: ['position:fixed'],
    })
  })

  it.each([
    'tsx',
    'ts',
    'typescript',
    'js',
    'javascript',
    'jsx',
    'bash',
    'sh',
    'shell',
    'vue',
    'svelte',
    'json',
    'angular-ts',
    'angular-html',
    'html',
    'css',
    'toml',
    'yaml',
    'xml',
    'diff',
    'env',
    'dotenv',
    'nginx',
    'dockerfile',
    'apache',
    'gts',
    'hbs',
    'marko',
  ])('highlights %s, a language the libraries’ docs use', async (lang) => {
    const html = await htmlOf(`\`\`\`${lang}\nname = "value" <b>x</b> // 1\n${lang === 'diff' ? '+ added\n' : ''}\`\`\``)
    expect(html).not.toContain('data-language="text"')
    expect(html).toMatch(/class="[^"]*l-[0-9a-f]{6}/)
  })

  it('shows an unknown language as plain text without throwing', async () => {
    expectHtml(await htmlOf('```klingon\nqapla <b>\n```'), { has: ['data-language="text"', 'qapla &#x3C;b>'], lacks: ['l-d73a49'] })
  })

  it('highlights a fence without a language as plain text, and leaves inline code alone', async () => {
    expectHtml(await htmlOf('Use `npm install`.\n\n```\nplain\n```'), {
      has: ['<code>npm install</code>', '<figure class="md-code">', '<span class="line">plain</span>'],
    })
  })

  it('reuses one highlighter: later renders are fast', async () => {
    const source = '```tsx\nexport function App() { return <div className="x" /> }\n```\n'.repeat(10)
    await renderMarkdown(source)
    const started = performance.now()
    for (let i = 0; i < 10; i++) await renderMarkdown(source)
    expect((performance.now() - started) / 10).toBeLessThan(100)
  })
})

describe('sanitising raw HTML', () => {
  it('removes scripts, styles, frames, event handlers and javascript: URLs but keeps classes', async () => {
    const html = await htmlOf(
      [
        '<div class="callout" onclick="steal()">Hello <b>there</b></div>',
        '',
        '<script>alert(1)</script>',
        '<style>body{display:none}</style>',
        '<iframe src="https://evil.example"></iframe><object data="x"></object>',
        '',
        '[click](javascript:alert(1)) <a href="JavaScript:alert(2)">raw</a>',
        '',
        '<img src="x.png" onerror="alert(3)"> <span style="position:fixed">cover</span>',
      ].join('\n'),
    )
    expectHtml(html, {
      has: ['<div class="callout">Hello <b>there</b></div>', '<img src="x.png">', '>click</a>'],
      lacks: ['<script', 'alert(1)', '<style', 'display:none', '<iframe', '<object', 'onclick', 'onerror', 'javascript:', 'JavaScript:', 'position:fixed'],
    })
  })

  it('keeps an id written on a raw HTML heading, with the prefix of written ids', async () => {
    const { headings } = await renderMarkdown('<h2 id="custom">Custom</h2>')
    expect(headings).toEqual([{ id: 'user-content-custom', text: 'Custom', level: 2 }])
  })

  it('prefixes ids and names written in a post, so they cannot clobber document properties', async () => {
    const { html } = await renderMarkdown('<img name="querySelector" src="x.png"> <a id="getElementById">x</a>\n\n[to it](#getElementById)')
    expectHtml(html, {
      has: ['<img name="user-content-querySelector" src="x.png">', '<a id="user-content-getElementById">', '<a href="#user-content-getElementById">to it</a>'],
      lacks: ['name="querySelector"', 'id="getElementById"'],
    })
  })
})

describe('links and images', () => {
  it('sends hrefs and image sources through the hooks and keeps them when a hook returns undefined', async () => {
    const { html } = await renderMarkdown('[guide](./guides/queries.md#retries) [site](https://example.com)\n\n![diagram](../assets/flow.png)', {
      resolveLink: (href) => (href.includes('.md') ? `/query/latest/docs/${href.replace('./', '').replace('.md', '')}` : undefined),
      resolveImage: (src) => `/content/${src.replaceAll('../', '')}`,
    })
    expectHtml(html, {
      has: [
        '<a href="/query/latest/docs/guides/queries#retries">guide</a>',
        '<a href="https://example.com">site</a>',
        '<img src="/content/assets/flow.png" alt="diagram">',
      ],
    })
  })

  it('runs a dialect’s remark plugins and keeps what its sanitise allowances name', async () => {
    const added = () => (tree: { children: unknown[] }) => {
      tree.children.push({
        type: 'paragraph',
        data: { hName: 'aside', hProperties: { className: ['extra'], dataTone: 'hot' } },
        children: [{ type: 'text', value: 'added' }],
      })
    }
    const dialect = createMarkdownProcessor({ remarkPlugins: [added], sanitize: { tagNames: ['aside'], attributes: { aside: ['dataTone'] } } })
    expect((await dialect.render('Hi')).html).toContain('<aside class="extra" data-tone="hot">added</aside>')
    expect((await renderMarkdown('<aside data-tone="hot">x</aside>')).html).not.toContain('<aside')
  })
})
