import { describe, expect, it } from 'vitest'
import { toString as toText } from 'hast-util-to-string'
import { elements, hasClass, renderPage } from '../../../tests/support/doc-render'
import { blockHash } from './block-hash'
import type { SnippetPageData } from './decorate'
import { typeDocListingReason } from './reference-listing'

const failing = 'useQuery({ cacheTime: 5 })'
const passing = 'useQuery({ gcTime: 5 })'
const listing = 'type Keys = readonly unknown[]'
const page = `# Caching\n\n\`\`\`ts\n${failing}\n\`\`\`\n\n\`\`\`tsx\n${passing}\n\`\`\`\n\n\`\`\`ts\nconst other = 1\n\`\`\`\n\n\`\`\`ts\n${listing}\n\`\`\`\n`

function data(notices = true): SnippetPageData {
  return {
    checkedWith: '@tanstack/react-query 5.90 · TypeScript 6.0',
    notices,
    report: { repo: 'tanstack/query', commit: 'abc123', file: 'docs/framework/react/guides/caching.md' },
    verdicts: new Map([
      [
        blockHash('ts', failing),
        {
          verdict: 'fails',
          rules: [],
          diagnostics: [
            {
              code: 2353,
              line: 1,
              column: 12,
              message: "Object literal may only specify known properties, and 'cacheTime' does not exist in type 'QueryOptions'.\nmore",
            },
          ],
        },
      ],
      [blockHash('tsx', passing), { verdict: 'checked', rules: [] }],
      [blockHash('ts', listing), { verdict: 'listing', rules: [], reason: 'declares types or lists an API without using it' }],
    ]),
  }
}

describe('checked code blocks as readers see them', () => {
  it('shows a notice under a failing block, a badge under a checked one, a plain line under a listing, nothing under the rest', async () => {
    const { html } = await renderPage(page, { snippets: data() })
    const figures = elements(html, (node) => node.tagName === 'figure')
    expect(figures.map((figure) => figure.properties.dataSnippet)).toEqual(['fails', 'checked', undefined, 'listing'])
    const notes = elements(html, (node) => node.tagName === 'p' && hasClass(node, 'md-code-check'))
    expect(notes.map((note) => (note.children[0] as { value: string }).value)).toEqual([
      'Checked with @tanstack/react-query 5.90 · TypeScript 6.0',
      'Compiles with @tanstack/react-query 5.90 · TypeScript 6.0; declares types or lists an API without using it, so nothing of it is checked',
    ])
    // Not the checked badge: no tick, and not counted as checked.
    expect(elements(html, (node) => node.tagName === 'p' && hasClass(node, 'md-code-check-listing'))).toHaveLength(1)
  })

  it('says a reference listing the compiler cannot read as written is not checked, without claiming it compiles', async () => {
    const typeDoc = { ...data(), verdicts: new Map(data().verdicts) }
    typeDoc.verdicts.set(blockHash('ts', listing), { verdict: 'listing', rules: [], reason: typeDocListingReason, compiled: false })
    const { html } = await renderPage(page, { snippets: typeDoc })
    const [note] = elements(html, (node) => node.tagName === 'p' && hasClass(node, 'md-code-check-listing'))
    expect(toText(note!)).toBe(`Not checked: ${typeDocListingReason}`)
  })

  it("says what is wrong with a failing block in a sentence, keeps the compiler's text behind a disclosure, and links to report it", async () => {
    const { html } = await renderPage(page, { snippets: data() })
    const [notice] = elements(html, (node) => node.tagName === 'div' && hasClass(node, 'md-code-check-fails'))
    expect(notice?.properties.role).toBe('note')
    const [summary] = elements(notice!, (node) => node.tagName === 'p')
    expect(toText(summary!)).toBe(
      'Does not compile with @tanstack/react-query 5.90 (line 1): `cacheTime` is not an option of `QueryOptions` in this version.'.replace(/`/g, ''),
    )
    expect(elements(summary!, (node) => node.tagName === 'code').map(toText)).toEqual(['cacheTime', 'QueryOptions'])
    const [details] = elements(notice!, (node) => node.tagName === 'details')
    expect(toText(elements(details!, (node) => node.tagName === 'summary')[0]!)).toBe('What TypeScript says')
    expect(toText(elements(details!, (node) => node.tagName === 'pre')[0]!)).toBe(
      "Line 1, TS2353: Object literal may only specify known properties, and 'cacheTime' does not exist in type 'QueryOptions'.\nmore",
    )
    const [report] = elements(notice!, (node) => node.tagName === 'a')
    expect(toText(report!)).toBe('Report this block')
    const url = new URL(String(report!.properties.href))
    expect(url.origin + url.pathname).toBe('https://github.com/tanstack/query/issues/new')
    expect(url.searchParams.get('title')).toBe('Docs: a code block in docs/framework/react/guides/caching.md does not compile with @tanstack/react-query 5.90')
    expect(url.searchParams.get('body')).toContain('`cacheTime` is not an option of `QueryOptions` in this version.')
    expect(url.searchParams.get('body')).toContain('https://github.com/tanstack/query/blob/abc123/docs/framework/react/guides/caching.md')
  })

  it('says under a Svelte component why it is not checked, and nothing under another skipped block', async () => {
    const component = '<script>\n  const query = createQuery(() => ({ queryKey: ["todos"] }))\n</script>'
    const skipped = 'const slow = 1'
    const withComponent = `${page}\n\`\`\`svelte\n${component}\n\`\`\`\n\n\`\`\`ts\n${skipped}\n\`\`\`\n`
    const snippets = data()
    const verdicts = new Map(snippets.verdicts)
    verdicts.set(blockHash('svelte', component), {
      verdict: 'skipped',
      component: true,
      reason: 'a Svelte component with no `<script>`: a template alone, whose names come from a script the page does not show',
    })
    verdicts.set(blockHash('ts', skipped), { verdict: 'skipped', reason: 'took more than 10 s of CPU time to check', limit: 'time' })
    const { html } = await renderPage(withComponent, { snippets: { ...snippets, verdicts } })
    const figures = elements(html, (node) => node.tagName === 'figure')
    expect(figures.map((figure) => figure.properties.dataSnippet)).toEqual(['fails', 'checked', undefined, 'listing', 'skipped', undefined])
    expect(toText(figures[4]!)).toContain(
      'Not checked: a Svelte component with no `<script>`: a template alone, whose names come from a script the page does not show',
    )
  })

  it('says under a checked Vue component that its template is not checked', async () => {
    const component = '<script setup lang="ts">\nconst query = useQuery({ queryKey: ["todos"] })\n</script>\n\n<template><p>{{ query.data }}</p></template>'
    const snippets = data()
    const verdicts = new Map(snippets.verdicts)
    verdicts.set(blockHash('vue', component), { verdict: 'checked', rules: ['library-exports'], unchecked: 'the template' })
    const { html } = await renderPage(`${page}\n\`\`\`vue\n${component}\n\`\`\`\n`, { snippets: { ...snippets, verdicts } })
    const figures = elements(html, (node) => node.tagName === 'figure')
    expect(figures[4]!.properties.dataSnippet).toBe('checked')
    expect(toText(figures[4]!)).toContain('Checked with @tanstack/react-query 5.90 · TypeScript 6.0 (the template is not checked)')
  })

  it('says under a Vue component whose script is JavaScript how it was read, and that its template is not', async () => {
    const component = '<script setup>\nconst query = useQuery({ queryKey: ["todos"] })\n</script>\n\n<template><p>{{ query.data }}</p></template>'
    const snippets = data()
    const verdicts = new Map(snippets.verdicts)
    verdicts.set(blockHash('vue', component), { verdict: 'checked', rules: ['library-exports'], unchecked: 'the template', javascript: true })
    const { html } = await renderPage(`${page}\n\`\`\`vue\n${component}\n\`\`\`\n`, { snippets: { ...snippets, verdicts } })
    const figure = elements(html, (node) => node.tagName === 'figure')[4]!
    expect(toText(figure)).toContain(
      "Checked with @tanstack/react-query 5.90 · TypeScript 6.0 (its JavaScript read as TypeScript's checkJs reads it; the template is not checked)",
    )
  })

  it('leaves the notice out with SNIPPET_NOTICES=0, keeping the badge', async () => {
    const { html } = await renderPage(page, { snippets: data(false) })
    expect(html).not.toContain('Does not compile')
    expect(html).toContain('Checked with')
  })

  it('shows plain blocks before the page was checked', async () => {
    const { html } = await renderPage(page)
    expect(html).not.toContain('md-code-check')
  })
})
