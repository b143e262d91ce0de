import { describe, expect, it } from 'vitest'
import { applyReplacements, extractSections, mergeSections, stripSectionMarkers } from './sections'

const referenced = [
  '# Queries',
  'Intro with useQuery.',
  "[//]: # 'Example'",
  '```tsx',
  'useQuery({ queryKey })',
  '```',
  "[//]: # 'Example'",
  'Between.',
  "[//]: # 'Example2'",
  'Second example.',
  "[//]: # 'Example2'",
  'End.',
].join('\n')

describe('section markers, ref and replace', () => {
  it('finds named sections', () => {
    const sections = extractSections(referenced)
    expect([...sections.keys()]).toEqual(['Example', 'Example2'])
    expect(sections.get('Example2')).toBe('Second example.')
  })

  it('swaps in the overriding sections and keeps the others', () => {
    const overrides = extractSections("[//]: # 'Example'\nvue code\n[//]: # 'Example'")
    const merged = mergeSections(referenced, overrides)
    expect(merged).toContain('vue code')
    expect(merged).not.toContain('useQuery({ queryKey })')
    expect(merged).toContain('Second example.')
    expect(merged).not.toContain("[//]: # 'Example'")
  })

  it('applies replacements everywhere, longest key first', () => {
    expect(applyReplacements('useQuery and useQueries and useQuery', { useQuery: 'injectQuery', useQueries: 'injectQueries' })).toBe(
      'injectQuery and injectQueries and injectQuery',
    )
    expect(applyReplacements('a.b', { 'a.b': 'x' })).toBe('x')
    expect(applyReplacements('same', {})).toBe('same')
  })

  it('drops markers of a page rendered on its own, and keeps an unclosed marker as text', () => {
    expect(stripSectionMarkers(referenced)).not.toContain('[//]')
    expect(stripSectionMarkers("a\n[//]: # 'Open'\nb")).toBe("a\n[//]: # 'Open'\nb")
  })
})
