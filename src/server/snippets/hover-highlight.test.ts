import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { highlightedDeclaration } from './hover-highlight'

const colorClasses = new Set(
  [...readFileSync(path.resolve(import.meta.dirname, '../../features/markdown/code-colors.css'), 'utf8').matchAll(/\.([ld]-[0-9a-f]{6})\b/g)].map(
    (match) => match[1]!,
  ),
)

describe("a hover's declaration, highlighted like the code", () => {
  it("gives keywords, names and types the code's colour classes for both themes, the text unchanged", async () => {
    const text = 'function useQuery<TData = unknown>(options: QueryOptions<TData>): UseQueryResult<TData, Error>'
    const html = await highlightedDeclaration(text)
    const spans = [...html.matchAll(/<span class="([^"]+)">([^<]*)<\/span>/g)].map((match) => ({ classes: match[1]!.split(' '), text: match[2]!.trim() }))
    expect(spans.length).toBeGreaterThan(3)
    const keyword = spans.find((span) => span.text === 'function')
    const name = spans.find((span) => span.text === 'useQuery')
    expect(keyword?.classes).toHaveLength(2)
    expect(name?.classes).toHaveLength(2)
    expect(keyword?.classes).not.toEqual(name?.classes)
    // Every class is one the stylesheet of the code colours defines, light and dark.
    for (const span of spans) for (const name of span.classes) expect(colorClasses, name).toContain(name)
    expect(
      html
        .replace(/<[^>]+>/g, '')
        .replaceAll('&#x3C;', '<')
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>'),
    ).toBe(text)
  })

  it('keeps markup in a declaration as text', async () => {
    const html = await highlightedDeclaration("const title: '<img src=x onerror=alert(1)>'")
    expect(html).not.toContain('<img')
    expect(html).toContain('&#x3C;img')
  })
})
