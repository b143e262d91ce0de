import { describe, expect, it } from 'vitest'
import { getHighlighter, languageFor } from './highlighter'

describe('languageFor', () => {
  it('loads a fence language the first time a block asks for it, by its name or an alias', async () => {
    const highlighter = await getHighlighter()
    expect(highlighter.getLoadedLanguages()).not.toContain('yaml')
    expect(await languageFor(highlighter, 'yml')).toBe('yml')
    expect(highlighter.getLoadedLanguages()).toContain('yaml')
    const tokens = highlighter.codeToTokensBase('key: value', { lang: 'yaml', theme: 'github-light' })
    expect(new Set(tokens.flat().map((token) => token.color)).size).toBeGreaterThan(1)
  })

  it('loads the grammars a language embeds with it', async () => {
    const highlighter = await getHighlighter()
    expect(await languageFor(highlighter, 'vue')).toBe('vue')
    expect(highlighter.getLoadedLanguages()).toContain('css')
  })

  it('answers text for a language the site does not highlight, or none', async () => {
    const highlighter = await getHighlighter()
    expect(await languageFor(highlighter, 'cobol')).toBe('text')
    expect(await languageFor(highlighter, undefined)).toBe('text')
  })
})
