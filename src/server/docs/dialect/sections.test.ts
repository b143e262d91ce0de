import { describe, expect, it } from 'vitest'
import { applyReplacements, extractSections, mergeSections, stripSectionMarkers } from './sections'
import { composePage, renderPage } from '../../../../tests/support/doc-render'

const referenced = [
  '---',
  'title: Queries',
  'description: Reading data.',
  '---',
  'Intro with useQuery.',
  '',
  "[//]: # 'Example'",
  '',
  '```tsx',
  'useQuery({ queryKey })',
  '```',
  '',
  "[//]: # 'Example'",
  '',
  'Between.',
  '',
  "[//]: # 'Example2'",
  '',
  'Second example.',
  '',
  "[//]: # 'Example2'",
  '',
  'End with useQuery.',
].join('\n')

describe('section markers as text', () => {
  it('finds named sections', () => {
    const sections = extractSections(referenced)
    expect([...sections.keys()]).toEqual(['Example', 'Example2'])
    expect(sections.get('Example2')).toBe('\nSecond example.\n')
  })

  it('swaps in the overriding sections and keeps the others', () => {
    const merged = mergeSections(referenced, extractSections("[//]: # 'Example'\nvue code\n[//]: # 'Example'"))
    expect(merged).toContain('vue code')
    expect(merged).not.toContain('useQuery({ queryKey })')
    expect(merged).toContain('Second example.')
    expect(merged).not.toContain("[//]: # 'Example'")
  })

  it('applies replacements literally, longest key first, in one pass', () => {
    expect(applyReplacements('useQuery and useQueries and useQuery', { useQuery: 'injectQuery', useQueries: 'injectQueries' })).toBe(
      'injectQuery and injectQueries and injectQuery',
    )
    expect(applyReplacements('a.b axb', { 'a.b': 'x' })).toBe('x axb')
    expect(applyReplacements('React', { React: 'Vue', Vue: 'Solid' })).toBe('Vue')
    expect(applyReplacements('same', {})).toBe('same')
  })

  it('reads a key written with character classes as the characters it means, when it does not occur literally', () => {
    expect(applyReplacements('const m = useMutation({ mutationFn })', { 'useMutation[(]': 'useMutation(() => ' })).toBe(
      'const m = useMutation(() => { mutationFn })',
    )
    expect(
      applyReplacements('useQuery({ queryKey, queryFn: fetchTodos })', {
        'useQuery[(][{] queryKey': 'useQuery(() => ({ queryKey',
        'fetchTodos [}][)]': 'fetchTodos }))',
      }),
    ).toBe('useQuery(() => ({ queryKey, queryFn: fetchTodos }))')
    // Parentheses in a key that occurs as written are just parentheses.
    expect(applyReplacements('plugins: [viteReact()]', { 'viteReact()': 'viteSolid({ ssr: true })' })).toBe('plugins: [viteSolid({ ssr: true })]')
    expect(applyReplacements('a [x] b', { '[x]': 'y' })).toBe('a y b')
    expect(applyReplacements('keep $1 and $&', { keep: '$&-$1' })).toBe('$&-$1 $1 and $&')
  })

  it('drops markers of a page rendered on its own, and keeps an unclosed marker as text', () => {
    expect(stripSectionMarkers(referenced)).not.toContain('[//]')
    expect(stripSectionMarkers("a\n[//]: # 'Open'\nb")).toBe("a\n[//]: # 'Open'\nb")
  })
})

describe('a page with ref', () => {
  const own = [
    '---',
    'ref: docs/react/queries.md',
    "replace: { 'useQuery': 'injectQuery' }",
    '---',
    '',
    "[//]: # 'Example'",
    '',
    '```ts',
    'injectQuery(() => ({ queryKey }))',
    '```',
    '',
    "[//]: # 'Example'",
    '',
  ].join('\n')

  it('takes the referenced page with its own sections swapped in, then replaces', async () => {
    const page = await renderPage(own, { readFile: async (path) => (path === 'docs/react/queries.md' ? referenced : undefined) })
    expect(page.title).toBe('Queries')
    expect(page.description).toBe('Reading data.')
    expect(page.html).toContain('Intro with injectQuery.')
    expect(page.html).toContain('End with injectQuery.')
    expect(page.html).toContain('Second example.')
    expect(page.html).not.toContain('queryKey })</')
    expect(page.html).toContain('injectQuery')
    expect(page.html).not.toMatch(/useQuery|\[\/\/\]/)
  })

  it('gives the composed Markdown to the Markdown copy of the page', async () => {
    const composed = await composePage(own, { 'docs/react/queries.md': referenced })
    expect(composed.markdown).toContain('Intro with injectQuery.')
    expect(composed.markdown).toContain('injectQuery(() => ({ queryKey }))')
    expect(composed.markdown).not.toContain("[//]: # 'Example'")
  })

  it('applies replace to its own text when the referenced file is missing', async () => {
    const composed = await composePage(own)
    expect(composed.markdown).toContain("[//]: # 'Example'")
    expect(composed.markdown).not.toContain('useQuery')
  })
})

describe('markers in a page rendered on its own', () => {
  it('leaves no marker text, even where Markdown reads a marker line as part of a paragraph', async () => {
    const page = await renderPage(['- item', '  - detail line', "[//]: # 'Materials'", '', 'Text.', '', "[//]: # 'Materials'"].join('\n'))
    expect(page.html).not.toContain('[//]')
    expect(page.html).not.toContain('Materials')
    expect(page.html).toContain('detail line')
  })
})
