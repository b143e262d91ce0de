import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { codeColorsCss, themeColors, tokenClasses, type CodePalette } from './code-classes'
import { codeColorReplacements, codePalette, getHighlighter } from './highlighter'
import { renderMarkdown } from './index'

const stylesheet = path.resolve(import.meta.dirname, '../../features/markdown/code-colors.css')
const palette: CodePalette = { light: new Set(['#24292e', '#d73a49']), dark: new Set(['#e1e4e8', '#f97583']) }

describe('code token classes', () => {
  it('turns colour and font variables into short classes', () => {
    expect(tokenClasses('--shiki-light:#D73A49;--shiki-dark:#F97583', palette)).toEqual(['l-d73a49', 'd-f97583'])
    expect(
      tokenClasses(
        '--shiki-light:#24292E;--shiki-light-font-style:italic;--shiki-light-text-decoration:underline;--shiki-dark:#E1E4E8;--shiki-dark-font-weight:bold',
        palette,
      ),
    ).toEqual(['l-24292e', 'li', 'lu', 'd-e1e4e8', 'db'])
  })

  it('leaves a style it cannot express as classes alone', () => {
    expect(tokenClasses('--shiki-light:#123456;--shiki-dark:#F97583', palette)).toBeUndefined()
    expect(tokenClasses('--shiki-light:#D73A49;--shiki-light-bg:#FFEEF0;--shiki-dark:#F97583', palette)).toBeUndefined()
    expect(tokenClasses('--shiki-light-font-style:oblique', palette)).toBeUndefined()
  })

  it('reads a theme’s colours after its replacements', () => {
    const colors = themeColors({
      fg: '#24292E',
      settings: [{ settings: { foreground: '#E36209' } }, { settings: { fontStyle: 'italic' } }],
      colorReplacements: { '#e36209': '#bc4c00' },
    })
    expect([...colors].sort()).toEqual(['#24292e', '#bc4c00'])
  })

  it('has a stylesheet written from the current themes', async () => {
    const expected = codeColorsCss(codePalette(await getHighlighter()))
    // After a theme change, write `expected` to src/features/markdown/code-colors.css.
    expect(readFileSync(stylesheet, 'utf8')).toBe(expected)
  })

  it('gives every token of a highlighted block a class the stylesheet defines, with readable colours', async () => {
    const { html } = await renderMarkdown(
      '```tsx\nconst answer: number = 42 // the answer\nexport function App({ name }: { name: string }) { return <div className="x">{name}</div> }\n```',
    )
    const css = readFileSync(stylesheet, 'utf8')
    const classes = [...html.matchAll(/<span class="([^"]+)">/g)].flatMap((m) => m[1]!.split(' ')).filter((name) => name !== 'line')
    expect(classes.length).toBeGreaterThan(10)
    for (const name of new Set(classes)) expect(css, name).toContain(`.shiki .${name} {`)
    expect(html).not.toContain('<span style=')
    for (const [theme, replacements] of Object.entries(codeColorReplacements)) {
      for (const [from, to] of Object.entries(replacements)) {
        const prefix = theme === 'github-light' ? 'l' : 'd'
        expect(css).not.toContain(`.${prefix}-${from.slice(1)} `)
        expect(css).toContain(`.${prefix}-${to.slice(1)} `)
      }
    }
  })
})
